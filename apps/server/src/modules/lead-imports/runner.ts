import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/index.ts';
import {
  leadImportLeads,
  leadImportRejections,
  leadImports,
  leads,
} from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { deleteFile, openStream } from '../file-store/index.ts';
import { type JobContext, PermanentJobError } from '../jobs/index.ts';
import { suppressedAmong } from '../suppressions/index.ts';
import { csvRecords, type Delimiter, isBlankRow } from './csv.ts';
import { columnIndex } from './mapping.ts';
import { type ImportedLead, type NormalizedRow, normalizeRow } from './normalize.ts';

export const LEAD_IMPORT_JOB = 'lead-imports.run';
export const LeadImportJobPayload = z.object({ importId: z.uuid() });
export type LeadImportJobPayload = z.infer<typeof LeadImportJobPayload>;

/**
 * Batch size, and a hook called after each committed batch (tests stop a "process" there).
 * Not configuration: changed by tests and the benchmark only.
 */
export const leadImportTuning: {
  batchSize: number;
  afterBatch?: (importId: string, rowsDone: number) => Promise<void>;
} = { batchSize: 2000 };

type ImportRow = typeof leadImports.$inferSelect;

/** Another attempt has moved the import on (this one lost its lease): stop without writing. */
class ImportMovedOn extends Error {}

type Rejection = {
  rowNumber: number;
  kind: 'invalid' | 'duplicate' | 'suppressed';
  reason: string;
  values: string[];
};

type Pending = { rowNumber: number; cells: string[]; row: NormalizedRow; duplicateOf?: number };

/**
 * Called in the transaction that marks an import done, after its last batch is written: queues
 * what follows an import (our checks of its leads) and answers how many leads it queued, or null
 * when nothing was (checks off).
 */
export type WhenImportDone = (tx: Tx, importId: string) => Promise<number | null>;

/**
 * Runs (or resumes) an import: reads the stored CSV from the start, skips the rows a committed
 * batch already covered (`rows_done`) while remembering their e-mails (duplicates within the
 * file are found across batches and restarts alike), and commits the rest in batches. Each
 * batch is one transaction: its leads, its rejected rows and the counters, so a stop at any
 * point leaves either the whole batch or none of it.
 */
export async function runLeadImport(
  db: Db,
  { importId }: LeadImportJobPayload,
  context: Pick<JobContext, 'signal' | 'isLastAttempt' | 'log'>,
  whenDone?: WhenImportDone,
): Promise<void> {
  const [found] = await db.select().from(leadImports).where(eq(leadImports.id, importId));
  if (!found || found.status === 'done' || found.status === 'failed') return;
  if (found.status === 'uploaded') {
    throw new PermanentJobError('The import was never committed.');
  }
  try {
    await runFrom(db, found, context.signal, whenDone);
  } catch (error) {
    if (error instanceof ImportMovedOn) {
      context.log.warn({ importId }, 'lead import moved on by another attempt: this one stops');
      return;
    }
    if (context.signal.aborted) throw error;
    if (error instanceof PermanentJobError || context.isLastAttempt) {
      // The logs' sanitised text: a failed query's message would quote its parameters.
      const why = error instanceof PermanentJobError ? error.message : errorSummary(error);
      await failImport(db, importId, why);
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(why, { cause: error });
    }
    throw error;
  }
}

/**
 * Marks an unfinished import failed with a message saying what was and was not loaded, and
 * deletes its uploaded file in the same transaction: an ended import keeps no copy of the people
 * in it beyond its report.
 */
export async function failImport(db: Db, importId: string, why: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(leadImports)
      .set({
        status: 'failed',
        error: sql`${why} || ' Rows up to ' || ${leadImports.rowsDone} || ' were imported as the report shows; the rest of the file was not.'`,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leadImports.id, importId), inArray(leadImports.status, ['queued', 'running'])))
      .returning({ fileId: leadImports.fileId });
    if (failed?.fileId) await deleteFile(tx, failed.fileId);
  });
}

