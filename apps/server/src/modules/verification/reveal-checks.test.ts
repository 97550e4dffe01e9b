import type { RevealQuote, RevealResponse } from '@leadvault/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  type SignedIn,
  send,
  signInAs,
  type TestContext,
  useTestApp,
} from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { emailVerifications, jobs, leads } from '../../db/schema/index.ts';
import { demoLeadDomains, generateDemoLeads } from '../leads/demo-leads.ts';
import { insertLeads, type LeadValues } from '../leads/test-leads.ts';
import { profileOf, sandboxMailbox } from './mail-sandbox/index.ts';
import { VERIFICATION_JOB } from './service.ts';
import { useTestPeers } from './test-verification.ts';

/**
 * Issue 26, LEADS.md rule 3: a reveal sells only what our own check concluded within
 * VERIFY_MAX_AGE_DAYS. Unchecked and stale leads are checked in the reveal itself, free, against
 * real DNS and SMTP peers on loopback addresses (checker/test-setup.peers.ts).
 */

const DAY_MS = 24 * 60 * 60_000;
// The silent peer never greets: its checks outlast a reveal's (shortened) bound.
const setup = useTestPeers({
  timeouts: { connectMs: 2_000, replyMs: 2_000, totalMs: 4_000, dnsMs: 1_000 },
  checkBoundMs: 2_000,
});
// Filled in before the app is built; `setup.peers` once the peers listen.
const { env } = setup;

const ctx = useTestApp({ env });

const extra: TestContext[] = [];
afterAll(async () => {
  for (const other of extra) await other.app.close();
});

/** A lead as a supplier sold it to us: `valid`, no check of ours. */
async function lead(email: string, values: LeadValues = {}): Promise<string> {
  const [id] = await insertLeads(ctx.database, [
    { email, emailStatus: 'valid', verifiedAt: null, ...values },
  ]);
  if (!id) throw new Error('no lead');
  return id;
}

/** A lead our own check found valid `daysAgo` days ago. */
const checkedLead = (email: string, daysAgo: number) =>
  lead(email, {
    verificationReason: 'mailbox_exists',
    verifiedAt: new Date(Date.now() - daysAgo * DAY_MS),
  });

async function leadRow(id: string) {
  const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error('no lead');
  return row;
}

const checksOf = (id: string) =>
  ctx.database.db.select().from(emailVerifications).where(eq(emailVerifications.leadId, id));

const reveal = (person: SignedIn, leadIds: string[], app: App = ctx.app) =>
  send(app, { method: 'POST', url: '/api/leads/reveal', cookie: person.cookie, body: { leadIds } });

