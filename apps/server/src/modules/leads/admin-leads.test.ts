import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });
const ids: Record<string, string> = {};

const EDIT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Engine.example',
  jobTitle: 'Chief Technology Officer',
  seniority: 'c_level',
  department: 'engineering',
  companyName: 'Analytical Engines',
  companyDomain: 'https://www.Engine.example/about',
  industry: 'Software',
  companySize: '11-50',
  country: 'gb',
  city: 'London',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  emailStatus: 'valid',
  verifiedAt: '2026-05-01T10:00:00.000Z',
};

beforeAll(async () => {
  const rows = await ctx.database.rows<{ id: string; email: string }>(sql`
    insert into leads (first_name, job_title, seniority, department, company_size, country, email,
      email_status, suppressed_at)
    values
      ('Ada', 'CTO', 'c_level', 'engineering', '11-50', 'GB', 'ada@old.example', 'valid', null),
      ('Bob', 'VP Sales', 'vp', 'sales', '51-200', 'US', 'bob@sales.example', 'unknown', null),
      ('Gone', 'Director', 'director', 'it', '1-10', 'US', 'gone@optout.example', 'valid', now())
    returning id, email`);
  for (const row of rows) ids[row.email] = row.id;
  await ctx.database.rows(
    sql`insert into suppressions (email, source) values ('gone@optout.example', 'opt_out'), ('blocked@optout.example', 'staff')`,
  );
  await ctx.database.rows(
    sql`insert into suppressions (domain, source) values ('blockedco.example', 'staff')`,
  );
});

describe('GET /api/admin/leads', () => {
  it('answers every lead with its e-mail, suppressed ones marked, filtered and by e-mail', async () => {
    const all = await send(ctx.app, { url: '/api/admin/leads', cookie: ctx.admin.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    const gone = all
      .json()
      .items.find((lead: { email: string }) => lead.email === 'gone@optout.example');
    expect(gone).toMatchObject({ suppressed: true, email: 'gone@optout.example' });
    const bob = await send(ctx.app, {
      url: '/api/admin/leads?seniority=vp&country=us',
      cookie: ctx.admin.cookie,
    });
    expect(bob.json().items.map((lead: { email: string }) => lead.email)).toEqual([
      'bob@sales.example',
    ]);
    const byEmail = await send(ctx.app, {
      url: '/api/admin/leads?email=ADA@',
      cookie: ctx.admin.cookie,
    });
    expect(byEmail.json().total).toBe(0);
    const byStart = await send(ctx.app, {
      url: '/api/admin/leads?email=ADA',
      cookie: ctx.admin.cookie,
    });
    expect(byStart.json().items.map((lead: { email: string }) => lead.email)).toEqual([
      'ada@old.example',
    ]);
    // Only Admins.
    expectError(await send(ctx.app, { url: '/api/admin/leads', cookie: ctx.manager.cookie }), 403);
    expectError(await send(ctx.app, { url: '/api/admin/leads', cookie: ctx.customer.cookie }), 403);
    expectError(await send(ctx.app, { url: '/api/admin/leads' }), 401);
  });
});

describe('PUT /api/admin/leads/:id', () => {
  it('saves every field normalised, with the change in the activity log', async () => {
    const id = ids['ada@old.example'] ?? '';
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/admin/leads/${id}`,
      cookie: ctx.admin.cookie,
      body: EDIT,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'ada@engine.example',
      companyDomain: 'engine.example',
      country: 'GB',
      verifiedAt: '2026-05-01T10:00:00.000Z',
      suppressed: false,
    });
    const [entry] = await ctx.database.rows<{ summary: string; actor_email: string }>(
      sql`select summary, actor_email from activity_log where entity = 'lead' and entity_id = ${id}`,
    );
    expect(entry?.actor_email).toBe(ctx.admin.email);
    expect(entry?.summary).toContain('email');
  });

  it('refuses bad fields (nothing changed), a taken or suppressed e-mail, and non-Admins', async () => {
    const id = ids['bob@sales.example'] ?? '';
    const put = (body: unknown, cookie = ctx.admin.cookie) =>
      send(ctx.app, { method: 'PUT', url: `/api/admin/leads/${id}`, cookie, body });
    const bad = expectError(
      await put({ ...EDIT, email: 'not an email', seniority: 'boss', country: 'Narnia' }),
      400,
    );
    expect(JSON.stringify(bad.details)).toContain('Enter a valid e-mail address');
    expectError(await put({ ...EDIT, email: 'ada@engine.example' }), 409);
    expectError(await put({ ...EDIT, email: 'blocked@optout.example' }), 409);
    expectError(await put({ ...EDIT, email: 'x@team.blockedco.example' }), 409);
    const [unchanged] = await ctx.database.rows<{ email: string }>(
      sql`select email from leads where id = ${id}`,
    );
    expect(unchanged?.email).toBe('bob@sales.example');
    expect((await put({ ...EDIT, email: 'bob@new.example' })).statusCode).toBe(200);
    expectError(await put(EDIT, ctx.manager.cookie), 403);
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: '/api/admin/leads/9b2f4c1e-0000-4000-8000-000000000000',
        cookie: ctx.admin.cookie,
        body: { ...EDIT, email: 'new@x.example' },
      }),
      404,
    );
  });
});
