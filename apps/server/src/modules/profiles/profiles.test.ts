import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, send, signInAs, signUp, useTestApp } from '../../../test/helpers.ts';
import { DEMO_ACCOUNTS, ensureAccount } from '../../seed-accounts.ts';

const ctx = useTestApp();

describe('GET /api/session and GET /api/me', () => {
  it('answer who is signed in; signed out, /api/session says so with 200 and /api/me with 401', async () => {
    const out = await send(ctx.app, { url: '/api/session' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ me: null });
    expect(out.headers['cache-control']).toBe('private, no-store');
    // A cookie that names no session is signed out too.
    const stale = await send(ctx.app, {
      url: '/api/session',
      cookie: 'better-auth.session_token=x',
    });
    expect(stale.json()).toEqual({ me: null });
    expectError(await send(ctx.app, { url: '/api/me' }), 401);

    for (const role of ['Customer', 'Manager'] as const) {
      const person = await signInAs(ctx.app, role);
      const session = await send(ctx.app, { url: '/api/session', cookie: person.cookie });
      const me = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      expect(session.json()).toEqual({ me: me.json() });
      expect(me.json()).toMatchObject({ role, user: { email: person.email } });
    }
  });
});

describe('POST /api/add-profile-info', () => {
  it('answers 401 when signed out', async () => {
    expectError(
      await send(ctx.app, { method: 'POST', url: '/api/add-profile-info', body: {} }),
      401,
    );
  });

  it('answers the existing profile and never duplicates it or changes credits', async () => {
    const person = await signUp(ctx.app, { name: 'Grace' });
    const attempt = {
      userName: 'Grace',
      userEmail: 'someone.else@example.com',
      profileStatus: 'Approved',
      userPoint: 1_000_000,
      profileImg: 'https://evil.example/x.png',
    };
    const first = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-profile-info',
      body: attempt,
      cookie: person.cookie,
    });
    const second = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-profile-info',
      body: attempt,
      cookie: person.cookie,
    });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      userEmail: person.email,
      userPoint: 5,
      profileImg: '/images/default-avatar.svg',
    });
    const [row] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from profiles where user_id = ${person.userId}`,
    );
    expect(row?.count).toBe(1);
  });

  it('makes the profile when an account somehow has none', async () => {
    const person = await signUp(ctx.app, { name: 'Orphan' });
    await ctx.database.rows(sql`delete from profiles where user_id = ${person.userId}`);
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-profile-info',
      body: {},
      cookie: person.cookie,
    });
    expect(response.json()).toMatchObject({
      userName: 'Orphan',
      userPoint: 5,
      profileStatus: 'Approved',
    });
  });
});

describe('seeded accounts', () => {
  it('creates the first admin once, however often the server starts', async () => {
    const admin = {
      name: 'Administrator',
      email: 'Boss@Example.com',
      password: 'boss-pass-1',
      role: 'Admin' as const,
    };
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('created');
    expect(await ensureAccount(ctx.app.auth, ctx.app.database.db, admin)).toBe('existing');
    const signIn = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'boss@example.com', password: 'boss-pass-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await send(ctx.app, { url: '/api/me', cookie })).json()).toMatchObject({
      role: 'Admin',
      profile: { userPoint: 5 },
    });
  });

  it('seeds a demo admin and a demo customer', async () => {
    for (const account of DEMO_ACCOUNTS)
      await ensureAccount(ctx.app.auth, ctx.app.database.db, account);
    const roles = await ctx.database.rows<{ user_email: string; user_role: string }>(
      sql`select user_email, user_role from staff_members order by user_email`,
    );
    expect(roles).toContainEqual({ user_email: 'admin@example.com', user_role: 'Admin' });
    expect(roles.map((row) => row.user_email)).not.toContain('customer@example.com');
  });
});

describe('GET /api/profile/:id and PUT /api/update-profile/:id', () => {
  async function profileOf(cookie: string): Promise<{ _id: string }> {
    return (await send(ctx.app, { url: '/api/me', cookie })).json().profile;
  }
  const update = (id: string, body: unknown, cookie?: string) =>
    send(ctx.app, { method: 'PUT', url: `/api/update-profile/${id}`, body, cookie });

  it('answers the owner and Admins, and 404 to other customers and Managers', async () => {
    const owner = await signInAs(ctx.app, 'Customer');
    const other = await signInAs(ctx.app, 'Customer');
    const manager = await signInAs(ctx.app, 'Manager');
    const { _id } = await profileOf(owner.cookie);
    expectError(await send(ctx.app, { url: `/api/profile/${_id}` }), 401);
    expectError(await send(ctx.app, { url: `/api/profile/${_id}`, cookie: other.cookie }), 404);
    // A Manager's area is the dashboard and the e-mail template: elsewhere they are a customer.
    expectError(await send(ctx.app, { url: `/api/profile/${_id}`, cookie: manager.cookie }), 404);
    for (const reader of [owner, await signInAs(ctx.app, 'Admin')]) {
      const response = await send(ctx.app, { url: `/api/profile/${_id}`, cookie: reader.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id, userEmail: owner.email, userPoint: 5 });
    }
    expectError(await send(ctx.app, { url: '/api/profile/not-a-uuid', cookie: owner.cookie }), 404);
  });

  it('changes only the name and the picture', async () => {
    const owner = await signInAs(ctx.app, 'Customer');
    const { _id } = await profileOf(owner.cookie);
    expectError(await update(_id, { userName: 'X' }), 401);
    const response = await update(
      _id,
      {
        userName: '  Ada L.  ',
        profileImg: '/uploads/0123456789abcdef0123456789abcdef.webp',
        userEmail: 'someone.else@example.com',
        userPoint: 1_000_000,
        profileStatus: 'Blocked',
      },
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      _id,
      userName: 'Ada L.',
      userEmail: owner.email,
      profileStatus: 'Approved',
      userPoint: 5,
      profileImg: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    const named = await update(_id, { userName: 'Ada' }, owner.cookie);
    expect(named.json()).toMatchObject({
      userName: 'Ada',
      profileImg: expect.stringContaining('/uploads/'),
    });
    const reset = await update(_id, { userName: 'Ada', profileImg: '' }, owner.cookie);
    expect(reset.json().profileImg).toBe('/images/default-avatar.svg');
  });

  it('does not let another customer or a Manager change it, but an Admin may', async () => {
    const owner = await signInAs(ctx.app, 'Customer');
    const other = await signInAs(ctx.app, 'Customer');
    const { _id } = await profileOf(owner.cookie);
    expectError(await update(_id, { userName: 'Hacked' }, other.cookie), 404);
    expect(
      (await send(ctx.app, { url: `/api/profile/${_id}`, cookie: owner.cookie })).json().userName,
    ).not.toBe('Hacked');
    const manager = await signInAs(ctx.app, 'Manager');
    expectError(await update(_id, { userName: 'Hacked' }, manager.cookie), 404);
    const staff = await signInAs(ctx.app, 'Admin');
    expect(
      (await update(_id, { userName: 'Renamed by staff' }, staff.cookie)).json(),
    ).toMatchObject({
      userName: 'Renamed by staff',
    });
  });

  it('refuses an empty name, and any picture that was not uploaded here, with a clear message', async () => {
    const owner = await signInAs(ctx.app, 'Customer');
    const { _id } = await profileOf(owner.cookie);
    expectError(await update(_id, { userName: ' ' }, owner.cookie), 400, 'VALIDATION_ERROR');
    // Staff opening the profile would fetch any other address: a tracker, or a request to
    // someone else's site made from a staff member's browser.
    for (const profileImg of [
      'https://evil.example/x.png',
      'https://cdn.example/a.png',
      'http://127.0.0.1:3000/uploads/0123456789abcdef0123456789abcdef.webp',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/me',
      '/uploads/../db',
      '/uploads/0123456789abcdef0123456789abcdef.webp?track=1',
    ]) {
      const error = expectError(
        await update(_id, { userName: 'Ada', profileImg }, owner.cookie),
        400,
      );
      expect(error.details, profileImg).toEqual([
        {
          field: 'profileImg',
          message:
            'Upload your picture here: a profile picture must be an image uploaded to this site.',
        },
      ]);
    }
    const ours = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const saved = await update(_id, { userName: 'Ada', profileImg: ours }, owner.cookie);
    expect(saved.json()).toMatchObject({ profileImg: ours });
  });
});
