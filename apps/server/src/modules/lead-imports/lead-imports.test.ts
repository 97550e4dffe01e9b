import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectError, send, signInAs, TEST_JOBS, useTestApp } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { leadImportTuning } from './runner.ts';
import { importLeads, uploadLeadImport } from './test-imports.ts';

// Semicolons, a BOM, a quoted comma, a blank line; duplicates (one differing only in case),
// invalid rows, a suppressed address and a suppressed domain, a lead already in the table.
const FILE = `\uFEFF${[
  'Work Email;Full Name;Job Title;Company Website;Employees;Country;Seniority;Status',
  'jane.doe@acme.example;Jane Doe;VP Sales;https://www.Acme.example/about;250;United States;;valid',
  'john@beta.test;"Smith, John";Software Engineer;beta.test;11-50;DE;senior;catch-all',
  'JANE.DOE@ACME.EXAMPLE;Jane D.;CEO;acme.example;250;US;;valid',
  'not-an-email;Bad Row;;x.test;10;US;;',
  'amy@gamma.test;Amy Lee;CTO;gamma.test;;US;;',
  'opted.out@delta.test;Opt Out;Manager;delta.test;5;GB;;',
  'bob@suppressed-co.test;Bob Ray;Director;suppressed-co.test;5000;FR;;',
  'existing@known.test;Old Lead;Analyst;known.test;51-200;US;;',
  '',
  'li@epsilon.test;Li Wei;Head of Marketing;;10000+;Singapore;;unknown',
].join('\r\n')}\r\n`;

const MAPPING = {
  email: 'Work Email',
  fullName: 'Full Name',
  jobTitle: 'Job Title',
  companyDomain: 'Company Website',
  companySize: 'Employees',
  country: 'Country',
  seniority: 'Seniority',
  emailStatus: 'Status',
};

const upload = uploadLeadImport;

const ctx = useTestApp({ people: { admin: 'Admin' } });

async function seedTable() {
  await ctx.database.rows(sql`delete from leads`);
  await ctx.database.rows(sql`delete from suppressions`);
  await ctx.database.rows(sql`
    insert into leads (first_name, job_title, seniority, department, company_size, country,
      email, email_status, company_domain)
    values ('Old', 'Analyst', 'entry', 'other', '51-200', 'US', 'existing@known.test', 'unknown',
      'known.test')`);
  await ctx.database.rows(sql`
    insert into suppressions (email, source, reason) values ('opted.out@delta.test', 'opt_out', 'asked')`);
  await ctx.database.rows(sql`
    insert into suppressions (domain, source, reason) values ('suppressed-co.test', 'staff', 'firm')`);
}

const importFile = (onDuplicate: 'skip' | 'update', content: string = FILE) =>
  importLeads(ctx.app, ctx.admin.cookie, content, { mapping: MAPPING, onDuplicate });

const counts = (report: Record<string, unknown>) => ({
  status: report.status,
  total: report.total,
  inserted: report.inserted,
  updated: report.updated,
  duplicates: report.duplicates,
  invalid: report.invalid,
  suppressed: report.suppressed,
});

afterEach(() => {
  leadImportTuning.batchSize = 2000;
  leadImportTuning.afterBatch = undefined;
});

