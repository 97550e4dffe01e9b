import { LEAD_TOTAL_CAP } from '@leadvault/contract';
import { asc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';
import {
  type OrderedRead,
  sparseQuery,
  windowedQuery,
  withoutIndexWalks,
} from './first-matches.ts';

/** How many leads a search finds: exact up to LEAD_TOTAL_CAP, an estimate beyond (`capped`). */
export type MatchCount = { total: number; totalCapped: boolean };

/** 2^48: the first twelve hex digits of a uuid as a fraction of the id range. */
const ID_RANGE = 2 ** 48;

/**
 * The number of leads far past the cap, from where the cap's next match lies in the id range.
 * Lead ids are random (version 4), so matches spread evenly over it: when the (k)th match in id
 * order lies at the fraction u of the range, about k / u leads match (standard error about
 * 1/√k, 3 % at k = 1,001, whatever the filters; decision 054). Two significant figures: no more
 * precision than that.
 */
export function estimateFromIdFraction(matchesRead: number, lastId: string): number {
  const fraction = Number.parseInt(lastId.replaceAll('-', '').slice(0, 12), 16) / ID_RANGE;
  const estimate = fraction > 0 ? matchesRead / fraction - 1 : Number.POSITIVE_INFINITY;
  const bounded = Math.max(LEAD_TOTAL_CAP + 1, Math.min(estimate, Number.MAX_SAFE_INTEGER));
  return Math.max(LEAD_TOTAL_CAP + 1, twoSignificantFigures(bounded));
}

/** An estimate said no more precisely than it is known: 48,372 → 48,000; 7.6 → 8. */
export function twoSignificantFigures(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * The id at `fraction` of the id range: the leads below it are a random sample of that share of
 * the leads (their ids being random), whatever the filters.
 */
export function idAtFraction(fraction: number): string {
  const hex = Math.floor(Math.min(1, Math.max(0, fraction)) * (ID_RANGE - 1))
    .toString(16)
    .padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

/** Leads read in id order before the count judges the matches sparse. */
export const COUNT_WINDOW = 10_000;
/** Matches in that window that make its share of the id range a fair estimate (±18 %). */
export const WINDOW_SAMPLE_MIN = 30;

/** The count's read: matches in id order, up to one past the cap. */
export const countRead = (
  filter: SQL | undefined,
  words: boolean,
): OrderedRead<{ id: typeof leads.id }> => ({
  words,
  select: { id: leads.id },
  where: filter,
  after: undefined,
  orderBy: [asc(leads.id)],
  limit: LEAD_TOTAL_CAP + 1,
});

const fromIds = (ids: Array<{ id: unknown }>): MatchCount => {
  const last = ids.at(-1);
  return ids.length > LEAD_TOTAL_CAP && last
    ? { total: estimateFromIdFraction(ids.length, String(last.id)), totalCapped: true }
    : { total: ids.length, totalCapped: false };
};

/**
 * Counts the leads of a filter up to one past the cap, in id order, so that the last one read
 * also tells how far beyond the cap the matches go. Like a page (first-matches.ts), dense
 * matches are read from the first COUNT_WINDOW leads in id order; when fewer than the cap are
 * among them, the window's own share of the id range estimates a large total, and a small one
 * is counted exactly from the filters' indexes. Reading up to 1,001 matches is what a first page
 * costs most, which is why a search counts once.
 */
export async function countMatches(
  db: DbOrTx,
  filter: SQL | undefined,
  { words, few = false }: { words: boolean; few?: boolean },
): Promise<MatchCount> {
  const read = countRead(filter, words);
  if (!words) return fromIds(await sparseQuery(db, read));
  // Known to be few (every relevance rank under FEW_IN_RANK): counted from the word indexes.
  if (few) return fromIds(await withoutIndexWalks(db, (tx) => sparseQuery(tx, read)));
  const dense = await windowedQuery(db, read, COUNT_WINDOW);
  if (dense.length > LEAD_TOTAL_CAP) return fromIds(dense);
  // Where the window ended: read from the primary key's index alone (this is not paging).
  const [edge] = await db
    .select({ id: leads.id })
    .from(leads)
    .orderBy(asc(leads.id))
    .offset(COUNT_WINDOW - 1)
    .limit(1);
  if (!edge) return { total: dense.length, totalCapped: false };
  if (dense.length >= WINDOW_SAMPLE_MIN) {
    const estimate = estimateFromIdFraction(dense.length, edge.id);
    if (estimate > 2 * LEAD_TOTAL_CAP) return { total: estimate, totalCapped: true };
  }
  return fromIds(await withoutIndexWalks(db, (tx) => sparseQuery(tx, read)));
}
