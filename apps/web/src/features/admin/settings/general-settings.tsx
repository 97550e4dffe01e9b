import { ImagePreview, PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { logoApi } from '../site-content/api/resources';
import { CONTENT_LOAD_ERROR } from '../site-content/components/load-error-texts';

const a = paths.admin;

/** /admin/setting-general/: the logo at the spec's 160 x 38, and 'Update Logo'. */
export function GeneralSettingsPage() {
  const logo = logoApi.useFirst();
  return (
    <PageFrame title="Logo Setting" back={{ to: a.setting, label: 'Settings' }} width="narrow">
      <QueryState query={logo} errorTexts={CONTENT_LOAD_ERROR}>
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
    </PageFrame>
  );
}
