import { VERIFICATION_QUEUE_MAX } from '@leadvault/contract';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VerificationConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/index.ts';
import { emailVerifications, leads, leadUnlocks } from '../../db/schema/index.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { claimPeriod } from '../../lib/once-per-period.ts';
import type { JobQueue } from '../jobs/index.ts';
import { checksWaiting, enqueueChecks } from './service.ts';

/** The claim name of the recurring re-check (`period_claims`). */
export const RECHECK_TASK = 'verification.recheck';
/** One pass per hour, whichever process runs it. */
export const RECHECK_PERIOD_MS = 60 * 60_000;
/** Each process tries this often; the claim makes one of them run the period's pass. */
const RECHECK_TRY_MS = 5 * 60_000;

export type RecheckConfig = Pick<
  VerificationConfig,
  'method' | 'dailyBudget' | 'maxAgeDays' | 'mailSandbox'
>;

const days = (value: number) => sql`now() - ${value} * interval '1 day'`;

/**
 * Leads the recurring re-check is for: never checked by us (the supplier's claim), our
 * conclusion older than `maxAgeDays`, or our `unknown` older than a day — suppressed ones never.
 */
function stale(maxAgeDays: number) {
  return and(
    isNull(leads.suppressedAt),
    or(
      isNull(leads.verificationReason),
      lt(leads.verifiedAt, days(maxAgeDays)),
      and(eq(leads.emailStatus, 'unknown'), lt(leads.verifiedAt, days(1))),
    ),
  );
}

/** Up to `limit` stale leads, most revealed first (unlocks), then the oldest check first. */
async function pickStaleLeads(db: DbOrTx, maxAgeDays: number, limit: number) {
  const unlocks = db
    .select({ leadId: leadUnlocks.leadId, count: count().as('unlocks') })
    .from(leadUnlocks)
    .groupBy(leadUnlocks.leadId)
    .as('unlocks');
  return db
    .select({ id: leads.id, email: leads.email })
    .from(leads)
    .leftJoin(unlocks, eq(unlocks.leadId, leads.id))
    .where(stale(maxAgeDays))
    .orderBy(
      sql`coalesce(${unlocks.count}, 0) desc`,
      sql`${leads.verifiedAt} asc nulls first`,
      asc(leads.id),
    )
    .limit(limit);
}

/**
 * What is left of the daily budget now: VERIFY_DAILY_BUDGET less the checks recorded in the last
 * 24 hours (whoever asked for them) and the checks already waiting in the queue.
 */
async function budgetLeft(db: DbOrTx, dailyBudget: number): Promise<number> {
  const [recent] = await db
    .select({ checks: count() })
    .from(emailVerifications)
    .where(gt(emailVerifications.checkedAt, sql`now() - interval '24 hours'`));
  return dailyBudget - (recent?.checks ?? 0) - (await checksWaiting(db));
}

/**
 * One pass of the recurring re-check (LEADS.md "Where it runs"): claims the current period and,
 * within what is left of the daily budget, queues checks of the stale leads, most revealed first.
 * The claim and the queued jobs are one transaction. A pass queues at most
 * VERIFICATION_QUEUE_MAX leads (memory): a larger budget is reached over the day's passes.
 * Answers the leads queued, or null when checks are off or another caller had this period.
 */
export async function recheckStaleLeads(
  db: Db,
  jobs: JobQueue,
  config: RecheckConfig,
): Promise<number | null> {
  if (config.method === 'off' || config.dailyBudget <= 0) return null;
  return db.transaction(async (tx) => {
    if (!(await claimPeriod(tx, RECHECK_TASK, RECHECK_PERIOD_MS))) return null;
    const limit = Math.min(await budgetLeft(tx, config.dailyBudget), VERIFICATION_QUEUE_MAX);
    if (limit <= 0) return 0;
    return enqueueChecks(tx, jobs, await pickStaleLeads(tx, config.maxAgeDays, limit));
  });
}

/**
 * Runs the recurring re-check in this process, beside the `verification.check` job (registered
 * at start): every process tries every few minutes, the period claim lets one pass run an hour.
 * Nothing when checks are off or VERIFY_DAILY_BUDGET is 0. With the mail sandbox (the demo) the
 * first pass runs at start.
 */
export function registerRecheck(
  app: FastifyInstance,
  db: Db,
  jobs: JobQueue,
  config: RecheckConfig,
): void {
  if (config.method === 'off' || config.dailyBudget <= 0) return;
  hourlyChore(
    app,
    'stale leads queued for a re-check',
    async () => (await recheckStaleLeads(db, jobs, config)) ?? 0,
    // The demo checks its leads through the mail sandbox at start, so a fresh clone shows our
    // checks within a minute; elsewhere the first pass waits a period (no burst at every start).
    { everyMs: RECHECK_TRY_MS, countAs: 'queued', atReady: config.mailSandbox },
  );
}
