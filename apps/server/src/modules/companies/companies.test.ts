import { COMPANY_NOT_FOUND, type CompanyProfile, type LeadPage } from '@leadvault/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, useTestApp } from '../../../test/helpers.ts';
import { emailVerifications, verificationDomainCache } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';

const ctx = useTestApp({ people: { customer: 'Customer' } });

const DOMAIN = 'acme-works.test';
const acme = {
  companyName: 'Acme Industries',
  companyDomain: DOMAIN,
  industry: 'Manufacturing',
  companySize: '201-500',
  country: 'DE',
} as const;

const checked = { verificationReason: 'mailbox_exists' } as const;

const get = (url: string, who: SignedIn | null = ctx.customer) =>
  send(ctx.app, { url, cookie: who?.cookie });

async function ok<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  const [ann] = await insertLeads(ctx.database, [
    // Three of the valid addresses are first.last; Dan's is flast. Checked by us: these four.
    { ...acme, ...checked, firstName: 'Ann', lastName: 'Lee', email: `ann.lee@${DOMAIN}` },
    { ...acme, ...checked, firstName: 'Bob', lastName: 'Ray', email: `bob.ray@${DOMAIN}` },
    { ...acme, ...checked, firstName: 'Cara', lastName: 'Fox', email: `cara.fox@${DOMAIN}` },
    { ...acme, ...checked, firstName: 'Dan', lastName: 'Kim', email: `dkim@${DOMAIN}` },
    // Not valid: no evidence of the pattern; not checked by us yet.
    {
      ...acme,
      firstName: 'Eve',
      lastName: 'Hart',
      email: `eve.hart@${DOMAIN}`,
      emailStatus: 'accept_all',
      verifiedAt: null,
    },
    // Removed at the person's request: counts nowhere, not even in the pattern's share.
    {
      ...acme,
      ...checked,
      firstName: 'Finn',
      lastName: 'Moss',
      email: `finn.moss@${DOMAIN}`,
      suppressedAt: new Date(),
    },
    // A lead that names the company otherwise (the name most leads give wins); valid by its
    // supplier's word only.
    { ...acme, companyName: 'ACME Ind.', firstName: 'Gus', lastName: 'Roe', email: `g@${DOMAIN}` },
    // Other companies, for the company filter.
    {
      companyName: 'Acme Logistics',
      companyDomain: 'acme-logistics.test',
      email: 'ivy@acme-logistics.test',
    },
    {
      companyName: 'Beta Industries',
      companyDomain: 'beta-industries.test',
      email: 'jo@beta-industries.test',
    },
    {
      companyName: 'Gone Ltd',
      companyDomain: 'gone.test',
      email: 'kim@gone.test',
      suppressedAt: new Date(),
    },
  ]);
  await ctx.database.db.insert(emailVerifications).values({
    leadId: ann ?? '',
    email: `ann.lee@${DOMAIN}`,
    status: 'valid',
    reason: 'mailbox_exists',
    mailHost: `mx.${DOMAIN}`,
    method: 'smtp',
    durationMs: 120,
  });
  await ctx.database.db.insert(verificationDomainCache).values({
    domain: DOMAIN,
    kind: 'catch_all',
    value: false,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
});

