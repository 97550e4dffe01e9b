import type { MyLeadsPage } from '@leadvault/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import { insertLeads } from './test-leads.ts';

const ctx = useTestApp({ people: { customer: 'Customer', admin: 'Admin', manager: 'Manager' } });
let leadIds: string[];
let listId: string;

beforeAll(async () => {
  leadIds = await insertLeads(ctx.database, [
    {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Formula',
      companyName: 'Comma, Inc.',
      email: 'formula@export.example',
      verifiedAt: new Date('2026-09-30T12:00:00Z'),
      verificationReason: 'mailbox_exists',
    },
    { firstName: 'Plain', lastName: 'Person', email: 'plain@export.example' },
    { firstName: 'Locked', lastName: 'Person', email: 'locked@export.example' },
    {
      firstName: 'Loaded',
      lastName: 'ByAdmin',
      email: 'loaded@export.example',
      leadAdded: ctx.admin.email,
    },
  ]);
  const reveal = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal',
    cookie: ctx.customer.cookie,
    body: { leadIds: [leadIds[0], leadIds[1]] },
  });
  expect(reveal.json().charged).toBe(2);
  const list = await send(ctx.app, {
    method: 'POST',
    url: '/api/lists',
    cookie: ctx.customer.cookie,
    body: { name: 'Q4 outreach' },
  });
  listId = list.json()._id;
  await send(ctx.app, {
    method: 'POST',
    url: `/api/lists/${listId}/leads`,
    cookie: ctx.customer.cookie,
    body: { leadIds: leadIds.slice(0, 3) },
  });
});

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /api/leads/export', () => {
  it("exports a list's unlocked leads only, formula-guarded, and says how many were locked", async () => {
    const balance = (
      await send(ctx.app, { url: '/api/credits', cookie: ctx.customer.cookie })
    ).json();
    const response = await send(ctx.app, {
      url: `/api/leads/export?listId=${listId}`,
      cookie: ctx.customer.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-locked-skipped']).toBe('1');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-q4-outreach-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = lines(response.body);
    // Readable by default: the headers and labels a person and a CRM's import read.
    expect(rows[0]).toBe(
      'First Name,Last Name,Email,Email Status,Email Checked On,Check Result,Job Title,Seniority,Department,Company Name,Company Domain,Industry,Company Size,Country,City,LinkedIn URL',
    );
    expect(rows).toHaveLength(3);
    expect(response.body).not.toContain('locked@export.example');
    const formula = rows.find((row) => row.includes('formula@export.example'));
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(formula).toContain('"Comma, Inc."');
    expect(formula).toContain(
      ',Valid,2026-09-30,mailbox exists,Sales Manager,Manager,Sales,"Comma, Inc.",testco.example,Software,11–50 employees,United States,Austin,',
    );
    // Exports are free.
    expect(
      (await send(ctx.app, { url: '/api/credits', cookie: ctx.customer.cookie })).json(),
    ).toEqual(balance);
  });

  it('exports every unlocked lead with unlocked=1', async () => {
    const response = await send(ctx.app, {
      url: '/api/leads/export?unlocked=1',
      cookie: ctx.customer.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-locked-skipped']).toBe('0');
    const rows = lines(response.body);
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.startsWith('Plain,Person,plain@export.example,Valid'))).toBe(
      true,
    );
    const nobody = await signInAs(ctx.app, 'Customer');
    const empty = await send(ctx.app, {
      url: '/api/leads/export?unlocked=1',
      cookie: nobody.cookie,
    });
    expect(lines(empty.body)).toHaveLength(1);
  });

  it('writes codes, chosen columns, and the HubSpot and Salesforce import headers', async () => {
    const csv = async (query: string) => {
      const response = await send(ctx.app, {
        url: `/api/leads/export?unlocked=1&${query}`,
        cookie: ctx.customer.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return lines(response.body);
    };
    const codes = await csv('format=codes');
    expect(codes[0]).toBe(
      'firstName,lastName,email,emailStatus,verifiedAt,verificationReason,jobTitle,seniority,department,companyName,companyDomain,industry,companySize,country,city,linkedinUrl',
    );
    expect(codes.find((row) => row.includes('formula@export.example'))).toContain(
      ',2026-09-30,mailbox_exists,Sales Manager,manager,sales,"Comma, Inc.",testco.example,Software,11-50,US,',
    );
    expect(await csv('columns=email,country,seniority')).toContain(
      'plain@export.example,United States,Manager',
    );
    const hubspot = await csv('format=hubspot');
    expect(hubspot[0]).toBe(
      'First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Country/Region',
    );
    expect(hubspot).toContain(
      'Plain,Person,plain@export.example,Sales Manager,Testco,https://testco.example,Software,Austin,United States',
    );
    const salesforce = await csv('format=salesforce');
    expect(salesforce[0]).toBe(
      'First Name,Last Name,Email,Title,Company,Website,Industry,City,Country,Lead Source',
    );
    expect(salesforce.at(-1)).toMatch(/,LeadVault$/);
    expectError(
      await send(ctx.app, {
        url: '/api/leads/export?unlocked=1&format=excel',
        cookie: ctx.customer.cookie,
      }),
      400,
    );
  });

  it('asks for a list or unlocked=1, and is for signed-in owners only', async () => {
    expectError(
      await send(ctx.app, { url: '/api/leads/export', cookie: ctx.customer.cookie }),
      400,
    );
    expectError(
      await send(ctx.app, {
        url: `/api/leads/export?listId=${listId}&unlocked=1`,
        cookie: ctx.customer.cookie,
      }),
      400,
    );
    expectError(await send(ctx.app, { url: '/api/leads/export?unlocked=1' }), 401);
    expectError(
      await send(ctx.app, {
        url: `/api/leads/export?listId=${listId}`,
        cookie: ctx.manager.cookie,
      }),
      404,
    );
  });
});

describe('GET /api/my-all-leads/', () => {
  it("answers a customer's unlocked leads, newest first, with their e-mails", async () => {
    const response = await send(ctx.app, {
      url: '/api/my-all-leads/',
      cookie: ctx.customer.cookie,
    });
    expect(response.statusCode).toBe(200);
    const page: MyLeadsPage = response.json();
    expect(page.total).toBe(2);
    expect(page.items.map((lead) => [lead.email, lead.unlocked])).toEqual([
      ['plain@export.example', true],
      ['formula@export.example', true],
    ]);
    const first = (
      await send(ctx.app, { url: '/api/my-all-leads?limit=1', cookie: ctx.customer.cookie })
    ).json();
    const second = (
      await send(ctx.app, {
        url: `/api/my-all-leads?limit=1&cursor=${first.nextCursor}`,
        cookie: ctx.customer.cookie,
      })
    ).json();
    expect([first.items[0].email, second.items[0].email]).toEqual([
      'plain@export.example',
      'formula@export.example',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers a staff member the leads they loaded (leadAdded), never the unlocks', async () => {
    const mine: MyLeadsPage = (
      await send(ctx.app, { url: '/api/my-all-leads/', cookie: ctx.admin.cookie })
    ).json();
    expect(mine.items.map((lead) => lead.email)).toEqual(['loaded@export.example']);
    expect(mine.total).toBe(1);
    const managers: MyLeadsPage = (
      await send(ctx.app, { url: '/api/my-all-leads/', cookie: ctx.manager.cookie })
    ).json();
    expect(managers).toEqual({ items: [], nextCursor: null, total: 0 });
    expectError(await send(ctx.app, { url: '/api/my-all-leads/' }), 401);
  });
});
