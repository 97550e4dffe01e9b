import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import { jobs } from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { type Backoff, backoffDelayMs, DEFAULT_BACKOFF } from './backoff.ts';

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /**
   * At most one queued or running job per key: enqueueing the key again answers the job that
   * is already waiting (`created: false`) instead of adding another.
   */
  singletonKey?: string;
  /** Attempts before the job ends as `failed` (default 5). 1: never retried. */
  maxAttempts?: number;
};

export type EnqueuedJob = { id: string; created: boolean };

export type JobContext = {
  job: Pick<JobRow, 'id' | 'kind' | 'attempts' | 'maxAttempts' | 'createdAt'>;
  /** This attempt is the last one: a failure now ends the job as failed. */
  isLastAttempt: boolean;
  /**
   * Aborted when this process lost the job (its lease ran out and another process may have it)
   * or is stopping: stop soon, without finishing side effects that cannot be repeated.
   */
  signal: AbortSignal;
  /** Saves what the job has done so far (shown by screens that follow a long job). */
  setProgress(progress: unknown): Promise<void>;
  log: FastifyBaseLogger;
};

export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export type HandlerOptions<P> = {
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  /** Validates the stored payload; a payload it refuses fails the job at once. */
  schema?: z.ZodType<P>;
  backoff?: Backoff;
};

/** Thrown by a handler when trying again cannot help (an SMTP 5xx, a malformed payload). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export type JobQueueOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * How often the queue looks for due jobs besides the wake-ups of this process's own
   * enqueues (default 1000 ms). `false`: only wake-ups and `drain()` (tests, where several apps
   * share one database and each must run the jobs it queued).
   */
  pollIntervalMs?: number | false;
  /**
   * Tells the other processes that a job was enqueued, through the enqueue's own transaction
   * (so they hear it once the job is committed); they call `wake()`. On PostgreSQL the app
   * wires it to `app.signals`, so a job enqueued on one process starts at once on another.
   */
  announce?: (db: DbOrTx, kind: string) => Promise<void>;
  /** How long a claim holds without renewal; renewed every third of it (default 30 s). */
  leaseMs?: number;
  /** How long `stop()` lets running jobs finish before releasing them (default 10 s). */
  stopGraceMs?: number;
  /** How long finished jobs are kept (default: done 1 day, failed 30 days). */
  retention?: { doneMs: number; failedMs: number };
};

type Registered = {
  handler: JobHandler<unknown>;
  concurrency: number;
  schema: z.ZodType<unknown> | undefined;
  backoff: Backoff;
  running: number;
};

