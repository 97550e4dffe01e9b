import {
  CREDIT_LEDGER_PAGE_SIZE,
  type CreditLedgerEntry,
  type CreditLedgerPage,
  type CreditLedgerQuery,
  type CreditLedgerReason,
} from '@leadvault/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';

type LedgerRow = typeof creditLedger.$inferSelect;

function toLedgerEntry(row: LedgerRow): CreditLedgerEntry {
  return {
    _id: row.id,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason as CreditLedgerReason,
    leadId: row.leadId,
    revealId: row.revealId,
    leadCount: row.leadCount,
    orderId: row.orderId,
    actor: row.actorEmail,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last row's place in the ledger's order (`seq`). */
const LedgerCursor = z.tuple([z.number().int().positive()]);

/** A person's ledger, newest first, one keyset page at a time. */
export async function listLedger(
  db: DbOrTx,
  userId: string,
  query: CreditLedgerQuery,
): Promise<CreditLedgerPage> {
  const limit = query.limit ?? CREDIT_LEDGER_PAGE_SIZE;
  const [afterSeq] = query.cursor ? decodeCursor(query.cursor, LedgerCursor) : [];
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        afterSeq === undefined ? undefined : lt(creditLedger.seq, afterSeq),
      ),
    )
    .orderBy(desc(creditLedger.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toLedgerEntry),
    nextCursor: rows.length > limit && last ? encodeCursor([last.seq]) : null,
  };
}
