import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  signInAs,
  useTestApp,
} from '../../../test/helpers.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { hashApiKey } from './index.ts';

const ctx = useTestApp({ people: { customer: 'Customer', other: 'Customer' } });
let leadIds: string[];

beforeAll(async () => {
  leadIds = await insertLeads(ctx.database, [
    { companyName: 'Keyco', email: 'one@keyco.example' },
    { companyName: 'Keyco', email: 'two@keyco.example' },
  ]);
});

async function createKey(who: SignedIn, name = 'CRM sync') {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/api-keys',
    cookie: who.cookie,
    body: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; key: string; prefix: string; name: string };
}

/** A call as curl makes it: the key, no cookie, no Origin. */
const withKey = (
  key: string,
  request: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown },
) =>
  ctx.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: {
      authorization: `Bearer ${key}`,
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: request.body === undefined ? undefined : JSON.stringify(request.body),
  });

describe('API keys', () => {
  it('creates a key shown once, stored as a hash, listed with its prefix', async () => {
    const created = await createKey(ctx.customer);
    expect(created.key).toMatch(/^lv_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(9);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(row?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await send(ctx.app, { url: '/api/api-keys', cookie: ctx.customer.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key);
    expect(listed.json()[0]).toMatchObject({
      _id: created._id,
      name: 'CRM sync',
      prefix: created.prefix,
      lastUsedAt: null,
      revokedAt: null,
    });
    // Another customer does not see it.
    const theirs = await send(ctx.app, { url: '/api/api-keys', cookie: ctx.other.cookie });
    expect(theirs.json()).toEqual([]);
    expectValidationError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/api-keys',
        cookie: ctx.customer.cookie,
        body: { name: '  ' },
      }),
    );
  });

  it('searches, reveals, lists and exports with the key alone (no cookie, no Origin), with rate-limit headers', async () => {
    const { key, _id } = await createKey(ctx.customer, 'Script');
    const found = await withKey(key, { url: '/api/leads?q=Keyco' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().total).toBe(2);
    expect(found.headers['ratelimit-limit']).toBe('60');
    expect(found.headers['ratelimit-remaining']).toBe('59');
    expect(Number(found.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const revealed = await withKey(key, {
      method: 'POST',
      url: '/api/leads/reveal',
      body: { leadIds: [leadIds[0]] },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().results[0]).toMatchObject({
      status: 'charged',
      email: 'one@keyco.example',
    });
    const facets = await withKey(key, { url: '/api/leads/facets?q=Keyco' });
    expect(facets.statusCode).toBe(200);
    const credits = await withKey(key, { url: '/api/credits' });
    expect(credits.json()).toEqual({ balance: 4 });
    const list = await withKey(key, { method: 'POST', url: '/api/lists', body: { name: 'API' } });
    expect(list.statusCode, list.body).toBe(201);
    const exported = await withKey(key, { url: '/api/leads/export?unlocked=1' });
    expect(exported.body).toContain('one@keyco.example');
    // Its last use is recorded (at most once a minute).
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('never works on cookie-only routes: account, keys, my leads, checkout, the back office', async () => {
    const { key } = await createKey(ctx.customer, 'Narrow');
    for (const request of [
      { url: '/api/me' },
      { url: '/api/api-keys' },
      { method: 'POST' as const, url: '/api/api-keys', body: { name: 'More' } },
      { url: '/api/my-all-leads' },
      { url: '/api/my-orders' },
      { method: 'POST' as const, url: '/api/new-order', body: {} },
      { url: '/api/admin/suppressions' },
    ]) {
      const response = await withKey(key, request);
      expect([401, 404], `${request.url}: ${response.statusCode}`).toContain(response.statusCode);
      expect(response.statusCode === 401 || request.url === '/api/my-orders').toBe(true);
      expect(response.headers['ratelimit-limit']).toBeUndefined();
    }
    // The browser's session question does not take a key for a session either.
    const session = await withKey(key, { url: '/api/session' });
    expect(session.json()).toEqual({ me: null });
    // A key sent with a browser's session cookie to a cookie route: the cookie decides.
    const me = await send(ctx.app, {
      url: '/api/me',
      cookie: ctx.customer.cookie,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 for unknown, malformed and revoked keys; only the owner revokes', async () => {
    expectError(await withKey(`lv_${'A'.repeat(43)}`, { url: '/api/leads' }), 401);
    expectError(await withKey('not-a-key', { url: '/api/leads' }), 401);
    const { key, _id } = await createKey(ctx.customer, 'Short-lived');
    expect((await withKey(key, { url: '/api/credits' })).statusCode).toBe(200);
    const notYours = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/api-keys/${_id}`,
      cookie: ctx.other.cookie,
    });
    expectError(notYours, 404);
    const revoked = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/api-keys/${_id}`,
      cookie: ctx.customer.cookie,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expectError(await withKey(key, { url: '/api/credits' }), 401);
    const listed = await send(ctx.app, { url: '/api/api-keys', cookie: ctx.customer.cookie });
    expect(
      listed.json().find((item: { _id: string }) => item._id === _id).revokedAt,
    ).not.toBeNull();
    expectError(await send(ctx.app, { url: '/api/api-keys' }), 401);
  });

  it('holds at most 10 live keys per account, also when they are made at once', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(ctx.app, {
          method: 'POST',
          url: '/api/api-keys',
          cookie: person.cookie,
          body: { name: `Key ${index + 1}` },
        }),
      ),
    );
    const statuses = made.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 409, 409]);
    const refused = made.find((response) => response.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: 'TOO_MANY_API_KEYS',
      message: expect.stringMatching(/^You already have 10 active API keys/),
    });
    // Revoking one frees its place.
    const first = made.find((response) => response.statusCode === 201)?.json();
    await send(ctx.app, {
      method: 'DELETE',
      url: `/api/api-keys/${first._id}`,
      cookie: person.cookie,
    });
    await createKey(person, 'Replacement');
  });

  it('allows 60 calls a minute per key: the 61st is 429 with Retry-After, another key is unaffected', async () => {
    const { key } = await createKey(ctx.customer, 'Busy');
    for (let call = 1; call <= 60; call += 1) {
      const response = await withKey(key, { url: '/api/credits' });
      expect(response.statusCode, `call ${call}`).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(60 - call));
    }
    const limited = await withKey(key, { url: '/api/credits' });
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    const { key: second } = await createKey(ctx.customer, 'Calm');
    expect((await withKey(second, { url: '/api/credits' })).statusCode).toBe(200);
    // The browser, signed in, is not limited by the key's count.
    expect(
      (await send(ctx.app, { url: '/api/credits', cookie: ctx.customer.cookie })).statusCode,
    ).toBe(200);
  });
});
