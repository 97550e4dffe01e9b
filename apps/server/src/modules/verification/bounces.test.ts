import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  signInAs,
  useTestApp,
} from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { bounceReports, creditLedger, leads, leadUnlocks } from '../../db/schema/index.ts';
import { changeCredits } from '../credits/index.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { BOUNCE_STREAK_LIMIT } from './bounce-claims.ts';
import { VERIFICATION_JOB } from './service.ts';
import { anotherApp as anotherAppOn, useTestPeers } from './test-verification.ts';
import { verificationTuning } from './verifier.ts';

/**
 * Bounce refunds (LEADS.md rule 6, decision 040): reports through the API, re-checked against
 * real DNS and SMTP peers on loopback addresses (checker/test-setup.peers.ts): accept.test knows
 * alice, bob and info; catchall.test takes anything; full.test's alice is over quota;
 * greylist.test refuses each recipient's first try; silent.test never answers.
 */

const DAY_MS = 24 * 60 * 60_000;
const setup = useTestPeers();
// Filled in before the app is built; `setup.peers` once the peers listen.
const { env } = setup;

const ctx = useTestApp({
  env,
  people: { customer: 'Customer', other: 'Customer', admin: 'Admin' },
});

beforeAll(async () => {
  // Enough credits for every unlock of the file.
  for (const person of [ctx.customer, ctx.other, ctx.admin]) {
    await changeCredits(ctx.database.db, {
      userId: person.userId,
      delta: 200,
      reason: 'staff',
      actor: null,
    });
  }
});

afterAll(async () => {
  await ctx.app?.checksNow.settled();
});

/** Another server process on the same database, with other settings. */
const anotherApp = (extra: Record<string, string>) =>
  anotherAppOn(ctx.database, { ...env, ...extra });

/**
 * A lead whose address our own check confirmed yesterday (so a reveal sells it as it is), and
 * unlocked by `person` through the reveal route.
 */
async function unlocked(email: string, person: SignedIn = ctx.customer): Promise<string> {
  const [id] = await insertLeads(ctx.database, [
    {
      email,
      emailStatus: 'valid',
      verifiedAt: new Date(Date.now() - DAY_MS),
      verificationReason: 'mailbox_exists',
    },
  ]);
  if (!id) throw new Error('no lead');
  const reveal = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal',
    cookie: person.cookie,
    body: { leadIds: [id] },
  });
  expect(reveal.json().results, reveal.body).toEqual([
    expect.objectContaining({ leadId: id, status: 'charged' }),
  ]);
  return id;
}

function report(
  leadId: string,
  person: SignedIn | null = ctx.customer,
  body: unknown = {},
  app: App = ctx.app,
) {
  return send(app, {
    method: 'POST',
    url: `/api/leads/${leadId}/bounce`,
    cookie: person?.cookie,
    body,
  });
}

function reportMany(emails: string[], person: SignedIn = ctx.customer) {
  return send(ctx.app, {
    method: 'POST',
    url: '/api/leads/bounces',
    cookie: person.cookie,
    body: { emails },
  });
}

async function balanceOf(person: SignedIn): Promise<number> {
  return (await send(ctx.app, { url: '/api/credits', cookie: person.cookie })).json().balance;
}

async function refundsOf(leadId: string) {
  return ctx.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.leadId, leadId), eq(creditLedger.reason, 'bounce_refund')));
}

async function reportRow(userId: string, leadId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(bounceReports)
    .where(and(eq(bounceReports.userId, userId), eq(bounceReports.leadId, leadId)));
  return row;
}

/** The caller's leads as My Leads answers them, by id. */
async function myLeads(person: SignedIn = ctx.customer) {
  const page = await send(ctx.app, { url: '/api/my-all-leads?limit=100', cookie: person.cookie });
  return new Map(page.json().items.map((lead: { _id: string }) => [lead._id, lead]));
}

