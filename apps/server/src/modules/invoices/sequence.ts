import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { invoiceCounters } from '../../db/schema/index.ts';

/**
 * Takes the year's next document number inside the caller's transaction. The upsert locks the
 * year's counter row until that transaction ends: a concurrent settlement waits for it, then
 * reads the committed value; a rollback undoes the increment, so no number is skipped or
 * given twice (decision 050).
 */
export async function takeNextNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('The invoice counter answered no row');
  return row.lastNumber;
}

/** `INV-2026-000001`: the prefix, the year and the number on six digits. */
export function formatDocumentNumber(prefix: string, year: number, seq: number): string {
  return `${prefix}-${year}-${String(seq).padStart(6, '0')}`;
}
