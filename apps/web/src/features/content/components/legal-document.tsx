import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { siteOrigin } from '@/lib/site-origin';
import { PageHero } from './page-hero';

const LEGAL_LAST_UPDATED = 'December 2024';

export type LegalSection = { id: string; title: string; body: ReactNode };

export const legalLinkClass =
  'rounded font-medium text-indigo-600 underline underline-offset-4 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The Definitions section both legal pages open with: the Website and us, then the page's own terms. */
function definitionsSection(origin: string, terms: ReactNode): LegalSection {
  return {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <ul>
        <li>
          <strong>“Website”</strong> means the site available at <strong>{origin}</strong> and all
          of its pages.
        </li>
        <li>
          <strong>“{SITE_NAME}”, “we”, “us” and “our”</strong> mean the operator of the Website.
        </li>
        {terms}
      </ul>
    ),
  };
}

/**
 * A legal page: title band, a table of contents and numbered sections, the first of them the
 * Definitions (the Website at this site's own address, us, then the page's `definitions`).
 */
export function LegalDocument({
  title,
  intro,
  definitions,
  sections: ownSections,
}: {
  title: string;
  /** The opening text, given the site's address. */
  intro: (origin: string) => ReactNode;
  /** The page's own terms, as `<li>` items. */
  definitions: ReactNode;
  sections: LegalSection[];
}) {
  const origin = siteOrigin();
  const sections = [definitionsSection(origin, definitions), ...ownSections];
  return (
    <>
      <PageHero
        documentTitle={title}
        crumb={title}
        eyebrow="Legal"
        title={title}
        description={`Last updated: ${LEGAL_LAST_UPDATED}`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-4 lg:px-8">
          <nav aria-label="On this page" className="lg:col-span-1">
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
              <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded px-1 py-0.5 text-slate-600 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {index + 1}. {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3">
            <div className="space-y-4 text-base leading-relaxed text-slate-700">
              {intro(origin)}
            </div>
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="mt-10 border-t border-slate-100 pt-8"
              >
                <h2
                  id={`${section.id}-title`}
                  className="text-xl font-bold tracking-tight text-slate-900"
                >
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            ))}
            <p className="mt-10 border-t border-slate-100 pt-8 text-sm text-slate-500">
              Last updated: {LEGAL_LAST_UPDATED}. Questions about this document? Write to us through
              our{' '}
              <Link to={paths.contact} className={legalLinkClass}>
                contact page
              </Link>
              .
            </p>
          </article>
        </div>
      </div>
    </>
  );
}
