import { LEAD_PAGE_SIZE, type MyLeadsPage, type MyLeadsQuery } from '@leadvault/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { bounceReports, leads, leadUnlocks } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor, olderThan, TimeAndId } from '../../lib/keyset-cursor.ts';
import type { Viewer } from '../auth/index.ts';
import { notSuppressed } from './filters.ts';
import {
  bounceColumns,
  bounceOfUnlock,
  leadColumns,
  presentLeads,
  toLead,
  toLeadBounce,
} from './present.ts';

/**
 * `GET /my-all-leads/`: a customer's unlocked leads, newest unlock first; a staff member's the
 * leads they loaded (the spec's `leadAdded` rule, decided here instead of in the browser).
 */
export async function myLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: MyLeadsQuery,
): Promise<MyLeadsPage> {
  return viewer.role === 'Customer'
    ? unlockedLeads(db, viewer, query)
    : leadsAddedBy(db, viewer, query);
}

async function unlockedLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: MyLeadsQuery,
): Promise<MyLeadsPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const mine = eq(leadUnlocks.userId, viewer.user.id);
  const rows = await db
    .select({
      lead: leadColumns,
      bounce: bounceColumns,
      at: sql<string>`${leadUnlocks.createdAt}::text`,
    })
    .from(leadUnlocks)
    .innerJoin(leads, eq(leads.id, leadUnlocks.leadId))
    .leftJoin(bounceReports, bounceOfUnlock)
    .where(and(mine, olderThan(leadUnlocks.createdAt, leadUnlocks.leadId, after)))
    .orderBy(desc(leadUnlocks.createdAt), desc(leadUnlocks.leadId))
    .limit(limit + 1);
  // People who asked to be removed keep their row (shown as removed) but are no longer counted.
  const [counted] = await db
    .select({ total: count() })
    .from(leadUnlocks)
    .innerJoin(leads, eq(leads.id, leadUnlocks.leadId))
    .where(and(mine, notSuppressed));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ lead, bounce }) =>
      toLead(lead, { unlocked: true, showEmail: true, bounce: toLeadBounce(bounce) }),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor([last.at, last.lead.id]) : null,
    total: counted?.total ?? 0,
  };
}

async function leadsAddedBy(db: DbOrTx, viewer: Viewer, query: MyLeadsQuery): Promise<MyLeadsPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const added = eq(leads.leadAdded, viewer.user.email.toLowerCase());
  const rows = await db
    .select({ lead: leadColumns, at: sql<string>`${leads.createdAt}::text` })
    .from(leads)
    .where(and(added, olderThan(leads.createdAt, leads.id, after)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  const [counted] = await db.select({ total: count() }).from(leads).where(added);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await presentLeads(
      db,
      viewer,
      page.map(({ lead }) => lead),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor([last.at, last.lead.id]) : null,
    total: counted?.total ?? 0,
  };
}
