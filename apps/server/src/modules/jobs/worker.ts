import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import { backoffDelayMs } from './backoff.ts';
import type { Housekeeping } from './housekeeping.ts';
import {
  type Attempt,
  claimDue,
  dueKinds,
  markDone,
  markFailed,
  release,
  renewLease,
  saveProgress,
  scheduleRetry,
} from './statements.ts';
import { type JobRow, PermanentJobError, type Registered } from './types.ts';

/** What `last_error` keeps: the logs' sanitised text (never a failed query's parameters). */
function errorText(error: unknown): string {
  if (error instanceof Error) return errorSummary(error);
  return String(error).slice(0, 2000);
}

function parsePayload<P>(schema: z.ZodType<P>, payload: unknown): P {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new PermanentJobError(`The job's payload is not valid: ${parsed.error.message}`);
  }
  return parsed.data;
}

export type WorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  handlers: ReadonlyMap<string, Registered>;
  pollIntervalMs: number | false;
  leaseMs: number;
  stopGraceMs: number;
  housekeeping: Housekeeping;
  /** Told each time a job this process ran is settled (done, failed, to retry, released). */
  settled: (id: string) => void;
};

/**
 * The part of the queue that runs jobs in this process: looks for due jobs (`tick`), claims
 * them under a lease, runs their handlers while renewing the lease, and saves how each attempt
 * ended. Stops by releasing what is still running.
 */
export class Worker {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** The jobs this process is running, with the promise that ends with each. */
  readonly #running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  #ticking: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WorkerOptions) {}

  get active(): boolean {
    return this.#started && !this.#stopping;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    const { pollIntervalMs } = this.options;
    if (pollIntervalMs !== false) {
      this.#timer = setInterval(() => void this.tick(), pollIntervalMs);
      this.#timer.unref();
    }
    this.wake();
  }

  /**
   * Looks for due jobs now, and once more shortly: a job enqueued in a transaction is seen only
   * once that transaction has committed.
   */
  wake(): void {
    if (!this.active) return;
    setImmediate(() => void this.tick());
    setTimeout(() => void this.tick(), 100).unref();
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
      timer = setTimeout(() => resolve('late'), this.options.stopGraceMs);
    });
    await Promise.race([Promise.allSettled(running.map(([, entry]) => entry.done)), grace]);
    clearTimeout(timer);
    // Released first, then told: whatever the handler saves after that no longer counts.
    for (const [id, entry] of this.#running) {
      const released = await release(this.options.db, id, this.workerId).catch((error: unknown) => {
        this.options.log.error({ err: error, jobId: id }, 'job could not be released at stop');
        return false;
      });
      if (released) this.options.log.warn({ jobId: id }, 'job released at stop: it runs again');
      entry.abort.abort(new Error('the server is stopping'));
    }
  }

  /**
   * Runs every job of a registered kind that is due now, and what those enqueue, until none is
   * due; waits for this process's running jobs. Jobs waiting for a retry later are left.
   */
  async drain(): Promise<void> {
    if (!this.active) return;
    for (let round = 0; round < 1_000; round += 1) {
      this.options.housekeeping.reapNext();
      await this.tick();
      if (this.#running.size === 0) return;
      await Promise.allSettled([...this.#running.values()].map((entry) => entry.done));
    }
  }

  /** One look for due jobs; concurrent calls share it (and make it look once more). */
  tick(): Promise<void> {
    if (!this.active) return Promise.resolve();
    if (this.#ticking) {
      this.#again = true;
      return this.#ticking;
    }
    this.#ticking = (async () => {
      try {
        do {
          this.#again = false;
          await this.options.housekeeping.run();
          const due = await dueKinds(this.options.db);
          for (const [kind, registered] of this.options.handlers) {
            const free = registered.concurrency - registered.running;
            if (free <= 0 || !due.has(kind) || this.#stopping) continue;
            const claimed = await claimDue(this.options.db, {
              kind,
              limit: free,
              workerId: this.workerId,
              leaseMs: this.options.leaseMs,
            });
            for (const job of claimed) this.#run(job, registered);
          }
        } while (this.#again && !this.#stopping);
      } catch (error) {
        this.options.log.error({ err: error }, 'job queue: looking for due jobs failed');
      } finally {
        this.#ticking = undefined;
      }
    })();
    return this.#ticking;
  }

  #run(job: JobRow, registered: Registered): void {
    const { db, leaseMs } = this.options;
    registered.running += 1;
    const abort = new AbortController();
    const attempt: Attempt = { id: job.id, attempts: job.attempts, workerId: this.workerId };
    const log = this.options.log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    const heartbeat = setInterval(() => void this.#renew(attempt, abort, log), leaseMs / 3);
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
          setProgress: (progress) => saveProgress(db, attempt, progress),
          log,
        });
        clearInterval(heartbeat);
        if (await markDone(db, attempt)) log.debug('job done');
        else log.error('job finished after its lease was lost');
      } catch (error) {
        clearInterval(heartbeat);
        await this.#fail(job, attempt, registered, error, log);
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, 'job outcome could not be saved'))
      .finally(() => {
        clearInterval(heartbeat);
        registered.running -= 1;
        this.#running.delete(job.id);
        this.options.settled(job.id);
        // A slot is free: more jobs of this kind may be waiting.
        if (!this.#stopping) void this.tick();
      });
    this.#running.set(job.id, { done, abort });
  }

  async #renew(attempt: Attempt, abort: AbortController, log: FastifyBaseLogger) {
    if (abort.signal.aborted) return;
    try {
      if (!(await renewLease(this.options.db, attempt, this.options.leaseMs))) {
        log.error('job lease lost: another process may run it now');
        abort.abort(new Error('the job lease was lost'));
      }
    } catch (error) {
      // The next renewal may succeed before the lease runs out.
      log.warn({ err: error }, 'job lease could not be renewed');
    }
  }

  /**
   * The last attempt (or a PermanentJobError) ends the job as failed, with its kind's on-failed
   * hook in the same transaction; any other failure schedules a retry after the back-off.
   */
  async #fail(
    job: JobRow,
    attempt: Attempt,
    registered: Registered,
    error: unknown,
    log: FastifyBaseLogger,
  ) {
    const { db } = this.options;
    const permanent = error instanceof PermanentJobError;
    const last = permanent || job.attempts >= job.maxAttempts;
    const lastError = errorText(error);
    const counts = { attempts: job.attempts, maxAttempts: job.maxAttempts };
    if (last) {
      const failed = await db.transaction(async (tx) => {
        const saved = await markFailed(tx, attempt, lastError);
        if (saved) await registered.onFailed?.(tx, { ...job, lastError });
        return saved;
      });
      if (failed) log.error({ err: error, ...counts, permanent }, 'job failed for good');
      return;
    }
    const delayMs = backoffDelayMs(job.attempts, registered.backoff);
    if (await scheduleRetry(db, attempt, { delayMs, lastError })) {
      log.warn({ err: error, ...counts, retryInMs: delayMs }, 'job attempt failed: retrying later');
    }
  }
}
