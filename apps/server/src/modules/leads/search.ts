import {
  LEAD_PAGE_SIZE,
  LEAD_TOTAL_CAP,
  type LeadPage,
  type LeadSearchQuery,
} from '@leadvault/contract';
import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Viewer } from '../auth/index.ts';
import { leadFilter, notSuppressed } from './filters.ts';
import { leadColumns, presentLeads } from './present.ts';

/** Search pages are in id order: the cursor is the last id of the page. */
const SearchCursor = z.tuple([z.uuid()]);

/**
 * One page of the search, by keyset (never OFFSET: page 500 costs what page 1 does), with the
 * number of matches counted up to LEAD_TOTAL_CAP (counting further would read every match).
 */
export async function searchLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: LeadSearchQuery,
): Promise<LeadPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const filter = and(leadFilter(query), notSuppressed);
  const after = query.cursor ? decodeCursor(query.cursor, SearchCursor)[0] : undefined;
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .where(and(filter, after ? gt(leads.id, after) : undefined))
    .orderBy(asc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const total = await countCapped(db, filter);
  return {
    items: await presentLeads(db, viewer, page),
    nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
    total: Math.min(total, LEAD_TOTAL_CAP),
    totalCapped: total > LEAD_TOTAL_CAP,
  };
}

/** Matches, counted up to one past the cap. */
async function countCapped(db: DbOrTx, filter: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(filter)
    .limit(LEAD_TOTAL_CAP + 1)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return row?.total ?? 0;
}