describe('a bounce report', () => {
  it('refunds an address its server no longer knows (550 5.1.1): ledger row and balance back', async () => {
    const id = await unlocked('nobody@accept.test');
    const before = await balanceOf(ctx.customer);
    const asked = setup.peers.rcpts.length;
    const response = await report(id, ctx.customer, { note: 'Hard bounce: 550 5.1.1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'refunded',
      emailStatus: 'invalid',
      verificationReason: 'mailbox_not_found',
      balance: before + 1,
    });
    // Re-checked at once, though our last check was a day old.
    expect(setup.peers.rcpts.slice(asked).map((rcpt) => rcpt.address)).toContain(
      'nobody@accept.test',
    );

    const [refund, ...more] = await refundsOf(id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      userId: ctx.customer.userId,
      delta: 1,
      balanceAfter: before + 1,
      idempotencyKey: `bounce:${ctx.customer.userId}:${id}`,
    });
    expect(await reportRow(ctx.customer.userId, id)).toMatchObject({
      outcome: 'refunded',
      note: 'Hard bounce: 550 5.1.1',
      ledgerId: refund?.id,
      settledAt: expect.any(Date),
    });
    const ledger = await send(ctx.app, { url: '/api/credits/ledger', cookie: ctx.customer.cookie });
    expect(ledger.json().items[0]).toMatchObject({ reason: 'bounce_refund', delta: 1, leadId: id });
    // The lead on the wire says so, with the address still the caller's.
    expect((await myLeads()).get(id)).toMatchObject({
      email: 'nobody@accept.test',
      emailStatus: 'invalid',
      bounce: { outcome: 'refunded', reportedAt: expect.any(String) },
    });
  });

  it('keeps the credit for a mailbox the server accepts (still deliverable)', async () => {
    const id = await unlocked('alice@accept.test');
    const before = await balanceOf(ctx.customer);
    const response = await report(id);
    expect(response.json()).toEqual({
      outcome: 'still_deliverable',
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
      balance: before,
    });
    expect(await refundsOf(id)).toEqual([]);
    expect(await reportRow(ctx.customer.userId, id)).toMatchObject({
      outcome: 'still_deliverable',
      ledgerId: null,
    });
  });

  it('refunds what a check cannot confirm: a catch-all domain, a full inbox', async () => {
    const anyone = await unlocked('carol@catchall.test');
    expect((await report(anyone)).json()).toMatchObject({
      outcome: 'refunded',
      emailStatus: 'accept_all',
      verificationReason: 'catch_all',
    });
    const full = await unlocked('alice@full.test');
    expect((await report(full)).json()).toMatchObject({
      outcome: 'refunded',
      emailStatus: 'valid',
    });
    expect(await refundsOf(anyone)).toHaveLength(1);
    expect(await refundsOf(full)).toHaveLength(1);
  });

  it('is made once per unlock: a second report is 409, and 20 at once refund once', async () => {
    const id = await unlocked('dora@accept.test');
    expect((await report(id)).json().outcome).toBe('refunded');
    expectError(await report(id), 409, 'BOUNCE_ALREADY_REPORTED');

    const racing = await unlocked('ed@accept.test');
    const before = await balanceOf(ctx.customer);
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(racing)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expectError(answer, 409, 'BOUNCE_ALREADY_REPORTED');
    }
    expect(await refundsOf(racing)).toHaveLength(1);
    expect(await balanceOf(ctx.customer)).toBe(before + 1);
  });

  it('closes 30 days after the unlock', async () => {
    const id = await unlocked('fay@accept.test');
    const moveUnlock = (days: number) =>
      ctx.database.db
        .update(leadUnlocks)
        .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
        .where(and(eq(leadUnlocks.userId, ctx.customer.userId), eq(leadUnlocks.leadId, id)));
    await moveUnlock(31);
    const error = expectError(await report(id), 409, 'BOUNCE_WINDOW_CLOSED');
    expect(error.message).toMatch(/30 days/);
    expect(await reportRow(ctx.customer.userId, id)).toBeUndefined();
    await moveUnlock(29);
    expect((await report(id)).json().outcome).toBe('refunded');
  });

  it('is 404 for a lead the caller did not unlock, another person’s unlock and a removed lead', async () => {
    const [never] = await insertLeads(ctx.database, [{ email: 'gil@accept.test' }]);
    expectError(await report(never ?? ''), 404, 'NOT_FOUND');
    expectError(await report('not-a-lead'), 404);
    expectError(await report('9b2f4c1e-0000-4000-8000-000000000000'), 404);

    const theirs = await unlocked('hal@accept.test', ctx.other);
    expectError(await report(theirs), 404, 'NOT_FOUND');

    const removed = await unlocked('ivy@accept.test');
    await ctx.database.db
      .update(leads)
      .set({ suppressedAt: new Date() })
      .where(eq(leads.id, removed));
    expectError(await report(removed), 404, 'NOT_FOUND');
    expect(
      await ctx.database.db.select().from(bounceReports).where(eq(bounceReports.leadId, removed)),
    ).toEqual([]);
  });

  it('needs a signed-in caller or an API key (which acts as its owner); staff report their own unlocks', async () => {
    const id = await unlocked('jan@accept.test');
    expectError(await report(id, null), 401);
    expectValidationError(await report(id, ctx.customer, { note: 'x'.repeat(501) }));
    expectValidationError(await report(id, ctx.customer, { refund: 5 }));

    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: ctx.customer.cookie,
      body: { name: 'Bounces' },
    });
    const key = created.json().key as string;
    const byKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${id}/bounce`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().outcome).toBe('refunded');

    const staff = await unlocked('kim@accept.test', ctx.admin);
    expect((await report(staff, ctx.admin)).json().outcome).toBe('refunded');
  });

  it('answers `checking` when the server is too slow for the bound, then settles in the background', async () => {
    const id = await unlocked('alice@silent.test');
    const before = await balanceOf(ctx.customer);
    const bound = verificationTuning.checkBoundMs;
    verificationTuning.checkBoundMs = 300;
    try {
      const response = await report(id);
      expect(response.json()).toMatchObject({ outcome: 'checking', balance: before });
      expect(await refundsOf(id)).toEqual([]);
      expect((await myLeads()).get(id)).toMatchObject({ bounce: { outcome: 'checking' } });
    } finally {
      verificationTuning.checkBoundMs = bound;
    }
    await ctx.app.checksNow.settled();
    // Nothing answered (unknown/timeout): not confirmed, so refunded — though the lead keeps
    // its fresh "valid" under the status rule.
    expect(await reportRow(ctx.customer.userId, id)).toMatchObject({ outcome: 'refunded' });
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await balanceOf(ctx.customer)).toBe(before + 1);
    expect((await myLeads()).get(id)).toMatchObject({
      emailStatus: 'valid',
      bounce: { outcome: 'refunded' },
    });
  }, 20_000);

  it('answers `checking` for a greylisting server and settles in the retried check', async () => {
    const id = await unlocked('zed@greylist.test');
    const response = await report(id);
    expect(response.json()).toMatchObject({ outcome: 'checking' });
    const [waiting] = await ctx.database.rows<{ payload: unknown }>(
      sql`select payload from jobs where kind = ${VERIFICATION_JOB} and status = 'queued'`,
    );
    expect(waiting?.payload).toEqual({ leadIds: [id], greylistRetry: 1 });
    expect(await refundsOf(id)).toEqual([]);

    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${VERIFICATION_JOB} and status = 'queued'`,
    );
    await ctx.app.jobs.drain();
    expect(await reportRow(ctx.customer.userId, id)).toMatchObject({
      outcome: 'refunded',
      settledAt: expect.any(Date),
    });
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('checks again even while a check of the lead that began before the report is running', async () => {
    const id = await unlocked('zoe@slow.test');
    const asked = () => setup.peers.rcpts.filter((rcpt) => rcpt.address === 'zoe@slow.test').length;
    const before = asked();
    // A reveal's check of the same lead, still waiting on the slow server when the report comes.
    const earlier = ctx.app.checksNow.check([id], 0);
    const response = await report(id);
    await earlier;
    await ctx.app.checksNow.settled();
    expect(response.json()).toMatchObject({ outcome: 'refunded', emailStatus: 'invalid' });
    expect(asked() - before).toBe(2);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('refunds at once when checks are off (VERIFY_METHOD=off): nothing can confirm the address', async () => {
    const off = await anotherApp({ VERIFY_METHOD: 'off' });
    const id = await unlocked('lou@accept.test');
    const asked = setup.peers.rcpts.length;
    const response = await report(id, ctx.customer, {}, off);
    expect(response.json()).toMatchObject({
      outcome: 'refunded',
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
    });
    expect(setup.peers.rcpts.length).toBe(asked);
    expect(await refundsOf(id)).toHaveLength(1);
  });
});

