import { UpdateLogoInput } from '@leadvault/contract';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { logoApi } from '../api/resources';
import { AdminPage, QueryState } from '../components/admin-page';
import { ImageField, ImagePreview } from '../components/image-field';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

/** /admin/setting-general/: the logo at the spec's 160 x 38, and 'Update Logo'. */
export function GeneralSettingsPage() {
  const logo = logoApi.useFirst();
  return (
    <AdminPage title="Logo Setting" back={{ to: a.setting, label: 'Settings' }} width="narrow">
      <QueryState query={logo}>
        {(record) => (
          <section
            aria-label="Current logo"
            className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-center gap-5">
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                {record?.logo ? (
                  <img
                    src={record.logo}
                    alt="Site logo"
                    width={160}
                    height={38}
                    className="h-[38px] w-[160px] object-contain"
                  />
                ) : (
                  <ImagePreview src="" alt="" shape="logo" />
                )}
              </div>
              <div>
                <h2 className="text-base font-semibold text-slate-900">Site logo</h2>
                <p className="text-sm text-slate-600">Shown at 160 × 38 pixels.</p>
              </div>
            </div>
            {record ? (
              <ButtonLink to={a.updateLogo(record._id)}>Update Logo</ButtonLink>
            ) : (
              <p className="text-sm text-slate-500">No logo record found.</p>
            )}
          </section>
        )}
      </QueryState>
    </AdminPage>
  );
}

/** /admin/update-logo/:id: upload an image file and save its address. */
export function UpdateLogoPage() {
  return (
    <RecordEditorPage
      resource={logoApi}
      schema={UpdateLogoInput}
      title="Update Logo"
      back={{ to: a.settingGeneral, label: 'Logo Setting' }}
      submitLabel="Update Logo"
      busyLabel="Updating..."
      noun="Logo"
      successMessage="Logo updated successfully!"
      errorMessage="Failed to update logo."
      uploadErrorMessage="An error occurred while uploading the logo."
      redirectTo={a.settingGeneral}
      // The spec's page starts with no file chosen ('Please select a logo file to upload.').
      prefill={false}
      intro={(record) => (
        <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <span className="text-sm font-medium text-slate-600">Current logo</span>
          <ImagePreview src={record.logo ?? ''} alt="Current logo" shape="logo" />
        </div>
      )}
      fields={(editor) => (
        <ImageField
          editor={editor}
          name="logo"
          label="Logo file"
          shape="logo"
          allowUrl={false}
          hint="A wide image reads best; it is shown at 160 × 38 pixels."
        />
      )}
    />
  );
}
