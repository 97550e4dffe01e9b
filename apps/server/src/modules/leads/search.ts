import {
  CURSOR_SORT_MISMATCH,
  LEAD_PAGE_SIZE,
  LEAD_SORTS,
  type LeadPage,
  type LeadSearchQuery,
  type LeadSort,
} from '@leadvault/contract';
import { and, asc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset-cursor.ts';
import type { Viewer } from '../auth/index.ts';
import { countMatches, type MatchCount } from './count-matches.ts';
import { hasWords, leadFilter, notSuppressed } from './filters.ts';
import { firstMatches, type OrderedRead } from './first-matches.ts';
import { leadColumns, presentLeads } from './present.ts';
import {
  afterInRank,
  KEYED_ORDERS,
  type RankPresence,
  rankPresence,
  relevanceRanks,
} from './sorts.ts';

/**
 * A search cursor: the order it was made in, the first page's count (a search counts once: total
 * and 1 when it is an estimate), then the last row's sort key (relevance: its rank) and id.
 */
const SearchCursor = z
  .tuple([z.enum(LEAD_SORTS), z.number().int().min(0), z.union([z.literal(0), z.literal(1)])])
  .rest(z.union([z.string(), z.number()]));
export type Position = { key: Array<string | number>; id: string };

const sortMismatch = () =>
  new HttpError(
    400,
    CURSOR_SORT_MISMATCH,
    'This page link belongs to a search in another order. Start from the first page.',
  );

/** The cursor's count and position, checked against the order of this request. */
function readCursor(cursor: string, sort: LeadSort, keyShape: z.ZodType<unknown[]>) {
  const [madeIn, total, capped, ...position] = decodeCursor(cursor, SearchCursor);
  if (madeIn !== sort) throw sortMismatch();
  const key = keyShape.safeParse(position.slice(0, -1));
  const id = z.uuid().safeParse(position.at(-1));
  if (!key.success || !id.success) throw invalidCursor();
  return {
    count: { total, totalCapped: capped === 1 } satisfies MatchCount,
    after: { key: position.slice(0, -1), id: id.data } satisfies Position,
  };
}

type PageRows = { rows: Array<typeof leads.$inferSelect>; keys: Array<Array<string | number>> };

/** One rank's rows of a relevance page, in id order (exported for the benchmark's EXPLAIN). */
export const relevanceRankRead = (
  filter: SQL | undefined,
  rank: SQL | undefined,
  limit: number,
  afterId: string | undefined,
  words: boolean,
  sparse = false,
): OrderedRead<typeof leadColumns> => ({
  words,
  sparse,
  select: leadColumns,
  where: and(filter, rank),
  after: afterInRank(afterId),
  orderBy: [asc(leads.id)],
  limit,
});

/** A page in relevance order: rank by rank, each in id order, until one row past the page. */
async function relevancePage(
  db: DbOrTx,
  filter: SQL | undefined,
  query: LeadSearchQuery,
  presence: RankPresence,
  limit: number,
  after: Position | undefined,
): Promise<PageRows> {
  const words = hasWords(query);
  const ranks = relevanceRanks(query.q, presence);
  const startRank = after ? Number(after.key[0]) : 0;
  const found: PageRows = { rows: [], keys: [] };
  for (let rank = startRank; rank < ranks.length && found.rows.length <= limit; rank += 1) {
    if (!ranks[rank]) continue;
    const rows = await firstMatches(
      db,
      relevanceRankRead(
        filter,
        ranks[rank],
        limit + 1 - found.rows.length,
        rank === startRank ? after?.id : undefined,
        words,
        presence.sparse[rank],
      ),
    );
    for (const row of rows) {
      found.rows.push(row as typeof leads.$inferSelect);
      found.keys.push([rank]);
    }
  }
  return found;
}

/** A keyed order's page read (exported for the benchmark's EXPLAIN). */
export function keyedPageRead(
  filter: SQL | undefined,
  sort: keyof typeof KEYED_ORDERS,
  limit: number,
  after: Position | undefined,
  words: boolean,
) {
  const order = KEYED_ORDERS[sort];
  return {
    words,
    select: { ...leadColumns, ...order.key },
    where: filter,
    after: after ? order.after(after.key as string[], after.id) : undefined,
    orderBy: order.orderBy,
    limit,
  } satisfies OrderedRead<Record<string, unknown>>;
}

/** A page in one of the keyed orders (name, company, size, country, checked). */
async function keyedPage(
  db: DbOrTx,
  filter: SQL | undefined,
  query: LeadSearchQuery,
  sort: keyof typeof KEYED_ORDERS,
  limit: number,
  after: Position | undefined,
): Promise<PageRows> {
  const names = Object.keys(KEYED_ORDERS[sort].key);
  const read = keyedPageRead(filter, sort, limit + 1, after, hasWords(query));
  const rows = await firstMatches(db, read);
  return {
    rows: rows as unknown as Array<typeof leads.$inferSelect>,
    keys: rows.map((row) => names.map((name) => String((row as Record<string, unknown>)[name]))),
  };
}

/**
 * One page of the search in the asked order, by keyset (never OFFSET: page 500 costs what page
 * 1 does). The first page counts the matches (exact up to the cap, an estimate beyond); the
 * cursor carries that count, so later pages answer it again without counting.
 */
export async function searchLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: LeadSearchQuery,
): Promise<LeadPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const sort: LeadSort = query.sort ?? 'relevance';
  const keyShape =
    sort === 'relevance' ? z.tuple([z.number().int().min(0).max(3)]) : KEYED_ORDERS[sort].keyShape;
  const cursor = query.cursor ? readCursor(query.cursor, sort, keyShape) : undefined;
  const filter = and(leadFilter(query), notSuppressed);

  const presence = sort === 'relevance' ? await rankPresence(db, query.q) : undefined;
  // Every rank of few leads: so are the matches, counted straight from the word indexes.
  const few =
    presence !== undefined && presence.sparse.length > 0 && presence.sparse.every(Boolean);
  // The first page counts beside reading its rows (two connections on PostgreSQL).
  const [{ rows, keys }, firstCount] = await Promise.all([
    presence
      ? // The ranks match the keywords themselves; the other filters apply to every rank.
        relevancePage(
          db,
          and(leadFilter({ ...query, q: undefined }), notSuppressed),
          query,
          presence,
          limit,
          cursor?.after,
        )
      : keyedPage(db, filter, query, sort as keyof typeof KEYED_ORDERS, limit, cursor?.after),
    cursor ? undefined : countMatches(db, filter, { words: hasWords(query), few }),
  ]);

  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const count: MatchCount = cursor?.count ??
    firstCount ?? { total: page.length, totalCapped: false };
  const lastKey = keys[limit - 1];
  const last = page.at(-1);
  return {
    items: await presentLeads(db, viewer, page),
    nextCursor:
      hasMore && last && lastKey
        ? encodeCursor([sort, count.total, count.totalCapped ? 1 : 0, ...lastKey, last.id])
        : null,
    total: count.total,
    totalCapped: count.totalCapped,
  };
}
