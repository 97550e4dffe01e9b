import type { LeadFacets, LeadFilters } from '@leadvault/contract';
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leadFacetCounts, leads } from '../../db/schema/index.ts';
import { countMatches, idAtFraction, twoSignificantFigures } from './count-matches.ts';
import {
  FACET_COLUMNS,
  type FacetField,
  hasWords,
  leadFilter,
  notSuppressed,
  wordTexts,
} from './filters.ts';
import { type ResolvedWords, resolveWords } from './lead-words.ts';

const FIELDS = Object.keys(FACET_COLUMNS) as FacetField[];

/**
 * A word search matching more than `from` leads counts its facets on a random sample of about
 * `sample` of them (mutable for tests). Its matches lie all over the table (a word index gives
 * no order to read them in): counting 87,000 matches of q=marketing read most of its pages.
 */
export const facetSampling = { from: 20_000, sample: 10_000 };

/** The leads below an id: a random share of every filter's matches (ids are random). */
type Sample = { below: SQL; share: number };

/** Whether to sample, and which share, from the search's own estimate of its matches. */
async function sampleFor(
  db: DbOrTx,
  filters: LeadFilters,
  resolved: ResolvedWords,
): Promise<Sample | undefined> {
  if (!hasWords(filters)) return undefined;
  const { total, totalCapped } = await countMatches(
    db,
    and(leadFilter(filters, undefined, resolved), notSuppressed),
    { words: true },
  );
  if (!totalCapped || total <= facetSampling.from) return undefined;
  const share = facetSampling.sample / total;
  return { below: lt(leads.id, idAtFraction(share)), share };
}

/** A sampled count scaled to all the matches, to two significant figures (at least 1). */
function scaled(count: number, sample: Sample | undefined): number {
  if (!sample) return count;
  return Math.max(1, twoSignificantFigures(count / sample.share));
}

/**
 * Counts per value of each facet among the matching leads. A facet's own filter is left out
 * of its counts (picking "vp" still shows how many directors there are), so the facets that
 * are not filtered share one scan (grouping sets) and each filtered one takes its own query.
 */
export async function leadFacets(db: DbOrTx, filters: LeadFilters): Promise<LeadFacets> {
  if (leadFilter(filters) === undefined) return unfilteredFacets(db);
  // The planner chooses how to read the counts: it sees the words only when they are resolved.
  const resolved = await resolveWords(db, wordTexts(filters));
  const sample = await sampleFor(db, filters, resolved);
  const facets = emptyFacets();
  const filtered = FIELDS.filter((field) => (filters[field]?.length ?? 0) > 0);
  const unfiltered = FIELDS.filter((field) => !filtered.includes(field));

  if (unfiltered.length > 0) {
    const sets = sql.join(
      unfiltered.map((field) => sql`(${FACET_COLUMNS[field]})`),
      sql`, `,
    );
    const rows = await db
      .select({
        ...Object.fromEntries(unfiltered.map((field) => [field, FACET_COLUMNS[field]])),
        count: sql<number>`count(*)::int`,
      })
      .from(leads)
      .where(and(leadFilter(filters, undefined, resolved), notSuppressed, sample?.below))
      .groupBy(sql`grouping sets (${sets})`);
    // Facet columns are never null, so in each row the one set column is the grouped one.
    for (const row of rows as Array<Record<string, unknown> & { count: number }>) {
      const field = unfiltered.find((name) => row[name] !== null && row[name] !== undefined);
      if (field) facets[field][String(row[field])] = scaled(row.count, sample);
    }
  }

  // Independent counts: on PostgreSQL they run on separate connections at once. A facet that is
  // the only filter counts every lead: the kept counts answer it.
  const filteredCounts = await Promise.all(
    filtered.map((field) => {
      const others = leadFilter(filters, field, resolved);
      if (others === undefined) return keptCounts(db, field);
      const column = FACET_COLUMNS[field];
      return db
        .select({ value: column, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(and(others, notSuppressed, sample?.below))
        .groupBy(column);
    }),
  );
  filtered.forEach((field, index) => {
    for (const row of filteredCounts[index] ?? []) {
      // A lead without a company size is in no bucket of that facet.
      if (row.value !== null) facets[field][row.value] = scaled(row.count, sample);
    }
  });
  return { ...sortedByCount(facets), estimated: sample !== undefined };
}

/** The counts of every facet, without saying whether they are estimates. */
type Counts = Omit<LeadFacets, 'estimated'>;

function emptyFacets(): Counts {
  return { seniority: {}, department: {}, industry: {}, companySize: {}, country: {} };
}

/**
 * The facets of the whole searchable base (the search page before any filter), from the counts
 * the database keeps as leads are written (lead_facet_counts): grouping a million leads for
 * them took most of a second.
 */
async function unfilteredFacets(db: DbOrTx): Promise<LeadFacets> {
  const facets = emptyFacets();
  const rows = await db.select().from(leadFacetCounts).where(gt(leadFacetCounts.count, 0));
  for (const row of rows) {
    if (row.field in facets) facets[row.field as FacetField][row.value] = row.count;
  }
  return { ...sortedByCount(facets), estimated: false };
}

/** One facet's counts over every searchable lead (lead_facet_counts). */
function keptCounts(db: DbOrTx, field: FacetField) {
  return db
    .select({ value: leadFacetCounts.value, count: sql<number>`${leadFacetCounts.count}::int` })
    .from(leadFacetCounts)
    .where(and(eq(leadFacetCounts.field, field), gt(leadFacetCounts.count, 0)));
}

/** Largest count first, then by value: the order a filter list shows them in. */
function sortedByCount(facets: Counts): Counts {
  const sorted = (counts: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(counts).sort(
        ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
      ),
    );
  return {
    seniority: sorted(facets.seniority),
    department: sorted(facets.department),
    industry: sorted(facets.industry),
    companySize: sorted(facets.companySize),
    country: sorted(facets.country),
  };
}
