import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageFrame, QueryState } from '@/components/kit';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { footerLinksApi, footerSocialApi } from '../site-content/api/resources';
import { CONTENT_LOAD_ERROR } from '../site-content/components/load-error-texts';

const a = paths.admin;

function Card({
  title,
  description,
  editTo,
  editLabel,
  children,
}: {
  title: string;
  description: string;
  editTo: string | undefined;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
        {editTo ? (
          <ButtonLink
            to={editTo}
            variant="secondary"
            size="sm"
            aria-label={editLabel}
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            Edit
          </ButtonLink>
        ) : null}
      </div>
      <div className="flex-1 px-5 py-4">{children}</div>
    </section>
  );
}

function Values({ rows }: { rows: Array<[string, string | undefined]> }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800">
            {value ? value : <span className="text-slate-500">Not set</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/setting-footer: the spec's cards Contact Options and Footer About Options. */
export function FooterSettingsPage() {
  const social = footerSocialApi.useFirst();
  const links = footerLinksApi.useFirst();
  return (
    <PageFrame
      title="Footer Setting"
      back={{ to: a.setting, label: 'Settings' }}
      description="What the footer of every page shows."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <QueryState query={social} errorTexts={CONTENT_LOAD_ERROR}>
          {(record) => (
            <Card
              title="Contact Options"
              description="Social accounts and the contact e-mail."
              editTo={record ? a.editSocial(record._id) : undefined}
              editLabel="Edit Contact Options"
            >
              <Values
                rows={[
                  ['Facebook', record?.facebook],
                  ['Twitter', record?.twitter],
                  ['Instagram', record?.instragram],
                  ['YouTube', record?.youtube],
                  ['Email', record?.email],
                ]}
              />
            </Card>
          )}
        </QueryState>
        <QueryState query={links} errorTexts={CONTENT_LOAD_ERROR}>
          {(record) => (
            <Card
              title="Footer About Options"
              description="The about text and the copyright line."
              editTo={record ? a.editFooter(record._id) : undefined}
              editLabel="Edit Footer About Options"
            >
              <Values
                rows={[
                  ['About', record?.FooterAbout],
                  ['Copyright', record?.CopyRight],
                ]}
              />
            </Card>
          )}
        </QueryState>
      </div>
    </PageFrame>
  );
}
