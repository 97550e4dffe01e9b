import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import { createApiKey } from '../api-keys/service.ts';
import { insertLeads } from './test-leads.ts';

const PER_PERSON = 10;
const PER_ADDRESS = 8;
const ctx = useTestApp({
  env: {
    LEADS_READ_RATE_LIMIT: String(PER_PERSON),
    LEADS_SEARCH_ADDRESS_RATE_LIMIT: String(PER_ADDRESS),
    API_KEY_RATE_LIMIT: '1000',
  },
});

beforeAll(async () => {
  await insertLeads(ctx.database, [
    { companyName: 'Budgetco', email: 'one@budgetco.example' },
    { companyName: 'Budgetco', email: 'two@budgetco.example' },
  ]);
});

const withKey = (key: string, url: string) =>
  ctx.app.inject({ url, headers: { authorization: `Bearer ${key}` } });

describe('the lead read budget', () => {
  it('is one per person across the session and every API key', async () => {
    const scraper = await signInAs(ctx.app, 'Customer');
    const actor = { user: { id: scraper.userId, email: scraper.email, emailVerified: true } };
    const keys = await Promise.all(
      ['one', 'two', 'three'].map((name) => createApiKey(ctx.database.db, actor, name)),
    );
    const reads = [
      () => send(ctx.app, { url: '/api/leads?limit=100', cookie: scraper.cookie }),
      ...keys.map((created) => () => withKey(created.key, '/api/leads?limit=100')),
      () => send(ctx.app, { url: '/api/lists', cookie: scraper.cookie }),
    ];
    const statuses: number[] = [];
    for (let call = 0; call < PER_PERSON; call += 1) {
      statuses.push(
        (await (reads[call % reads.length] as () => Promise<{ statusCode: number }>)()).statusCode,
      );
    }
    expect(statuses).toEqual(Array(PER_PERSON).fill(200));
    for (const read of reads) {
      const refused = await read();
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toMatch(
        /^Your account read leads more than 10 times this minute\. Try again in \d+ seconds?\.$/,
      );
    }
    const keyed = await withKey(keys[0]?.key ?? '', '/api/leads/export?unlocked=1');
    expectError(keyed, 429, 'RATE_LIMITED');
    // Someone else's budget is their own.
    const other = await signInAs(ctx.app, 'Customer');
    expect((await send(ctx.app, { url: '/api/leads', cookie: other.cookie })).statusCode).toBe(200);
  });

  it('limits keyword searches and facets per client address, whatever the account', async () => {
    const remoteAddress = '203.0.113.77';
    const accounts = await Promise.all([1, 2, 3].map(() => signInAs(ctx.app, 'Customer')));
    const statuses: number[] = [];
    for (let call = 0; call < PER_ADDRESS; call += 1) {
      const who = accounts[call % accounts.length];
      const url = call % 2 === 0 ? '/api/leads?q=budgetco' : '/api/leads/facets?q=budgetco';
      statuses.push((await send(ctx.app, { url, cookie: who?.cookie, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(200));
    const fresh = await signInAs(ctx.app, 'Customer');
    const refused = await send(ctx.app, {
      url: '/api/leads?q=budgetco',
      cookie: fresh.cookie,
      remoteAddress,
    });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json().error.message).toMatch(/^This address searched leads more than 8 times/);
    expectError(
      await send(ctx.app, { url: '/api/leads/facets', cookie: fresh.cookie, remoteAddress }),
      429,
    );
    // Browsing without a keyword is the person's budget only; another address searches freely.
    expect(
      (await send(ctx.app, { url: '/api/leads', cookie: fresh.cookie, remoteAddress })).statusCode,
    ).toBe(200);
    expect(
      (await send(ctx.app, { url: '/api/leads?q=budgetco', cookie: fresh.cookie })).statusCode,
    ).toBe(200);
  });
});