describe('the abuse bound', () => {
  it('after 20 still-deliverable reports in a row: 429 with Retry-After, one report an hour, nothing refunded', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const ids = await insertLeads(
      ctx.database,
      Array.from({ length: BOUNCE_STREAK_LIMIT }, () => ({})),
    );
    await ctx.database.db
      .insert(leadUnlocks)
      .values(ids.map((leadId) => ({ userId: person.userId, leadId, cost: 1 })));
    await ctx.database.db.insert(bounceReports).values(
      ids.map((leadId) => ({
        userId: person.userId,
        leadId,
        outcome: 'still_deliverable',
        settledAt: new Date(),
      })),
    );
    const id = await unlocked('mo@accept.test', person);
    const other = await unlocked('ned@accept.test', person);
    const before = await balanceOf(person);

    const response = await report(id, person);
    const limited = expectError(response, 429, 'RATE_LIMITED');
    expect(limited.message).toMatch(/one address an hour/);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expectError(await reportMany(['mo@accept.test'], person), 429, 'RATE_LIMITED');
    expect(await reportRow(person.userId, id)).toBeUndefined();
    expect(await refundsOf(id)).toEqual([]);
    expect(await balanceOf(person)).toBe(before);

    // An hour after the last report, one more may be made (one at a time).
    await ctx.database.db
      .update(bounceReports)
      .set({ reportedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(bounceReports.userId, person.userId));
    const both = expectError(await reportMany(['mo@accept.test', 'ned@accept.test'], person), 429);
    expect(both.message).toMatch(/Report a single address/);
    expect((await report(id, person)).json()).toMatchObject({ outcome: 'refunded' });
    // A refund breaks the streak.
    expect((await report(other, person)).json()).toMatchObject({ outcome: 'refunded' });
  });
});