describe('lead import preview', () => {
  it('answers the headings, first rows and a mapping suggested from header synonyms', async () => {
    const response = await upload(ctx.app, ctx.admin.cookie, FILE);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json();
    expect(preview.delimiter).toBe(';');
    expect(preview.headers[0]).toBe('Work Email');
    expect(preview.sample).toHaveLength(5);
    expect(preview.sample[1][1]).toBe('Smith, John');
    // By column position; MAPPING (by heading) is what older clients send, still accepted.
    expect(preview.mapping).toEqual({
      email: 0,
      fullName: 1,
      jobTitle: 2,
      companyDomain: 3,
      companySize: 4,
      country: 5,
      seniority: 6,
      emailStatus: 7,
    });

    const comma = await upload(
      ctx.app,
      ctx.admin.cookie,
      'E-mail,First Name,Last Name,Company,Company Website,Title\na@b.test,A,B,C,c.test,CEO\n',
    );
    expect(comma.json().mapping).toEqual({
      email: 0,
      firstName: 1,
      lastName: 2,
      companyName: 3,
      companyDomain: 4,
      jobTitle: 5,
    });
  });

  it('refuses what is not a CSV with rows, and everyone but Admins', async () => {
    expectError(await upload(ctx.app, ctx.admin.cookie, Buffer.from([0, 1, 2, 3, 255])), 415);
    expectError(await upload(ctx.app, ctx.admin.cookie, Buffer.from([0xc3, 0x28, 0x41])), 415);
    expectError(await upload(ctx.app, ctx.admin.cookie, 'Email\n'), 400);
    expectError(await upload(ctx.app, ctx.admin.cookie, ''), 400);
    expectError(await upload(ctx.app, undefined, FILE), 401);
    const manager = await signInAs(ctx.app, 'Manager');
    expectError(await upload(ctx.app, manager.cookie, FILE), 403);
    const customer = await signInAs(ctx.app, 'Customer');
    expectError(await upload(ctx.app, customer.cookie, FILE), 403);
    const [row] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lead_imports where created_by = ${manager.userId} or created_by = ${customer.userId}`,
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a mapping without e-mail or naming a missing column, and a second commit', async () => {
    const id = (await upload(ctx.app, ctx.admin.cookie, FILE)).json()._id;
    const commit = (body: unknown) =>
      send(ctx.app, {
        method: 'POST',
        url: `/api/admin/lead-imports/${id}/commit`,
        cookie: ctx.admin.cookie,
        body,
      });
    const noEmail = expectError(
      await commit({ mapping: { firstName: 'Full Name' }, onDuplicate: 'skip' }),
      400,
    );
    expect(noEmail.details).toContainEqual({
      field: 'mapping.email',
      message: 'Choose the column that holds the e-mail address.',
    });
    const missing = expectError(
      await commit({ mapping: { email: 'Nope' }, onDuplicate: 'skip' }),
      400,
    );
    expect(missing.message).toBe('Email: the file has no column "Nope".');
    expectError(await commit({ mapping: MAPPING, onDuplicate: 'merge' }), 400);
    const [row] = await ctx.database.rows<{ status: string }>(
      sql`select status from lead_imports where id = ${id}`,
    );
    expect(row?.status).toBe('uploaded');
    expect((await commit({ mapping: MAPPING, onDuplicate: 'skip' })).statusCode).toBe(202);
    expectError(await commit({ mapping: MAPPING, onDuplicate: 'skip' }), 409);
  });
});

describe('lead import', () => {
  it('gives the exact report, loads clean leads, and adds nothing the second time', async () => {
    await seedTable();
    // Batches of two: row 4 repeats row 2 from another batch.
    leadImportTuning.batchSize = 2;
    const first = await importFile('skip');
    expect(counts(first)).toEqual({
      status: 'done',
      total: 9,
      inserted: 4,
      updated: 0,
      duplicates: 2,
      invalid: 1,
      suppressed: 2,
    });
    expect(first.rejected).toBe(5);
    expect(first.progress).toBe(100);
    expect(first.rowsTotal).toBe(9);
    // Why rows were rejected, counted on the report itself (issue 28).
    expect(first.rejectedByReason).toEqual([
      { reason: 'suppressed', count: 2 },
      { reason: 'duplicate_existing', count: 1 },
      { reason: 'duplicate_in_file', count: 1 },
      { reason: 'email_invalid', count: 1 },
    ]);

    const rows = await ctx.database.rows<Record<string, string>>(sql`
      select email, first_name, last_name, seniority, department, company_domain, company_size,
        country, email_status, lead_added, import_id::text as import_id
      from leads order by email`);
    expect(rows.map((row) => row.email)).toEqual([
      'amy@gamma.test',
      'existing@known.test',
      'jane.doe@acme.example',
      'john@beta.test',
      'li@epsilon.test',
    ]);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['jane.doe@acme.example']).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      seniority: 'vp',
      department: 'sales',
      company_domain: 'acme.example',
      company_size: '201-500',
      country: 'US',
      email_status: 'valid',
      lead_added: ctx.admin.email,
      import_id: first._id,
    });
    expect(byEmail['john@beta.test']).toMatchObject({
      first_name: 'John',
      last_name: 'Smith',
      seniority: 'senior',
      department: 'engineering',
      email_status: 'accept_all',
      country: 'DE',
    });
    expect(byEmail['li@epsilon.test']).toMatchObject({
      company_domain: 'epsilon.test',
      company_size: '5001+',
      country: 'SG',
      seniority: 'director',
      department: 'marketing',
      email_status: 'unknown',
    });
    // A blank company size is left empty: the row is loaded (issue 28).
    expect(byEmail['amy@gamma.test']).toMatchObject({ company_size: null, seniority: 'c_level' });
    // The lead already there keeps its values under `skip`.
    expect(byEmail['existing@known.test']).toMatchObject({ first_name: 'Old', lead_added: null });

    const csv = await ctx.app.inject({
      url: `/api/admin/lead-imports/${first._id}/rejected`,
      headers: { cookie: ctx.admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('leads-rejected-rows.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Row,Problem,Reason,Work Email,Full Name,Job Title,Company Website,Employees,Country,Seniority,Status',
    );
    expect(lines.slice(1)).toEqual([
      '4,duplicate,Same e-mail as row 2.,JANE.DOE@ACME.EXAMPLE,Jane D.,CEO,acme.example,250,US,,valid',
      '5,invalid,"""not-an-email"" is not a valid e-mail address.",not-an-email,Bad Row,,x.test,10,US,,',
      // Suppressed rows keep none of their cells (an opted-out person is not written down again).
      '7,suppressed,This address or its domain is suppressed (opted out).,,,,,,,,',
      '8,suppressed,This address or its domain is suppressed (opted out).,,,,,,,,',
      '9,duplicate,Already in the database (skipped).,existing@known.test,Old Lead,Analyst,known.test,51-200,US,,',
    ]);

    const again = await importFile('skip');
    expect(counts(again)).toEqual({
      status: 'done',
      total: 9,
      inserted: 0,
      updated: 0,
      duplicates: 6,
      invalid: 1,
      suppressed: 2,
    });
    const [after] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from leads`,
    );
    expect(after?.n).toBe(5);

    const list = await send(ctx.app, { url: '/api/admin/lead-imports', cookie: ctx.admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]._id).toBe(again._id);
  });

  it('updates the fields the file gives for e-mails already there, under `update`', async () => {
    await seedTable();
    await importFile('skip');
    const updated = await importFile('update');
    expect(counts(updated)).toEqual({
      status: 'done',
      total: 9,
      inserted: 0,
      updated: 5,
      duplicates: 1,
      invalid: 1,
      suppressed: 2,
    });
    const [existing] = await ctx.database.rows<Record<string, string>>(sql`
      select first_name, last_name, job_title, company_size, lead_added from leads
      where email = 'existing@known.test'`);
    expect(existing).toEqual({
      first_name: 'Old',
      last_name: 'Lead',
      job_title: 'Analyst',
      company_size: '51-200',
      lead_added: null,
    });
  });

  it('suppresses by the address and its domain, not by the company column (decision 043)', async () => {
    await seedTable();
    const file = [
      'Work Email;Full Name;Job Title;Company Website;Employees;Country;Seniority;Status',
      'carl@elsewhere.test;Carl Cole;CFO;suppressed-co.test;5000;FR;;',
      'dora@eu.suppressed-co.test;Dora Lind;CTO;dora.test;50;SE;;',
    ].join('\n');
    expect(counts(await importFile('skip', file))).toMatchObject({ inserted: 1, suppressed: 1 });
    const rows = await ctx.database.rows<{ email: string }>(sql`
      select email from leads where email in ('carl@elsewhere.test', 'dora@eu.suppressed-co.test')`);
    expect(rows).toEqual([{ email: 'carl@elsewhere.test' }]);
  });

  it("never lets a file's status or date replace our own check of a lead, under `update`", async () => {
    await seedTable();
    await importFile('skip');
    // jane.doe was checked by us since: the file's `valid` is a supplier's claim.
    await ctx.database.rows(sql`
      update leads set email_status = 'invalid', verification_reason = 'mailbox_not_found',
        verified_at = '2026-11-20T00:00:00Z'
      where email = 'jane.doe@acme.example'`);
    await ctx.database.rows(sql`
      update leads set email_status = 'unknown' where email = 'john@beta.test'`);
    await importFile('update');
    const rows = await ctx.database.rows<{
      email: string;
      email_status: string;
      ours: boolean;
    }>(sql`
      select email, email_status, verification_reason is not null as ours from leads
      where email in ('jane.doe@acme.example', 'john@beta.test') order by email`);
    expect(rows).toEqual([
      { email: 'jane.doe@acme.example', email_status: 'invalid', ours: true },
      // Never checked by us: the file's status stands until our check.
      { email: 'john@beta.test', email_status: 'accept_all', ours: false },
    ]);
  });

  it('migration 0024 fails an import its failed job left open, as the removed GET did', async () => {
    await seedTable();
    const report = await importFile('skip');
    // As before the on-failed hook: the job failed for good, the import still says running.
    await ctx.database.rows(sql`
      update lead_imports set status = 'running', error = null, finished_at = null
      where id = ${report._id}`);
    await ctx.database.rows(sql`
      update jobs set status = 'failed', last_error = ${'Error: claimed\nlease expired'}
      where id = (select job_id from lead_imports where id = ${report._id})`);
    const migration = readFileSync(
      new URL('../../../drizzle/0024_imports_follow_failed_jobs.sql', import.meta.url),
      'utf8',
    );
    await ctx.database.rows(sql.raw(migration));
    const [after] = await ctx.database.rows<{ status: string; error: string }>(
      sql`select status, error from lead_imports where id = ${report._id}`,
    );
    expect(after).toEqual({
      status: 'failed',
      error:
        'The import stopped: lease expired Rows up to 11 were imported as the report shows; the rest of the file was not.',
    });
  });
});

