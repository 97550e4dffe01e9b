import { UpdateLogoInput } from '@leadvault/contract';
import { ImageField, ImagePreview } from '@/components/kit';
import { paths } from '@/config/paths';
import { logoApi } from '../site-content/api/resources';
import { RecordEditorPage } from '../site-content/components/record-editor';

const a = paths.admin;

/** /admin/update-logo/:id: upload an image file and save its address. */
export function UpdateLogoPage() {
  return (
    <RecordEditorPage
      resource={logoApi}
      schema={UpdateLogoInput}
      name="Logo"
      title="Update Logo"
      back={{ to: a.settingGeneral, label: 'Logo Setting' }}
      uploadErrorMessage="An error occurred while uploading the logo."
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
