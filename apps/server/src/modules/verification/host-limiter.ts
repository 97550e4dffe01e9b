import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { verificationHostLeases } from '../../db/schema/index.ts';
import { KeyedLimiter } from './checker/limits.ts';

const ms = (value: number) =>
  sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`;

export type HostLimiterOptions = {
  /** Sessions with one mail host at once, across every process (LEADS.md: 2). */
  perHost: number;
  /**
   * How long a slot holds without release: longer than any session can last (the check's whole
   * deadline bounds it), so only a process that died mid-session leaves one to run out.
   */
  leaseMs: number;
  /** How often a waiter asks again for a slot another process holds. */
  pollMs: number;
};

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The per-mail-host limit across processes (decision 038). Within this process waiters queue on
 * the checker's own `KeyedLimiter` (so they do not all poll the database); the one at the front
 * then takes one of the host's slots in `verification_host_leases` with a conditional upsert
 * (free, or its lease ran out), polling while every slot is held elsewhere. No database
 * connection is held during the SMTP session: a slot is a row, not a lock.
 */
export class DbHostLimiter extends KeyedLimiter {
  readonly #db: DbOrTx;
  readonly #options: HostLimiterOptions;

  constructor(db: DbOrTx, options: HostLimiterOptions) {
    super(options.perHost);
    this.#db = db;
    this.#options = options;
  }

  override async acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    const releaseHere = await super.acquire(key, signal);
    let lease: { slot: number; holder: string };
    try {
      lease = await this.#take(key, signal);
    } catch (error) {
      releaseHere();
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot is freed before the next waiter of this process tries for it.
      void this.#free(key, lease)
        .catch(() => {
          // Left to run out by itself.
        })
        .finally(releaseHere);
    };
  }

  async #take(host: string, signal?: AbortSignal): Promise<{ slot: number; holder: string }> {
    const holder = randomUUID();
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      for (let slot = 0; slot < this.#options.perHost; slot += 1) {
        const taken = await this.#db
          .insert(verificationHostLeases)
          .values({
            mailHost: host,
            slot,
            holder,
            expiresAt: sql`now() + ${ms(this.#options.leaseMs)}`,
          })
          .onConflictDoUpdate({
            target: [verificationHostLeases.mailHost, verificationHostLeases.slot],
            set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
            setWhere: sql`${verificationHostLeases.expiresAt} <= now()`,
          })
          .returning({ slot: verificationHostLeases.slot });
        if (taken.length > 0) return { slot, holder };
      }
      await sleep(this.#options.pollMs * (0.75 + Math.random() / 2), signal);
    }
  }

  async #free(host: string, lease: { slot: number; holder: string }): Promise<void> {
    await this.#db
      .delete(verificationHostLeases)
      .where(
        and(
          eq(verificationHostLeases.mailHost, host),
          eq(verificationHostLeases.slot, lease.slot),
          eq(verificationHostLeases.holder, lease.holder),
        ),
      );
  }
}