async function quote(person: SignedIn, leadIds: string[]): Promise<RevealQuote> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal/quote',
    cookie: person.cookie,
    body: { leadIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const rcptsTo = (address: string) => setup.peers.rcpts.filter((rcpt) => rcpt.address === address);

describe('a reveal checks what we have not checked lately, before it charges', () => {
  it('quotes unchecked leads as the most it may cost, then charges only what the check confirms', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const exists = await lead('alice@accept.test');
    const gone = await lead('nobody.here@accept.test');
    const catchAll = await lead('zed@catchall.test');
    const ids = [exists, gone, catchAll];
    expect(await quote(person, ids)).toEqual({
      new: 3,
      owned: 0,
      unavailable: 0,
      cost: 3,
      balance: 5,
      unchecked: 3,
    });

    const response = await reveal(person, ids);
    expect(response.statusCode, response.body).toBe(200);
    const body: RevealResponse = response.json();
    expect(body.results).toEqual([
      { leadId: exists, status: 'charged', email: 'alice@accept.test' },
      { leadId: gone, status: 'not_available', reason: 'not_deliverable' },
      { leadId: catchAll, status: 'charged', email: 'zed@catchall.test' },
    ]);
    expect(body).toMatchObject({ charged: 2, balance: 3 });
    expect(await leadRow(exists)).toMatchObject({
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
    });
    expect(await leadRow(gone)).toMatchObject({
      emailStatus: 'invalid',
      verificationReason: 'mailbox_not_found',
    });
    expect(await leadRow(catchAll)).toMatchObject({
      emailStatus: 'accept_all',
      verificationReason: 'catch_all',
    });
    // Checked now, so the quote no longer counts them as unchecked.
    expect(await quote(person, ids)).toMatchObject({ new: 0, owned: 2, unavailable: 1 });
  });

  it('re-checks a conclusion older than VERIFY_MAX_AGE_DAYS and sells a fresh one without asking again', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const stale = await checkedLead('left.company@accept.test', 91);
    const fresh = await checkedLead('bob@accept.test', 89);
    expect(await quote(person, [stale, fresh])).toMatchObject({ new: 2, unchecked: 1 });
    const body: RevealResponse = (await reveal(person, [stale, fresh])).json();
    expect(body.results).toEqual([
      { leadId: stale, status: 'not_available', reason: 'not_deliverable' },
      { leadId: fresh, status: 'charged', email: 'bob@accept.test' },
    ]);
    expect(body.charged).toBe(1);
    expect(rcptsTo('left.company@accept.test')).toHaveLength(1);
    expect(rcptsTo('bob@accept.test')).toHaveLength(0);
    expect(await checksOf(fresh)).toEqual([]);
  });

  it('never sells an address our fresh check could not confirm, whatever the supplier said', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const blocked = await lead('alice@blocked.test');
    const body: RevealResponse = (await reveal(person, [blocked])).json();
    expect(body.results).toEqual([
      { leadId: blocked, status: 'not_available', reason: 'not_deliverable' },
    ]);
    expect(await leadRow(blocked)).toMatchObject({
      emailStatus: 'unknown',
      verificationReason: 'blocked',
    });
    // A second reveal does not ask the server again: our unknown is fresh.
    await reveal(person, [blocked]);
    expect(rcptsTo('alice@blocked.test')).toHaveLength(1);
    expect(body).toMatchObject({ charged: 0, balance: 5 });
  });

  it('answers checking, uncharged, for a check that outlasts the bound, and records it later', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const silent = await lead('alice@silent.test');
    const started = Date.now();
    const body: RevealResponse = (await reveal(person, [silent])).json();
    expect(Date.now() - started).toBeLessThan(3_900);
    expect(body.results).toEqual([{ leadId: silent, status: 'not_available', reason: 'checking' }]);
    expect(body).toMatchObject({ charged: 0, balance: 5 });
    // The check goes on in the background and lands by the status rule.
    await ctx.app.checksNow.settled();
    expect(await leadRow(silent)).toMatchObject({
      emailStatus: 'unknown',
      verificationReason: 'timeout',
    });
  });

  it('answers checking for a greylisted address and queues its next try', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const greylisted = await lead('alice@greylist.test');
    const body: RevealResponse = (await reveal(person, [greylisted])).json();
    expect(body.results).toEqual([
      { leadId: greylisted, status: 'not_available', reason: 'checking' },
    ]);
    const queued = await ctx.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, VERIFICATION_JOB), eq(jobs.status, 'queued')));
    expect(queued.map((job) => job.payload)).toContainEqual({
      leadIds: [greylisted],
      greylistRetry: 1,
    });
    expect(await checksOf(greylisted)).toEqual([]);
  });

  it('checks a stale lead once and charges once when 50 reveals of it race', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const racing = await lead('bob@slow.test');
    const answers = await Promise.all(Array.from({ length: 50 }, () => reveal(person, [racing])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const statuses = answers.map((answer) => (answer.json() as RevealResponse).results[0]?.status);
    expect(statuses.filter((status) => status === 'charged')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'already_unlocked')).toHaveLength(49);
    expect(rcptsTo('bob@slow.test')).toHaveLength(1);
    expect(await checksOf(racing)).toHaveLength(1);
    const [ledger] = await ctx.database.rows<{ spent: number }>(
      sql`select coalesce(sum(delta), 0)::int as spent from credit_ledger
          where user_id = ${person.userId} and reason = 'reveal'`,
    );
    expect(ledger?.spent).toBe(-1);
  });

  it("sells the supplier's status as it is when checks are off (VERIFY_METHOD=off)", async () => {
    const off = await buildTestApp({ VERIFY_METHOD: 'off' });
    extra.push(off);
    const person = await signInAs(off.app, 'Customer');
    const unchecked = await lead('nobody.at.all@accept.test');
    const body: RevealResponse = (await reveal(person, [unchecked], off.app)).json();
    expect(body.results).toEqual([
      { leadId: unchecked, status: 'charged', email: 'nobody.at.all@accept.test' },
    ]);
    expect(rcptsTo('nobody.at.all@accept.test')).toEqual([]);
  });
});

