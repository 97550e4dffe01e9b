import {
  INSUFFICIENT_CREDITS,
  type SelectionJob,
  type SelectionJobInput,
} from '@leadvault/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leadLists, leadSelectionJobs } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import type { Viewer } from '../auth/index.ts';
import { deleteFile, openStream } from '../file-store/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { createLeadList, resolveWords, type SaleRule, wordTexts } from '../leads/index.ts';
import { quoteSelection, selectionMatches } from './quote.ts';
import { SELECTION_JOB } from './runner.ts';

const NOT_FOUND = 'Selection job not found.';
type JobRow = typeof leadSelectionJobs.$inferSelect;
type ParsedInput = z.output<typeof SelectionJobInput>;

export function toSelectionJob(row: JobRow): SelectionJob {
  const finished = row.status === 'done' || row.status === 'stopped';
  return {
    _id: row.id,
    action: row.action,
    status: row.status,
    total: row.total,
    done: row.done,
    progress: finished ? 100 : Math.min(99, Math.floor((row.done / Math.max(1, row.total)) * 100)),
    charged: row.charged,
    revealed: row.revealed,
    owned: row.owned,
    unavailable: row.unavailable,
    checking: row.checking,
    added: row.added,
    maxCredits: row.maxCredits,
    stopReason: row.stopReason ?? null,
    listId: row.listId,
    format: row.format ?? null,
    fileUrl: row.resultFileId ? `/api/leads/selection/jobs/${row.id}/file` : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** The caller's own job; 404 for anyone else's (nothing says it exists). */
async function ownJob(db: DbOrTx, userId: string, id: string): Promise<JobRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select()
    .from(leadSelectionJobs)
    .where(and(eq(leadSelectionJobs.id, id), eq(leadSelectionJobs.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The list a `list` job adds to: one of the person's (404 otherwise), or a new one by name. */
async function targetList(tx: DbOrTx, viewer: Viewer, input: ParsedInput): Promise<string | null> {
  if (input.action !== 'list') return null;
  if (input.listName !== undefined) {
    return (await createLeadList(tx, viewer, { name: input.listName }))._id;
  }
  const listId = input.listId ?? '';
  const [list] = await tx
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(and(eq(leadLists.id, listId), eq(leadLists.userId, viewer.user.id)));
  if (!list) throw notFound('List not found.');
  return list.id;
}

/**
 * Makes a whole-search job: the search's first LEAD_SELECTION_MAX matches (id order) are
 * snapshot into it, and its job is enqueued in the same transaction. A reveal with no credits
 * at all for leads that would cost is refused (402) before anything is made.
 */
export async function createSelectionJob(
  db: Db,
  jobs: JobQueue,
  rule: SaleRule,
  viewer: Viewer,
  input: ParsedInput,
): Promise<SelectionJob> {
  const userId = viewer.user.id;
  if (input.action === 'reveal') {
    const quote = await quoteSelection(db, rule, userId, input.filters);
    if (quote.new > 0 && (quote.balance === 0 || input.maxCredits === 0)) {
      throw new HttpError(
        402,
        INSUFFICIENT_CREDITS,
        'You do not have enough credits. Buy a credit pack to continue.',
        { balance: quote.balance },
      );
    }
  }
  const resolved = await resolveWords(db, wordTexts(input.filters));
  const row = await db.transaction(async (tx) => {
    const listId = await targetList(tx, viewer, input);
    const [created] = await tx
      .insert(leadSelectionJobs)
      .values({
        userId,
        action: input.action,
        filters: input.filters,
        leadIds: sql`array(${selectionMatches(tx, input.filters, resolved)})`,
        listId,
        format: input.action === 'export' ? (input.format ?? 'crm') : null,
        columns: input.action === 'export' ? (input.columns ?? null) : null,
        maxCredits: input.action === 'reveal' ? (input.maxCredits ?? null) : null,
      })
      .returning({ id: leadSelectionJobs.id });
    if (!created) throw new Error('No selection job was created');
    const [counted] = await tx
      .update(leadSelectionJobs)
      .set({ total: sql`cardinality(${leadSelectionJobs.leadIds})` })
      .where(eq(leadSelectionJobs.id, created.id))
      .returning();
    if (!counted) throw new Error('The selection job vanished');
    await jobs.enqueue(
      tx,
      SELECTION_JOB,
      { selectionJobId: counted.id },
      { singletonKey: `${SELECTION_JOB}:${counted.id}`, maxAttempts: 3 },
    );
    return counted;
  });
  return toSelectionJob(row);
}

export async function getSelectionJob(db: Db, userId: string, id: string): Promise<SelectionJob> {
  return toSelectionJob(await ownJob(db, userId, id));
}

/** An export job's CSV (stream and name); 409 until it is written. */
export async function selectionJobFile(db: Db, userId: string, id: string) {
  const row = await ownJob(db, userId, id);
  const opened = row.resultFileId ? await openStream(db, row.resultFileId) : undefined;
  if (!opened) {
    throw new HttpError(
      409,
      'CONFLICT',
      'The file is not ready yet: this job makes no file, or is still running.',
    );
  }
  return { name: opened.file.name, stream: opened.stream };
}

/** How long a finished job, its snapshot of up to 10,000 ids and its export are kept. */
export const SELECTION_JOB_KEPT_DAYS = 7;

/**
 * Finished jobs (done, stopped, failed) older than SELECTION_JOB_KEPT_DAYS are removed with their
 * export files; what they did stays in the ledger, the lists and My Leads. Answers how many.
 */
export async function removeOldSelectionJobs(db: Db): Promise<number> {
  const old = await db
    .select({ id: leadSelectionJobs.id, fileId: leadSelectionJobs.resultFileId })
    .from(leadSelectionJobs)
    .where(
      and(
        inArray(leadSelectionJobs.status, ['done', 'stopped', 'failed']),
        lt(
          leadSelectionJobs.finishedAt,
          sql`now() - make_interval(days => ${SELECTION_JOB_KEPT_DAYS})`,
        ),
      ),
    )
    .limit(500);
  for (const row of old) {
    await db.transaction(async (tx) => {
      await tx.delete(leadSelectionJobs).where(eq(leadSelectionJobs.id, row.id));
      if (row.fileId) await deleteFile(tx, row.fileId);
    });
  }
  return old.length;
}
