import {
  CREDIT_LEDGER_PAGE_SIZE,
  type CreditActivityItem,
  type CreditActivityPage,
  type CreditActivityQuery,
  type CreditLedgerReason,
} from '@leadvault/contract';
import {
  aliasedTable,
  and,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger, orders } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';

/** The last line's place in the ledger's order: its newest row's `seq`. */
const ActivityCursor = z.tuple([z.number().int().positive()]);

const later = aliasedTable(creditLedger, 'later');

type RevealSums = { leadCount: number; delta: number };

/**
 * `GET /api/credits/activity`: the person's ledger, newest first, with every `reveal` row of one
 * reveal as one line, placed where its newest row is. A line is a row that no later row of its
 * reveal follows (every row without a reveal is one), so a reveal whose rows lie on both sides
 * of a page's end is shown once, on the page of its newest row, and paging stays keyset on
 * `seq` (credit_ledger_user_seq_idx; the later-row test and the sums use
 * credit_ledger_reveal_idx).
 */
export async function listActivity(
  db: DbOrTx,
  userId: string,
  query: CreditActivityQuery,
): Promise<CreditActivityPage> {
  const limit = query.limit ?? CREDIT_LEDGER_PAGE_SIZE;
  const [beforeSeq] = query.cursor ? decodeCursor(query.cursor, ActivityCursor) : [];
  const newestOfItsReveal = notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.userId, userId),
          eq(later.revealId, creditLedger.revealId),
          gt(later.seq, creditLedger.seq),
        ),
      ),
  );
  const rows = await db
    .select({ row: creditLedger, orderNumber: orders.orderId })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(
      and(
        eq(creditLedger.userId, userId),
        beforeSeq === undefined ? undefined : lt(creditLedger.seq, beforeSeq),
        or(isNull(creditLedger.revealId), newestOfItsReveal),
      ),
    )
    .orderBy(desc(creditLedger.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const sums = await revealSums(
    db,
    userId,
    page.flatMap(({ row }) => (row.revealId ? [row.revealId] : [])),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ row, orderNumber }) => {
      const reveal = row.revealId ? sums.get(row.revealId) : undefined;
      return toActivityItem(row, orderNumber, reveal);
    }),
    nextCursor: rows.length > limit && last ? encodeCursor([last.row.seq]) : null,
  };
}

async function revealSums(
  db: DbOrTx,
  userId: string,
  revealIds: string[],
): Promise<Map<string, RevealSums>> {
  if (revealIds.length === 0) return new Map();
  const rows = await db
    .select({
      revealId: creditLedger.revealId,
      leadCount: sql<number>`coalesce(sum(${creditLedger.leadCount}), 0)::int`,
      delta: sql<number>`sum(${creditLedger.delta})::int`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.revealId, revealIds)))
    .groupBy(creditLedger.revealId);
  return new Map(rows.map(({ revealId, ...sum }) => [revealId ?? '', sum]));
}

function toActivityItem(
  row: typeof creditLedger.$inferSelect,
  orderNumber: string | null,
  reveal: RevealSums | undefined,
): CreditActivityItem {
  return {
    _id: row.id,
    reason: row.reason as CreditLedgerReason,
    delta: reveal?.delta ?? row.delta,
    balanceAfter: row.balanceAfter,
    revealId: row.revealId,
    leadCount: reveal?.leadCount ?? row.leadCount,
    // A reveal of several leads names none of them (My Leads narrowed to it lists them).
    leadId: reveal && reveal.leadCount !== 1 ? null : row.leadId,
    orderId: row.orderId,
    orderNumber,
    actor: row.actorEmail,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
