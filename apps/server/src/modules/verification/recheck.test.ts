import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { emailVerifications, jobs, leads, leadUnlocks } from '../../db/schema/index.ts';
import { insertLeads, type LeadValues } from '../leads/test-leads.ts';
import { type RecheckConfig, recheckStaleLeads } from './recheck.ts';
import { VERIFICATION_JOB } from './service.ts';
import { anotherApp, useTestPeers } from './test-verification.ts';

/**
 * Issue 26, "Where it runs": the recurring re-check queues stale leads, most revealed first,
 * within VERIFY_DAILY_BUDGET, one pass per hour whichever process runs it; the checks it queues
 * run against the checker's real DNS and SMTP peers.
 */

const { env } = useTestPeers();
const ctx = useTestApp({
  env,
  people: { admin: 'Admin', ann: 'Customer', ben: 'Customer', cai: 'Customer' },
});

const DAY_MS = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeEach(async () => {
  await ctx.database.rows(sql`delete from leads`);
  await ctx.database.rows(sql`delete from jobs`);
  await ctx.database.rows(sql`delete from period_claims`);
});

const config = (dailyBudget: number): RecheckConfig => ({
  ...ctx.app.config.verification,
  dailyBudget,
});

const pass = (dailyBudget: number, app: App = ctx.app) =>
  recheckStaleLeads(app.database.db, app.jobs, config(dailyBudget));

/** The next pass runs as if the period had turned. */
const nextPeriod = () =>
  ctx.database.rows(sql`update period_claims set period_start = period_start - interval '1 hour'`);

async function lead(email: string, values: LeadValues = {}): Promise<string> {
  const [id] = await insertLeads(ctx.database, [
    { email, emailStatus: 'valid', verifiedAt: null, ...values },
  ]);
  if (!id) throw new Error('no lead');
  return id;
}

/** Our own check of `days` ago. */
const checked = (status: string, days: number): LeadValues => ({
  emailStatus: status,
  verifiedAt: ago(days * DAY_MS),
  verificationReason: status === 'unknown' ? 'timeout' : 'mailbox_exists',
});

async function unlockedBy(leadId: string, people: Array<{ userId: string }>) {
  await ctx.database.db
    .insert(leadUnlocks)
    .values(people.map(({ userId }) => ({ userId, leadId, cost: 1 })));
}

/** A check recorded at `at` (what the daily budget counts). */
async function recordedCheck(leadId: string, at: Date) {
  await ctx.database.db.insert(emailVerifications).values({
    leadId,
    email: 'alice@accept.test',
    status: 'valid',
    reason: 'mailbox_exists',
    method: 'smtp',
    durationMs: 10,
    checkedAt: at,
  });
}

/** The leads `verification.check` jobs were queued for (run since or not), by e-mail. */
async function queuedEmails(): Promise<string[]> {
  const waiting = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, VERIFICATION_JOB));
  const ids = waiting.flatMap(({ payload }) => (payload as { leadIds: string[] }).leadIds);
  const rows = await ctx.database.db.select({ id: leads.id, email: leads.email }).from(leads);
  const emailOf = new Map(rows.map((row) => [row.id, row.email]));
  return ids.map((id) => emailOf.get(id) ?? id);
}

describe('the recurring re-check', () => {
  it('queues stale leads most revealed first, then oldest check first, within the budget', async () => {
    const { ann, ben, cai } = ctx;
    await unlockedBy(await lead('alice@accept.test'), [ann, ben, cai]); // never checked
    // Our unknown of a day and a half ago, once revealed: before dora, whose unknown is older.
    await unlockedBy(await lead('bob@accept.test', checked('unknown', 1.5)), [ann]);
    await lead('info@accept.test'); // never checked, never revealed
    await lead('carol@accept.test', checked('invalid', 200)); // older than VERIFY_MAX_AGE_DAYS
    await lead('dora@accept.test', checked('unknown', 2));
    const fresh = await lead('ed@accept.test', checked('valid', 10));
    await unlockedBy(fresh, [ann, ben, cai]);
    await unlockedBy(await lead('fay@accept.test', checked('unknown', 0.5)), [ann, ben]);
    await unlockedBy(await lead('gil@accept.test', { suppressedAt: new Date() }), [ann, ben, cai]);
    // Two checks in the last 24 hours count against the budget; one of yesterday morning does not.
    await recordedCheck(fresh, ago(60 * 60_000));
    await recordedCheck(fresh, ago(2 * 60 * 60_000));
    await recordedCheck(fresh, ago(30 * 60 * 60_000));

    expect(await pass(6)).toBe(4);
    expect((await queuedEmails()).sort()).toEqual([
      'alice@accept.test',
      'bob@accept.test',
      'carol@accept.test',
      'info@accept.test',
    ]);

    // An hour later the 4 checks still waiting in the queue count too: nothing is left.
    await nextPeriod();
    expect(await pass(6)).toBe(0);
    expect(await queuedEmails()).toHaveLength(4);

    // Once they ran, they are the day's checks: dora waits for tomorrow's budget.
    await ctx.app.jobs.drain();
    const concluded = await ctx.database.db
      .select({ email: leads.email, reason: leads.verificationReason })
      .from(leads)
      .where(eq(leads.email, 'alice@accept.test'));
    expect(concluded).toEqual([{ email: 'alice@accept.test', reason: 'mailbox_exists' }]);
    await nextPeriod();
    expect(await pass(6)).toBe(0);
    await nextPeriod();
    expect(await pass(7)).toBe(1);
    expect(await queuedEmails()).toContain('dora@accept.test');
  });

  it('queues nothing with a budget of 0 or while checks are off', async () => {
    await lead('alice@accept.test');
    expect(await pass(0)).toBeNull();
    expect(
      await recheckStaleLeads(ctx.app.database.db, ctx.app.jobs, {
        ...config(10_000),
        method: 'off',
      }),
    ).toBeNull();
    expect(await queuedEmails()).toEqual([]);
  });

  it('runs one pass per period however many server processes try', async () => {
    const other = await anotherApp(ctx.database, env);
    await lead('alice@accept.test');
    await lead('bob@accept.test');

    const passes = await Promise.all([pass(100), pass(100, other), pass(100)]);
    expect(passes.filter((queued) => queued !== null)).toEqual([2]);
    expect(await queuedEmails()).toHaveLength(2);
    expect(await pass(100, other)).toBeNull();

    // The next hour's pass, once those checks ran: only the new lead is stale.
    await Promise.all([ctx.app.jobs.drain(), other.jobs.drain()]);
    await nextPeriod();
    await lead('carol@accept.test');
    expect(await pass(100, other)).toBe(1);
  });

  it('runs the first pass at start in the demo (the mail sandbox), so its leads show our checks', async () => {
    await lead('alice@accept.test');
    // Elsewhere the first pass waits a period: no burst of checks at every start.
    await anotherApp(ctx.database, env);
    expect(await queuedEmails()).toEqual([]);
    await anotherApp(ctx.database, { ...env, MAIL_SANDBOX: '1' });
    await expect.poll(queuedEmails).toEqual(['alice@accept.test']);
  });
});
