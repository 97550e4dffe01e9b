import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import {
  emailVerifications,
  jobs,
  leadImportLeads,
  leadImports,
  leads,
} from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { DbHostLimiter } from './host-limiter.ts';
import { VERIFICATION_JOB, verifyLeads } from './service.ts';
import { anotherApp as anotherAppOn, closeAnotherApp, useTestPeers } from './test-verification.ts';

/**
 * Issue 26, the store: checks queued through the staff API run as `verification.check` jobs
 * against real DNS and SMTP peers on loopback addresses (checker/test-setup.peers.ts), and land in
 * `email_verifications` and on the lead by the status rule (decision 038).
 */

const DAY_MS = 24 * 60 * 60_000;
const setup = useTestPeers();
// Filled in before the app is built; `setup.peers` once the peers listen.
const { env } = setup;

const ctx = useTestApp({ env, people: { admin: 'Admin' } });

/** Another server process on the same database (its own memory, limits and job queue). */
const anotherApp = (extra: Record<string, string> = {}) =>
  anotherAppOn(ctx.database, { ...env, ...extra });

async function lead(email: string, values: Parameters<typeof insertLeads>[1][number] = {}) {
  const [id] = await insertLeads(ctx.database, [
    { email, emailStatus: 'valid', verifiedAt: null, ...values },
  ]);
  if (!id) throw new Error('no lead');
  return id;
}

async function leadRow(id: string) {
  const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error('no lead');
  return row;
}

async function checksOf(id: string) {
  return ctx.database.db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.leadId, id))
    .orderBy(emailVerifications.seq);
}

async function queuedJobs() {
  return ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, VERIFICATION_JOB), eq(jobs.status, 'queued')));
}

function queue(body: unknown, app: App = ctx.app, cookie = ctx.admin.cookie) {
  return send(app, { method: 'POST', url: '/api/admin/verifications', cookie, body });
}