async function runFrom(
  db: Db,
  start: ImportRow,
  signal: AbortSignal,
  whenDone: WhenImportDone | undefined,
): Promise<void> {
  if (!start.fileId || !start.mapping || !start.onDuplicate) {
    throw new PermanentJobError('The uploaded file or its mapping is gone.');
  }
  await db
    .update(leadImports)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${leadImports.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leadImports.id, start.id), inArray(leadImports.status, ['queued', 'running'])));
  const opened = await openStream(db, start.fileId);
  if (!opened) throw new PermanentJobError('The uploaded file is gone.');
  const columns = columnIndex(start.headers, start.mapping);
  /** E-mail -> the first row that held it (rows before this attempt included). */
  const seen = new Map<string, number>();
  let rowsDone = start.rowsDone;
  let headerSeen = false;
  let batch: Pending[] = [];
  let lastRow = 0;
  let lastBytes = 0;

  const commit = async (final: boolean) => {
    const range = { from: rowsDone, to: lastRow, bytes: lastBytes, final };
    await commitBatch(db, start, batch, range, whenDone);
    rowsDone = lastRow;
    batch = [];
    await leadImportTuning.afterBatch?.(start.id, rowsDone);
  };

  try {
    for await (const record of csvRecords(opened.stream, start.delimiter as Delimiter)) {
      if (signal.aborted) throw signal.reason ?? new Error('The import was stopped.');
      lastRow = record.rowNumber;
      lastBytes = record.bytes;
      if (!headerSeen) {
        if (!isBlankRow(record.cells)) headerSeen = true;
        continue;
      }
      if (isBlankRow(record.cells)) continue;
      const row = normalizeRow(record.cells, columns);
      let duplicateOf: number | undefined;
      if (row.ok) {
        duplicateOf = seen.get(row.lead.email);
        if (duplicateOf === undefined) seen.set(row.lead.email, record.rowNumber);
      }
      // Rows a committed batch covered: only their e-mails matter now.
      if (record.rowNumber <= rowsDone) continue;
      batch.push({ rowNumber: record.rowNumber, cells: record.cells, row, duplicateOf });
      if (batch.length >= leadImportTuning.batchSize) await commit(false);
    }
  } catch (error) {
    if (error instanceof ImportMovedOn || signal.aborted || error instanceof PermanentJobError) {
      throw error;
    }
    // csv-parse's own errors: the file itself is broken past this point.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
      throw new PermanentJobError(
        `The file could not be read after row ${lastRow}: ${error.message}.`,
      );
    }
    throw error;
  }
  lastRow = Math.max(lastRow, rowsDone);
  await commit(true);
}

