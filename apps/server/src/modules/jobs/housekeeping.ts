import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { deleteExpired, expiredLastAttempts, failExpired } from './statements.ts';
import type { JobFailedHook } from './types.ts';

const REAP_EVERY_MS = 5_000;
const CLEAN_EVERY_MS = 10 * 60_000;

/**
 * What the queue does besides running jobs, at most every few seconds: ends jobs whose process
 * died during their last attempt (nobody may claim them again; their kind's on-failed hook runs
 * with that end), and now and then deletes finished jobs past their retention.
 */
export class Housekeeping {
  #lastReap = 0;
  #lastClean = Date.now();

  constructor(
    private readonly options: {
      db: Db;
      log: FastifyBaseLogger;
      retention: { doneMs: number; failedMs: number };
      onFailedOf: (kind: string) => JobFailedHook | undefined;
    },
  ) {}

  /** The next run reaps whatever the time since the last one (`drain()`). */
  reapNext(): void {
    this.#lastReap = 0;
  }

  async run(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastReap >= REAP_EVERY_MS) {
      this.#lastReap = now;
      await this.#reap();
    }
    if (now - this.#lastClean >= CLEAN_EVERY_MS) {
      this.#lastClean = now;
      await deleteExpired(this.options.db, this.options.retention);
    }
  }

  /** Each job in its own transaction, with its hook: one whose hook fails is ended later. */
  async #reap(): Promise<void> {
    const { db, log, onFailedOf } = this.options;
    for (const id of await expiredLastAttempts(db)) {
      const reaped = await db
        .transaction(async (tx) => {
          const job = await failExpired(tx, id);
          if (job) await onFailedOf(job.kind)?.(tx, job);
          return job;
        })
        .catch((error: unknown) => {
          log.error({ err: error, jobId: id }, 'job whose last attempt never ended: not ended yet');
          return undefined;
        });
      if (reaped) {
        log.error(
          { jobId: reaped.id, jobKind: reaped.kind },
          'job failed for good: its last attempt never ended',
        );
      }
    }
  }
}
