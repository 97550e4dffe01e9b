import { LEAD_TOTAL_CAP, type Lead, type LeadPage } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, useTestApp } from '../../../test/helpers.ts';
import { facetSampling } from './facets.ts';
import { insertLeads } from './test-leads.ts';

const ctx = useTestApp({ people: { customer: 'Customer', admin: 'Admin', manager: 'Manager' } });
const ids: Record<string, string> = {};

beforeAll(async () => {
  const named = {
    ada: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Chief Technology Officer',
      seniority: 'c_level',
      department: 'engineering',
      companyName: 'Analytical Engines',
      companyDomain: 'engines.example',
      industry: 'Software',
      companySize: '51-200',
      country: 'GB',
      // Checked by us: its date is shown (a supplier's date never is).
      verificationReason: 'mailbox_exists',
      city: 'London',
      email: 'ada@engines.example',
    },
    grace: {
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'VP of Engineering',
      seniority: 'vp',
      department: 'engineering',
      companyName: 'Compiler Works',
      companyDomain: 'compilers.test',
      industry: 'Manufacturing',
      companySize: '5001+',
      country: 'US',
      email: 'grace@compilers.test',
      emailStatus: 'accept_all',
    },
    alan: {
      firstName: 'Alan',
      lastName: 'Turing',
      jobTitle: 'Director of Sales Operations',
      seniority: 'director',
      department: 'sales',
      companyName: 'Bletchley Analytics',
      companyDomain: 'bletchley.example.com',
      industry: 'Consulting',
      companySize: '1-10',
      country: 'GB',
      email: 'alan@bletchley.example.com',
      emailStatus: 'unknown',
      verifiedAt: null,
    },
    katherine: {
      firstName: 'Katherine',
      lastName: 'Johnson',
      jobTitle: 'Senior Financial Analyst',
      seniority: 'senior',
      department: 'finance',
      companyName: 'Orbit Finance',
      companySize: '201-500',
      industry: 'Financial Services',
      companyDomain: 'orbit.example',
      country: 'CA',
      email: 'katherine@orbit.example',
      emailStatus: 'invalid',
    },
  } as const;
  const made = await insertLeads(ctx.database, Object.values(named));
  for (const [index, name] of Object.keys(named).entries()) ids[name] = made[index] ?? '';
});

