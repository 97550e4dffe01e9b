import { Pencil } from 'lucide-react';
import { PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ContentResource } from '../site-content/api/content-resource';
import { footerLinksApi, footerSocialApi } from '../site-content/api/resources';
import { CONTENT_LOAD_ERROR } from '../site-content/components/load-error-texts';

const a = paths.admin;

/** A footer record as a card: its values, and Edit once the record is known. */
type FooterCard = {
  resource: ContentResource;
  title: string;
  description: string;
  editPath: (id: string) => string;
  /** [label, the record's field] */
  values: Array<[string, string]>;
};

const cards: FooterCard[] = [
  {
    resource: footerSocialApi,
    title: 'Contact Options',
    description: 'Social accounts and the contact e-mail.',
    editPath: a.editSocial,
    values: [
      ['Facebook', 'facebook'],
      ['Twitter', 'twitter'],
      ['Instagram', 'instragram'],
      ['YouTube', 'youtube'],
      ['Email', 'email'],
    ],
  },
  {
    resource: footerLinksApi,
    title: 'Footer About Options',
    description: 'The about text and the copyright line.',
    editPath: a.editFooter,
    values: [
      ['About', 'FooterAbout'],
      ['Copyright', 'CopyRight'],
    ],
  },
];

function Card({ card }: { card: FooterCard }) {
  const query = card.resource.useFirst();
  return (
    <QueryState query={query} errorTexts={CONTENT_LOAD_ERROR}>
      {(record) => (
        <section
          aria-label={card.title}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <div>
              <h2 className="text-base font-semibold text-slate-900">{card.title}</h2>
              <p className="mt-0.5 text-sm text-slate-600">{card.description}</p>
            </div>
            {record ? (
              <ButtonLink
                to={card.editPath(record._id)}
                variant="secondary"
                size="sm"
                aria-label={`Edit ${card.title}`}
                icon={<Pencil aria-hidden="true" className="size-4" />}
              >
                Edit
              </ButtonLink>
            ) : null}
          </div>
          <div className="flex-1 px-5 py-4">
            <Values rows={card.values.map(([label, field]) => [label, record?.[field]])} />
          </div>
        </section>
      )}
    </QueryState>
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
  return (
    <PageFrame
      title="Footer Setting"
      back={{ to: a.setting, label: 'Settings' }}
      description="What the footer of every page shows."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {cards.map((card) => (
          <Card key={card.title} card={card} />
        ))}
      </div>
    </PageFrame>
  );
}
