import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  expectError,
  latestOutboxMessage,
  send,
  signUp,
  uniqueEmail,
  useTestApp,
} from '../test/helpers.ts';
import { DEMO_ACCOUNTS, ensureAccount, lockPublishedDemoAccounts } from './seed-accounts.ts';

const ctx = useTestApp();

const signIn = (email: string, password: string) =>
  send(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });

async function emailVerified(email: string): Promise<boolean | undefined> {
  const [row] = await ctx.database.rows<{ email_verified: boolean }>(
    sql`select email_verified from "user" where email = ${email}`,
  );
  return row?.email_verified;
}

describe('seeded accounts (ADMIN_EMAIL, demo accounts)', () => {
  it('creates them with a verified address, so the seeded Admin is Admin at once', async () => {
    const email = uniqueEmail('seeded.admin');
    const admin = {
      name: 'Administrator',
      email,
      password: 'admin-pass-1',
      role: 'Admin' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('created');
    expect(await emailVerified(email)).toBe(true);
    const me = await send(ctx.app, {
      url: '/api/me',
      cookie: cookieFrom(await signIn(email, 'admin-pass-1')),
    });
    expect(me.json()).toMatchObject({ role: 'Admin', user: { emailVerified: true } });
    for (const account of DEMO_ACCOUNTS) {
      await ensureAccount(ctx.app.auth, ctx.app.database.db, account);
      expect(await emailVerified(account.email)).toBe(true);
    }
  });

  it('takes back an ADMIN_EMAIL someone registered earlier without verifying it: configured password, sessions ended', async () => {
    const email = uniqueEmail('admin.squatted');
    const squatter = await signUp(ctx.app, { email, password: 'squatter-pass' });
    expect((await send(ctx.app, { url: '/api/me', cookie: squatter.cookie })).json().role).toBe(
      'Customer',
    );

    const admin = {
      name: 'Administrator',
      email,
      password: 'configured-pass',
      role: 'Admin' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('reclaimed');

    expectError(await send(ctx.app, { url: '/api/me', cookie: squatter.cookie }), 401);
    expectError(await signIn(email, 'squatter-pass'), 401);
    const owner = await signIn(email, 'configured-pass');
    expect(owner.statusCode).toBe(200);
    expect(
      (await send(ctx.app, { url: '/api/me', cookie: cookieFrom(owner) })).json(),
    ).toMatchObject({
      role: 'Admin',
      user: { emailVerified: true },
    });
    // The same account (its profile and history stay), and the next start changes nothing.
    const [count] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from "user" where email = ${email}`,
    );
    expect(count?.count).toBe(1);
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('existing');
    expect((await send(ctx.app, { url: '/api/me', cookie: cookieFrom(owner) })).statusCode).toBe(
      200,
    );
  });

  it('keeps the password of a verified account, whose owner proved the address', async () => {
    const email = uniqueEmail('admin.verified');
    const person = await signUp(ctx.app, { email, password: 'owner-own-pass' });
    await ctx.database.rows(
      sql`update "user" set email_verified = true where id = ${person.userId}`,
    );
    const admin = {
      name: 'Administrator',
      email,
      password: 'configured-pass',
      role: 'Admin' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('existing');
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Admin',
    );
    expectError(await signIn(email, 'configured-pass'), 401);
  });

  it('leaves an unverified customer account of a seeded customer as it is', async () => {
    const email = uniqueEmail('customer.existing');
    const person = await signUp(ctx.app, { email, password: 'customer-own-pass' });
    const account = {
      name: 'Customer',
      email,
      password: 'configured-pass',
      role: 'Customer' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, account)).toBe('existing');
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).statusCode).toBe(200);
    expect(await emailVerified(email)).toBe(false);
  });
});

// Issue 25, item 2b: a database first run in demo mode, later started with DEMO off.
describe('demo accounts when DEMO is off', () => {
  const demoAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
  if (!demoAdmin) throw new Error('no demo Admin');

  it('locks a demo account that still has its published password: sessions ended, sign-in refused', async () => {
    for (const account of DEMO_ACCOUNTS) {
      await ensureAccount(ctx.app.auth, ctx.app.database.db, account);
    }
    const before = await signIn(demoAdmin.email, demoAdmin.password);
    expect(before.statusCode).toBe(200);
    const session = cookieFrom(before);

    const locked = await lockPublishedDemoAccounts(ctx.app.auth, ctx.app.database.db);
    expect(locked).toEqual(DEMO_ACCOUNTS.map((account) => account.email));

    expectError(await send(ctx.app, { url: '/api/me', cookie: session }), 401);
    for (const account of DEMO_ACCOUNTS) {
      expectError(await signIn(account.email, account.password), 401, 'INVALID_EMAIL_OR_PASSWORD');
    }
    // Locked once: the next start finds nothing left to lock.
    expect(await lockPublishedDemoAccounts(ctx.app.auth, ctx.app.database.db)).toEqual([]);
  });

  it('leaves a demo account alone once its owner changed the password', async () => {
    const email = demoAdmin.email;
    // The owner takes the locked account back through a password reset.
    await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email, redirectTo: '/update-password' },
    });
    const token = latestOutboxMessage(ctx.dataDir).text.match(
      /\/update-password\?token=([\w-]+)/,
    )?.[1];
    const reset = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, newPassword: 'operator-own-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const owner = await signIn(email, 'operator-own-pass');
    expect(owner.statusCode).toBe(200);
    expect(await lockPublishedDemoAccounts(ctx.app.auth, ctx.app.database.db)).toEqual([]);
    expect((await send(ctx.app, { url: '/api/me', cookie: cookieFrom(owner) })).json().role).toBe(
      'Admin',
    );
  });

  it('a demo-mode restart (DEMO on) still signs in with the published passwords', async () => {
    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'Customer');
    if (!customer) throw new Error('no demo Customer');
    await ctx.database.rows(sql`delete from "user" where email = ${customer.email}`);
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, customer)).toBe('created');
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, customer)).toBe('existing');
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
  });
});
