import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { verificationDomainCache } from '../../db/schema/index.ts';
import type { DomainCache } from './checker/index.ts';

const ms = (value: number) =>
  sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`;

/**
 * The checker's `DomainCache` in the database, shared by every server process (decision 038):
 * one row per domain and `kind` (`mail_hosts`, `catch_all`). Expiry is the database's clock, so
 * processes whose clocks differ agree on it; an expired row is ignored and overwritten by the next
 * `set`, and old ones are purged now and then (`purgeExpiredDomainCache`).
 */
export class DbDomainCache<T> implements DomainCache<T> {
  constructor(
    private readonly db: DbOrTx,
    private readonly kind: string,
  ) {}

  async get(domain: string): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: verificationDomainCache.value })
      .from(verificationDomainCache)
      .where(
        and(
          eq(verificationDomainCache.domain, domain),
          eq(verificationDomainCache.kind, this.kind),
          gt(verificationDomainCache.expiresAt, sql`now()`),
        ),
      );
    return row ? (row.value as T) : undefined;
  }

  async set(domain: string, value: T, ttlMs: number): Promise<void> {
    await this.db
      .insert(verificationDomainCache)
      .values({
        domain,
        kind: this.kind,
        value: value as unknown,
        expiresAt: sql`now() + ${ms(ttlMs)}`,
      })
      .onConflictDoUpdate({
        target: [verificationDomainCache.domain, verificationDomainCache.kind],
        set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
      });
  }
}

/** Deletes cache rows that expired over a day ago (rows for domains nobody asks about again). */
export async function purgeExpiredDomainCache(db: DbOrTx): Promise<void> {
  await db
    .delete(verificationDomainCache)
    .where(sql`${verificationDomainCache.expiresAt} < now() - interval '1 day'`);
}
