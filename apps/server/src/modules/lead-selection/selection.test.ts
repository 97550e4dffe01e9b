import { randomUUID } from 'node:crypto';
import type { LeadFilters } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectError,
  type SignedIn,
  send,
  signInAs,
  signUp,
  useTestApp,
} from '../../../test/helpers.ts';
import { leadSelectionJobs } from '../../db/schema/index.ts';
import { insertLeads, type LeadValues } from '../leads/test-leads.ts';
import { runSelectionJob, selectionTuning } from './runner.ts';
import { removeOldSelectionJobs, SELECTION_JOB_KEPT_DAYS } from './service.ts';

const ctx = useTestApp();

const UNKNOWN_LEAD = '9b2f4c1e-0000-4000-8000-000000000000';

const BATCH = selectionTuning.revealBatch;
afterEach(() => {
  selectionTuning.revealBatch = BATCH;
});

/** A domain of its own per test: its search matches only the leads the test made. */
const newDomain = () => `sel-${randomUUID().slice(0, 8)}.example`;

function leadsAt(domain: string, rows: LeadValues[]): Promise<string[]> {
  return insertLeads(
    ctx.database,
    rows.map((row, index) => ({
      companyDomain: domain,
      email: `p${index}.${randomUUID().slice(0, 6)}@${domain}`,
      ...row,
    })),
  );
}

const validAt = (domain: string, count: number) =>
  leadsAt(
    domain,
    Array.from({ length: count }, (_, index) => ({
      emailStatus: index % 2 === 0 ? 'valid' : 'accept_all',
    })),
  );

async function setBalance(person: SignedIn, balance: number) {
  await ctx.database.rows(sql`
    with moved as (
      update profiles set user_point = ${balance} where user_id = ${person.userId}
        returning user_point)
    insert into credit_ledger (user_id, delta, balance_after, reason, note)
    select ${person.userId}, ${balance} - coalesce(
        (select sum(delta) from credit_ledger where user_id = ${person.userId}), 0)::int,
      ${balance}, 'staff', 'test' from moved`);
}

