import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SelectionStopReason } from '@leadvault/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { leadSelectionJobs, leads, leadUnlocks } from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { ensureSpoolFolder } from '../../lib/spool-folder.ts';
import { putStream } from '../file-store/index.ts';
import {
  type JobContext,
  type JobFailedHook,
  type JobQueue,
  PermanentJobError,
} from '../jobs/index.ts';
import { addToLeadListOf, notSuppressed, revealBatch, unlockedLeadsCsv } from '../leads/index.ts';
import type { ChecksNow } from '../verification/index.ts';

export const SELECTION_JOB = 'leads.selection';
export const SelectionJobPayload = z.object({ selectionJobId: z.uuid() });
export type SelectionJobPayload = z.infer<typeof SelectionJobPayload>;

/** Leads per committed batch. Not configuration: tests and the bench change it. */
export const selectionTuning = { revealBatch: 250, listBatch: 1000 };

export type SelectionDeps = {
  db: Db;
  checksNow: Pick<ChecksNow, 'enabled' | 'maxAgeDays' | 'check'>;
};

type JobRow = typeof leadSelectionJobs.$inferSelect;

const running = (id: string) =>
  and(eq(leadSelectionJobs.id, id), eq(leadSelectionJobs.status, 'running'));

/** Ends a running job as done or stopped (with why). */
async function finish(db: DbOrTx, id: string, stopReason: SelectionStopReason | null = null) {
  await db
    .update(leadSelectionJobs)
    .set({
      status: stopReason ? 'stopped' : 'done',
      stopReason,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(running(id));
}

/**
 * Reveals the selection batch by batch from where the last committed batch ended; each batch
 * is one transaction with one ledger row (batch-reveal.ts). Stops at the first batch the
 * balance (or the job's credit cap) could not pay in full.
 */
async function revealSelection(deps: SelectionDeps, job: JobRow, signal: AbortSignal) {
  const size = selectionTuning.revealBatch;
  let charged = job.charged;
  for (let from = job.done; from < job.leadIds.length; from += size) {
    signal.throwIfAborted();
    const batch = job.leadIds.slice(from, from + size);
    const budget = job.maxCredits === null ? Number.MAX_SAFE_INTEGER : job.maxCredits - charged;
    let stop: SelectionStopReason | null = null;
    const outcome = await revealBatch(
      deps.db,
      deps.checksNow,
      job.userId,
      job.id,
      batch,
      budget,
      async (tx, batchOutcome) => {
        if (batchOutcome.shortOf) {
          stop = batchOutcome.shortOf === 'budget' ? 'max_credits' : 'out_of_credits';
        }
        await tx
          .update(leadSelectionJobs)
          .set({
            done: from + batch.length,
            charged: sql`${leadSelectionJobs.charged} + ${batchOutcome.charged}`,
            revealed: sql`${leadSelectionJobs.revealed} + ${batchOutcome.revealed}`,
            owned: sql`${leadSelectionJobs.owned} + ${batchOutcome.owned}`,
            unavailable: sql`${leadSelectionJobs.unavailable} + ${batchOutcome.unavailable}`,
            checking: sql`${leadSelectionJobs.checking} + ${batchOutcome.checking}`,
            updatedAt: sql`now()`,
          })
          .where(running(job.id));
        if (stop) await finish(tx, job.id, stop);
      },
    );
    charged += outcome.charged;
    if (stop) return;
  }
  await finish(deps.db, job.id);
}

/** Adds the selection to its list (free), a batch per transaction (lists.ts's own). */
async function listSelection(deps: SelectionDeps, job: JobRow, signal: AbortSignal) {
  if (!job.listId) throw new PermanentJobError('The list was deleted.');
  const size = selectionTuning.listBatch;
  for (let from = job.done; from < job.leadIds.length; from += size) {
    signal.throwIfAborted();
    const batch = job.leadIds.slice(from, from + size);
    const result = await addToLeadListOf(deps.db, job.userId, job.listId, batch);
    await deps.db
      .update(leadSelectionJobs)
      .set({
        done: from + batch.length,
        added: sql`${leadSelectionJobs.added} + ${result.changed}`,
        updatedAt: sql`now()`,
      })
      .where(running(job.id));
  }
  await finish(deps.db, job.id);
}

/** The export's file name: the action and the day. */
const fileName = () => `selected-leads-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Writes the CSV of the selection's leads the person unlocked (the export's formats) to a local
 * file first (the file store holds a transaction open while it reads, and on PGlite every other
 * query waits meanwhile), then stores it and ends the job in one transaction.
 */
async function exportSelection(deps: SelectionDeps, job: JobRow) {
  const within = sql`${leads.id} in (select unnest(${leadSelectionJobs.leadIds}) from ${leadSelectionJobs} where ${leadSelectionJobs.id} = ${job.id})`;
  const dir = path.join(os.tmpdir(), 'leadvault-selections');
  await ensureSpoolFolder(dir);
  const file = path.join(dir, `export-${randomBytes(12).toString('hex')}.csv`);
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      for await (const chunk of unlockedLeadsCsv(deps.db, job.userId, within, {
        format: job.format ?? 'crm',
        columns: job.columns ?? undefined,
      })) {
        await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
    const [written] = await deps.db
      .select({ rows: count() })
      .from(leadUnlocks)
      .innerJoin(leads, eq(leads.id, leadUnlocks.leadId))
      .where(and(eq(leadUnlocks.userId, job.userId), notSuppressed, within));
    const rows = written?.rows ?? 0;
    await deps.db.transaction(async (tx: Tx) => {
      const stored = await putStream(tx, createReadStream(file), {
        name: fileName(),
        contentType: 'text/csv',
      });
      await tx
        .update(leadSelectionJobs)
        .set({
          done: job.total,
          added: rows,
          owned: rows,
          resultFileId: stored.id,
          updatedAt: sql`now()`,
        })
        .where(running(job.id));
      await finish(tx, job.id);
    });
  } finally {
    await rm(file, { force: true });
  }
}

/** Ends an unfinished job `failed` with why. */
export async function failSelectionJob(db: DbOrTx, id: string, why: string): Promise<void> {
  await db
    .update(leadSelectionJobs)
    .set({ status: 'failed', error: why, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(leadSelectionJobs.id, id), inArray(leadSelectionJobs.status, ['queued', 'running'])),
    );
}

/**
 * Runs (or resumes after the last committed batch) a whole-search job. A batch a dead attempt
 * did not commit is done again: what it charged then rolled back with it.
 */
export async function runSelectionJob(
  deps: SelectionDeps,
  { selectionJobId }: SelectionJobPayload,
  context: Pick<JobContext, 'signal' | 'isLastAttempt'>,
): Promise<void> {
  try {
    const [job] = await deps.db
      .update(leadSelectionJobs)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${leadSelectionJobs.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(leadSelectionJobs.id, selectionJobId),
          inArray(leadSelectionJobs.status, ['queued', 'running']),
        ),
      )
      .returning();
    if (!job) return;
    if (job.action === 'reveal') await revealSelection(deps, job, context.signal);
    else if (job.action === 'list') await listSelection(deps, job, context.signal);
    else await exportSelection(deps, job);
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (error instanceof PermanentJobError || context.isLastAttempt) {
      const why = error instanceof PermanentJobError ? error.message : errorSummary(error);
      await failSelectionJob(deps.db, selectionJobId, `The job stopped: ${why}`);
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(why, { cause: error });
    }
    throw error;
  }
}

/** A job that failed for good without saying so is marked failed with it. */
const whenSelectionJobFailed: JobFailedHook = async (tx, job) => {
  const payload = SelectionJobPayload.safeParse(job.payload);
  if (!payload.success) return;
  const lastLine = (job.lastError ?? '').split('\n').at(-1);
  await failSelectionJob(
    tx,
    payload.data.selectionJobId,
    `The job stopped: ${lastLine || 'it failed'}`,
  );
};

export function registerSelectionJob(jobs: JobQueue, deps: SelectionDeps): void {
  jobs.registerHandler(
    SELECTION_JOB,
    (payload, context) => runSelectionJob(deps, payload, context),
    {
      concurrency: 1,
      schema: SelectionJobPayload,
      onFailed: whenSelectionJobFailed,
    },
  );
}