describe('checks queued by staff', () => {
  it('makes an existing mailbox valid, with its evidence and date', async () => {
    const id = await lead('alice@accept.test', { emailStatus: 'unknown' });
    const before = Date.now();
    const response = await queue({ leadIds: [id] });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ queued: 1 });

    const row = await leadRow(id);
    expect(row).toMatchObject({ emailStatus: 'valid', verificationReason: 'mailbox_exists' });
    expect(row.verifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const history = await send(ctx.app, {
      url: `/api/admin/leads/${id}/verifications`,
      cookie: ctx.admin.cookie,
    });
    expect(history.statusCode, history.body).toBe(200);
    const [item, ...older] = history.json().items;
    expect(older).toEqual([]);
    expect(item).toMatchObject({
      email: 'alice@accept.test',
      status: 'valid',
      reason: 'mailbox_exists',
      flags: [],
      smtpCode: 250,
      reply: expect.any(String),
      mailHost: 'mx.accept.test',
      method: 'smtp',
      durationMs: expect.any(Number),
      checkedAt: row.verifiedAt?.toISOString(),
    });
    expect(Object.keys(item).sort()).toEqual(
      ['_id', 'checkedAt', 'durationMs', 'email', 'enhancedCode', 'flags', 'mailHost', 'method']
        .concat(['reason', 'reply', 'smtpCode', 'status'])
        .sort(),
    );
    // The lead on the wire carries the reason beside its status and date.
    const wire = await send(ctx.app, { url: `/api/admin/leads/${id}`, cookie: ctx.admin.cookie });
    expect(wire.json()).toMatchObject({
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
      verifiedAt: row.verifiedAt?.toISOString(),
    });
    // The conversation named our HELO and our sender.
    expect(setup.peers.rcpts.map((rcpt) => rcpt.address)).toContain('alice@accept.test');
  });

  it('makes an unknown mailbox invalid and a catch-all domain accept_all', async () => {
    const nobody = await lead('nobody@accept.test');
    const anyone = await lead('whoever@catchall.test');
    expect((await queue({ leadIds: [nobody, anyone] })).json()).toEqual({ queued: 2 });
    expect(await leadRow(nobody)).toMatchObject({
      emailStatus: 'invalid',
      verificationReason: 'mailbox_not_found',
    });
    const [invalid] = await checksOf(nobody);
    expect(invalid).toMatchObject({ smtpCode: 550, enhancedCode: '5.1.1' });
    expect(await leadRow(anyone)).toMatchObject({
      emailStatus: 'accept_all',
      verificationReason: 'catch_all',
    });
  });

  it('queues a filter of the Find Leads search, and an import’s leads', async () => {
    const filtered = await lead('bob@catchall.test', { companyDomain: 'catchall.test' });
    const response = await queue({ filter: { domain: ['catchall.test'] } });
    expect(response.json()).toEqual({ queued: 1 });
    expect(await leadRow(filtered)).toMatchObject({ emailStatus: 'accept_all' });

    const [imported] = await ctx.database.db
      .insert(leadImports)
      .values({
        fileName: 'x.csv',
        sizeBytes: 1,
        delimiter: ',',
        headers: ['email'],
        sample: [],
        status: 'done',
        createdBy: ctx.admin.userId,
        createdByEmail: ctx.admin.email,
      })
      .returning({ id: leadImports.id });
    const importId = imported?.id ?? '';
    const fromImport = await lead('bob@accept.test', { importId });
    // As the import's batches record the leads it inserted or updated.
    await ctx.database.db.insert(leadImportLeads).values({ importId, leadId: fromImport });
    expect((await queue({ importId })).json()).toEqual({ queued: 1 });
    expect(await leadRow(fromImport)).toMatchObject({ emailStatus: 'valid' });
    expectError(await queue({ importId: '9b2f4c1e-0000-4000-8000-000000000000' }), 404);
  });

  it('re-queues a greylisted check after VERIFY_GREYLIST_RETRY_S and concludes on the later try', async () => {
    const id = await lead('alice@greylist.test', { emailStatus: 'unknown' });
    expect((await queue({ leadIds: [id] })).json()).toEqual({ queued: 1 });
    // Nothing concluded yet: no history, the lead untouched, a try waiting 300 s.
    expect(await checksOf(id)).toEqual([]);
    expect(await leadRow(id)).toMatchObject({ emailStatus: 'unknown', verifiedAt: null });
    const [waiting] = await ctx.database.rows<{ wait_s: number; payload: unknown }>(
      sql`select extract(epoch from (run_at - now()))::float as wait_s, payload from jobs
          where kind = ${VERIFICATION_JOB} and status = 'queued'`,
    );
    expect(waiting?.payload).toEqual({ leadIds: [id], greylistRetry: 1 });
    expect(waiting?.wait_s).toBeGreaterThan(290);
    expect(waiting?.wait_s).toBeLessThanOrEqual(300);

    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${VERIFICATION_JOB} and status = 'queued'`,
    );
    await ctx.app.jobs.drain();
    expect(await leadRow(id)).toMatchObject({
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
    });
    expect(await checksOf(id)).toHaveLength(1);
    expect(await queuedJobs()).toEqual([]);
  });

  it('records unknown/greylisted once the retries are used up', async () => {
    const id = await lead('bob@greylist.test', { emailStatus: 'valid' });
    const outcome = await verifyLeads(ctx.database.db, ctx.app.verifier, [id], {
      maxAgeDays: 90,
      greylistRetrySeconds: 300,
      greylistRetry: 3,
      jobs: ctx.app.jobs,
    });
    expect(outcome).toMatchObject({ recorded: 1, retried: 0, byStatus: { unknown: 1 } });
    expect(await checksOf(id)).toEqual([
      expect.objectContaining({ status: 'unknown', reason: 'greylisted', smtpCode: 450 }),
    ]);
    // No conclusion of ours to keep: the supplier's "valid" gives way to what we found.
    expect(await leadRow(id)).toMatchObject({
      emailStatus: 'unknown',
      verificationReason: 'greylisted',
    });
    expect(await queuedJobs()).toEqual([]);
  });

  it('keeps a fresh conclusion over a later unknown, but not a stale one; the history is never rewritten', async () => {
    const fresh = new Date(Date.now() - DAY_MS);
    const stale = new Date(Date.now() - 100 * DAY_MS);
    const keeps = await lead('alice@silent.test', {
      emailStatus: 'valid',
      verifiedAt: fresh,
      verificationReason: 'mailbox_exists',
    });
    const yields = await lead('bob@silent.test', {
      emailStatus: 'valid',
      verifiedAt: stale,
      verificationReason: 'mailbox_exists',
    });
    expect((await queue({ leadIds: [keeps, yields] })).json()).toEqual({ queued: 2 });
    expect(await leadRow(keeps)).toMatchObject({
      emailStatus: 'valid',
      verifiedAt: fresh,
      verificationReason: 'mailbox_exists',
    });
    expect(await leadRow(yields)).toMatchObject({
      emailStatus: 'unknown',
      verificationReason: 'timeout',
    });
    // The time-out is in the history of both, as evidence.
    const [first] = await checksOf(keeps);
    expect(first).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      mailHost: 'mx.silent.test',
    });

    // Checked again: a new row; the first one stays as it was.
    await queue({ leadIds: [keeps] });
    const after = await checksOf(keeps);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(first);
    const history = await send(ctx.app, {
      url: `/api/admin/leads/${keeps}/verifications`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json().items.map((item: { _id: string }) => item._id)).toEqual([
      after[1]?.id,
      after[0]?.id,
    ]);
  }, 30_000);

  it('drops the reason when staff set a status by hand', async () => {
    const id = await lead('frank@catchall.test');
    await queue({ leadIds: [id] });
    expect(await leadRow(id)).toMatchObject({ verificationReason: 'catch_all' });
    const edit = (emailStatus: string, verifiedAt: string | null) =>
      send(ctx.app, {
        method: 'PUT',
        url: `/api/admin/leads/${id}`,
        cookie: ctx.admin.cookie,
        body: {
          firstName: 'Frank',
          lastName: 'Hand',
          email: 'frank@catchall.test',
          jobTitle: 'CEO',
          seniority: 'c_level',
          department: 'executive',
          companyName: '',
          companyDomain: '',
          industry: '',
          companySize: '1-10',
          country: 'US',
          city: '',
          linkedinUrl: '',
          emailStatus,
          verifiedAt,
        },
      });
    const row = await leadRow(id);
    // Other fields edited: our conclusion stands.
    const kept = await edit('accept_all', row.verifiedAt?.toISOString() ?? null);
    expect(kept.json()).toMatchObject({ verificationReason: 'catch_all' });
    const byHand = await edit('valid', row.verifiedAt?.toISOString() ?? null);
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toMatchObject({ emailStatus: 'valid', verificationReason: null });
  });

  it('never checks a suppressed lead', async () => {
    const id = await lead('eve@accept.test', { suppressedAt: new Date() });
    const asked = setup.peers.rcpts.length;
    expect((await queue({ leadIds: [id] })).json()).toEqual({ queued: 0 });
    await verifyLeads(ctx.database.db, ctx.app.verifier, [id], {
      maxAgeDays: 90,
      greylistRetrySeconds: 300,
    });
    expect(setup.peers.rcpts.slice(asked).map((rcpt) => rcpt.address)).not.toContain(
      'eve@accept.test',
    );
    expect(await checksOf(id)).toEqual([]);
  });

  it('refuses bad input with 400 and queues nothing', async () => {
    const id = await lead('carol@accept.test');
    const tooMany = Array.from(
      { length: 1001 },
      (_, i) => `9b2f4c1e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [
      {},
      { leadIds: [] },
      { leadIds: ['not-a-uuid'] },
      { leadIds: tooMany },
      { leadIds: [id], importId: id },
      { leadIds: [id], filter: {} },
      { leadIds: [id], everything: true },
      { importId: 'nope' },
      { filter: { seniority: ['king'] } },
      { filter: 'all' },
    ]) {
      expectError(await queue(body), 400);
    }
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/admin/verifications',
        cookie: ctx.admin.cookie,
        headers: { 'content-type': 'application/json' },
        body: undefined,
      }),
      400,
    );
    const [count] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = ${VERIFICATION_JOB}
          and payload->'leadIds' ? ${id}`,
    );
    expect(count?.n).toBe(0);
    expect(await checksOf(id)).toEqual([]);
  });

  it('sums up the last 30 days', async () => {
    const response = await send(ctx.app, {
      url: '/api/admin/verifications/summary',
      cookie: ctx.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    const [counted] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from email_verifications`,
    );
    expect(summary).toMatchObject({ method: 'smtp', days: 30, checks: counted?.n, waiting: 0 });
    expect(summary.byStatus).toEqual({
      valid: expect.any(Number),
      accept_all: expect.any(Number),
      invalid: expect.any(Number),
      unknown: expect.any(Number),
    });
    expect(summary.byStatus.accept_all).toBeGreaterThanOrEqual(2);
    expect(summary.byReason).toMatchObject({ mailbox_exists: expect.any(Number), timeout: 3 });
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      checks: counted?.n,
    });
  });
});

