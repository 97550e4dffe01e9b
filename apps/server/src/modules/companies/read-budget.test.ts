import { describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { insertLeads } from '../leads/test-leads.ts';

// Its own app: people here may read leads three times a minute.
const ctx = useTestApp({ env: { LEADS_READ_RATE_LIMIT: '3' }, people: { reader: 'Customer' } });

describe('a company page and the lead read budget', () => {
  it('counts as a read of leads, from the same budget as the search', async () => {
    await insertLeads(ctx.database, [
      {
        companyName: 'Budget Works',
        companyDomain: 'budget-works.test',
        email: 'a@budget-works.test',
      },
    ]);
    const read = (url: string) => send(ctx.app, { url, cookie: ctx.reader.cookie });
    expect((await read('/api/leads')).statusCode).toBe(200);
    expect((await read('/api/leads?company=budget')).statusCode).toBe(200);
    expect((await read('/api/companies/budget-works.test')).statusCode).toBe(200);
    expectError(await read('/api/companies/budget-works.test'), 429, 'RATE_LIMITED');
    expectError(await read('/api/leads'), 429, 'RATE_LIMITED');
  });
});