async function quote(person: SignedIn | { authorization: string }, filters: object) {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/selection/quote',
    ...('cookie' in person
      ? { cookie: person.cookie }
      : { headers: { authorization: person.authorization } }),
    body: { filters },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function startJob(person: SignedIn, body: object) {
  return send(ctx.app, {
    method: 'POST',
    url: '/api/leads/selection/jobs',
    cookie: person.cookie,
    body,
  });
}

/** Starts the job (the test app runs it before answering) and answers it as it ended. */
async function runJob(person: SignedIn, body: object) {
  const started = await startJob(person, body);
  expect(started.statusCode, started.body).toBe(202);
  const job = await send(ctx.app, {
    url: `/api/leads/selection/jobs/${started.json()._id}`,
    cookie: person.cookie,
  });
  expect(job.statusCode, job.body).toBe(200);
  return job.json();
}

async function balanceOf(person: SignedIn): Promise<number> {
  return (await send(ctx.app, { url: '/api/credits', cookie: person.cookie })).json().balance;
}

async function revealRows(person: SignedIn) {
  return ctx.database.rows<{ delta: number; lead_count: number; reveal_id: string }>(
    sql`select delta, lead_count, reveal_id from credit_ledger
        where user_id = ${person.userId} and reason = 'reveal' order by seq`,
  );
}

async function unlockedCount(person: SignedIn, domain: string): Promise<number> {
  const [row] = await ctx.database.rows<{ n: number }>(
    sql`select count(*)::int as n from lead_unlocks u join leads l on l.id = u.lead_id
        where u.user_id = ${person.userId} and l.company_domain = ${domain}
          and u.ledger_id is not null`,
  );
  return row?.n ?? 0;
}

describe('POST /api/leads/selection/quote', () => {
  it('counts new, owned and unavailable leads of the whole search as SQL does', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = newDomain();
    const sellable = await validAt(domain, 6);
    await leadsAt(domain, [
      { emailStatus: 'unknown', verifiedAt: null },
      { emailStatus: 'invalid' },
      { emailStatus: 'valid', suppressedAt: new Date() },
    ]);
    // Two of them are the person's already.
    const reveal = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: person.cookie,
      body: { leadIds: sellable.slice(0, 2) },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);

    const answer = await quote(person, { domain: [domain] });
    const [expected] = await ctx.database.rows<{ total: number; owned: number; sellable: number }>(
      sql`select count(*)::int as total,
            (count(*) filter (where u.lead_id is not null))::int as owned,
            (count(*) filter (where u.lead_id is null
              and l.email_status in ('valid', 'accept_all')))::int as sellable
          from leads l
          left join lead_unlocks u on u.lead_id = l.id and u.user_id = ${person.userId}
          where l.company_domain = ${domain} and l.suppressed_at is null`,
    );
    expect(answer).toEqual({
      total: expected?.total,
      capped: false,
      new: expected?.sellable,
      owned: expected?.owned,
      unavailable: (expected?.total ?? 0) - (expected?.sellable ?? 0) - (expected?.owned ?? 0),
      cost: expected?.sellable,
      balance: 3,
      unchecked: 0,
    });
    expect(answer).toMatchObject({ total: 8, new: 4, owned: 2, unavailable: 2 });
  });

  it('holds the first 10,000 matches and says the search matched more', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = newDomain();
    await ctx.database.rows(sql`
      insert into leads (first_name, last_name, job_title, seniority, department, company_name,
        company_domain, industry, company_size, country, city, email, email_status, verified_at)
      select 'Bulk', 'Person' || n, 'Analyst', 'entry', 'finance', 'Bulk Co', ${domain},
        'Software', '11-50', 'DE', 'Berlin', 'bulk' || n || '@' || ${domain}, 'valid', now()
      from generate_series(1, 10005) as n`);
    const answer = await quote(person, { domain: [domain] });
    expect(answer).toMatchObject({ total: 10_000, capped: true, new: 10_000, cost: 10_000 });
    const exact = await quote(person, { domain: [domain], q: 'Person1' });
    // "Person1" prefixes: 1, 10-19, 100-199, 1000-1999, 10000-10005.
    expect(exact).toMatchObject({ total: 1 + 10 + 100 + 1000 + 6, capped: false });
  });

  it('takes an API key, refuses bad filters and signed-out callers', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: person.cookie,
      body: { name: 'Selection' },
    });
    const domain = newDomain();
    await validAt(domain, 2);
    expect(
      await quote({ authorization: `Bearer ${key.json().key}` }, { domain: [domain] }),
    ).toMatchObject({ total: 2, new: 2 });
    const bad = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/selection/quote',
      cookie: person.cookie,
      body: { filters: { seniority: ['pope'] } },
    });
    expectError(bad, 400, 'VALIDATION_ERROR');
    const out = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/selection/quote',
      body: { filters: {} },
    });
    expect(out.statusCode).toBe(401);
  });
});