async function commitBatch(
  db: Db,
  target: ImportRow,
  batch: Pending[],
  range: { from: number; to: number; bytes: number; final: boolean },
  whenDone: WhenImportDone | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leadImports.status, rowsDone: leadImports.rowsDone })
      .from(leadImports)
      .where(eq(leadImports.id, target.id))
      .for('update');
    if (current?.status !== 'running' || current.rowsDone !== range.from) {
      throw new ImportMovedOn();
    }
    const counts = { inserted: 0, updated: 0, duplicates: 0, invalid: 0, suppressed: 0 };
    /** The leads this batch inserted or updated. */
    const written: string[] = [];
    const rejections: Rejection[] = [];
    const reject = (pending: Pending, kind: Rejection['kind'], reason: string) => {
      // A suppressed row keeps none of its cells: an opted-out person's address and name must
      // not be written down again by a later import (decision 019).
      const values = kind === 'suppressed' ? [] : pending.cells;
      rejections.push({ rowNumber: pending.rowNumber, kind, reason, values });
      if (kind === 'invalid') counts.invalid += 1;
      else if (kind === 'duplicate') counts.duplicates += 1;
      else counts.suppressed += 1;
    };

    const candidates: Array<Pending & { lead: ImportedLead; given: Set<keyof ImportedLead> }> = [];
    for (const pending of batch) {
      const { row } = pending;
      if (!row.ok) reject(pending, 'invalid', row.reason);
      else if (pending.duplicateOf !== undefined) {
        reject(pending, 'duplicate', `Same e-mail as row ${pending.duplicateOf}.`);
      } else candidates.push({ ...pending, lead: row.lead, given: row.given });
    }

    // The one suppression rule (decision 043): the address, or its domain or a parent domain.
    const suppressed = await suppressedAmong(
      tx,
      candidates.map((candidate) => candidate.lead.email),
    );
    const loadable = candidates.filter((candidate) => {
      if (!suppressed.has(candidate.lead.email)) return true;
      reject(candidate, 'suppressed', 'This address or its domain is suppressed (opted out).');
      return false;
    });

    const existing = new Set(
      loadable.length === 0
        ? []
        : (
            await tx
              .select({ email: leads.email })
              .from(leads)
              .where(
                inArray(
                  leads.email,
                  loadable.map((candidate) => candidate.lead.email),
                ),
              )
          ).map((row) => row.email),
    );
    const fresh = loadable.filter((candidate) => !existing.has(candidate.lead.email));
    const known = loadable.filter((candidate) => existing.has(candidate.lead.email));

    if (fresh.length > 0) {
      const inserted = await inSavepoints(tx, fresh, (sp, rows) => insertLeads(sp, rows, target));
      for (const { row, reason } of inserted.refused) reject(row, 'invalid', reason);
      counts.inserted += inserted.done.length;
      written.push(...inserted.done.map((row) => row.id));
      const done = new Set(inserted.done.map((row) => row.email));
      const refused = new Set(inserted.refused.map(({ row }) => row.lead.email));
      // Loaded by someone else between our look and our insert: a duplicate after all.
      for (const candidate of fresh) {
        if (!done.has(candidate.lead.email) && !refused.has(candidate.lead.email)) {
          known.push(candidate);
        }
      }
    }

    if (target.onDuplicate === 'update' && known.length > 0) {
      const changed = await inSavepoints(tx, known, updateLeads);
      for (const { row, reason } of changed.refused) reject(row, 'invalid', reason);
      const updated = new Set(changed.done.map((row) => row.email));
      counts.updated += updated.size;
      written.push(...changed.done.map((row) => row.id));
      const refused = new Set(changed.refused.map(({ row }) => row.lead.email));
      for (const candidate of known) {
        if (!updated.has(candidate.lead.email) && !refused.has(candidate.lead.email)) {
          reject(candidate, 'duplicate', 'Already in the database (it changed while importing).');
        }
      }
    } else {
      for (const candidate of known) {
        reject(candidate, 'duplicate', 'Already in the database (skipped).');
      }
    }

    await linkLeads(tx, target.id, written);
    const queued = range.final && whenDone ? await whenDone(tx, target.id) : null;
    if (rejections.length > 0) {
      await tx
        .insert(leadImportRejections)
        .values(rejections.map((rejection) => ({ importId: target.id, ...rejection })))
        .onConflictDoNothing();
    }
    await tx
      .update(leadImports)
      .set({
        total: sql`${leadImports.total} + ${batch.length}`,
        inserted: sql`${leadImports.inserted} + ${counts.inserted}`,
        updated: sql`${leadImports.updated} + ${counts.updated}`,
        duplicates: sql`${leadImports.duplicates} + ${counts.duplicates}`,
        invalid: sql`${leadImports.invalid} + ${counts.invalid}`,
        suppressed: sql`${leadImports.suppressed} + ${counts.suppressed}`,
        rowsDone: range.to,
        bytesDone: range.final ? target.sizeBytes : range.bytes,
        updatedAt: sql`now()`,
        ...(range.final
          ? { status: 'done' as const, finishedAt: sql`now()`, verificationQueued: queued }
          : {}),
      })
      .where(eq(leadImports.id, target.id));
    // The import has ended: its uploaded file goes with the last batch (the report stays).
    if (range.final && target.fileId) await deleteFile(tx, target.fileId);
  });
}

/** The columns an import writes, with their SQL types (for `jsonb_to_recordset`). */
const INSERTED: Array<[keyof ImportedLead, string, string]> = [
  ['email', 'email', 'text'],
  ['firstName', 'first_name', 'text'],
  ['lastName', 'last_name', 'text'],
  ['jobTitle', 'job_title', 'text'],
  ['seniority', 'seniority', 'text'],
  ['department', 'department', 'text'],
  ['companyName', 'company_name', 'text'],
  ['companyDomain', 'company_domain', 'text'],
  ['industry', 'industry', 'text'],
  ['companySize', 'company_size', 'text'],
  ['country', 'country', 'text'],
  ['city', 'city', 'text'],
  ['linkedinUrl', 'linkedin_url', 'text'],
  ['emailStatus', 'email_status', 'text'],
  ['verifiedAt', 'verified_at', 'timestamptz'],
];