const DAY = 24 * 60 * 60_000;
const REAP_EVERY_MS = 5_000;
const CLEAN_EVERY_MS = 10 * 60_000;
const PENDING = sql`${jobs.status} in ('queued', 'running')`;
const ms = (value: number) =>
  sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`;

/** What `last_error` keeps: the logs' sanitised text (never a failed query's parameters). */
function errorText(error: unknown): string {
  if (error instanceof Error) return errorSummary(error);
  return String(error).slice(0, 2000);
}

/**
 * A job queue on the `jobs` table that every server process runs (see index.ts for how to use
 * it, and decision 015 for why it is ours).
 */
export class JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #pollIntervalMs: number | false;
  readonly #announce: JobQueueOptions['announce'];
  readonly #leaseMs: number;
  readonly #stopGraceMs: number;
  readonly #retention: { doneMs: number; failedMs: number };
  readonly #handlers = new Map<string, Registered>();
  /** The jobs this process is running, with the promise that ends with each. */
  readonly #running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  readonly #events = new EventEmitter();
  #ticking: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;
  #lastReap = 0;
  #lastClean = Date.now();

  constructor(options: JobQueueOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.#announce = options.announce;
    this.#leaseMs = options.leaseMs ?? 30_000;
    this.#stopGraceMs = options.stopGraceMs ?? 10_000;
    this.#retention = options.retention ?? { doneMs: DAY, failedMs: 30 * DAY };
    this.#events.setMaxListeners(0);
  }

  registerHandler<P>(kind: string, handler: JobHandler<P>, options: HandlerOptions<P> = {}): void {
    if (this.#handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered`);
    this.#handlers.set(kind, {
      handler: handler as JobHandler<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      schema: options.schema as z.ZodType<unknown> | undefined,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      running: 0,
    });
  }

  /**
   * Adds a job. Pass the transaction of the change that causes it: then the job exists exactly
   * when that change is committed. This process is woken to run it at once when it can.
   */
  async enqueue(
    db: DbOrTx,
    kind: string,
    payload: unknown,
    options: EnqueueOptions = {},
  ): Promise<EnqueuedJob> {
    const values = {
      kind,
      payload: payload ?? null,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: Math.max(1, options.maxAttempts ?? 5),
      singletonKey: options.singletonKey ?? null,
    };
    let job: EnqueuedJob | undefined;
    if (!options.singletonKey) {
      const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
      if (row) job = { id: row.id, created: true };
    } else {
      // Twice at most: the waiting job with this key may finish between our insert and select.
      for (let turn = 0; turn < 2 && !job; turn += 1) {
        const [row] = await db
          .insert(jobs)
          .values(values)
          .onConflictDoNothing({
            target: jobs.singletonKey,
            where: sql`status in ('queued', 'running')`,
          })
          .returning({ id: jobs.id });
        if (row) {
          job = { id: row.id, created: true };
          break;
        }
        const [existing] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.singletonKey, options.singletonKey), PENDING));
        if (existing) job = { id: existing.id, created: false };
      }
    }
    if (!job) throw new Error(`Job ${kind} could not be enqueued`);
    if (job.created && this.#announce) await this.#announce(db, kind);
    if (job.created && this.#handlers.has(kind)) this.wake();
    return job;
  }

  /**
   * Looks for due jobs now, and once more shortly: a job enqueued in a transaction is seen only
   * once that transaction has committed.
   */
  wake(): void {
    if (!this.#started || this.#stopping) return;
    setImmediate(() => void this.#tick());
    setTimeout(() => void this.#tick(), 100).unref();
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    if (this.#pollIntervalMs !== false) {
      this.#timer = setInterval(() => void this.#tick(), this.#pollIntervalMs);
      this.#timer.unref();
    }
    this.wake();
  }

  /**
   * Stops claiming; lets running jobs finish for a grace period, then releases the ones still
   * running so another process takes them at once (their handlers are told by their signal).
   */
  async stop(): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    clearInterval(this.#timer);
    await this.#ticking?.catch(() => {});
    const running = [...this.#running.entries()];
    if (running.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.#stopGraceMs);
    });
    await Promise.race([Promise.allSettled(running.map(([, entry]) => entry.done)), grace]);
    clearTimeout(timer);
    // Released first, then told: whatever the handler saves after that no longer counts.
    for (const [id, entry] of this.#running) {
      const released = await this.#db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          lockedUntil: null,
          runAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id })
        .catch((error: unknown) => {
          this.#log.error({ err: error, jobId: id }, 'job could not be released at stop');
          return [];
        });
      if (released.length > 0) this.#log.warn({ jobId: id }, 'job released at stop: it runs again');
      entry.abort.abort(new Error('the server is stopping'));
    }
  }

  /**
   * Runs every job of a registered kind that is due now, and what those enqueue, until none is
   * due; waits for this process's running jobs. Jobs waiting for a retry later are left.
   */
  async drain(): Promise<void> {
    if (!this.#started || this.#stopping) return;
    for (let round = 0; round < 1_000; round += 1) {
      this.#lastReap = 0;
      await this.#tick();
      if (this.#running.size === 0) return;
      await Promise.allSettled([...this.#running.values()].map((entry) => entry.done));
    }
  }

  /**
   * Waits until the job is done or failed (run here or by another process) and answers it;
   * undefined after `timeoutMs` while it is still queued or running.
   */
  async waitFor(id: string, { timeoutMs = 10_000 } = {}): Promise<JobRow | undefined> {
    this.wake();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.get(id);
      if (!row || row.status === 'done' || row.status === 'failed') return row;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const onSettled = (settledId: string) => {
          if (settledId === id) finish();
        };
        const finish = () => {
          clearTimeout(timer);
          this.#events.off('settled', onSettled);
          resolve();
        };
        const timer = setTimeout(finish, Math.min(left, 250));
        this.#events.on('settled', onSettled);
      });
    }
  }

  async get(id: string): Promise<JobRow | undefined> {
    const [row] = await this.#db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  /** One look for due jobs; concurrent calls share it (and make it look once more). */
  #tick(): Promise<void> {
    if (!this.#started || this.#stopping) return Promise.resolve();
    if (this.#ticking) {
      this.#again = true;
      return this.#ticking;
    }
    this.#ticking = (async () => {
      try {
        do {
          this.#again = false;
          await this.#housekeeping();
          for (const [kind, registered] of this.#handlers) {
            const free = registered.concurrency - registered.running;
            if (free <= 0 || this.#stopping) continue;
            const claimed = await this.#claim(kind, free);
            for (const job of claimed) this.#run(job, registered);
          }
        } while (this.#again && !this.#stopping);
      } catch (error) {
        this.#log.error({ err: error }, 'job queue: looking for due jobs failed');
      } finally {
        this.#ticking = undefined;
      }
    })();
    return this.#ticking;
  }

  /**
   * Claims up to `limit` due jobs of a kind: queued ones whose time has come, and running ones
   * whose lease ran out (their process died) while attempts remain. SKIP LOCKED lets processes
   * claim side by side without waiting for or taking each other's rows.
   */
  async #claim(kind: string, limit: number): Promise<JobRow[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            PENDING,
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
              and(
                eq(jobs.status, 'running'),
                lt(jobs.lockedUntil, sql`now()`),
                lt(jobs.attempts, jobs.maxAttempts),
              ),
            ),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const ids = due.map((row) => row.id);
      if (ids.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: this.workerId,
          lockedUntil: sql`now() + ${ms(this.#leaseMs)}`,
          updatedAt: sql`now()`,
        })
        .where(inArray(jobs.id, ids))
        .returning();
    });
  }

  #run(job: JobRow, registered: Registered): void {
    registered.running += 1;
    const abort = new AbortController();
    const log = this.#log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    const heartbeat = setInterval(() => void this.#renew(job, abort, log), this.#leaseMs / 3);
    heartbeat.unref();
    const done = (async () => {
      try {
        const payload = registered.schema
          ? parsePayload(registered.schema, job.payload)
          : job.payload;
        await registered.handler(payload, {
          job,
          isLastAttempt: job.attempts >= job.maxAttempts,
          signal: abort.signal,
          setProgress: async (progress) => {
            await this.#db
              .update(jobs)
              .set({ progress, updatedAt: sql`now()` })
              .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
          },
          log,
        });
        clearInterval(heartbeat);
        await this.#finish(job, log);
      } catch (error) {
        clearInterval(heartbeat);
        await this.#fail(job, registered, error, log);
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, 'job outcome could not be saved'))
      .finally(() => {
        clearInterval(heartbeat);
        registered.running -= 1;
        this.#running.delete(job.id);
        this.#events.emit('settled', job.id);
        // A slot is free: more jobs of this kind may be waiting.
        if (!this.#stopping) void this.#tick();
      });
    this.#running.set(job.id, { done, abort });
  }

  /** Ours while `locked_by` is us and the attempt is the one we claimed. */
  #mine(job: JobRow) {
    return and(
      eq(jobs.id, job.id),
      eq(jobs.lockedBy, this.workerId),
      eq(jobs.status, 'running'),
      eq(jobs.attempts, job.attempts),
    );
  }

  async #renew(job: JobRow, abort: AbortController, log: FastifyBaseLogger) {
    if (abort.signal.aborted) return;
    try {
      const renewed = await this.#db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${ms(this.#leaseMs)}` })
        .where(this.#mine(job))
        .returning({ id: jobs.id });
      if (renewed.length === 0) {
        log.error('job lease lost: another process may run it now');
        abort.abort(new Error('the job lease was lost'));
      }
    } catch (error) {
      // The next renewal may succeed before the lease runs out.
      log.warn({ err: error }, 'job lease could not be renewed');
    }
  }

  async #finish(job: JobRow, log: FastifyBaseLogger) {
    const saved = await this.#db
      .update(jobs)
      .set({
        status: 'done',
        doneAt: sql`now()`,
        updatedAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(this.#mine(job))
      .returning({ id: jobs.id });
    if (saved.length === 0) log.error('job finished after its lease was lost');
    else log.debug('job done');
  }

  async #fail(job: JobRow, registered: Registered, error: unknown, log: FastifyBaseLogger) {
    const permanent = error instanceof PermanentJobError;
    const last = permanent || job.attempts >= job.maxAttempts;
    const lastError = errorText(error);
    if (last) {
      const saved = await this.#db
        .update(jobs)
        .set({
          status: 'failed',
          failedAt: sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError,
        })
        .where(this.#mine(job))
        .returning({ id: jobs.id });
      if (saved.length > 0) {
        log.error(
          { err: error, attempts: job.attempts, maxAttempts: job.maxAttempts, permanent },
          'job failed for good',
        );
      }
      return;
    }
    const delayMs = backoffDelayMs(job.attempts, registered.backoff);
    const saved = await this.#db
      .update(jobs)
      .set({
        status: 'queued',
        runAt: sql`now() + ${ms(delayMs)}`,
        updatedAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
        lastError,
      })
      .where(this.#mine(job))
      .returning({ id: jobs.id });
    if (saved.length > 0) {
      log.warn(
        { err: error, attempts: job.attempts, maxAttempts: job.maxAttempts, retryInMs: delayMs },
        'job attempt failed: retrying later',
      );
    }
  }

  /**
   * Ends jobs whose process died during their last attempt (nobody may claim them again), and
   * now and then deletes finished jobs past their retention.
   */
  async #housekeeping() {
    const now = Date.now();
    if (now - this.#lastReap >= REAP_EVERY_MS) {
      this.#lastReap = now;
      const reaped = await this.#db
        .update(jobs)
        .set({
          status: 'failed',
          failedAt: sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: sql`concat_ws(E'\n', ${jobs.lastError}, 'The process running the last attempt stopped before it ended (lease expired).')`,
        })
        .where(
          and(
            eq(jobs.status, 'running'),
            lt(jobs.lockedUntil, sql`now()`),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        )
        .returning({ id: jobs.id, kind: jobs.kind });
      for (const job of reaped) {
        this.#log.error(
          { jobId: job.id, jobKind: job.kind },
          'job failed for good: its last attempt never ended',
        );
      }
    }
    if (now - this.#lastClean >= CLEAN_EVERY_MS) {
      this.#lastClean = now;
      await this.#db
        .delete(jobs)
        .where(
          or(
            and(
              eq(jobs.status, 'done'),
              lt(jobs.updatedAt, sql`now() - ${ms(this.#retention.doneMs)}`),
            ),
            and(
              eq(jobs.status, 'failed'),
              lt(jobs.updatedAt, sql`now() - ${ms(this.#retention.failedMs)}`),
            ),
          ),
        );
    }
  }
}

function parsePayload<P>(schema: z.ZodType<P>, payload: unknown): P {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new PermanentJobError(`The job's payload is not valid: ${parsed.error.message}`);
  }
  return parsed.data;
}
