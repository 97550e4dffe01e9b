import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  expectError,
  latestOutboxMessage,
  outboxMessagesTo,
  send,
  signInAs,
  signUp,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers.ts';

const ctx = useTestApp();

const signIn = (email: string, password: string, remoteAddress?: string) =>
  send(ctx.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email, password },
    remoteAddress,
  });

describe('sign-up', () => {
  it('makes the account and its profile with 5 credits, signed in at once', async () => {
    const email = uniqueEmail('new');
    const person = await signUp(ctx.app, { name: 'Ada Lovelace', email });
    const me = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { name: 'Ada Lovelace', email },
      role: 'Customer',
      profile: {
        _id: expect.any(String),
        userName: 'Ada Lovelace',
        userEmail: email,
        profileStatus: 'Approved',
        userPoint: 5,
        profileImg: '/images/default-avatar.svg',
      },
    });
    expect(person.cookie).toMatch(/session_token=/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const email = uniqueEmail();
    await signUp(ctx.app, { email, password: 'secret-pass' });
    const response = await signIn(email, 'secret-pass');
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('stores e-mail in lower case, so either spelling signs in', async () => {
    const email = uniqueEmail('Mixed.Case');
    await signUp(ctx.app, { email: email.toUpperCase(), password: 'secret-pass' });
    expect((await signIn(email.toLowerCase(), 'secret-pass')).statusCode).toBe(200);
  });

  // Issue 25, item 12: nobody learns from sign-up who is a customer.
  it('answers a taken address exactly as a new sign-up, changes nothing and mails the owner instead', async () => {
    const person = await signUp(ctx.app, { name: 'Owner' });
    const signUpWith = (email: string) =>
      send(ctx.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { name: 'Twin', email, password: 'another-pass' },
      });
    const fresh = await signUpWith(uniqueEmail('fresh'));
    const taken = await signUpWith(person.email);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    // The same body shape and kinds of value; neither signs anybody in.
    const shape = (body: Record<string, unknown>): unknown =>
      Object.fromEntries(
        Object.entries(body)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => [
            key,
            value && typeof value === 'object'
              ? shape(value as Record<string, unknown>)
              : typeof value,
          ]),
      );
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json()).toMatchObject({
      token: null,
      user: { email: person.email, name: 'Twin', emailVerified: false },
    });
    expect(taken.json().user.id).not.toBe(person.userId);
    expect(taken.cookies).toEqual([]);
    expect(fresh.cookies).toEqual([]);

    // Nothing changed: one profile, the owner's password and session still work.
    const [row] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from profiles where user_email = ${person.email}`,
    );
    expect(row?.count).toBe(1);
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).statusCode).toBe(200);
    expectError(await signIn(person.email, 'another-pass'), 401, 'INVALID_EMAIL_OR_PASSWORD');
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);

    // The owner hears of it.
    const mail = outboxMessagesTo(ctx.dataDir, person.email).at(-1);
    expect(mail?.text).toContain('Subject: Someone tried to sign up with your e-mail address');
    expect(mail?.text).toContain('http://localhost:3000/login');
    expect(mail?.text).toContain('http://localhost:3000/reset');
  });

  it('mails a new customer the "Verify your e-mail" link, and a new one only to the signed-in person', async () => {
    const person = await signUp(ctx.app);
    const [first] = outboxMessagesTo(ctx.dataDir, person.email);
    expect(first?.text).toContain('Subject: Verify your e-mail address for LeadVault');
    expect(first?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w.-]+/);
    // Signed out, nobody can have the server mail an address.
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/auth/send-verification-email',
        body: { email: person.email },
      }),
      401,
    );
    expect(outboxMessagesTo(ctx.dataDir, person.email)).toHaveLength(1);
    const resent = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      cookie: person.cookie,
      body: { email: person.email },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(outboxMessagesTo(ctx.dataDir, person.email)).toHaveLength(2);
  });

  it('refuses passwords under 6 characters and malformed e-mail', async () => {
    const short = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Shorty', email: uniqueEmail(), password: '12345' },
    });
    expectError(short, 400, 'PASSWORD_TOO_SHORT');
    const badEmail = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Bad', email: 'not-an-email', password: '123456' },
    });
    expectError(badEmail, 400);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and not with a wrong one', async () => {
    const person = await signUp(ctx.app);
    const good = await signIn(person.email, person.password);
    expect(good.statusCode).toBe(200);
    expect(cookieFrom(good)).toMatch(/session_token=/);
    expectError(await signIn(person.email, 'wrong-password'), 401, 'INVALID_EMAIL_OR_PASSWORD');
    // An unknown address answers exactly like a wrong password: no account enumeration.
    expectError(await signIn(uniqueEmail('ghost'), 'whatever1'), 401, 'INVALID_EMAIL_OR_PASSWORD');
  });

  it('ends the session on sign-out', async () => {
    const person = await signUp(ctx.app);
    const out = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      body: {},
      cookie: person.cookie,
    });
    expect(out.statusCode).toBe(200);
    expectError(
      await send(ctx.app, { url: '/api/me', cookie: person.cookie }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses sign-in from another origin', async () => {
    const person = await signUp(ctx.app);
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: person.email, password: person.password },
      headers: { origin: 'https://evil.example' },
      cookie: person.cookie,
    });
    expectError(response, 403);
  });

  it('limits sign-in attempts per address: the 11th in a minute gets 429', async () => {
    const person = await signUp(ctx.app);
    const address = '192.0.2.77';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(person.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    const blocked = expectError(
      await signIn(person.email, person.password, address),
      429,
      'RATE_LIMITED',
    );
    expect(blocked.message).toBe('Too many requests. Please try again later.');
    // Another address is not affected.
    expect((await signIn(person.email, person.password, '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('password reset by e-mail', () => {
  async function requestReset(email: string) {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email, redirectTo: '/update-password' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const message = latestOutboxMessage(ctx.dataDir);
    const token = message.text.match(/\/update-password\?token=([\w-]+)/)?.[1];
    return { message, token };
  }

  const resetPassword = (token: string, newPassword: string) =>
    send(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, newPassword },
    });

  it('mails a link to /update-password that works once and ends every session', async () => {
    const person = await signUp(ctx.app, { name: 'Forgetful' });
    const { message, token } = await requestReset(person.email);
    expect(message.raw).toContain(`To: ${person.email}`);
    expect(message.raw).toContain('Content-Type: text/plain');
    expect(message.raw).toContain('Content-Type: text/html');
    expect(message.text).toContain('http://localhost:3000/update-password?token=');
    expect(token).toBeTruthy();

    expect((await resetPassword(String(token), 'brand-new-pass')).statusCode).toBe(200);
    expectError(await send(ctx.app, { url: '/api/me', cookie: person.cookie }), 401);
    expectError(await signIn(person.email, person.password), 401);
    expect((await signIn(person.email, 'brand-new-pass')).statusCode).toBe(200);

    expectError(await resetPassword(String(token), 'third-pass-1'), 400, 'INVALID_TOKEN');
  });

  it('refuses a token older than an hour', async () => {
    const person = await signUp(ctx.app);
    const { token } = await requestReset(person.email);
    await ctx.database.rows(
      sql`update verification set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${token}`}`,
    );
    expectError(await resetPassword(String(token), 'brand-new-pass'), 400, 'INVALID_TOKEN');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: uniqueEmail('nobody'), redirectTo: '/update-password' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('lets the signed-in person change their password with the current one', async () => {
    const person = await signUp(ctx.app);
    const wrong = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: person.cookie,
      body: { currentPassword: 'not-it', newPassword: 'changed-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: person.cookie,
      body: { currentPassword: person.password, newPassword: 'changed-pass' },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect((await signIn(person.email, 'changed-pass')).statusCode).toBe(200);
  });

  it('is refused when signed out', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: 'a', newPassword: 'changed-pass' },
    });
    expectError(response, 401);
  });
});

describe('GET /api/me', () => {
  it('answers 401 when signed out', async () => {
    expectError(await send(ctx.app, { url: '/api/me' }), 401, 'UNAUTHORIZED');
    expectError(
      await send(ctx.app, { url: '/api/me', cookie: 'better-auth.session_token=forged' }),
      401,
    );
  });

  it.each(['Customer', 'Manager', 'Admin'] as const)(
    'answers the role %s from the staff list',
    async (role) => {
      const person = await signInAs(ctx.app, role);
      const me = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        role,
        user: { email: person.email },
        profile: { userEmail: person.email },
      });
    },
  );
});