/**
 * Inserts new leads in one statement whose rows travel as one JSON parameter: a batch of
 * thousands of rows would otherwise bind tens of thousands of parameters, which costs more
 * than the insert itself. An e-mail inserted meanwhile by someone else is left alone (and
 * not returned).
 */
async function insertLeads(
  tx: Tx,
  rows: Array<{ lead: ImportedLead }>,
  target: ImportRow,
): Promise<Array<{ id: string; email: string }>> {
  const json = JSON.stringify(
    rows.map(({ lead }) =>
      Object.fromEntries(
        INSERTED.map(([field, column]) => {
          const value = lead[field];
          return [column, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
  const columns = INSERTED.map(([, column]) => `"${column}"`).join(', ');
  const types = INSERTED.map(([, column, type]) => `"${column}" ${type}`).join(', ');
  const result = await tx.execute(sql`
    insert into leads (${sql.raw(columns)}, lead_added, import_id)
    select ${sql.raw(columns)}, ${target.createdByEmail}::text, ${target.id}::uuid
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(types)})
    on conflict (email) do nothing
    returning id, email
  `);
  return rowsOf<{ id: string; email: string }>(result);
}

/** Records the leads a batch inserted or updated as the import's (its checks and report). */
async function linkLeads(tx: Tx, importId: string, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.execute(sql`
    insert into ${leadImportLeads} (import_id, lead_id)
    select ${importId}::uuid, value::uuid from jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)
    on conflict do nothing
  `);
}

/** `execute` answers an array on postgres-js and `{ rows }` on PGlite. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Text columns an update overwrites when the file gave a value; the others are kept. */
const UPDATABLE: Array<[keyof ImportedLead, string]> = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['jobTitle', 'job_title'],
  ['seniority', 'seniority'],
  ['department', 'department'],
  ['companyName', 'company_name'],
  ['companyDomain', 'company_domain'],
  ['industry', 'industry'],
  ['companySize', 'company_size'],
  ['country', 'country'],
  ['city', 'city'],
  ['linkedinUrl', 'linkedin_url'],
  ['emailStatus', 'email_status'],
];

/**
 * Overwrites the fields the file gave (null = keep) of leads already in the table, in one
 * statement; answers the e-mails updated. Suppressed leads were refused before this point.
 */
async function updateLeads(
  tx: Tx,
  rows: Array<{ lead: ImportedLead; given: Set<keyof ImportedLead> }>,
): Promise<Array<{ id: string; email: string }>> {
  const json = JSON.stringify(
    rows.map(({ lead, given }) => ({
      email: lead.email,
      ...Object.fromEntries(
        UPDATABLE.map(([field, column]) => [column, given.has(field) ? lead[field] : null]),
      ),
      verified_at:
        given.has('verifiedAt') && lead.verifiedAt ? lead.verifiedAt.toISOString() : null,
    })),
  );
  const names = UPDATABLE.map(([, column]) => column);
  // A status and date the file gives are a supplier's claim: they never replace our own check
  // (decision 042); the check queued after the import looks at the lead again anyway.
  const assignments = names.map((column) =>
    column === 'email_status'
      ? `"${column}" = case when l.verification_reason is null then coalesce(v."${column}", l."${column}") else l."${column}" end`
      : `"${column}" = coalesce(v."${column}", l."${column}")`,
  );
  const types = ['email text', ...names.map((name) => `"${name}" text`), 'verified_at timestamptz'];
  const result = await tx.execute(sql`
    update leads as l set
      ${sql.raw(assignments.join(', '))},
      verified_at = case when l.verification_reason is null
        then coalesce(v.verified_at, l.verified_at) else l.verified_at end,
      updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(${sql.raw(types.join(', '))})
    where l.email = v.email and l.suppressed_at is null
    returning l.id, l.email
  `);
  return rowsOf<{ id: string; email: string }>(result);
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
async function inSavepoints<T, R>(
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
