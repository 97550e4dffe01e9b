import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENRICHMENT_RESULT_COLUMNS, type EnrichmentStop } from '@leadvault/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import { enrichmentRows, enrichments } from '../../db/schema/index.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { ensureSpoolFolder } from '../../lib/spool-folder.ts';
import { InsufficientCreditsError } from '../credits/index.ts';
import { deleteFile, openStream, putStream } from '../file-store/index.ts';
import { type FinderDeps, findEmail, verifyAddress } from '../finder/index.ts';
import {
  type JobContext,
  type JobFailedHook,
  type JobQueue,
  PermanentJobError,
} from '../jobs/index.ts';
import { csvRecords, type Delimiter, isBlankRow } from '../lead-imports/index.ts';
import { CreditCap } from './credit-cap.ts';
import { type Holding, holdingsOf } from './holdings.ts';
import { type Question, questionOf } from './questions.ts';

export const ENRICHMENT_JOB = 'enrichments.run';
export const EnrichmentJobPayload = z.object({ enrichmentId: z.uuid() });
export type EnrichmentJobPayload = z.infer<typeof EnrichmentJobPayload>;

/** Rows per committed batch, and rows asked at once. Not configuration: tests and the bench. */
export const enrichmentTuning = { batchSize: 100, rowsAtOnce: 16 };

type EnrichmentRow = typeof enrichments.$inferSelect;
type Answer = Omit<typeof enrichmentRows.$inferInsert, 'enrichmentId' | 'rowNumber'>;
type Pending = { rowNumber: number; cells: string[] };

const unanswered = (reason: string): Answer => ({
  email: null,
  emailStatus: null,
  confidence: 0,
  reason,
  charged: 0,
});

const isFound = (answer: Answer) =>
  answer.email !== null && (answer.emailStatus === 'valid' || answer.emailStatus === 'accept_all');

/** Runs `work` over `items` with at most `limit` at once, answers in order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** What spends the caller's credits across one run: the cap, and whether the balance ran out. */
type Spending = { cap: CreditCap; capped: boolean; outOfCredits: boolean };

/**
 * One row's answer. Rows that cannot cost anything (a lead the caller unlocked, a row without
 * a name and a company we hold) are asked without the cap; any other reserves a credit first.
 * The balance never goes below zero: the reveal's ledger refuses it, and the run stops asking
 * rows that could cost.
 */
async function answerRow(
  deps: FinderDeps,
  userId: string,
  question: Question,
  holding: Holding,
  spending: Spending,
): Promise<Answer> {
  if (question.kind === 'incomplete') return unanswered('missing_data');
  if (question.kind === 'find' && holding === 'unanswerable') {
    return unanswered(question.input.domain ? 'unknown_domain' : 'unknown_company');
  }
  const free = holding === 'unlocked';
  if (!free) {
    if (spending.outOfCredits) return unanswered('no_credits');
    if (!(await spending.cap.reserve())) {
      spending.capped = true;
      return unanswered('max_credits');
    }
  }
  let charged = 0;
  try {
    const answer =
      question.kind === 'verify'
        ? await verifyAddress(deps, userId, question)
        : await findEmail(deps, userId, question.input);
    charged = answer.charged;
    return {
      email: answer.email,
      emailStatus: answer.emailStatus,
      confidence: answer.confidence,
      reason: answer.verificationReason ?? answer.reason ?? null,
      charged,
    };
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    spending.outOfCredits = true;
    return unanswered('no_credits');
  } finally {
    if (!free) spending.cap.settle(charged > 0);
  }
}

/**
 * Answers a batch of rows and commits their answers with the counters in one transaction;
 * `through` is the last file row the batch covers (blank rows included).
 */
