import {
  LEAD_PAGE_SIZE,
  type MyLeadsPage,
  type MyLeadsQuery,
  type MyLeadsReveal,
} from '@leadvault/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { bounceReports, creditLedger, leads, leadUnlocks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
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
 * With `revealId`, anyone's unlocks paid by that reveal of theirs (404 when it is not theirs).
 */
export async function myLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: MyLeadsQuery,
): Promise<MyLeadsPage> {
  if (query.revealId) {
    const reveal = await revealOf(db, viewer.user.id, query.revealId);
    if (!reveal) throw notFound('No reveal of yours has this id.');
    return { ...(await unlockedLeads(db, viewer, query)), reveal };
  }
  return viewer.role === 'Customer'
    ? unlockedLeads(db, viewer, query)
    : leadsAddedBy(db, viewer, query);
}

/** The person's reveal of this id: how many leads it paid for and when it ended; or null. */
async function revealOf(
  db: DbOrTx,
  userId: string,
  revealId: string,
): Promise<MyLeadsReveal | null> {
  const [row] = await db
    .select({
      rows: count(),
      leadCount: sql<number>`coalesce(sum(${creditLedger.leadCount}), 0)::int`,
      revealedAt: sql<
        string | null
      >`to_char(max(${creditLedger.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.revealId, revealId)));
  if (!row || row.rows === 0 || row.revealedAt === null) return null;
  return {
    revealId,
    leadCount: row.leadCount,
    revealedAt: row.revealedAt,
  };
}

async function unlockedLeads(
  db: DbOrTx,
  viewer: Viewer,
  query: MyLeadsQuery,
): Promise<MyLeadsPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const mine = and(
    eq(leadUnlocks.userId, viewer.user.id),
    query.revealId
      ? inArray(
          leadUnlocks.ledgerId,
          db
            .select({ id: creditLedger.id })
            .from(creditLedger)
            .where(
              and(
                eq(creditLedger.userId, viewer.user.id),
                eq(creditLedger.revealId, query.revealId),
              ),
            ),
        )
      : undefined,
  );
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
