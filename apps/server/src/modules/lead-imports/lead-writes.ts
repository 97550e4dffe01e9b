import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { leadImportLeads, type leadImports } from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { insertLeads } from '../leads/index.ts';
import type { ImportedLead } from './normalize.ts';

// How an import writes leads: the leads module's bulk writes (many rows per statement), linked
// to the import, and a batch's write repeated row by row when the database refuses one row's values.

type ImportRow = typeof leadImports.$inferSelect;

/** Inserts an import's new leads as loaded by its staff member (the leads module's bulk insert). */
export const insertImportedLeads = (
  tx: Tx,
  rows: Array<{ lead: ImportedLead }>,
  target: ImportRow,
): Promise<Array<{ id: string; email: string }>> =>
  insertLeads(
    tx,
    rows.map(({ lead }) => lead),
    { leadAdded: target.createdByEmail, importId: target.id },
  );

/** Records the leads a batch inserted or updated as the import's (its checks and report). */
export async function linkLeads(tx: Tx, importId: string, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.execute(sql`
    insert into ${leadImportLeads} (import_id, lead_id)
    select ${importId}::uuid, value::uuid from jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)
    on conflict do nothing
  `);
}

/** SQLSTATE classes that one row's values cause (data exception, integrity constraint). */
const ROW_ERROR_CLASSES = ['22', '23'];

function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a multi-row write in a savepoint. When the database refuses it for a row's values, the
 * write is repeated row by row, each in its own savepoint, so one bad row costs only itself:
 * the rows refused come back with a reason (the logs' sanitised text, never the statement's
 * parameters, which hold every address of the batch). Other errors end the batch as before.
 */
export async function inSavepoints<T, R>(
  tx: Tx,
  rows: T[],
  write: (tx: Tx, rows: T[]) => Promise<R[]>,
): Promise<{ done: R[]; refused: Array<{ row: T; reason: string }> }> {
  const isRowError = (error: unknown) =>
    ROW_ERROR_CLASSES.includes(sqlStateOf(error)?.slice(0, 2) ?? '');
  try {
    return { done: await tx.transaction((sp) => write(sp, rows)), refused: [] };
  } catch (error) {
    if (!isRowError(error)) throw error;
  }
  const done: R[] = [];
  const refused: Array<{ row: T; reason: string }> = [];
  for (const row of rows) {
    try {
      done.push(...(await tx.transaction((sp) => write(sp, [row]))));
    } catch (error) {
      if (!isRowError(error)) throw error;
      refused.push({ row, reason: `The database refused this row: ${errorSummary(error, 300)}.` });
    }
  }
  return { done, refused };
}