describe('an import interrupted by a server stop', () => {
  /** A second server process on the same database, without the tests' drain after inject. */
  async function startProcess(): Promise<App> {
    const other = await buildApp({
      config: ctx.app.config,
      database: ctx.database,
      jobs: TEST_JOBS,
    });
    await other.ready();
    return other;
  }

  /**
   * Process A commits an import and stops answering after its first batch (as if killed); its
   * job's lease is made to run out. Answers the import id and a way to let A go on.
   */
  async function interruptedImport() {
    await seedTable();
    const processA = await startProcess();
    const uploaded = await upload(processA, ctx.admin.cookie, FILE);
    const id = uploaded.json()._id as string;
    let release: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstBatch: () => void = () => {};
    const stoppedAfterFirstBatch = new Promise<void>((resolve) => {
      firstBatch = resolve;
    });
    let batches = 0;
    leadImportTuning.batchSize = 3;
    leadImportTuning.afterBatch = async () => {
      batches += 1;
      if (batches === 1) {
        firstBatch();
        await frozen;
      }
    };
    const committed = await send(processA, {
      method: 'POST',
      url: `/api/admin/lead-imports/${id}/commit`,
      cookie: ctx.admin.cookie,
      body: { mapping: MAPPING, onDuplicate: 'skip' },
    });
    expect(committed.statusCode, committed.body).toBe(202);
    await stoppedAfterFirstBatch;
    const [state] = await ctx.database.rows<{ status: string; rows_done: number; total: number }>(
      sql`select status, rows_done, total from lead_imports where id = ${id}`,
    );
    expect(state).toEqual({ status: 'running', rows_done: 4, total: 3 });
    // The process is gone: its lease runs out.
    await ctx.database.rows(
      sql`update jobs set locked_until = now() - interval '1 second' where kind = 'lead-imports.run'`,
    );
    return {
      id,
      async finish() {
        release();
        await processA.jobs.drain();
        await processA.close();
      },
    };
  }

  it('resumes after the last committed batch on restart and gives the same report', async () => {
    const { id, finish } = await interruptedImport();
    // Process B (restarted) claims the job and continues. A new app, not the test's own: the
    // test app hears the enqueue too and may be the one frozen in the first batch.
    const processB = await startProcess();
    await processB.jobs.drain();
    const report = await send(processB, {
      url: `/api/admin/lead-imports/${id}`,
      cookie: ctx.admin.cookie,
    });
    expect(counts(report.json())).toEqual({
      status: 'done',
      total: 9,
      inserted: 4,
      updated: 0,
      duplicates: 2,
      invalid: 1,
      suppressed: 2,
    });
    // Process A wakes up: the import has moved on, it writes nothing more.
    await finish();
    const again = await send(ctx.app, {
      url: `/api/admin/lead-imports/${id}`,
      cookie: ctx.admin.cookie,
    });
    expect(counts(again.json())).toEqual(counts(report.json()));
    await processB.close();
    const [rejected] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lead_import_rejections where import_id = ${id}`,
    );
    expect(rejected?.n).toBe(5);
    const [loaded] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from leads`,
    );
    expect(loaded?.n).toBe(5);
  });

  it('fails clearly when its last attempt died, saying what was imported', async () => {
    const { id, finish } = await interruptedImport();
    await ctx.database.rows(
      sql`update jobs set attempts = max_attempts where kind = 'lead-imports.run' and status = 'running'`,
    );
    // Process B, a new app (see above), claims the job on its last attempt.
    const processB = await startProcess();
    await processB.jobs.drain();
    // Failed with its job (the queue's on-failed hook), before anyone reads the report.
    const [stored] = await ctx.database.rows<{ status: string }>(
      sql`select status from lead_imports where id = ${id}`,
    );
    expect(stored?.status).toBe('failed');
    const report = (
      await send(processB, { url: `/api/admin/lead-imports/${id}`, cookie: ctx.admin.cookie })
    ).json();
    await processB.close();
    expect(report.status).toBe('failed');
    expect(report.error).toMatch(/^The import stopped: .*lease expired/);
    expect(report.error).toContain(
      'Rows up to 4 were imported as the report shows; the rest of the file was not.',
    );
    expect(counts(report)).toMatchObject({ total: 3, inserted: 2, duplicates: 1 });
    await finish();
    const after = (
      await send(ctx.app, { url: `/api/admin/lead-imports/${id}`, cookie: ctx.admin.cookie })
    ).json();
    expect(counts(after)).toEqual(counts(report));
  });
});