async function search(query: string, who: SignedIn = ctx.customer): Promise<LeadPage> {
  const response = await send(ctx.app, { url: `/api/leads?${query}`, cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (page: LeadPage) => page.items.map((lead) => lead.firstName).sort();

describe('GET /api/leads filters', () => {
  it('answers every lead without filters, with an exact total', async () => {
    const page = await search('');
    expect(names(page)).toEqual(['Ada', 'Alan', 'Grace', 'Katherine']);
    expect(page).toMatchObject({ total: 4, totalCapped: false, nextCursor: null });
  });

  it.each([
    ['seniority=vp', ['Grace']],
    ['department=engineering', ['Ada', 'Grace']],
    ['industry=Consulting', ['Alan']],
    ['companySize=5001%2B', ['Grace']],
    ['country=gb', ['Ada', 'Alan']],
    ['domain=https://Engines.example/about', ['Ada']],
    ['emailStatus=accept_all', ['Grace']],
    ['title=sales', ['Alan']],
    ['title=chief%20tech', ['Ada']],
    ['q=lovelace', ['Ada']],
    ['q=analyt', ['Ada', 'Alan']],
    ['q=compiler%20hopper', ['Grace']],
    ['q=orbit', ['Katherine']],
  ])('filters by %s', async (query, expected) => {
    const page = await search(query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('takes several values of one filter as alternatives, and filters together as all', async () => {
    expect(names(await search('seniority=vp,c_level'))).toEqual(['Ada', 'Grace']);
    expect(names(await search('seniority=vp&seniority=director'))).toEqual(['Alan', 'Grace']);
    expect(names(await search('country=GB,US&department=engineering'))).toEqual(['Ada', 'Grace']);
    expect(names(await search('country=GB&department=engineering&q=ada'))).toEqual(['Ada']);
    expect(names(await search('title=sales,financial'))).toEqual(['Alan', 'Katherine']);
    expect(names(await search('emailStatus=valid,accept_all&companySize=51-200'))).toEqual(['Ada']);
    expect((await search('q=nobody')).items).toEqual([]);
  });

  it('treats search syntax as plain words', async () => {
    expect(names(await search(`q=${encodeURIComponent("lovelace' & | ! :*")}`))).toEqual(['Ada']);
    expect((await search(`q=${encodeURIComponent('%_')}`)).total).toBe(4);
  });

  it('refuses values outside the contract with a 400 naming the problem', async () => {
    for (const query of [
      'seniority=boss',
      'companySize=huge',
      'emailStatus=great',
      'country=USA',
      'limit=101',
      'limit=0',
    ]) {
      const response = await send(ctx.app, {
        url: `/api/leads?${query}`,
        cookie: ctx.customer.cookie,
      });
      expectError(response, 400);
    }
    expectError(
      await send(ctx.app, { url: '/api/leads?cursor=not-a-cursor', cookie: ctx.customer.cookie }),
      400,
      'INVALID_CURSOR',
    );
  });

  it('is for signed-in people only', async () => {
    expectError(await send(ctx.app, { url: '/api/leads' }), 401);
    expectError(await send(ctx.app, { url: '/api/leads/facets' }), 401);
  });
});

describe('e-mails on the wire', () => {
  const byName = (page: LeadPage, name: string) =>
    page.items.find((lead) => lead.firstName === name) as Lead;

  it("masks every e-mail until the lead is unlocked, with status and our check's date shown", async () => {
    const page = await search('');
    for (const lead of page.items) {
      expect(lead.email).toBeNull();
      expect(lead.unlocked).toBe(false);
    }
    expect(byName(page, 'Ada')).toMatchObject({
      emailStatus: 'valid',
      verifiedAt: '2026-10-01T00:00:00.000Z',
      companyDomain: 'engines.example',
    });
    expect(byName(page, 'Alan')).toMatchObject({
      emailStatus: 'unknown',
      verifiedAt: null,
      verificationReason: null,
    });
    // Grace's row holds the supplier's date (2026-10-01): no check of ours, so no date.
    expect(byName(page, 'Grace')).toMatchObject({ verifiedAt: null, verificationReason: null });
    expect(JSON.stringify(page)).not.toContain('@engines.example');
  });

  it('shows the e-mail of a lead the person unlocked, to them only', async () => {
    const reveal = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: ctx.customer.cookie,
      body: { leadIds: [ids.ada] },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    const mine = byName(await search('q=ada'), 'Ada');
    expect(mine).toMatchObject({ unlocked: true, email: 'ada@engines.example' });
    const theirs = byName(await search('q=ada', ctx.manager), 'Ada');
    expect(theirs).toMatchObject({ unlocked: false, email: null });
  });

  it('shows Admins every e-mail', async () => {
    const page = await search('', ctx.admin);
    expect(byName(page, 'Grace').email).toBe('grace@compilers.test');
    expect(byName(page, 'Katherine').email).toBe('katherine@orbit.example');
    expect(byName(page, 'Grace').unlocked).toBe(false);
  });
});

describe('keyset paging and totals', () => {
  beforeAll(async () => {
    await ctx.database.rows(sql`
      insert into leads (first_name, last_name, job_title, seniority, department, company_name,
        company_domain, industry, company_size, country, email, email_status)
      select 'Bulk', 'Person ' || n, 'Account Executive', 'entry', 'support', 'Bulk Corp',
        'bulk.example', 'Retail', '11-50', 'DE', 'bulk' || n || '@bulk.example', 'valid'
      from generate_series(1, ${LEAD_TOTAL_CAP + 5}) as n`);
  });

  it('walks every match exactly once by cursor, never by offset', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `country=GB,US,CA&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await search(query);
      for (const lead of page.items) {
        expect(seen.has(lead._id)).toBe(false);
        seen.add(lead._id);
      }
      expect(page.total).toBe(4);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen.size).toBe(4);
  });

  it('pages through a large result without overlap, 100 at most a page', async () => {
    const first = await search('country=DE&limit=100');
    expect(first.items).toHaveLength(100);
    const second = await search(`country=DE&limit=100&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(100);
    const overlap = second.items.filter((lead) =>
      first.items.some((seen) => seen._id === lead._id),
    );
    expect(overlap).toEqual([]);
    expect((await search('country=DE')).items).toHaveLength(25);
  });

  it(`counts exactly up to ${LEAD_TOTAL_CAP}, then says the total is an estimate`, async () => {
    const capped = await search('country=DE&limit=1');
    expect(capped.totalCapped).toBe(true);
    expect(capped.total).toBeGreaterThan(LEAD_TOTAL_CAP);
    expect(await search('country=GB&limit=1')).toMatchObject({ total: 2, totalCapped: false });
  });
});

describe('GET /api/leads/facets', () => {
  const facets = async (query: string) => {
    const response = await send(ctx.app, {
      url: `/api/leads/facets?${query}`,
      cookie: ctx.customer.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts the values of every facet among the matching leads', async () => {
    const all = await facets('q=engines%20compiler%20bletchley%20orbit');
    // Keywords must all match: nothing has all four words.
    expect(all.seniority).toEqual({});
    const some = await facets('domain=engines.example,compilers.test,bletchley.example.com');
    expect(some.seniority).toEqual({ c_level: 1, director: 1, vp: 1 });
    expect(some.department).toEqual({ engineering: 2, sales: 1 });
    expect(some.country).toEqual({ GB: 2, US: 1 });
    expect(some.industry).toEqual({ Consulting: 1, Manufacturing: 1, Software: 1 });
    expect(some.companySize).toEqual({ '1-10': 1, '5001+': 1, '51-200': 1 });
    // Largest count first.
    expect(Object.keys(some.department)).toEqual(['engineering', 'sales']);
  });

  it('answers the unfiltered facets from the kept counts, equal to counting every lead through each kind of write', async () => {
    // Every e-mail status at once: the same leads, counted by scanning them.
    const counted = () => facets('emailStatus=valid,accept_all,unknown,invalid');
    const expectKeptCountsRight = async (step: string) => {
      expect(await facets(''), step).toEqual(await counted());
    };
    await expectKeptCountsRight('as seeded');

    const [first, second, third] = await insertLeads(ctx.database, [
      { country: 'NZ', seniority: 'owner', industry: 'Facet Testing' },
      { country: 'NZ', seniority: 'owner', industry: 'Facet Testing' },
      { country: 'FJ', seniority: 'entry', industry: 'Facet Testing' },
    ]);
    await expectKeptCountsRight('after an insert');
    expect((await facets('')).country).toMatchObject({ NZ: 2, FJ: 1 });

    await ctx.database.rows(
      sql`update leads set country = 'FJ', industry = '' where id = ${first}`,
    );
    await expectKeptCountsRight('after an edit');
    await ctx.database.rows(sql`update leads set suppressed_at = now() where id = ${second}`);
    await expectKeptCountsRight('after a suppression');
    expect((await facets('')).country?.NZ).toBeUndefined();
    await ctx.database.rows(sql`update leads set suppressed_at = null where id = ${second}`);
    await expectKeptCountsRight('after lifting it');
    await ctx.database.rows(sql`update leads set first_name = 'Renamed' where id = ${third}`);
    await expectKeptCountsRight('after an edit of no facet');
    await ctx.database.rows(sql`delete from leads where id in (${first}, ${second}, ${third})`);
    await expectKeptCountsRight('after a delete');
    expect((await facets('')).industry?.['Facet Testing']).toBeUndefined();
  });

  it("leaves a facet's own filter out of its counts, and applies the others", async () => {
    const result = await facets(
      'domain=engines.example,compilers.test,bletchley.example.com&seniority=vp',
    );
    expect(result.seniority).toEqual({ c_level: 1, director: 1, vp: 1 });
    expect(result.department).toEqual({ engineering: 1 });
    expect(result.country).toEqual({ US: 1 });
  });

  it('counts the only filter’s own facet from the kept counts, the same as counting every lead', async () => {
    const everyLead = await facets('emailStatus=valid,accept_all,unknown,invalid');
    const result = await facets('country=GB');
    expect(result.country).toEqual(everyLead.country);
    expect(result.seniority).toEqual({ c_level: 1, director: 1 });
    expect(result.estimated).toBe(false);
  });

  it('counts the facets of a broad word search on a random sample, and says they are estimates', async () => {
    const ids = await insertLeads(
      ctx.database,
      Array.from({ length: 1500 }, (_, index) => ({
        jobTitle: 'Samplingword Specialist',
        seniority: index % 2 === 0 ? ('vp' as const) : ('director' as const),
      })),
    );
    const saved = { ...facetSampling };
    try {
      const exact = await facets('q=samplingword');
      expect(exact.estimated).toBe(false);
      expect(exact.seniority).toEqual({ director: 750, vp: 750 });

      Object.assign(facetSampling, { from: 1000, sample: 400 });
      const sampled = await facets('q=samplingword');
      expect(sampled.estimated).toBe(true);
      // About 400 of the 1,500 counted, scaled back: near 750 each, to two significant figures.
      for (const count of [sampled.seniority.vp, sampled.seniority.director]) {
        expect(count).toBeGreaterThan(500);
        expect(count).toBeLessThan(1000);
        expect(count % 10).toBe(0);
      }
    } finally {
      Object.assign(facetSampling, saved);
      await ctx.database.rows(
        sql`delete from leads where id = any(${`{${ids.join(',')}}`}::uuid[])`,
      );
    }
  });
});