describe("GET /api/leads/:id/verification: our latest check's evidence", () => {
  it('shows the mail server and its answer, with the address masked for those who may not see it', async () => {
    // Admins see every e-mail; the customer's reveal finds the address gone and unlocks nothing.
    const owner = await signInAs(ctx.app, 'Admin');
    const other = await signInAs(ctx.app, 'Customer');
    const id = await checkedLead('grace.hopper@accept.test', 120);
    await reveal(other, [id]);
    const evidence = (person: SignedIn) =>
      send(ctx.app, { url: `/api/leads/${id}/verification`, cookie: person.cookie });

    const seen = await evidence(owner);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().check).toEqual({
      status: 'invalid',
      reason: 'mailbox_not_found',
      flags: [],
      smtpCode: 550,
      enhancedCode: '5.1.1',
      reply: expect.stringContaining('grace.hopper@accept.test'),
      mailHost: 'mx.accept.test',
      method: 'smtp',
      checkedAt: expect.any(String),
    });
    const masked = (await evidence(other)).json().check;
    expect(masked.reply).not.toMatch(/grace\.hopper/i);
    expect(masked.reply).toContain('…');
    expect(masked.mailHost).toBe('mx.accept.test');
  });

  it('answers null before any check, and 404 for a missing lead', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const id = await lead('never.checked@accept.test');
    const none = await send(ctx.app, {
      url: `/api/leads/${id}/verification`,
      cookie: person.cookie,
    });
    expect(none.json()).toEqual({ check: null });
    expectError(
      await send(ctx.app, {
        url: '/api/leads/00000000-0000-4000-8000-000000000000/verification',
        cookie: person.cookie,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await send(ctx.app, { url: `/api/leads/${id}/verification` }), 401);
  });
});

describe('the demo checks its leads through the mail sandbox (MAIL_SANDBOX)', () => {
  it('starts the sandbox with the app and reveals a demo lead as our check finds it', async () => {
    // No re-check pass at start: this test checks its own two leads in the reveal.
    const demo = await buildTestApp({
      VERIFY_METHOD: 'smtp',
      MAIL_SANDBOX: '1',
      VERIFY_DAILY_BUDGET: '0',
    });
    extra.push(demo);
    const onPlainDomain = (mailbox: 'exists' | 'gone') => {
      const found = generateDemoLeads().find(
        (candidate) =>
          profileOf(candidate.companyDomain) === 'mailboxes' &&
          sandboxMailbox(candidate.email) === mailbox,
      );
      if (!found) throw new Error(`no demo lead whose mailbox is ${mailbox}`);
      return found.email;
    };
    expect(demoLeadDomains().length).toBeGreaterThan(0);
    const person = await signInAs(demo.app, 'Customer');
    const [exists, gone] = await insertLeads(demo.database, [
      { email: onPlainDomain('exists'), verifiedAt: null },
      { email: onPlainDomain('gone'), verifiedAt: null },
    ]);
    const body: RevealResponse = (
      await reveal(person, [exists as string, gone as string], demo.app)
    ).json();
    expect(body.results.map((result) => [result.status, result.reason])).toEqual([
      ['charged', undefined],
      ['not_available', 'not_deliverable'],
    ]);
    const [row] = await demo.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.leadId, exists as string));
    expect(row).toMatchObject({ status: 'valid', reason: 'mailbox_exists', smtpCode: 250 });
    expect(row?.mailHost).toMatch(/^mx\./);
  });
});