/** Uploads, commits with this mapping and drains the job: the import's report. */
async function importWith(content: string, mapping: Record<string, unknown>) {
  const uploaded = await upload(ctx.app, ctx.admin.cookie, content);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json()._id as string;
  const committed = await send(ctx.app, {
    method: 'POST',
    url: `/api/admin/lead-imports/${id}/commit`,
    cookie: ctx.admin.cookie,
    body: { mapping, onDuplicate: 'skip' },
  });
  expect(committed.statusCode, committed.body).toBe(202);
  return (
    await send(ctx.app, { url: `/api/admin/lead-imports/${id}`, cookie: ctx.admin.cookie })
  ).json() as Record<string, unknown> & { _id: string; error: string | null };
}

const rejectionsOf = (id: string) =>
  ctx.database.rows<{ row_number: number; kind: string; reason: string }>(sql`
    select row_number, kind, reason from lead_import_rejections where import_id = ${id}
    order by row_number`);

const jobErrorOf = async (id: string) =>
  (
    await ctx.database.rows<{ last_error: string | null; status: string }>(sql`
      select j.last_error, j.status from jobs j join lead_imports i on i.job_id = j.id
      where i.id = ${id}`)
  )[0];

describe('issue 25: one bad cell', () => {
  it('reads Excel serials and common date spellings, and loads a row whose date it cannot read with the date left empty (issue 28)', async () => {
    await seedTable();
    const file = [
      'Email,Employees,Country,Verified At',
      'serial@dates.test,10,US,45292',
      'good@dates.test,10,US,2024-01-15',
      'old@dates.test,10,US,1899-12-31',
      'future@dates.test,10,US,2999-01-01',
      'words@dates.test,10,US,May 5',
      'us-style@dates.test,10,US,"Jan 15, 2024"',
      'spaced@dates.test,10,US,2024-01-15 10:30',
      'ambiguous@dates.test,10,US,03/04/2024',
    ].join('\n');
    const report = await importWith(file, {
      email: 0,
      companySize: 1,
      country: 2,
      verifiedAt: 3,
    });
    expect(counts(report)).toMatchObject({ status: 'done', total: 8, inserted: 8, invalid: 0 });
    expect(report.error).toBeNull();
    expect(report.warnings).toEqual([
      { warning: 'verified_at_unreadable', count: 3 },
      { warning: 'verified_at_ambiguous', count: 1 },
    ]);
    expect((await jobErrorOf(report._id))?.last_error ?? null).toBeNull();
    expect(await rejectionsOf(report._id)).toEqual([]);
    const loaded = await ctx.database.rows<{ email: string; verified_at: string | null }>(sql`
      select email, to_char(verified_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as verified_at
      from leads where email like '%@dates.test' order by email`);
    expect(Object.fromEntries(loaded.map((row) => [row.email, row.verified_at]))).toEqual({
      'ambiguous@dates.test': null,
      'future@dates.test': null,
      'good@dates.test': '2024-01-15 00:00',
      'old@dates.test': null,
      'serial@dates.test': '2024-01-01 00:00',
      'spaced@dates.test': '2024-01-15 10:30',
      'us-style@dates.test': '2024-01-15 00:00',
      'words@dates.test': null,
    });
  });

  it('rejects only the row the database refuses, with a reason that holds no other address', async () => {
    await seedTable();
    // A rule of the database that the row checks do not know about.
    await ctx.database.rows(
      sql`alter table leads add constraint issue25_refused_city check (city <> 'Refusetown')`,
    );
    try {
      const file = [
        'Email,Employees,Country,City',
        'first@refusal.test,10,US,Paris',
        'refused@refusal.test,10,US,Refusetown',
        'third@refusal.test,10,US,Rome',
      ].join('\n');
      const report = await importWith(file, { email: 0, companySize: 1, country: 2, city: 3 });
      expect(counts(report)).toMatchObject({ status: 'done', total: 3, inserted: 2, invalid: 1 });
      expect(report.error).toBeNull();
      const [rejection] = await rejectionsOf(report._id);
      expect(rejection?.row_number).toBe(3);
      expect(rejection?.reason).toMatch(/^The database refused this row: .*issue25_refused_city/);
      expect(rejection?.reason).not.toMatch(/first@|third@|params/);
      const loaded = await ctx.database.rows<{ email: string }>(
        sql`select email from leads where email like '%@refusal.test' order by email`,
      );
      expect(loaded.map((row) => row.email)).toEqual(['first@refusal.test', 'third@refusal.test']);
    } finally {
      await ctx.database.rows(sql`alter table leads drop constraint issue25_refused_city`);
    }
  });

  it('keeps the addresses of a failed batch out of its stored errors, and deletes its file', async () => {
    await seedTable();
    // Not a row's fault: every attempt fails, and the last one fails the import.
    await ctx.database.rows(sql`
      create or replace function issue25_refuse() returns trigger language plpgsql as $$
      begin raise exception 'imports are switched off'; end $$`);
    await ctx.database.rows(sql`
      create trigger issue25_refuse before insert on leads
      for each statement execute function issue25_refuse()`);
    try {
      const file = ['Email,Employees,Country', 'ada@secret.test,10,US', 'bob@secret.test,10,US'];
      const report = await importWith(file.join('\n'), { email: 0, companySize: 1, country: 2 });
      // Attempts 2 and 3 are due at once.
      for (let attempt = 2; attempt <= 3; attempt += 1) {
        await ctx.database.rows(
          sql`update jobs set run_at = now() where id = (select job_id from lead_imports where id = ${report._id})`,
        );
        await ctx.app.jobs.drain();
      }
      const failed = (
        await send(ctx.app, {
          url: `/api/admin/lead-imports/${report._id}`,
          cookie: ctx.admin.cookie,
        })
      ).json();
      expect(failed.status).toBe('failed');
      expect(failed.error).toContain('imports are switched off');
      expect(failed.error).not.toMatch(/secret\.test|params/);
      const job = await jobErrorOf(report._id);
      expect(job?.status).toBe('failed');
      expect(job?.last_error).toContain('imports are switched off');
      expect(job?.last_error).not.toMatch(/secret\.test|params/);
      // Its uploaded file went with it (`file_id` is cleared when the stored file is deleted).
      const [stored] = await ctx.database.rows<{ file_id: string | null }>(
        sql`select file_id from lead_imports where id = ${report._id}`,
      );
      expect(stored?.file_id).toBeNull();
    } finally {
      await ctx.database.rows(sql`drop trigger issue25_refuse on leads`);
      await ctx.database.rows(sql`drop function issue25_refuse()`);
    }
  });

  it('deletes the uploaded file when the import is done', async () => {
    await seedTable();
    const uploaded = await upload(ctx.app, ctx.admin.cookie, FILE);
    const id = uploaded.json()._id as string;
    const [before] = await ctx.database.rows<{ file_id: string }>(
      sql`select file_id::text from lead_imports where id = ${id}`,
    );
    expect(before?.file_id).toBeTruthy();
    await send(ctx.app, {
      method: 'POST',
      url: `/api/admin/lead-imports/${id}/commit`,
      cookie: ctx.admin.cookie,
      body: { mapping: MAPPING, onDuplicate: 'skip' },
    });
    const [after] = await ctx.database.rows<{ status: string; file_id: string | null; n: number }>(
      sql`select status, file_id, (select count(*)::int from stored_files where id = ${before?.file_id}::uuid) as n
      from lead_imports where id = ${id}`,
    );
    expect(after).toEqual({ status: 'done', file_id: null, n: 0 });
  });
});

