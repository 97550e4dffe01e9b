import type { LeadFilters } from '@leadvault/contract';
import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companyNameWords, leads } from '../../db/schema/index.ts';
import { leadWordsQuery, type ResolvedWords } from './lead-words.ts';

/**
 * Leads nobody asked to be removed (LEADS.md rule 5): what customers search, count, reveal, list
 * and export. A flag on the row, so search adds no join (modules/suppressions sets it).
 */
export const notSuppressed = isNull(leads.suppressedAt);

/** The filters that are facets too: the same column for the filter and for the counts. */
export const FACET_COLUMNS = {
  seniority: leads.seniority,
  department: leads.department,
  industry: leads.industry,
  companySize: leads.companySize,
  country: leads.country,
} satisfies Record<string, PgColumn>;
export type FacetField = keyof typeof FACET_COLUMNS;

const matches = (
  document: PgColumn | SQL,
  text: string,
  resolved: ResolvedWords | undefined,
): SQL | undefined => {
  const words = leadWordsQuery(text, resolved);
  return words ? sql`${document} @@ ${words.query}` : undefined;
};

/**
 * The search filters as SQL. Values of one filter are alternatives (`seniority=vp,director`),
 * filters together must all hold. Keywords, job titles and the company name are matched word by
 * word, each word as a prefix, on full-text documents (GIN indexes); the other filters are exact
 * (btree indexes).
 * `except` leaves one filter out (facet counts of that filter's own values); `resolved` holds
 * word searches already turned into their queries (lead-words.ts).
 */
export function leadFilter(
  filters: LeadFilters,
  except?: FacetField,
  resolved?: ResolvedWords,
): SQL | undefined {
  const list = <T extends string>(field: FacetField, values: T[] | undefined, column: PgColumn) =>
    field !== except && values && values.length > 0 ? inArray(column, values) : undefined;
  const titles = (filters.title ?? [])
    .map((title) => matches(leads.titleSearch, title, resolved))
    .filter((condition): condition is SQL => condition !== undefined);
  return and(
    filters.q ? matches(leads.search, filters.q, resolved) : undefined,
    titles.length > 0 ? or(...titles) : undefined,
    list('seniority', filters.seniority, leads.seniority),
    list('department', filters.department, leads.department),
    list('industry', filters.industry, leads.industry),
    list('companySize', filters.companySize, leads.companySize),
    list('country', filters.country, leads.country),
    filters.company
      ? matches(companyNameWords(leads.companyName), filters.company, resolved)
      : undefined,
    filters.domain && filters.domain.length > 0
      ? inArray(leads.companyDomain, filters.domain)
      : undefined,
    filters.emailStatus && filters.emailStatus.length > 0
      ? inArray(leads.emailStatus, filters.emailStatus)
      : undefined,
  );
}

/**
 * Whether a search matches words (keywords, job titles, a company name): the planner cannot
 * guess how many leads a word prefix finds, so first-matches.ts and count-matches.ts read those
 * their own way.
 */
export const hasWords = (filters: LeadFilters) =>
  Boolean(filters.q?.trim() || filters.company?.trim() || (filters.title?.length ?? 0) > 0);

/** The texts a search matches as words (keywords, company name, job titles). */
export const wordTexts = (filters: LeadFilters): Array<string | undefined> => [
  filters.q,
  filters.company,
  ...(filters.title ?? []),
];