describe('reports in bulk', () => {
  it('reports each address with its outcome, or why not', async () => {
    const gone = await unlocked('oz@accept.test');
    const kept = await unlocked('bob@accept.test');
    const anyone = await unlocked('pat@catchall.test');
    const again = await unlocked('quin@accept.test');
    expect((await report(again)).json().outcome).toBe('refunded');
    const old = await unlocked('rex@accept.test');
    await ctx.database.db
      .update(leadUnlocks)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(leadUnlocks.leadId, old));
    await unlocked('sam@accept.test', ctx.other);
    const before = await balanceOf(ctx.customer);

    const response = await reportMany([
      'OZ@accept.test',
      'bob@accept.test',
      ' pat@catchall.test ',
      'quin@accept.test',
      'rex@accept.test',
      'sam@accept.test',
      'never@seen.test',
      'oz@accept.test',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { email: 'oz@accept.test', outcome: 'refunded' },
        { email: 'bob@accept.test', outcome: 'still_deliverable' },
        { email: 'pat@catchall.test', outcome: 'refunded' },
        { email: 'quin@accept.test', outcome: 'already_reported' },
        { email: 'rex@accept.test', outcome: 'window_closed' },
        { email: 'sam@accept.test', outcome: 'not_unlocked' },
        { email: 'never@seen.test', outcome: 'not_unlocked' },
      ],
      balance: before + 2,
    });
    expect(await refundsOf(gone)).toHaveLength(1);
    expect(await refundsOf(kept)).toEqual([]);
    expect(await refundsOf(anyone)).toHaveLength(1);

    // A list shows the reports too.
    const list = await send(ctx.app, {
      method: 'POST',
      url: '/api/lists',
      cookie: ctx.customer.cookie,
      body: { name: 'Bounced' },
    });
    const listId = list.json()._id;
    await send(ctx.app, {
      method: 'POST',
      url: `/api/lists/${listId}/leads`,
      cookie: ctx.customer.cookie,
      body: { leadIds: [gone, kept, old] },
    });
    const detail = await send(ctx.app, {
      url: `/api/lists/${listId}`,
      cookie: ctx.customer.cookie,
    });
    const items = new Map(
      detail.json().items.map((lead: { _id: string; bounce?: unknown }) => [lead._id, lead.bounce]),
    );
    expect(items.get(gone)).toMatchObject({ outcome: 'refunded' });
    expect(items.get(kept)).toMatchObject({ outcome: 'still_deliverable' });
    expect(items.get(old)).toBeNull();
  });

  it('refuses an empty or oversized list with 400', async () => {
    expectValidationError(await reportMany([]));
    expectValidationError(
      await reportMany(Array.from({ length: 1001 }, (_, i) => `a${i}@accept.test`)),
    );
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/leads/bounces',
        body: { emails: ['a@b.c'] },
      }),
      401,
    );
  });
});

describe('the staff summary', () => {
  it('counts bounce reports and refunds against charged unlocks of the last 30 days', async () => {
    const [expected] = await ctx.database.rows<{
      revealed: number;
      reports: number;
      refunded: number;
    }>(
      sql`select
            (select count(*)::int from lead_unlocks
              where cost > 0 and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '29 days') as revealed,
            (select count(*)::int from bounce_reports) as reports,
            (select count(*)::int from bounce_reports where outcome = 'refunded') as refunded`,
    );
    const response = await send(ctx.app, {
      url: '/api/admin/verifications/summary',
      cookie: ctx.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { bounces } = response.json();
    expect(bounces).toEqual({
      revealed: expected?.revealed,
      reports: expected?.reports,
      refunded: expected?.refunded,
      rate: (expected?.refunded ?? 0) / (expected?.revealed ?? 1),
    });
    // The unlocks moved 31 and 40 days back are not among them; the 20 seeded for the abuse
    // bound are, as are their reports.
    expect(bounces.revealed).toBeGreaterThan(30);
    expect(bounces.refunded).toBeGreaterThanOrEqual(15);
    expect(bounces.rate).toBeGreaterThan(0);
    expect(bounces.rate).toBeLessThan(1);
  });
});

describe('the OpenAPI description', () => {
  it('names both routes, their security and every status they answer', async () => {
    const spec = (await send(ctx.app, { url: '/api/docs/json' })).json();
    const one = spec.paths['/api/leads/{id}/bounce'].post;
    const many = spec.paths['/api/leads/bounces'].post;
    expect(one.operationId).toBe('reportLeadBounce');
    expect(many.operationId).toBe('reportLeadBounces');
    for (const operation of [one, many]) {
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags).toEqual(['find leads']);
      expect(operation.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    }
    expect(Object.keys(one.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '429'].sort(),
    );
    expect(Object.keys(many.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
  });
});
