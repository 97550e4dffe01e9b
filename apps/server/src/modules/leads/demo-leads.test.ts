import {
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_INDUSTRIES,
  LEAD_SENIORITIES,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import { generateDemoLeads } from './demo-leads.ts';
import { DEMO_LEAD_COUNT, seedFindLeadsDemo } from './seed.ts';

describe('generated demo leads', () => {
  const leads = generateDemoLeads();

  it('are the same on every run', () => {
    expect(generateDemoLeads(50)).toEqual(generateDemoLeads(50));
    expect(leads).toHaveLength(DEMO_LEAD_COUNT);
  });

  it('cover every filter value and all four e-mail statuses', () => {
    const values = (field: keyof (typeof leads)[number]) =>
      new Set(leads.map((lead) => lead[field]));
    expect(values('seniority')).toEqual(new Set(LEAD_SENIORITIES));
    expect(values('department')).toEqual(new Set(LEAD_DEPARTMENTS));
    expect(values('companySize')).toEqual(new Set(LEAD_COMPANY_SIZES));
    expect(values('industry')).toEqual(new Set(LEAD_INDUSTRIES));
    expect(values('emailStatus')).toEqual(new Set(LEAD_EMAIL_STATUSES));
    expect(values('country').size).toBeGreaterThanOrEqual(10);
  });

  it('use reserved domains only, with unique lower-case e-mails', () => {
    const reserved = /(\.example|\.test|\.example\.com)$/;
    for (const lead of leads) {
      expect(lead.companyDomain).toMatch(reserved);
      expect(lead.email).toBe(lead.email.toLowerCase());
      expect(lead.email.endsWith(`@${lead.companyDomain}`)).toBe(true);
      expect(new URL(lead.linkedinUrl).hostname).toBe('linkedin.example');
      expect(lead.verifiedAt === null).toBe(lead.emailStatus === 'unknown');
    }
    expect(new Set(leads.map((lead) => lead.email)).size).toBe(leads.length);
  });
});

describe('seedFindLeadsDemo', () => {
  const ctx = useTestApp({ people: { customer: 'Customer' } });

  it('loads the leads and two credit packs once, however often the server starts', async () => {
    expect(await seedFindLeadsDemo(ctx.database.db)).toEqual({
      leads: DEMO_LEAD_COUNT,
      creditPacks: 2,
    });
    expect(await seedFindLeadsDemo(ctx.database.db)).toEqual({ leads: 0, creditPacks: 0 });
    const [row] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from leads where lead_added = 'admin@example.com'`,
    );
    expect(row?.count).toBe(DEMO_LEAD_COUNT);
    const packages = (await send(ctx.app, { url: '/api/packages' })).json();
    expect(
      packages.map((pkg: { packageName: string; price: number; credits: number }) => [
        pkg.packageName,
        pkg.price,
        pkg.credits,
      ]),
    ).toEqual([
      ['100 credits', 19, 100],
      ['500 credits', 79, 500],
    ]);
  });

  it('can be searched, faceted and revealed at once', async () => {
    const page = (
      await send(ctx.app, {
        url: '/api/leads?emailStatus=valid&seniority=vp,director&limit=10',
        cookie: ctx.customer.cookie,
      })
    ).json();
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(100);
    const facets = (
      await send(ctx.app, { url: '/api/leads/facets', cookie: ctx.customer.cookie })
    ).json();
    const total = Object.values(facets.seniority as Record<string, number>).reduce(
      (sum, count) => sum + count,
      0,
    );
    expect(total).toBe(DEMO_LEAD_COUNT);
    expect(Object.keys(facets.companySize).sort()).toEqual([...LEAD_COMPANY_SIZES].sort());
    const reveal = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: ctx.customer.cookie,
      body: { leadIds: [page.items[0]._id] },
    });
    expect(reveal.json()).toMatchObject({ charged: 1, balance: 4 });
  });
});
