import {
  CURSOR_SORT_MISMATCH,
  LEAD_COMPANY_SIZES,
  LEAD_TOTAL_CAP,
  type LeadPage,
  type LeadSort,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { estimateFromIdFraction } from './count-matches.ts';
import { insertLeads, type LeadValues } from './test-leads.ts';

// Sorting and paging of GET /api/leads (decision 054). The leads of this file share an industry
// of their own, so the filter `industry=Sort Testing` finds exactly them.

const ctx = useTestApp({ people: { customer: 'Customer' } });
const INDUSTRY = 'Sort Testing';
const ONLY_THESE = `industry=${encodeURIComponent(INDUSTRY)}`;

type Made = LeadValues & { id: string };
let made: Made[] = [];

// Names in capitals and plain ASCII letters sort alike in every collation.
const rows: LeadValues[] = [
  {
    lastName: 'Moss',
    firstName: 'Cy',
    companyName: 'Kite',
    companySize: '1001-5000',
    country: 'US',
  },
  { lastName: 'Adams', firstName: 'Bo', companyName: 'Kite', companySize: '11-50', country: 'DE' },
  { lastName: 'Adams', firstName: 'Bo', companyName: 'Birch', companySize: null, country: 'GB' },
  { lastName: 'Adams', firstName: 'Al', companyName: 'Oak', companySize: '5001+', country: 'DE' },
  { lastName: 'Zane', firstName: 'Ed', companyName: 'Birch', companySize: '1-10', country: 'FR' },
  { lastName: 'Moss', firstName: 'Cy', companyName: 'Ash', companySize: '11-50', country: 'US' },
  { lastName: 'Kerr', firstName: 'Di', companyName: 'Ash', companySize: '201-500', country: 'DE' },
].map((row, index) => ({
  ...row,
  industry: INDUSTRY,
  jobTitle: 'Buyer',
  // Two checked at the same moment, two never checked.
  verifiedAt: [
    new Date('2026-10-01T00:00:00Z'),
    null,
    new Date('2026-11-20T08:30:00.123456Z'),
    new Date('2026-10-01T00:00:00Z'),
    null,
    new Date('2026-11-01T00:00:00Z'),
    new Date('2026-09-01T00:00:00Z'),
  ][index],
}));

beforeAll(async () => {
  const ids = await insertLeads(ctx.database, rows);
  made = rows.map((row, index) => ({ ...row, id: ids[index] ?? '' }));
});

async function search(query: string): Promise<LeadPage> {
  const response = await send(ctx.app, { url: `/api/leads?${query}`, cookie: ctx.customer.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page of a search, `limit` rows each, by cursor. */
async function walk(query: string, limit: number): Promise<LeadPage[]> {
  const pages: LeadPage[] = [];
  let cursor: string | null = null;
  do {
    const page: LeadPage = await search(
      `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const sizeRank = (size: string | null | undefined) =>
  size ? LEAD_COMPANY_SIZES.indexOf(size as never) : LEAD_COMPANY_SIZES.length;
const checkedTime = (lead: Made) => lead.verifiedAt?.getTime() ?? Number.NEGATIVE_INFINITY;

/** What each order must answer, worked out here in plain code: key first, the id breaks ties. */
const expectedOrders: Record<Exclude<LeadSort, 'relevance'>, (a: Made, b: Made) => number> = {
  name: (a, b) =>
    compare(a.lastName ?? '', b.lastName ?? '') ||
    compare(a.firstName ?? '', b.firstName ?? '') ||
    compare(a.id, b.id),
  company: (a, b) => compare(a.companyName ?? '', b.companyName ?? '') || compare(a.id, b.id),
  companySize: (a, b) =>
    compare(sizeRank(a.companySize), sizeRank(b.companySize)) || compare(a.id, b.id),
  country: (a, b) => compare(a.country ?? '', b.country ?? '') || compare(a.id, b.id),
  checked: (a, b) => compare(checkedTime(b), checkedTime(a)) || compare(b.id, a.id),
};

describe('GET /api/leads?sort=', () => {
  it.each(Object.keys(expectedOrders) as Array<keyof typeof expectedOrders>)(
    'orders by %s across cursor pages, ties broken by the id',
    async (sort) => {
      const pages = await walk(`${ONLY_THESE}&sort=${sort}`, 3);
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
      const expected = [...made].sort(expectedOrders[sort]).map((lead) => lead.id);
      expect(pages.flatMap((page) => page.items.map((lead) => lead._id))).toEqual(expected);
    },
  );

  it('puts sizes in the vocabulary order (not the text order) and unknown sizes last', async () => {
    const [page] = await walk(`${ONLY_THESE}&sort=companySize`, 10);
    expect(page?.items.map((lead) => lead.companySize)).toEqual([
      '1-10',
      '11-50',
      '11-50',
      '201-500',
      '1001-5000',
      '5001+',
      null,
    ]);
  });

  it('puts the newest check first and never-checked leads last', async () => {
    const [page] = await walk(`${ONLY_THESE}&sort=checked`, 10);
    const dates = page?.items.map((lead) => lead.verifiedAt) ?? [];
    expect(dates.slice(-2)).toEqual([null, null]);
    const checked = dates.slice(0, -2).map((date) => Date.parse(date ?? ''));
    expect(checked).toEqual([...checked].sort((a, b) => b - a));
  });

  it('answers the id order without a keyword, with or without sort=relevance', async () => {
    const expected = made.map((lead) => lead.id).sort();
    for (const query of [ONLY_THESE, `${ONLY_THESE}&sort=relevance`]) {
      const pages = await walk(query, 4);
      expect(pages.flatMap((page) => page.items.map((lead) => lead._id))).toEqual(expected);
    }
  });

  it('keeps the filters in every order', async () => {
    for (const sort of Object.keys(expectedOrders)) {
      const pages = await walk(`${ONLY_THESE}&country=DE&sort=${sort}`, 2);
      const countries = pages.flatMap((page) => page.items.map((lead) => lead.country));
      expect(countries, sort).toEqual(['DE', 'DE', 'DE']);
      expect(pages[1]?.total).toBe(3);
    }
  });

  it('answers 25, 50 or 100 rows a page', async () => {
    await insertLeads(
      ctx.database,
      Array.from({ length: 120 }, () => ({ industry: 'Page Size Testing', country: 'JP' })),
    );
    for (const limit of [25, 50, 100]) {
      const page = await search(`industry=Page%20Size%20Testing&sort=name&limit=${limit}`);
      expect(page.items).toHaveLength(limit);
      expect(page.nextCursor).not.toBeNull();
    }
    const rest = await search('industry=Page%20Size%20Testing&sort=name&limit=100');
    const last = await search(
      `industry=Page%20Size%20Testing&sort=name&limit=100&cursor=${rest.nextCursor}`,
    );
    expect(last.items).toHaveLength(20);
    expect(last.nextCursor).toBeNull();
  });
});

describe('relevance of a keyword search', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const relevance = {
      // The keyword in the company name, the job title, the person's name, the domain alone.
      company: { companyName: 'Quillon Partners', jobTitle: 'Buyer', firstName: 'Ann' },
      title: { jobTitle: 'Quillon Program Lead', firstName: 'Ben' },
      name: { firstName: 'Quillon', lastName: 'Reyes' },
      domain: { companyDomain: 'quillon.example', firstName: 'Cal' },
      secondName: { lastName: 'Quillon', firstName: 'Dee' },
    };
    const made = await insertLeads(
      ctx.database,
      Object.values(relevance).map((row) => ({ industry: 'Relevance Testing', ...row })),
    );
    for (const [index, key] of Object.keys(relevance).entries()) ids[key] = made[index] ?? '';
  });

  it('answers name matches first, then job title, then company, by cursor', async () => {
    const pages = await walk('industry=Relevance%20Testing&q=quillon', 2);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    const order = pages.flatMap((page) => page.items.map((lead) => lead._id));
    const byId = (a?: string, b?: string) => compare(a ?? '', b ?? '');
    const names = [ids.name, ids.secondName].sort(byId);
    const companies = [ids.company, ids.domain].sort(byId);
    expect(order).toEqual([...names, ids.title, ...companies]);
    // The default with a keyword, and asked for by name, are the same order.
    const asked = await walk('industry=Relevance%20Testing&q=quillon&sort=relevance', 2);
    expect(asked.flatMap((page) => page.items.map((lead) => lead._id))).toEqual(order);
  });

  it('ranks keywords spread over name and company after those found in one field', async () => {
    const [spread, inName] = await insertLeads(ctx.database, [
      { industry: 'Relevance Testing', firstName: 'Orla', companyName: 'Vantor Group' },
      { industry: 'Relevance Testing', firstName: 'Orla', lastName: 'Vantor' },
    ]);
    const [page] = await walk('industry=Relevance%20Testing&q=orla%20vantor', 5);
    expect(page?.items.map((lead) => lead._id)).toEqual([inName, spread]);
  });
});

describe('cursors and counts', () => {
  it('refuses a cursor made in another order, and one we did not make', async () => {
    const byName = await search(`${ONLY_THESE}&sort=name&limit=2`);
    for (const other of ['sort=company', 'sort=checked', 'sort=relevance', '']) {
      const response = await send(ctx.app, {
        url: `/api/leads?${ONLY_THESE}&${other}&limit=2&cursor=${byName.nextCursor}`,
        cookie: ctx.customer.cookie,
      });
      expectError(response, 400, CURSOR_SORT_MISMATCH);
    }
    const forged = Buffer.from(JSON.stringify(['name', 7, 0, 'Adams', 'not-an-id'])).toString(
      'base64url',
    );
    expectError(
      await send(ctx.app, {
        url: `/api/leads?sort=name&cursor=${forged}`,
        cookie: ctx.customer.cookie,
      }),
      400,
      'INVALID_CURSOR',
    );
    expectError(
      await send(ctx.app, { url: '/api/leads?sort=newest', cookie: ctx.customer.cookie }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('counts once, for the first page: cursor pages answer the first count', async () => {
    expect((await search('industry=Count%20Once&limit=1')).total).toBe(0);
    await insertLeads(
      ctx.database,
      Array.from({ length: 3 }, () => ({ industry: 'Count Once' })),
    );
    const page1 = await search('industry=Count%20Once&limit=2&sort=name');
    expect(page1).toMatchObject({ total: 3, totalCapped: false });
    // A match added meanwhile shows in the pages, not in the count the search began with.
    await insertLeads(ctx.database, [{ industry: 'Count Once', lastName: 'Zzz' }]);
    const page2 = await search(
      `industry=Count%20Once&limit=2&sort=name&cursor=${page1.nextCursor}`,
    );
    expect(page2.items).toHaveLength(2);
    expect(page2).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect((await search('industry=Count%20Once&limit=2')).total).toBe(4);
  });

  it(`counts exactly up to ${LEAD_TOTAL_CAP}, then estimates, once per search`, async () => {
    await ctx.database.rows(sql`
      insert into leads (first_name, last_name, job_title, seniority, department, company_name,
        company_domain, industry, company_size, country, email, email_status)
      select 'Many', 'Person ' || n, 'Clerk', 'entry', 'support', 'Many Corp', 'many.example',
        'Estimate Testing', '11-50', 'NZ', 'many' || n || '@many.example', 'valid'
      from generate_series(1, ${LEAD_TOTAL_CAP * 3}) as n`);
    const first = await search('industry=Estimate%20Testing&limit=100&sort=country');
    expect(first.totalCapped).toBe(true);
    // 3,000 matches: the estimate's standard error is about 3 %; 25 % is far outside chance.
    expect(first.total).toBeGreaterThan(LEAD_TOTAL_CAP);
    expect(first.total).toBeGreaterThan(2250);
    expect(first.total).toBeLessThan(3750);
    const second = await search(
      `industry=Estimate%20Testing&limit=100&sort=country&cursor=${first.nextCursor}`,
    );
    expect(second).toMatchObject({ total: first.total, totalCapped: true });
    const exact = await search(`industry=Estimate%20Testing&limit=1&q=person%201000`);
    expect(exact).toMatchObject({ total: 1, totalCapped: false });
  });
});

describe('estimateFromIdFraction', () => {
  it('reads the number of matches from how far into the id range the cap took', () => {
    // The 1,001st match a tenth of the way in: about 10,000 matches.
    expect(estimateFromIdFraction(1001, '1999999a-0000-4000-8000-000000000000')).toBe(10_000);
    expect(estimateFromIdFraction(1001, '028f5c28-0000-4000-8000-000000000000')).toBe(100_000);
    // Never at or below the cap: it is "more than" the cap.
    expect(estimateFromIdFraction(1001, 'ffffffff-ffff-4fff-bfff-ffffffffffff')).toBe(
      LEAD_TOTAL_CAP + 1,
    );
  });
});
