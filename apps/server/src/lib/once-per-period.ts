import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.ts';
import { periodClaims } from '../db/schema/index.ts';

/**
 * Claims the current period of a recurring task for this caller: true for exactly one caller per
 * period, whichever server process it runs in. Periods are `everyMs` slices of the database's
 * clock (processes agree on it), and the claim is a conditional upsert that only moves
 * `period_start` forward. Call it in the transaction of the task's own writes: if they fail, the
 * claim is rolled back with them and the next try in the period may run the task.
 */
export async function claimPeriod(db: DbOrTx, name: string, everyMs: number): Promise<boolean> {
  const seconds = everyMs / 1000;
  const periodStart = sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}::double precision) * ${seconds}::double precision)`;
  const claimed = await db
    .insert(periodClaims)
    .values({ name, periodStart })
    .onConflictDoUpdate({
      target: periodClaims.name,
      set: { periodStart, claimedAt: sql`now()` },
      setWhere: sql`${periodClaims.periodStart} < excluded.period_start`,
    })
    .returning({ name: periodClaims.name });
  return claimed.length > 0;
}
