import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, send, signInAs, signUp, useTestApp } from '../../../test/helpers.ts';
import { verifiedToken } from './session-read.ts';

const ctx = useTestApp();

const sign = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifiedToken', () => {
  it('answers the token of a value signed with the secret', () => {
    expect(verifiedToken(sign('abc123', 's3cret'), 's3cret')).toBe('abc123');
  });

  it('refuses another secret, a changed token or signature, and unsigned values', () => {
    expect(verifiedToken(sign('abc123', 'other'), 's3cret')).toBeUndefined();
    expect(verifiedToken(sign('abc123', 's3cret').replace('abc', 'abd'), 's3cret')).toBeUndefined();
    expect(verifiedToken(`${sign('abc123', 's3cret').slice(0, -2)}A=`, 's3cret')).toBeUndefined();
    expect(verifiedToken('abc123', 's3cret')).toBeUndefined();
    expect(verifiedToken('.abc', 's3cret')).toBeUndefined();
  });
});

describe('the signed-in person, read in one query', () => {
  const me = (cookie: string) => send(ctx.app, { url: '/api/me', cookie });
  const sessionOf = async (userId: string) => {
    const [row] = await ctx.database.rows<{ expires_at: string }>(
      sql`select expires_at from session where user_id = ${userId} order by created_at desc limit 1`,
    );
    return new Date(row?.expires_at ?? 0);
  };

  it('answers the account and its staff role', async () => {
    const manager = await signInAs(ctx.app, 'Manager');
    expect((await me(manager.cookie)).json()).toMatchObject({ role: 'Manager' });
  });

  it('leaves a session due for its refresh to better-auth, which extends it', async () => {
    const person = await signUp(ctx.app, { name: 'Due Refresh' });
    // Issued two days ago: past the one-day update age, within the seven-day life.
    await ctx.database.rows(
      sql`update session set expires_at = now() + interval '5 days' where user_id = ${person.userId}`,
    );
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await sessionOf(person.userId)).getTime()).toBeGreaterThan(
      Date.now() + 6.9 * 24 * 3600 * 1000,
    );
  });

  it('refuses an expired session, a forged cookie and a deleted session', async () => {
    const expired = await signUp(ctx.app, { name: 'Expired Session' });
    await ctx.database.rows(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${expired.userId}`,
    );
    expectError(await me(expired.cookie), 401);

    const forged = await signUp(ctx.app, { name: 'Forged Cookie' });
    const forgedCookie = forged.cookie.replace(/\.[^.;]+$/, `.${'A'.repeat(43)}%3D`);
    expect(forgedCookie).not.toBe(forged.cookie);
    expect((await me(forged.cookie)).statusCode).toBe(200);
    expectError(await me(forgedCookie), 401);

    const signedOut = await signUp(ctx.app, { name: 'Deleted Session' });
    await ctx.database.rows(sql`delete from session where user_id = ${signedOut.userId}`);
    expectError(await me(signedOut.cookie), 401);
  });
});