describe('whole-search reveal jobs', () => {
  it('reveals every new lead with enough credits, one ledger row per batch with its count', async () => {
    selectionTuning.revealBatch = 4;
    const person = await signInAs(ctx.app, 'Customer');
    await setBalance(person, 50);
    const domain = newDomain();
    await validAt(domain, 10);
    await leadsAt(domain, [
      { emailStatus: 'unknown', verifiedAt: null },
      { emailStatus: 'invalid' },
    ]);

    const job = await runJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expect(job).toMatchObject({
      action: 'reveal',
      status: 'done',
      total: 12,
      done: 12,
      progress: 100,
      revealed: 10,
      charged: 10,
      owned: 0,
      unavailable: 2,
      stopReason: null,
    });
    expect(job.finishedAt).not.toBeNull();
    expect(await balanceOf(person)).toBe(40);
    const rows = await revealRows(person);
    // 12 leads in batches of 4: 4 + 4 + 2 charged (the unknown and invalid ones never).
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.delta === -row.lead_count)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.lead_count, 0)).toBe(10);
    expect(rows.every((row) => row.reveal_id === job._id)).toBe(true);
    expect(await unlockedCount(person, domain)).toBe(10);

    // Again: nothing new to charge.
    const again = await runJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expect(again).toMatchObject({ status: 'done', revealed: 0, charged: 0, owned: 10 });
    expect(await balanceOf(person)).toBe(40);
    expect(await revealRows(person)).toHaveLength(3);
  });

  it('stops at a zero balance in the middle of a batch, charging in id order', async () => {
    selectionTuning.revealBatch = 4;
    const person = await signInAs(ctx.app, 'Customer');
    await setBalance(person, 6);
    const domain = newDomain();
    const ids = (await validAt(domain, 10)).sort();

    const job = await runJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expect(job).toMatchObject({
      status: 'stopped',
      stopReason: 'out_of_credits',
      revealed: 6,
      charged: 6,
      done: 8,
    });
    expect(await balanceOf(person)).toBe(0);
    expect((await revealRows(person)).map((row) => row.lead_count)).toEqual([4, 2]);
    const unlocked = await ctx.database.rows<{ lead_id: string }>(
      sql`select lead_id from lead_unlocks where user_id = ${person.userId} order by lead_id`,
    );
    expect(unlocked.map((row) => row.lead_id)).toEqual(ids.slice(0, 6));

    // With no credits left at all, a new reveal of the same search is refused before it starts.
    const refused = await startJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expectError(refused, 402, 'INSUFFICIENT_CREDITS');
    // Topped up: the rest, never the first six again.
    await setBalance(person, 10);
    const rest = await runJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expect(rest).toMatchObject({ status: 'done', revealed: 4, charged: 4, owned: 6 });
    expect(await balanceOf(person)).toBe(6);
  });

  it('never spends more than maxCredits', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    await setBalance(person, 20);
    const domain = newDomain();
    await validAt(domain, 5);
    const job = await runJob(person, {
      filters: { domain: [domain] },
      action: 'reveal',
      maxCredits: 3,
    });
    expect(job).toMatchObject({
      status: 'stopped',
      stopReason: 'max_credits',
      charged: 3,
      maxCredits: 3,
    });
    expect(await balanceOf(person)).toBe(17);
  });

  it('never charges for leads suppressed or made unsellable after the selection was made', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    await setBalance(person, 20);
    const domain = newDomain();
    const ids = (await validAt(domain, 4)).sort();
    // A selection snapshot as the job's maker writes it, then the world changes before it runs.
    const [job] = await ctx.database.db
      .insert(leadSelectionJobs)
      .values({
        userId: person.userId,
        action: 'reveal',
        filters: { domain: [domain] } as LeadFilters,
        leadIds: [...ids, UNKNOWN_LEAD],
        total: ids.length + 1,
      })
      .returning();
    await ctx.database.rows(sql`update leads set suppressed_at = now() where id = ${ids[0]}`);
    await ctx.database.rows(sql`update leads set email_status = 'invalid' where id = ${ids[1]}`);
    await runSelectionJob(
      { db: ctx.database.db, checksNow: ctx.app.checksNow },
      { selectionJobId: job?.id ?? '' },
      { signal: new AbortController().signal, isLastAttempt: true },
    );
    const answer = await send(ctx.app, {
      url: `/api/leads/selection/jobs/${job?.id}`,
      cookie: person.cookie,
    });
    expect(answer.json()).toMatchObject({
      status: 'done',
      total: 5,
      done: 5,
      charged: 2,
      revealed: 2,
      unavailable: 3,
    });
    expect(await balanceOf(person)).toBe(18);
  });

  it('refuses accounts that proved nothing', async () => {
    const person = await signUp(ctx.app);
    const refused = await startJob(person, { filters: {}, action: 'reveal' });
    expectError(refused, 403, 'EMAIL_NOT_VERIFIED');
  });

  it('shows a job to its owner only', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const other = await signInAs(ctx.app, 'Customer');
    const admin = await signInAs(ctx.app, 'Admin');
    const domain = newDomain();
    await validAt(domain, 1);
    const job = await runJob(person, { filters: { domain: [domain] }, action: 'export' });
    for (const who of [other, admin]) {
      for (const url of [
        `/api/leads/selection/jobs/${job._id}`,
        `/api/leads/selection/jobs/${job._id}/file`,
      ]) {
        expectError(await send(ctx.app, { url, cookie: who.cookie }), 404, 'NOT_FOUND');
      }
    }
    expectError(
      await send(ctx.app, { url: '/api/leads/selection/jobs/not-a-uuid', cookie: person.cookie }),
      404,
    );
  });
});

