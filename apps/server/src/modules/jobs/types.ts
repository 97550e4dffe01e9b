import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import type { jobs } from '../../db/schema/index.ts';
import type { Backoff } from './backoff.ts';

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

/**
 * Called when a job of the kind has failed for good (its last attempt failed, it threw a
 * PermanentJobError, or its process died during its last attempt), in the transaction that
 * marks it failed: what follows the job's end is committed with it, or neither is (then the
 * job is ended again later, and the hook called again).
 */
export type JobFailedHook = (
  tx: Tx,
  job: Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts' | 'lastError'>,
) => Promise<void>;

export type HandlerOptions<P> = {
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  /** Validates the stored payload; a payload it refuses fails the job at once. */
  schema?: z.ZodType<P>;
  backoff?: Backoff;
  onFailed?: JobFailedHook;
};

/** A kind this process runs, with how many of its jobs it runs now. */
export type Registered = {
  handler: JobHandler<unknown>;
  concurrency: number;
  schema: z.ZodType<unknown> | undefined;
  backoff: Backoff;
  onFailed: JobFailedHook | undefined;
  running: number;
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