async function answerBatch(
  deps: FinderDeps,
  enrichment: EnrichmentRow,
  batch: Pending[],
  through: number,
  spending: Spending,
): Promise<void> {
  const questions = batch.map((row) => questionOf(row.cells, enrichment.mapping));
  const holdings = await holdingsOf(deps.db, enrichment.userId, questions);
  const answers = await mapLimit(batch, enrichmentTuning.rowsAtOnce, (_, index) =>
    answerRow(
      deps,
      enrichment.userId,
      questions[index] as Question,
      holdings[index] as Holding,
      spending,
    ),
  );
  const found = answers.filter(isFound).length;
  const charged = answers.reduce((sum, answer) => sum + (answer.charged ?? 0), 0);
  const stoppedBy: EnrichmentStop | null = spending.outOfCredits
    ? 'no_credits'
    : spending.capped
      ? 'max_credits'
      : null;
  await deps.db.transaction(async (tx) => {
    if (answers.length > 0) {
      await tx
        .insert(enrichmentRows)
        .values(
          answers.map((answer, index) => ({
            ...answer,
            enrichmentId: enrichment.id,
            rowNumber: batch[index]?.rowNumber ?? 0,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(enrichments)
      .set({
        rowsDone: through,
        rowsAnswered: sql`${enrichments.rowsAnswered} + ${answers.length}`,
        found: sql`${enrichments.found} + ${found}`,
        notFound: sql`${enrichments.notFound} + ${answers.length - found}`,
        charged: sql`${enrichments.charged} + ${charged}`,
        stoppedBy: sql`coalesce(${enrichments.stoppedBy}, ${stoppedBy})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(enrichments.id, enrichment.id), eq(enrichments.status, 'running')));
  });
}

/** Reads the uploaded file past `rows_done` and answers it batch by batch. */
async function answerRows(deps: FinderDeps, start: EnrichmentRow, signal: AbortSignal) {
  if (!start.fileId) throw new PermanentJobError('The uploaded file is gone.');
  const opened = await openStream(deps.db, start.fileId);
  if (!opened) throw new PermanentJobError('The uploaded file is gone.');
  const spending: Spending = {
    cap: new CreditCap(Math.max(0, (start.maxCredits ?? 0) - start.charged)),
    capped: false,
    outOfCredits: false,
  };
  let headerSeen = false;
  let batch: Pending[] = [];
  let lastRow = start.rowsDone;
  for await (const { rowNumber, cells } of csvRecords(
    opened.stream,
    start.delimiter as Delimiter,
  )) {
    if (!headerSeen) {
      headerSeen = !isBlankRow(cells);
      continue;
    }
    if (rowNumber <= start.rowsDone) continue;
    lastRow = rowNumber;
    if (!isBlankRow(cells)) batch.push({ rowNumber, cells });
    if (batch.length >= enrichmentTuning.batchSize) {
      signal.throwIfAborted();
      await answerBatch(deps, start, batch, lastRow, spending);
      batch = [];
    }
  }
  await answerBatch(deps, start, batch, lastRow, spending);
}

/** Every data row with the answer's columns appended, spooled to a local file. */
async function spoolResult(db: Db, enrichment: EnrichmentRow, file: string): Promise<void> {
  if (!enrichment.fileId) throw new PermanentJobError('The uploaded file is gone.');
  const opened = await openStream(db, enrichment.fileId);
  if (!opened) throw new PermanentJobError('The uploaded file is gone.');
  const answers = new Map(
    (
      await db
        .select()
        .from(enrichmentRows)
        .where(eq(enrichmentRows.enrichmentId, enrichment.id))
        .orderBy(asc(enrichmentRows.rowNumber))
    ).map((row) => [row.rowNumber, row]),
  );
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.write(CSV_BOM + csvLine([...enrichment.headers, ...ENRICHMENT_RESULT_COLUMNS]));
    let headerSeen = false;
    for await (const { rowNumber, cells } of csvRecords(
      opened.stream,
      enrichment.delimiter as Delimiter,
    )) {
      if (isBlankRow(cells)) continue;
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      const answer = answers.get(rowNumber) ?? unanswered('not_asked');
      const original = enrichment.headers.map((_, index) => cells[index] ?? '');
      await handle.write(
        csvLine([
          ...original,
          answer.email ?? '',
          answer.emailStatus ?? '',
          answer.email ? (answer.confidence ?? 0) : '',
          answer.reason ?? '',
          answer.charged ?? 0,
        ]),
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * Writes the result file (file store) and ends the enrichment `done` in one transaction, the
 * upload deleted with it: the result holds every cell of it.
 */
async function finish(db: Db, enrichmentId: string): Promise<void> {
  const [enrichment] = await db.select().from(enrichments).where(eq(enrichments.id, enrichmentId));
  if (enrichment?.status !== 'running') return;
  const dir = path.join(os.tmpdir(), 'leadvault-enrichments');
  await ensureSpoolFolder(dir);
  const file = path.join(dir, `result-${randomBytes(12).toString('hex')}.csv`);
  try {
    await spoolResult(db, enrichment, file);
    await db.transaction(async (tx) => {
      const stored = await putStream(tx, createReadStream(file), {
        name: resultFileName(enrichment.fileName),
        contentType: 'text/csv',
      });
      const [done] = await tx
        .update(enrichments)
        .set({
          status: 'done',
          resultFileId: stored.id,
          fileId: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(enrichments.id, enrichmentId), eq(enrichments.status, 'running')))
        .returning({ id: enrichments.id });
      if (!done) throw new PermanentJobError('The enrichment moved on meanwhile.');
      if (enrichment.fileId) await deleteFile(tx, enrichment.fileId);
    });
  } finally {
    await rm(file, { force: true });
  }
}

/** `people.csv` -> `people-enriched.csv`. */
export function resultFileName(uploaded: string): string {
  const base = uploaded.replace(/\.csv$/i, '');
  return `${base}-enriched.csv`;
}

/** Ends an unfinished enrichment `failed` with why, its upload deleted in the same transaction. */
export async function failEnrichment(db: DbOrTx, id: string, why: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fileId: enrichments.fileId })
      .from(enrichments)
      .where(and(eq(enrichments.id, id), inArray(enrichments.status, ['queued', 'running'])))
      .for('update');
    if (!current) return;
    await tx
      .update(enrichments)
      .set({
        status: 'failed',
        error: why,
        fileId: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(enrichments.id, id));
    if (current.fileId) await deleteFile(tx, current.fileId);
  });
}

/**
 * Runs (or resumes, after the last committed batch) an enrichment, then writes its result.
 * Rows a dead attempt answered but did not commit are asked again: what was charged then is a
 * lead the caller unlocked, free the second time.
 */
export async function runEnrichment(
  deps: FinderDeps,
  { enrichmentId }: EnrichmentJobPayload,
  context: Pick<JobContext, 'signal' | 'isLastAttempt'>,
): Promise<void> {
  const [found] = await deps.db.select().from(enrichments).where(eq(enrichments.id, enrichmentId));
  if (!found || found.status === 'done' || found.status === 'failed') return;
  if (found.status === 'uploaded') throw new PermanentJobError('The enrichment was never started.');
  try {
    const [running] = await deps.db
      .update(enrichments)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${enrichments.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(enrichments.id, enrichmentId), inArray(enrichments.status, ['queued', 'running'])),
      )
      .returning();
    if (!running) return;
    // What the run finds is charged as one reveal, under the enrichment's id (credit history).
    await answerRows({ ...deps, revealId: enrichmentId }, running, context.signal);
    await finish(deps.db, enrichmentId);
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (error instanceof PermanentJobError || context.isLastAttempt) {
      const why = error instanceof PermanentJobError ? error.message : errorSummary(error);
      await failEnrichment(deps.db, enrichmentId, `The enrichment stopped: ${why}`);
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(why, { cause: error });
    }
    throw error;
  }
}

/** An enrichment whose job failed for good without saying so is marked failed with it. */
const whenEnrichmentJobFailed: JobFailedHook = async (tx, job) => {
  const payload = EnrichmentJobPayload.safeParse(job.payload);
  if (!payload.success) return;
  const lastLine = (job.lastError ?? '').split('\n').at(-1);
  await failEnrichment(
    tx,
    payload.data.enrichmentId,
    `The enrichment stopped: ${lastLine || 'its job failed'}`,
  );
};

export function registerEnrichmentJob(jobs: JobQueue, deps: FinderDeps): void {
  jobs.registerHandler(
    ENRICHMENT_JOB,
    (payload, context) => runEnrichment(deps, payload, context),
    { concurrency: 1, schema: EnrichmentJobPayload, onFailed: whenEnrichmentJobFailed },
  );
}
