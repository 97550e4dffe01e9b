import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, expectError, send, signUp, uniqueEmail, useTestApp } from '../test/helpers.ts';
import { DEMO_ACCOUNTS, ensureAccount } from './seed-accounts.ts';

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