describe('whole-search list and export jobs', () => {
  it('adds the whole search to a new or an existing list, free', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = newDomain();
    await validAt(domain, 3);
    await leadsAt(domain, [{ emailStatus: 'unknown', verifiedAt: null }]);
    const job = await runJob(person, {
      filters: { domain: [domain] },
      action: 'list',
      listName: `Whole search ${domain}`,
    });
    expect(job).toMatchObject({ status: 'done', total: 4, added: 4, charged: 0 });
    const list = await send(ctx.app, { url: `/api/lists/${job.listId}`, cookie: person.cookie });
    expect(list.json()).toMatchObject({ name: `Whole search ${domain}`, count: 4 });
    expect(await balanceOf(person)).toBe(5);

    const again = await runJob(person, {
      filters: { domain: [domain] },
      action: 'list',
      listId: job.listId,
    });
    expect(again).toMatchObject({ status: 'done', added: 0 });

    const taken = await startJob(person, {
      filters: { domain: [domain] },
      action: 'list',
      listName: `Whole search ${domain}`,
    });
    expectError(taken, 409, 'CONFLICT');
    const other = await signInAs(ctx.app, 'Customer');
    expectError(
      await startJob(other, { filters: { domain: [domain] }, action: 'list', listId: job.listId }),
      404,
    );
    expectError(
      await startJob(person, { filters: { domain: [domain] }, action: 'list' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('exports the unlocked leads of the selection in a CRM format', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = newDomain();
    const ids = await validAt(domain, 4);
    await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: person.cookie,
      body: { leadIds: ids.slice(0, 2) },
    });
    const job = await runJob(person, {
      filters: { domain: [domain] },
      action: 'export',
      format: 'hubspot',
    });
    expect(job).toMatchObject({ status: 'done', total: 4, added: 2, format: 'hubspot' });
    expect(job.fileUrl).toBe(`/api/leads/selection/jobs/${job._id}/file`);
    const file = await send(ctx.app, { url: job.fileUrl, cookie: person.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Country/Region',
    );
    expect(lines).toHaveLength(3);
    expect(file.body).toContain(`https://${domain}`);

    // A reveal job makes no file.
    const reveal = await runJob(person, { filters: { domain: [domain] }, action: 'reveal' });
    expectError(
      await send(ctx.app, {
        url: `/api/leads/selection/jobs/${reveal._id}/file`,
        cookie: person.cookie,
      }),
      409,
    );
  });

  it(`removes finished jobs and their files after ${SELECTION_JOB_KEPT_DAYS} days, and keeps the rest`, async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = newDomain();
    const ids = await validAt(domain, 2);
    await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: person.cookie,
      body: { leadIds: ids },
    });
    const old = await runJob(person, { filters: { domain: [domain] }, action: 'export' });
    const recent = await runJob(person, { filters: { domain: [domain] }, action: 'export' });
    const [oldFile] = await ctx.database.rows<{ id: string }>(
      sql`select result_file_id as id from lead_selection_jobs where id = ${old._id}`,
    );
    await ctx.database.rows(sql`
      update lead_selection_jobs
      set finished_at = now() - make_interval(days => ${SELECTION_JOB_KEPT_DAYS}, mins => 1)
      where id = ${old._id}`);

    expect(await removeOldSelectionJobs(ctx.database.db)).toBe(1);
    expectError(
      await send(ctx.app, { url: `/api/leads/selection/jobs/${old._id}`, cookie: person.cookie }),
      404,
    );
    expectError(await send(ctx.app, { url: old.fileUrl, cookie: person.cookie }), 404);
    const files = await ctx.database.rows(
      sql`select 1 from stored_files where id = ${oldFile?.id ?? UNKNOWN_LEAD}`,
    );
    expect(files).toEqual([]);
    // What the job did stays: the leads are still the person's, the recent job and its file too.
    expect(await unlockedCount(person, domain)).toBe(2);
    const kept = await send(ctx.app, { url: recent.fileUrl, cookie: person.cookie });
    expect(kept.statusCode).toBe(200);
    expect(await removeOldSelectionJobs(ctx.database.db)).toBe(0);
  });
});
