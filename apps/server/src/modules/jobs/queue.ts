import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { DEFAULT_BACKOFF } from './backoff.ts';
import { Housekeeping } from './housekeeping.ts';
import { insertJob, pendingWithKey, selectJob } from './statements.ts';
import type {
  EnqueuedJob,
  EnqueueOptions,
  HandlerOptions,
  JobHandler,
  JobQueueOptions,
  JobRow,
  Registered,
} from './types.ts';
import { Worker } from './worker.ts';

const DAY = 24 * 60 * 60_000;

/**
 * A job queue on the `jobs` table that every server process runs (see index.ts for how to use
 * it, and decision 015 for why it is ours). This is its API: what runs a kind (`registerHandler`,
 * with an on-failed hook), adding a job (`enqueue`), reading one (`get`) and waiting for its end
 * (`waitFor`). The worker (worker.ts) runs the jobs; statements.ts holds the SQL.
 */
export class JobQueue {
  readonly #announce: JobQueueOptions['announce'];
  readonly #db: JobQueueOptions['db'];
  readonly #handlers = new Map<string, Registered>();
  readonly #events = new EventEmitter();
  readonly #worker: Worker;

  constructor(options: JobQueueOptions) {
    this.#db = options.db;
    this.#announce = options.announce;
    this.#events.setMaxListeners(0);
    this.#worker = new Worker({
      db: options.db,
      log: options.log,
      handlers: this.#handlers,
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      leaseMs: options.leaseMs ?? 30_000,
      stopGraceMs: options.stopGraceMs ?? 10_000,
      housekeeping: new Housekeeping({
        db: options.db,
        log: options.log,
        retention: options.retention ?? { doneMs: DAY, failedMs: 30 * DAY },
        onFailedOf: (kind) => this.#handlers.get(kind)?.onFailed,
      }),
      settled: (id) => this.#events.emit('settled', id),
    });
  }

  get workerId(): string {
    return this.#worker.workerId;
  }

  /**
   * What runs a kind here, how many at once, and (`onFailed`) what follows when one of its jobs
   * fails for good, in the transaction that marks it failed.
   */
  registerHandler<P>(kind: string, handler: JobHandler<P>, options: HandlerOptions<P> = {}): void {
    if (this.#handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered`);
    this.#handlers.set(kind, {
      handler: handler as JobHandler<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      schema: options.schema as z.ZodType<unknown> | undefined,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      onFailed: options.onFailed,
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
    const { singletonKey, runAt } = options;
    const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    const values = { kind, payload, runAt, singletonKey, maxAttempts };
    let job: EnqueuedJob | undefined;
    // Twice at most with a key: the waiting job may finish between our insert and select.
    for (let turn = 0; turn < (singletonKey ? 2 : 1) && !job; turn += 1) {
      const id = await insertJob(db, values);
      if (id) job = { id, created: true };
      else if (singletonKey) {
        const existing = await pendingWithKey(db, singletonKey);
        if (existing) job = { id: existing, created: false };
      }
    }
    if (!job) throw new Error(`Job ${kind} could not be enqueued`);
    if (job.created && this.#announce) await this.#announce(db, kind);
    if (job.created && this.#handlers.has(kind)) this.wake();
    return job;
  }

  /** The job as it is now (status, attempts, progress, last_error), or undefined. */
  get(id: string): Promise<JobRow | undefined> {
    return selectJob(this.#db, id);
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

  /** Starts this process's worker: it polls, and runs what is due. */
  start(): void {
    this.#worker.start();
  }

  /** Looks for due jobs now (another process announced one). */
  wake(): void {
    this.#worker.wake();
  }

  /** See Worker.stop: running jobs get a grace period, then are released. */
  stop(): Promise<void> {
    return this.#worker.stop();
  }

  /** See Worker.drain: runs everything due now, here (tests). */
  drain(): Promise<void> {
    return this.#worker.drain();
  }
}
