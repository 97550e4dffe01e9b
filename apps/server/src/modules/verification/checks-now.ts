import type { FastifyBaseLogger } from 'fastify';
import type { VerificationConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { settlePendingBounces } from './bounce-settlement.ts';
import { verifyLeads } from './service.ts';
import { type Verifier, verificationTuning } from './verifier.ts';

/**
 * Checks that a caller waits for, at most a bound: a reveal of unchecked leads, a bounce report.
 * A lead already being checked in this process is not checked twice: the second caller waits for
 * the first check (fifty parallel reveals of one stale lead make one SMTP session). What does not
 * conclude within the bound goes on in the background and lands by the status rule when it does.
 */
export class ChecksNow {
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Every check still running, those a forced check took a lead's place from included. */
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Db;
      verifier: Verifier;
      jobs: JobQueue;
      config: Pick<VerificationConfig, 'maxAgeDays' | 'greylistRetrySeconds'>;
      log: FastifyBaseLogger;
    },
  ) {}

  /** False with VERIFY_METHOD=off: nothing is checked and statuses sell as they are. */
  get enabled(): boolean {
    return this.deps.verifier.method !== 'off';
  }

  /** How old our conclusion may be and still sell (VERIFY_MAX_AGE_DAYS). */
  get maxAgeDays(): number {
    return this.deps.config.maxAgeDays;
  }

  /**
   * Checks these leads now and resolves when all are recorded or `boundMs` has passed (LEADS.md:
   * a reveal waits 10 s for the whole call), whichever comes first. Never rejects: a failed check is logged and the lead stays as it was.
   */
  async check(
    leadIds: string[],
    boundMs = verificationTuning.checkBoundMs,
    { force = false }: { force?: boolean } = {},
  ): Promise<void> {
    if (!this.enabled || leadIds.length === 0) return;
    // `force`: a check that began before the caller's question cannot answer it (a bounce report
    // needs a check made after it), so a new one starts even while another is running.
    const fresh = [...new Set(leadIds)].filter((id) => force || !this.#inFlight.has(id));
    if (fresh.length > 0) {
      const { db, verifier, jobs, config, log } = this.deps;
      const running = verifyLeads(db, verifier, fresh, { ...config, jobs })
        .then(() => settlePendingBounces(db, fresh))
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'e-mail check failed'))
        .finally(() => {
          this.#running.delete(running);
          for (const id of fresh) {
            if (this.#inFlight.get(id) === running) this.#inFlight.delete(id);
          }
        });
      this.#running.add(running);
      for (const id of fresh) this.#inFlight.set(id, running);
    }
    const waits = leadIds.map((id) => this.#inFlight.get(id)).filter((wait) => wait !== undefined);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, boundMs);
      timer.unref();
    });
    await Promise.race([Promise.all(waits), bound]);
    clearTimeout(timer);
  }

  /** Resolves when every check started here has ended (closing the app, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.#running]);
  }
}