describe('across server processes', () => {
  it('shares the domain cache: a second process asks DNS and the catch-all nothing again', async () => {
    const other = await anotherApp();
    const id = await lead('info@accept.test');
    const questions = setup.peers.dnsQuestions.length;
    const asked = setup.peers.rcpts.length;
    const response = await queue({ leadIds: [id] }, other);
    expect(response.json()).toEqual({ queued: 1 });
    expect(await leadRow(id)).toMatchObject({ emailStatus: 'valid' });
    expect(setup.peers.dnsQuestions.slice(questions)).toEqual([]);
    expect(setup.peers.rcpts.slice(asked).map((rcpt) => rcpt.address)).toEqual([
      'info@accept.test',
    ]);
  });

  it('holds at most 2 sessions per mail host across two processes', async () => {
    const other = await anotherApp();
    const ids = await Promise.all(
      ['alice', 'bob', 'info', 'dan', 'erin', 'frank'].map((name) => lead(`${name}@slow.test`)),
    );
    setup.peers.slowMax.value = 0;
    const options = { maxAgeDays: 90, greylistRetrySeconds: 300 };
    // Each call is one session: three from each process at once.
    const outcomes = await Promise.all(
      ids.map((id, index) =>
        verifyLeads(ctx.database.db, (index % 2 ? other : ctx.app).verifier, [id], options),
      ),
    );
    expect(outcomes.map((outcome) => outcome.recorded)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(setup.peers.slowMax.value).toBeGreaterThanOrEqual(1);
    expect(setup.peers.slowMax.value).toBeLessThanOrEqual(2);
    const statuses = await Promise.all(ids.map(async (id) => (await leadRow(id)).emailStatus));
    expect(statuses).toEqual(['valid', 'valid', 'valid', 'invalid', 'invalid', 'invalid']);
    const [left] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from verification_host_leases`,
    );
    expect(left?.n).toBe(0);
  });

  it('lets a slot held by a process that died run out by itself', async () => {
    const db = ctx.database.db;
    const crashed = new DbHostLimiter(db, { perHost: 2, leaseMs: 300, pollMs: 25 });
    const alive = new DbHostLimiter(db, { perHost: 2, leaseMs: 10_000, pollMs: 25 });
    await crashed.acquire('mx.crash.test');
    await crashed.acquire('mx.crash.test');
    const started = Date.now();
    const release = await alive.acquire('mx.crash.test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);

    // A held slot is waited for until released.
    const second = await alive.acquire('mx.crash.test');
    let third = false;
    const waiting = alive.acquire('mx.crash.test').then((releaseThird) => {
      third = true;
      return releaseThird;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(third).toBe(false);
    release();
    (await waiting)();
    second();
    expect(third).toBe(true);
  });
});

describe('methods', () => {
  it('queues nothing while VERIFY_METHOD=off, and says so', async () => {
    const off = await anotherApp({ VERIFY_METHOD: 'off' });
    const id = await lead('dave@accept.test');
    const error = expectError(await queue({ leadIds: [id] }, off), 409, 'VERIFICATION_OFF');
    expect(error.message).toMatch(/VERIFY_METHOD=off/);
    expect(await queuedJobs()).toEqual([]);
    expect(
      await verifyLeads(ctx.database.db, off.verifier, [id], {
        maxAgeDays: 90,
        greylistRetrySeconds: 300,
      }),
    ).toEqual({ recorded: 0, retried: 0, byStatus: {} });
    const summary = await send(off, {
      url: '/api/admin/verifications/summary',
      cookie: ctx.admin.cookie,
    });
    expect(summary.json().method).toBe('off');
    // Gone before the next test queues checks: its queue would end them unchecked.
    await closeAnotherApp(off);
  });

  it('checks over HTTP with a reacher-compatible service', async () => {
    const asked: string[] = [];
    const standIn: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const { to_email: email } = JSON.parse(body) as { to_email: string };
        asked.push(`${request.method} ${request.url} ${email}`);
        const safe = email.startsWith('alice@');
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            input: email,
            is_reachable: safe ? 'safe' : 'invalid',
            misc: { is_disposable: false, is_role_account: false, is_b2c: false },
            mx: { accepts_mail: true, records: ['mx.reacher.test.'] },
            smtp: {
              can_connect_smtp: true,
              has_full_inbox: false,
              is_catch_all: false,
              is_deliverable: safe,
              is_disabled: false,
            },
            syntax: { is_valid_syntax: true },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      const http = await anotherApp({ VERIFY_METHOD: 'http', VERIFY_HTTP_URL: url });
      const good = await lead('alice@reacher.test');
      const bad = await lead('zed@reacher.test');
      expect((await queue({ leadIds: [good, bad] }, http)).json()).toEqual({ queued: 2 });
      expect(asked.sort()).toEqual([
        'POST /v0/check_email alice@reacher.test',
        'POST /v0/check_email zed@reacher.test',
      ]);
      expect(await leadRow(good)).toMatchObject({
        emailStatus: 'valid',
        verificationReason: 'mailbox_exists',
      });
      expect(await checksOf(good)).toEqual([
        expect.objectContaining({ method: 'http', mailHost: 'mx.reacher.test' }),
      ]);
      expect(await leadRow(bad)).toMatchObject({
        emailStatus: 'invalid',
        verificationReason: 'mailbox_not_found',
      });
    } finally {
      await new Promise((resolve) => standIn.close(resolve));
    }
  });
});
