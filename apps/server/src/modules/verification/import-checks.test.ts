import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { jobs, leadImports, leads } from '../../db/schema/index.ts';
import { JobQueue } from '../jobs/index.ts';
import { uploadLeadImport } from '../lead-imports/test-imports.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { queueImportChecks } from './import-checks.ts';
import { LEADS_PER_JOB, VERIFICATION_JOB } from './service.ts';
import { anotherApp, useTestPeers } from './test-verification.ts';

/**
 * Issue 26, "Where it runs": a finished import queues checks of the leads it inserted or updated
 * (in the transaction that finishes it), and its report counts what our checks concluded since.
 * The checks run against the checker's real DNS and SMTP peers.
 */

const { env } = useTestPeers();
const ctx = useTestApp({ env, people: { admin: 'Admin' } });

const HEADER = 'Email,Name,Company Website,Employees,Country';
const row = (email: string) => `${email},Some One,${email.split('@')[1]},11-50,US`;
const MAPPING = {
  email: 'Email',
  fullName: 'Name',
  companyDomain: 'Company Website',
  companySize: 'Employees',
  country: 'Country',
};

beforeEach(async () => {
  await ctx.database.rows(sql`delete from leads`);
  await ctx.database.rows(sql`delete from suppressions`);
  await ctx.database.rows(sql`delete from jobs`);
});

async function importRows(rows: string[], onDuplicate: 'skip' | 'update', app: App = ctx.app) {
  const uploaded = await uploadLeadImport(app, ctx.admin.cookie, [HEADER, ...rows].join('\n'));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json()._id as string;
  const committed = await send(app, {
    method: 'POST',
    url: `/api/admin/lead-imports/${id}/commit`,
    cookie: ctx.admin.cookie,
    body: { mapping: MAPPING, onDuplicate },
  });
  expect(committed.statusCode, committed.body).toBe(202);
  return id;
}

