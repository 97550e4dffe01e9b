import {
  CREDIT_LEDGER_PAGE_SIZE,
  type CreditLedgerEntry,
  type CreditLedgerPage,
  type CreditLedgerQuery,
  type CreditLedgerReason,
} from '@leadvault/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor, TimeAndId } from '../../lib/keyset-cursor.ts';

type LedgerRow = typeof creditLedger.$inferSelect;

function toLedgerEntry(row: LedgerRow): CreditLedgerEntry {
  return {
    _id: row.id,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason as CreditLedgerReason,
    leadId: row.leadId,
    orderId: row.orderId,
    actor: row.actorEmail,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's ledger, newest first, one keyset page at a time. */
export async function listLedger(
  db: DbOrTx,
  userId: string,
  query: CreditLedgerQuery,
): Promise<CreditLedgerPage> {
  const limit = query.limit ?? CREDIT_LEDGER_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const rows = await db
    .select({ row: creditLedger, at: sql<string>`${creditLedger.createdAt}::text` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        after
          ? sql`(${creditLedger.createdAt}, ${creditLedger.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toLedgerEntry(row)),
    nextCursor: rows.length > limit && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