describe('issue 25: repeated headings', () => {
  it('makes generated headings unique and imports the column chosen by its position', async () => {
    await seedTable();
    const file = [
      'Email;Email;Email (2);Employees;Country',
      'first@heads.test;second@heads.test;third@heads.test;10;US',
    ].join('\n');
    const uploaded = await upload(ctx.app, ctx.admin.cookie, file);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = uploaded.json();
    expect(preview.headers).toEqual(['Email', 'Email (3)', 'Email (2)', 'Employees', 'Country']);
    expect(new Set(preview.headers).size).toBe(preview.headers.length);
    expect(preview.mapping).toMatchObject({ email: 0, companySize: 3, country: 4 });

    const third = await importWith(file, { email: 2, companySize: 3, country: 4 });
    expect(counts(third)).toMatchObject({ status: 'done', inserted: 1 });
    // A heading (clients of before) names one column too, now that headings are unique.
    const second = await importWith(file, { email: 'Email (3)', companySize: 3, country: 4 });
    expect(counts(second)).toMatchObject({ status: 'done', inserted: 1 });
    const loaded = await ctx.database.rows<{ email: string }>(
      sql`select email from leads where email like '%@heads.test' order by email`,
    );
    expect(loaded.map((row) => row.email)).toEqual(['second@heads.test', 'third@heads.test']);

    const id = (await upload(ctx.app, ctx.admin.cookie, file)).json()._id;
    const beyond = expectError(
      await send(ctx.app, {
        method: 'POST',
        url: `/api/admin/lead-imports/${id}/commit`,
        cookie: ctx.admin.cookie,
        body: { mapping: { email: 5 }, onDuplicate: 'skip' },
      }),
      400,
    );
    expect(beyond.message).toBe('Email: the file has no column 6 (it has 5).');
  });
});
