/**
 * The queue's SQL, one function per statement (as graphile-worker keeps its SQL apart from the
 * worker): the worker and the housekeeping say when, these say what is written.
 */
import { and, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { jobs } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { JobRow } from './types.ts';

const PENDING = sql`${jobs.status} in ('queued', 'running')`;
const ms = (value: number) =>
  sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`;
/** What every end of an attempt writes: the claim is given up. */
const UNLOCKED = { updatedAt: sql`now()`, lockedBy: null, lockedUntil: null };

export type NewJob = {
  kind: string;
  payload: unknown;
  runAt: Date | undefined;
  maxAttempts: number;
  singletonKey: string | undefined;
};

/**
 * Inserts a job; with a singleton key, only when no job with that key is queued or running
 * (then answers undefined).
 */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<string | undefined> {
  const values = {
    kind: job.kind,
    payload: job.payload ?? null,
    runAt: job.runAt ?? sql`now()`,
    maxAttempts: job.maxAttempts,
    singletonKey: job.singletonKey ?? null,
  };
  const insert = db.insert(jobs).values(values);
  const [row] = await (job.singletonKey
    ? insert.onConflictDoNothing({
        target: jobs.singletonKey,
        where: sql`status in ('queued', 'running')`,
      })
    : insert
  ).returning({ id: jobs.id });
  return row?.id;
}

/** The queued or running job with this singleton key. */
export async function pendingWithKey(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.singletonKey, key), PENDING));
  return row?.id;
}

export async function selectJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * Due: queued jobs whose time has come, and running ones whose lease ran out (their process
 * died) while attempts remain.
 */
const DUE = and(
  PENDING,
  or(
    and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
    and(
      eq(jobs.status, 'running'),
      lt(jobs.lockedUntil, sql`now()`),
      lt(jobs.attempts, jobs.maxAttempts),
    ),
  ),
);

/** The kinds that have a due job: one look, however many kinds are registered. */
export async function dueKinds(db: Db): Promise<Set<string>> {
  const rows = await preparedOnce(db, 'jobs_due_kinds', () =>
    db.selectDistinct({ kind: jobs.kind }).from(jobs).where(DUE).prepare('jobs_due_kinds'),
  ).execute();
  return new Set(rows.map((row) => row.kind));
}

/**
 * Claims up to `limit` due jobs of a kind, in one statement. SKIP LOCKED lets processes claim
 * side by side without waiting for or taking each other's rows.
 */
export function claimDue(
  db: Db,
  claim: { kind: string; limit: number; workerId: string; leaseMs: number },
): Promise<JobRow[]> {
  return preparedOnce(db, 'jobs_claim_due', () => {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, sql.placeholder('kind')), DUE))
      .orderBy(jobs.runAt)
      .limit(sql.placeholder('limit'))
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: sql`${sql.placeholder('workerId')}`,
        lockedUntil: sql`now() + (${sql.placeholder('leaseMs')}::double precision * interval '1 millisecond')`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning()
      .prepare('jobs_claim_due');
  }).execute(claim);
}

/** The attempt is ours while `locked_by` is us and the attempt is the one we claimed. */
export type Attempt = Pick<JobRow, 'id' | 'attempts'> & { workerId: string };

function mine(attempt: Attempt): SQL | undefined {
  return and(
    eq(jobs.id, attempt.id),
    eq(jobs.lockedBy, attempt.workerId),
    eq(jobs.status, 'running'),
    eq(jobs.attempts, attempt.attempts),
  );
}

/** Answers whether the attempt was still ours (each of these writes nothing otherwise). */
const wrote = (rows: unknown[]) => rows.length > 0;

export async function renewLease(db: DbOrTx, attempt: Attempt, leaseMs: number) {
  return wrote(
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${ms(leaseMs)}` })
      .where(mine(attempt))
      .returning({ id: jobs.id }),
  );
}

export async function saveProgress(db: DbOrTx, attempt: Attempt, progress: unknown) {
  await db
    .update(jobs)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, attempt.id), eq(jobs.lockedBy, attempt.workerId)));
}

export async function markDone(db: DbOrTx, attempt: Attempt) {
  return wrote(
    await db
      .update(jobs)
      .set({ ...UNLOCKED, status: 'done', doneAt: sql`now()` })
      .where(mine(attempt))
      .returning({ id: jobs.id }),
  );
}

export async function markFailed(db: DbOrTx, attempt: Attempt, lastError: string) {
  return wrote(
    await db
      .update(jobs)
      .set({ ...UNLOCKED, status: 'failed', failedAt: sql`now()`, lastError })
      .where(mine(attempt))
      .returning({ id: jobs.id }),
  );
}

export async function scheduleRetry(
  db: DbOrTx,
  attempt: Attempt,
  retry: { delayMs: number; lastError: string },
) {
  return wrote(
    await db
      .update(jobs)
      .set({
        ...UNLOCKED,
        status: 'queued',
        runAt: sql`now() + ${ms(retry.delayMs)}`,
        lastError: retry.lastError,
      })
      .where(mine(attempt))
      .returning({ id: jobs.id }),
  );
}

/** Gives a running job back at stop, its attempt not counted: it runs again at once. */
export async function release(db: DbOrTx, id: string, workerId: string) {
  return wrote(
    await db
      .update(jobs)
      .set({
        ...UNLOCKED,
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        runAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id }),
  );
}

/** A running job whose lease ran out during its last attempt (nobody may claim it again). */
const EXPIRED_LAST_ATTEMPT = and(
  eq(jobs.status, 'running'),
  lt(jobs.lockedUntil, sql`now()`),
  sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
);

/** The jobs whose process died during their last attempt. */
export async function expiredLastAttempts(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(EXPIRED_LAST_ATTEMPT);
  return rows.map((row) => row.id);
}

/** Ends such a job as failed, when it still is one (another process may have ended it). */
export async function failExpired(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      ...UNLOCKED,
      status: 'failed',
      failedAt: sql`now()`,
      lastError: sql`concat_ws(E'\n', ${jobs.lastError}, 'The process running the last attempt stopped before it ended (lease expired).')`,
    })
    .where(and(eq(jobs.id, id), EXPIRED_LAST_ATTEMPT))
    .returning();
  return row;
}

/** Deletes finished jobs past their retention. */
export async function deleteExpired(db: DbOrTx, retention: { doneMs: number; failedMs: number }) {
  await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.updatedAt, sql`now() - ${ms(retention.doneMs)}`)),
        and(eq(jobs.status, 'failed'), lt(jobs.updatedAt, sql`now() - ${ms(retention.failedMs)}`)),
      ),
    );
}