async function report(id: string) {
  const response = await send(ctx.app, {
    url: `/api/admin/lead-imports/${id}`,
    cookie: ctx.admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function listed(id: string) {
  const response = await send(ctx.app, {
    url: '/api/admin/lead-imports',
    cookie: ctx.admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.find((item: { _id: string }) => item._id === id);
}

/** The e-mails of the leads `verification.check` jobs were queued for (greylisting retries aside). */
async function queuedEmails(): Promise<string[]> {
  const queued = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, VERIFICATION_JOB));
  const ids = queued.flatMap(({ payload }) => {
    const { leadIds, greylistRetry } = payload as { leadIds: string[]; greylistRetry?: number };
    return greylistRetry ? [] : leadIds;
  });
  if (ids.length === 0) return [];
  const rows = await ctx.database.db.select({ id: leads.id, email: leads.email }).from(leads);
  const emailOf = new Map(rows.map((lead) => [lead.id, lead.email]));
  return ids.map((id) => emailOf.get(id) ?? id).sort();
}

describe('checks after a lead import', () => {
  it('queues checks of the rows it inserted, not of duplicates, rejected or other leads', async () => {
    await insertLeads(ctx.database, [
      { email: 'bob@accept.test', emailStatus: 'unknown', verifiedAt: null },
      { email: 'other@accept.test', emailStatus: 'unknown', verifiedAt: null },
    ]);
    await ctx.database.rows(
      sql`insert into suppressions (domain, source, reason) values ('gone.test', 'staff', 'firm')`,
    );
    const id = await importRows(
      [
        row('alice@accept.test'),
        row('dan@catchall.test'),
        row('bob@accept.test'), // already in the table: skipped
        row('ALICE@accept.test'), // the same e-mail again in the file
        row('not-an-email'),
        row('x@gone.test'), // suppressed domain
      ],
      'skip',
    );

    expect(await queuedEmails()).toEqual(['alice@accept.test', 'dan@catchall.test']);
    const done = await report(id);
    expect(done).toMatchObject({ status: 'done', inserted: 2, duplicates: 2, invalid: 1 });
    expect(done.verification).toEqual({
      queued: 2,
      done: 2,
      valid: 1,
      accept_all: 1,
      invalid: 0,
      unknown: 0,
    });
    expect((await listed(id)).verification).toEqual(done.verification);
  });

  it('queues the rows it updated too, and counts each check once it concluded', async () => {
    // Our earlier check of bob, before this import: it does not count for the import's report.
    await insertLeads(ctx.database, [
      {
        email: 'bob@accept.test',
        emailStatus: 'valid',
        verifiedAt: new Date(Date.now() - 5 * 24 * 60 * 60_000),
        verificationReason: 'mailbox_exists',
      },
    ]);
    const id = await importRows(
      [row('bob@accept.test'), row('carol@accept.test'), row('alice@greylist.test')],
      'update',
    );
    expect(await queuedEmails()).toEqual([
      'alice@greylist.test',
      'bob@accept.test',
      'carol@accept.test',
    ]);
    // alice@greylist.test's server greylisted the first try: queued, not done, until the retry concludes.
    const first = await report(id);
    expect(first).toMatchObject({ status: 'done', inserted: 2, updated: 1 });
    expect(first.verification).toEqual({
      queued: 3,
      done: 2,
      valid: 1,
      accept_all: 0,
      invalid: 1,
      unknown: 0,
    });

    await ctx.database.rows(
      sql`update jobs set run_at = now() where kind = ${VERIFICATION_JOB} and status = 'queued'`,
    );
    await ctx.app.jobs.drain();
    expect((await report(id)).verification).toEqual({
      queued: 3,
      done: 3,
      valid: 2,
      accept_all: 0,
      invalid: 1,
      unknown: 0,
    });
  });

  it('queues nothing and reports no checks while checks are off', async () => {
    const off = await anotherApp(ctx.database, { ...env, VERIFY_METHOD: 'off' });
    const id = await importRows([row('alice@accept.test')], 'skip', off);
    expect(await report(id)).toMatchObject({ status: 'done', inserted: 1, verification: null });
    expect(await queuedEmails()).toEqual([]);
  });

  it('queues an import of more than 10,000 leads a page at a time, each lead once', async () => {
    const [imported] = await ctx.database.db
      .insert(leadImports)
      .values({
        fileName: 'big.csv',
        sizeBytes: 1,
        delimiter: ',',
        headers: ['email'],
        sample: [],
        status: 'running',
        createdBy: ctx.admin.userId,
        createdByEmail: ctx.admin.email,
      })
      .returning({ id: leadImports.id });
    const importId = imported?.id ?? '';
    await ctx.database.rows(sql`
      with made as (
        insert into leads (seniority, department, company_size, country, email, email_status)
        select 'entry', 'other', '11-50', 'US', 'p' || n || '@d' || (n % 7) || '.test', 'unknown'
        from generate_series(1, 10050) as n
        returning id
      )
      insert into lead_import_leads (import_id, lead_id) select ${importId}::uuid, id from made`);
    // A queue of its own that runs nothing: 10,050 checks are not this test's business.
    const idle = new JobQueue({ db: ctx.database.db, log: ctx.app.log, pollIntervalMs: false });
    const queued = await ctx.database.db.transaction((tx) => queueImportChecks(tx, idle, importId));
    expect(queued).toBe(10_050);

    const made = await ctx.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, VERIFICATION_JOB));
    const batches = made.map(({ payload }) => (payload as { leadIds: string[] }).leadIds);
    // A page of 10,000 makes 100 jobs, the last 50 leads one more.
    expect(batches).toHaveLength(101);
    expect(Math.max(...batches.map((ids) => ids.length))).toBe(LEADS_PER_JOB);
    expect(new Set(batches.flat()).size).toBe(10_050);
    await ctx.database.rows(sql`delete from jobs`);
  });
});
