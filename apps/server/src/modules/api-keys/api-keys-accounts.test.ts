import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  latestOutboxMessage,
  outboxMessagesTo,
  type SignedIn,
  send,
  signInAs,
  signUp,
  uniqueEmail,
  useTestApp,
  verifyEmailOf,
} from '../../../test/helpers.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { ensureAccount } from '../../seed-accounts.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { ensureStaffMember } from '../users/index.ts';
import { hashApiKey } from './index.ts';
import { newApiKey } from './service.ts';

// Issue 25, item 1: a key never carries a staff role, and every key of an account ends when
// control of the account may have changed hands or the account gains a staff role.
const ctx = useTestApp({ people: { admin: 'Admin' } });

beforeAll(async () => {
  await insertLeads(ctx.database, [{ companyName: 'Rolekey', email: 'secret@rolekey.example' }]);
});

async function createKey(who: SignedIn) {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/api-keys',
    cookie: who.cookie,
    body: { name: 'Script' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().key as string;
}

/** A key as a script uses it: no cookie, no Origin. */
const withKey = (key: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });

/** A key made before keys needed a verified address (straight into the table). */
async function legacyKey(userId: string): Promise<string> {
  const key = newApiKey();
  await ctx.database.db
    .insert(apiKeys)
    .values({ userId, name: 'Old', prefix: key.slice(0, 9), keyHash: hashApiKey(key) });
  return key;
}

const keyWorks = async (key: string) => (await withKey(key, '/api/credits')).statusCode === 200;

describe('API keys act as a customer', () => {
  it("an Admin's key reads no e-mail in GET /api/leads nor in a list export", async () => {
    const key = await createKey(ctx.admin);
    // The Admin's own session sees every e-mail (decision 019) ...
    const bySession = await send(ctx.app, {
      url: '/api/leads?q=Rolekey',
      cookie: ctx.admin.cookie,
    });
    expect(bySession.json().items[0].email).toBe('secret@rolekey.example');
    // ... the key does not.
    const byKey = await withKey(key, '/api/leads?q=Rolekey');
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().items).toHaveLength(1);
    expect(byKey.body).not.toContain('secret@rolekey.example');
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'All' }),
    });
    expect(list.statusCode, list.body).toBe(201);
    const leadId = byKey.json().items[0]._id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${list.json()._id}/leads`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ leadIds: [leadId] }),
    });
    const exported = await withKey(key, `/api/leads/export?listId=${list.json()._id}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).not.toContain('secret@rolekey.example');
  });

  it('an unverified account may not make keys: 403 EMAIL_NOT_VERIFIED, nothing stored', async () => {
    const person = await signUp(ctx.app);
    const refused = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: person.cookie,
      body: { name: 'Farm' },
    });
    const error = expectError(refused, 403, 'EMAIL_NOT_VERIFIED');
    expect(error.message).toMatch(/^Verify your e-mail address/);
    const [row] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from api_keys where user_id = ${person.userId}`,
    );
    expect(row?.count).toBe(0);
    await verifyEmailOf(ctx.app, person);
    expect(await keyWorks(await createKey(person))).toBe(true);
  });
});

describe('every key of an account is revoked when', () => {
  it('its password is reset through the e-mailed link', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await createKey(person);
    expect(await keyWorks(key)).toBe(true);
    await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: person.email, redirectTo: '/update-password' },
    });
    const token = latestOutboxMessage(ctx.dataDir).text.match(
      /\/update-password\?token=([\w-]+)/,
    )?.[1];
    const reset = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, newPassword: 'owner-took-it-back' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(await withKey(key, '/api/credits'), 401);
  });

  it('its password is changed', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await createKey(person);
    const other = await signInAs(ctx.app, 'Customer');
    const othersKey = await createKey(other);
    const changed = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: person.cookie,
      body: { currentPassword: person.password, newPassword: 'changed-pass-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await withKey(key, '/api/credits'), 401);
    // Another account's keys are untouched, and a failed change revokes nothing.
    expect(await keyWorks(othersKey)).toBe(true);
    const wrong = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: other.cookie,
      body: { currentPassword: 'not-it', newPassword: 'changed-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await keyWorks(othersKey)).toBe(true);
  });

  it('the account is claimed at start (ADMIN_EMAIL signed up by a stranger first)', async () => {
    const email = uniqueEmail('future.admin');
    const stranger = await signUp(ctx.app, { email, password: 'stranger-pass' });
    // A key made before keys needed a verified address.
    const key = await legacyKey(stranger.userId);
    expect(await keyWorks(key)).toBe(true);
    const admin = {
      name: 'Administrator',
      email,
      password: 'configured-1',
      role: 'Admin' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('reclaimed');
    expectError(await withKey(key, '/api/leads?q=Rolekey'), 401);
  });

  it('an Admin adds its address to the staff list', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await createKey(person);
    const added = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-user',
      cookie: ctx.admin.cookie,
      body: { userName: 'New Manager', userEmail: person.email, userRole: 'Manager' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expectError(await withKey(key, '/api/credits'), 401);
  });

  it('an Admin changes a staff entry to its address or role', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await createKey(person);
    const added = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-user',
      cookie: ctx.admin.cookie,
      body: { userName: 'Someone', userEmail: uniqueEmail('someone'), userRole: 'Manager' },
    });
    expect(await keyWorks(key)).toBe(true);
    const moved = await send(ctx.app, {
      method: 'PUT',
      url: `/api/user/${added.json()._id}`,
      cookie: ctx.admin.cookie,
      body: { userName: 'Someone', userEmail: person.email, userRole: 'Manager' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expectError(await withKey(key, '/api/credits'), 401);
    // A Manager's new key ends when they become Admin; a rename alone keeps it.
    const managerKey = await createKey(person);
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/user/${added.json()._id}`,
      cookie: ctx.admin.cookie,
      body: { userName: 'Renamed', userEmail: person.email, userRole: 'Manager' },
    });
    expect(await keyWorks(managerKey)).toBe(true);
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/user/${added.json()._id}`,
      cookie: ctx.admin.cookie,
      body: { userName: 'Renamed', userEmail: person.email, userRole: 'Admin' },
    });
    expectError(await withKey(managerKey, '/api/credits'), 401);
  });

  it('the seed puts its address on the staff list, but not when a restart finds it there', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const key = await createKey(person);
    const entry = { userName: 'Seeded', userEmail: person.email, userRole: 'Admin' as const };
    await ensureStaffMember(ctx.app.database.db, entry);
    expectError(await withKey(key, '/api/credits'), 401);
    const adminKey = await createKey(person);
    await ensureStaffMember(ctx.app.database.db, entry);
    expect(await keyWorks(adminKey)).toBe(true);
  });

  it('a staff-listed account verifies its address (it gains the role then)', async () => {
    const email = uniqueEmail('listed');
    await send(ctx.app, {
      method: 'POST',
      url: '/api/add-user',
      cookie: ctx.admin.cookie,
      body: { userName: 'Listed', userEmail: email, userRole: 'Admin' },
    });
    const person = await signUp(ctx.app, { email });
    const key = await legacyKey(person.userId);
    expect(await keyWorks(key)).toBe(true);
    const message = outboxMessagesTo(ctx.dataDir, email).at(-1);
    const token = message?.text.match(/\/verify-email\?token=([\w.-]+)/)?.[1];
    expect(token).toBeTruthy();
    const verified = await send(ctx.app, {
      url: `/api/auth/verify-email?token=${encodeURIComponent(String(token))}`,
      cookie: person.cookie,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Admin',
    );
    expectError(await withKey(key, '/api/credits'), 401);
  });
});