describe('GET /api/companies/:domain', () => {
  it('describes the company from its leads, with the finder’s pattern, share and catch-all', async () => {
    const company = await ok<CompanyProfile>(`/api/companies/${DOMAIN}`);
    expect(company).toEqual({
      domain: DOMAIN,
      companyName: 'Acme Industries',
      industry: 'Manufacturing',
      companySize: '201-500',
      country: 'DE',
      pattern: 'first.last',
      // Ann, Bob and Cara of the five valid named addresses (Dan's flast, Gus's initial):
      // Finn's, removed, is left out.
      patternShare: { matching: 3, verified: 5 },
      catchAll: false,
      mailHost: `mx.${DOMAIN}`,
      // Ann, Bob, Cara, Dan, Eve, Gus; not Finn.
      leads: 6,
      checkedLeads: 4,
    });
    // The finder's domain search reads the same knowledge.
    const domain = await ok<{ pattern: string; patternShare: string }>(
      `/api/finder/domain?domain=${DOMAIN}`,
    );
    expect(domain).toMatchObject({
      pattern: 'first.last',
      patternShare: `3 of 5 verified addresses at ${DOMAIN}`,
    });
  });

  it('reads the domain as people type it', async () => {
    const company = await ok<CompanyProfile>(`/api/companies/WWW.${DOMAIN.toUpperCase()}`);
    expect(company.domain).toBe(DOMAIN);
  });

  it('tells when nothing is known of the e-mail yet', async () => {
    const company = await ok<CompanyProfile>('/api/companies/beta-industries.test');
    expect(company).toMatchObject({
      companyName: 'Beta Industries',
      // Its one valid address (jo@) is written by no pattern of its name.
      pattern: null,
      patternShare: null,
      leads: 1,
      catchAll: null,
      mailHost: null,
    });
  });

  it('answers 404 COMPANY_NOT_FOUND for a domain without leads, or only removed ones', async () => {
    const error = expectError(await get('/api/companies/nowhere.test'), 404, COMPANY_NOT_FOUND);
    expect(error.message).toBe('We hold no leads at nowhere.test.');
    expectError(await get('/api/companies/gone.test'), 404, COMPANY_NOT_FOUND);
  });

  it('is for signed-in people and API keys only', async () => {
    expectError(await get(`/api/companies/${DOMAIN}`, null), 401);
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: ctx.customer.cookie,
      body: { name: 'Companies' },
    });
    const key = created.json().key as string;
    const byKey = await send(ctx.app, {
      url: `/api/companies/${DOMAIN}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toMatchObject({ domain: DOMAIN, leads: 6 });
  });
});

describe('the company filter of the search', () => {
  const companiesOf = async (query: string) => {
    const page = await ok<LeadPage>(`/api/leads?${query}&limit=100`);
    return { total: page.total, names: [...new Set(page.items.map((lead) => lead.companyName))] };
  };

  it('matches every typed word as the start of a word of the company name', async () => {
    expect(await companiesOf('company=acme%20industries')).toEqual({
      total: 5,
      names: ['Acme Industries'],
    });
    expect((await companiesOf('company=acme%20ind')).names.sort()).toEqual([
      'ACME Ind.',
      'Acme Industries',
    ]);
    expect((await companiesOf('company=Acm')).names.sort()).toEqual([
      'ACME Ind.',
      'Acme Industries',
      'Acme Logistics',
    ]);
    expect((await companiesOf('company=industries')).names.sort()).toEqual([
      'Acme Industries',
      'Beta Industries',
    ]);
    // Word order does not matter; the middle of a word is no match.
    expect((await companiesOf('company=industries%20acme')).total).toBe(5);
    expect(await companiesOf('company=cme')).toEqual({ total: 0, names: [] });
    // Removed leads stay out.
    expect(await companiesOf('company=gone')).toEqual({ total: 0, names: [] });
  });

  it('narrows the facets and combines with the other filters', async () => {
    const facets = await ok<{ country: Record<string, number> }>(
      '/api/leads/facets?company=acme%20industries',
    );
    expect(facets.country).toEqual({ DE: 5 });
    expect((await companiesOf('company=acme&country=DE')).total).toBe(6);
  });

  it('is kept by a saved search', async () => {
    const saved = await send(ctx.app, {
      method: 'POST',
      url: '/api/saved-searches',
      cookie: ctx.customer.cookie,
      body: { name: 'Acme people', filters: { company: 'acme ind', country: ['DE'] } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().filters).toMatchObject({ company: 'acme ind', country: ['DE'] });
  });

  it('refuses a company text longer than a name', async () => {
    expectError(await get(`/api/leads?company=${'a'.repeat(101)}`), 400);
  });
});
