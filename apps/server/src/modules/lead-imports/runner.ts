import type { LeadImportRejectionReason, LeadImportWarning } from '@leadvault/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { leadImportRejections, leadImports, leads } from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { deleteFile, openStream } from '../file-store/index.ts';
import {
  type JobContext,
  type JobFailedHook,
  type JobQueue,
  PermanentJobError,
} from '../jobs/index.ts';
import { updateLeadsByEmail } from '../leads/index.ts';
import { suppressedAmong } from '../suppressions/index.ts';
import { csvRecords, type Delimiter, isBlankRow } from './csv.ts';
import { inSavepoints, insertImportedLeads, linkLeads } from './lead-writes.ts';
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
  reasonCode: LeadImportRejectionReason;
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
export async function failImport(db: DbOrTx, importId: string, why: string): Promise<void> {
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

/**
 * The import follows its job: when the job fails for good without the import saying so (its
 * process died during the last attempt, or its payload was refused), the import is marked
 * failed with the job's error, in the transaction that ends the job. Never "running" forever.
 */
export const whenImportJobFailed: JobFailedHook = async (tx, job) => {
  const payload = LeadImportJobPayload.safeParse(job.payload);
  if (!payload.success) return;
  const lastLine = (job.lastError ?? '').split('\n').at(-1);
  await failImport(
    tx,
    payload.data.importId,
    `The import stopped: ${lastLine || 'its job failed'}`,
  );
};

/**
 * The import job, registered beside the runner it calls. `whenDone` is what a finished import
 * queues in the transaction that finishes it (our checks of the leads it touched).
 */
export function registerLeadImportJob(jobs: JobQueue, db: Db, whenDone?: WhenImportDone): void {
  jobs.registerHandler(
    LEAD_IMPORT_JOB,
    (payload, context) => runLeadImport(db, payload, context, whenDone),
    { concurrency: 1, schema: LeadImportJobPayload, onFailed: whenImportJobFailed },
  );
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
      .select({
        status: leadImports.status,
        rowsDone: leadImports.rowsDone,
        warnings: leadImports.warnings,
      })
      .from(leadImports)
      .where(eq(leadImports.id, target.id))
      .for('update');
    if (current?.status !== 'running' || current.rowsDone !== range.from) {
      throw new ImportMovedOn();
    }
    const counts = { inserted: 0, updated: 0, duplicates: 0, invalid: 0, suppressed: 0 };
    /** The leads this batch inserted or updated, by id and by e-mail. */
    const written: string[] = [];
    const writtenEmails: string[] = [];
    const rejections: Rejection[] = [];
    const reject = (
      pending: Pending,
      kind: Rejection['kind'],
      reasonCode: LeadImportRejectionReason,
      reason: string,
    ) => {
      // A suppressed row keeps none of its cells: an opted-out person's address and name must
      // not be written down again by a later import (decision 019).
      const values = kind === 'suppressed' ? [] : pending.cells;
      rejections.push({ rowNumber: pending.rowNumber, kind, reasonCode, reason, values });
      if (kind === 'invalid') counts.invalid += 1;
      else if (kind === 'duplicate') counts.duplicates += 1;
      else counts.suppressed += 1;
    };

    const candidates: Array<
      Pending & {
        lead: ImportedLead;
        given: Set<keyof ImportedLead>;
        derived: Set<keyof ImportedLead>;
      }
    > = [];
    /** E-mail -> what its row loaded without (counted once the lead is written). */
    const warningsOf = new Map<string, LeadImportWarning[]>();
    for (const pending of batch) {
      const { row } = pending;
      if (!row.ok) reject(pending, 'invalid', row.code, row.reason);
      else if (pending.duplicateOf !== undefined) {
        reject(
          pending,
          'duplicate',
          'duplicate_in_file',
          `Same e-mail as row ${pending.duplicateOf}.`,
        );
      } else {
        candidates.push({ ...pending, lead: row.lead, given: row.given, derived: row.derived });
        if (row.warnings.length > 0) warningsOf.set(row.lead.email, row.warnings);
      }
    }

    // The one suppression rule (decision 043): the address, or its domain or a parent domain.
    const suppressed = await suppressedAmong(
      tx,
      candidates.map((candidate) => candidate.lead.email),
    );
    const loadable = candidates.filter((candidate) => {
      if (!suppressed.has(candidate.lead.email)) return true;
      reject(
        candidate,
        'suppressed',
        'suppressed',
        'This address or its domain is suppressed (opted out).',
      );
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
      const inserted = await inSavepoints(tx, fresh, (sp, rows) =>
        insertImportedLeads(sp, rows, target),
      );
      for (const { row, reason } of inserted.refused) {
        reject(row, 'invalid', 'database_refused', reason);
      }
      counts.inserted += inserted.done.length;
      written.push(...inserted.done.map((row) => row.id));
      writtenEmails.push(...inserted.done.map((row) => row.email));
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
      const changed = await inSavepoints(tx, known, updateLeadsByEmail);
      for (const { row, reason } of changed.refused) {
        reject(row, 'invalid', 'database_refused', reason);
      }
      const updated = new Set(changed.done.map((row) => row.email));
      counts.updated += updated.size;
      written.push(...changed.done.map((row) => row.id));
      writtenEmails.push(...changed.done.map((row) => row.email));
      const refused = new Set(changed.refused.map(({ row }) => row.lead.email));
      for (const candidate of known) {
        if (!updated.has(candidate.lead.email) && !refused.has(candidate.lead.email)) {
          reject(
            candidate,
            'duplicate',
            'duplicate_existing',
            'Already in the database (it changed while importing).',
          );
        }
      }
    } else {
      for (const candidate of known) {
        reject(candidate, 'duplicate', 'duplicate_existing', 'Already in the database (skipped).');
      }
    }

    await linkLeads(tx, target.id, written);
    const warnings = { ...current.warnings };
    for (const email of writtenEmails) {
      for (const warning of warningsOf.get(email) ?? []) {
        warnings[warning] = (warnings[warning] ?? 0) + 1;
      }
    }
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
        warnings,
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
