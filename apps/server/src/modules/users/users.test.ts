import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  expectError,
  outboxMessagesTo,
  send,
  signInAs,
  signUp,
  uniqueEmail,
  useTestApp,
} from '../../../test/helpers.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

type StaffUser = { _id: string; userName: string; userEmail: string; userRole: string };

async function staffId(email: string): Promise<string> {
  const [row] = await ctx.database.rows<{ id: string }>(
    sql`select id from staff_members where user_email = ${email.toLowerCase()}`,
  );
  if (!row) throw new Error(`${email} is not on the staff list`);
  return row.id;
}

/** The token of the newest verification link e-mailed to this address. */
function verificationToken(email: string): string {
  const message = outboxMessagesTo(ctx.dataDir, email).at(-1);
  const token = message?.text.match(/\/verify-email\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`No verification link was e-mailed to ${email}`);
  return token;
}

/** Opens the newest e-mailed verification link the way the web page does (GET, with cookies). */
const followVerificationLink = (email: string, cookie?: string) =>
  send(ctx.app, {
    url: `/api/auth/verify-email?token=${encodeURIComponent(verificationToken(email))}`,
    cookie,
  });

const addUser = (body: unknown, cookie = ctx.admin.cookie) =>
  send(ctx.app, { method: 'POST', url: '/api/add-user', body, cookie });
const putUser = (id: string, body: unknown, cookie = ctx.admin.cookie) =>
  send(ctx.app, { method: 'PUT', url: `/api/user/${id}`, body, cookie });
const deleteUser = (id: string, cookie = ctx.admin.cookie) =>
  send(ctx.app, { method: 'DELETE', url: `/api/user/${id}`, cookie });

describe('staff users: access', () => {
  it('answers 401 signed out and 403 to customers and Managers, before the body or id', async () => {
    const id = await staffId(ctx.manager.email);
    const calls = [
      { url: '/api/users' },
      { url: `/api/user/${id}` },
      { method: 'POST' as const, url: '/api/add-user', body: { nonsense: true } },
      { method: 'PUT' as const, url: `/api/user/${id}`, body: {} },
      { method: 'PUT' as const, url: '/api/user/not-a-uuid', body: {} },
      { method: 'DELETE' as const, url: `/api/user/${id}` },
      { method: 'POST' as const, url: `/api/user/${id}/resend-invitation`, body: {} },
      { method: 'POST' as const, url: '/api/user/not-a-uuid/resend-invitation', body: {} },
    ];
    for (const call of calls) {
      expectError(await send(ctx.app, call), 401);
      expectError(await send(ctx.app, { ...call, cookie: ctx.customer.cookie }), 403);
      expectError(await send(ctx.app, { ...call, cookie: ctx.manager.cookie }), 403);
    }
  });
});

describe('staff users: add, list, edit, delete', () => {
  it('adds a user with a validated e-mail and role, newest first in the list', async () => {
    const email = uniqueEmail('New.Manager');
    const response = await addUser({
      userName: ' New Manager ',
      userEmail: ` ${email.toUpperCase()} `,
      userRole: 'Manager',
      _id: 'chosen-by-client',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userName: 'New Manager',
      userEmail: email.toLowerCase(),
      userRole: 'Manager',
      hasAccount: false,
      emailVerified: false,
      invitation: 'invitation',
    });
    const list = await send(ctx.app, { url: '/api/users', cookie: ctx.admin.cookie });
    expect(list.json()[0]).toMatchObject({ userEmail: email.toLowerCase() });
    expect(list.json().map((user: StaffUser) => user.userEmail)).toEqual(
      expect.arrayContaining([ctx.admin.email, ctx.manager.email]),
    );
    expect(list.json().find((user: StaffUser) => user.userEmail === ctx.admin.email)).toMatchObject(
      {
        hasAccount: true,
        emailVerified: true,
      },
    );

    expectError(
      await addUser({ userName: 'Again', userEmail: email, userRole: 'Admin' }),
      409,
      'CONFLICT',
    );
  });

  it('refuses a missing name, a bad e-mail and a role outside Admin and Manager', async () => {
    const cases: Array<[unknown, string]> = [
      [{ userName: '', userEmail: 'a@example.com', userRole: 'Admin' }, 'userName'],
      [{ userName: 'A', userEmail: 'not-an-email', userRole: 'Admin' }, 'userEmail'],
      [{ userName: 'A', userEmail: 'a@example.com', userRole: 'Customer' }, 'userRole'],
      [{ userName: 'A', userEmail: 'a@example.com', userRole: 'admin' }, 'userRole'],
      [{ userName: 'A', userEmail: 'a@example.com' }, 'userRole'],
    ];
    for (const [body, field] of cases) {
      const error = expectError(await addUser(body), 400, 'VALIDATION_ERROR');
      expect(error.details, JSON.stringify(body)).toEqual([expect.objectContaining({ field })]);
    }
    // A real address with sub-domains is fine.
    expect(
      (
        await addUser({
          userName: 'John',
          userEmail: uniqueEmail('john.doe'),
          userRole: 'Manager',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('reads and edits one user; 404 for unknown ids', async () => {
    const email = uniqueEmail('editable');
    const created: StaffUser = (
      await addUser({ userName: 'Editable', userEmail: email, userRole: 'Manager' })
    ).json();
    const read = await send(ctx.app, { url: `/api/user/${created._id}`, cookie: ctx.admin.cookie });
    expect(read.json()).toMatchObject({ userName: 'Editable', userRole: 'Manager' });
    const updated = await putUser(created._id, {
      userName: 'Edited',
      userEmail: email,
      userRole: 'Admin',
    });
    expect(updated.json()).toMatchObject({ userName: 'Edited', userRole: 'Admin' });
    const [entry] = await ctx.database.rows<{ summary: string; actor_email: string }>(
      sql`select summary, actor_email from activity_log where entity = 'user'
          and entity_id = ${created._id} and action = 'user.update'`,
    );
    expect(entry).toEqual({
      actor_email: ctx.admin.email,
      summary: `${email} updated: userName Editable → Edited, userRole Manager → Admin`,
    });
    for (const id of ['not-a-uuid', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(await send(ctx.app, { url: `/api/user/${id}`, cookie: ctx.admin.cookie }), 404);
      expectError(
        await putUser(id, { userName: 'X', userEmail: 'x@example.com', userRole: 'Admin' }),
        404,
      );
      expectError(await deleteUser(id), 404);
    }
    // Taking another member's e-mail is a conflict.
    expectError(
      await putUser(created._id, {
        userName: 'X',
        userEmail: ctx.manager.email,
        userRole: 'Admin',
      }),
      409,
    );
    expect((await deleteUser(created._id)).json()).toMatchObject({ _id: created._id });
    expectError(
      await send(ctx.app, { url: `/api/user/${created._id}`, cookie: ctx.admin.cookie }),
      404,
    );
  });
});

describe('staff users: an Admin cannot lock the store out', () => {
  it('cannot delete or demote themself, nor change their own e-mail', async () => {
    const self = await signInAs(ctx.app, 'Admin');
    const id = await staffId(self.email);
    const error = expectError(await deleteUser(id, self.cookie), 409, 'CONFLICT');
    expect(error.message).toBe('You cannot delete yourself. Ask another Admin to do it.');
    expectError(
      await putUser(
        id,
        { userName: 'Me', userEmail: self.email, userRole: 'Manager' },
        self.cookie,
      ),
      409,
    );
    expectError(
      await putUser(
        id,
        { userName: 'Me', userEmail: uniqueEmail('elsewhere'), userRole: 'Admin' },
        self.cookie,
      ),
      409,
    );
    // Renaming oneself is fine.
    const renamed = await putUser(
      id,
      { userName: 'Renamed Me', userEmail: self.email, userRole: 'Admin' },
      self.cookie,
    );
    expect(renamed.json()).toMatchObject({ userName: 'Renamed Me', userRole: 'Admin' });
  });

  it('cannot delete or demote the last Admin', async () => {
    await ctx.database.rows(
      sql`delete from staff_members where user_role = 'Admin' and user_email <> ${ctx.admin.email}`,
    );
    // An Admin on the list who has no account yet, so the last one is not "self".
    const other = (
      await addUser({ userName: 'Other', userEmail: uniqueEmail('other.admin'), userRole: 'Admin' })
    ).json() as StaffUser;
    await ctx.database.rows(
      sql`delete from staff_members where user_role = 'Admin' and user_email = ${ctx.admin.email}`,
    );
    // The remaining Admin acts through a session of an Admin made for this test.
    const acting = await signInAs(ctx.app, 'Admin');
    await ctx.database.rows(
      sql`update staff_members set user_role = 'Manager' where user_email = ${acting.email}`,
    );
    // acting is now a Manager: refused.
    expectError(await deleteUser(other._id, acting.cookie), 403);
    await ctx.database.rows(
      sql`update staff_members set user_role = 'Admin' where user_email = ${acting.email}`,
    );
    await deleteUser(other._id, acting.cookie);
    const last = await staffId(acting.email);
    const demote = await putUser(
      last,
      { userName: 'Acting', userEmail: acting.email, userRole: 'Manager' },
      acting.cookie,
    );
    expectError(demote, 409);

    // Two Admins deleting each other at the same time: one of them must stay. The loser is
    // refused either by the last-Admin rule (409) or, when the other delete landed first, because
    // they are no longer staff (403).
    const second = await signInAs(ctx.app, 'Admin');
    const secondId = await staffId(second.email);
    const [a, b] = await Promise.all([
      deleteUser(secondId, acting.cookie),
      deleteUser(last, second.cookie),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403 || status === 409)).toHaveLength(1);
    const [count] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from staff_members where user_role = 'Admin'`,
    );
    expect(count?.count).toBe(1);
    // Put the suite's Admin back for the tests after this one.
    await ctx.database.rows(
      sql`insert into staff_members (user_name, user_email, user_role)
          values ('Admin Person', ${ctx.admin.email}, 'Admin') on conflict do nothing`,
    );
  });

  it('applies a change on the next request of that person', async () => {
    const person = await signUp(ctx.app, { email: uniqueEmail('promoted') });
    expectError(await send(ctx.app, { url: '/api/dashboard', cookie: person.cookie }), 403);
    const created: StaffUser = (
      await addUser({ userName: 'Promoted', userEmail: person.email, userRole: 'Manager' })
    ).json();
    expect(created).toMatchObject({
      hasAccount: true,
      emailVerified: false,
      invitation: 'verification',
    });
    // The role waits for the address to be proved: the link e-mailed to it.
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Customer',
    );
    expect((await followVerificationLink(person.email, person.cookie)).statusCode).toBe(200);
    const me = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
    expect(me.json().role).toBe('Manager');
    expect((await send(ctx.app, { url: '/api/dashboard', cookie: person.cookie })).statusCode).toBe(
      200,
    );
    expectError(await send(ctx.app, { url: '/api/users', cookie: person.cookie }), 403);

    await putUser(created._id, {
      userName: 'Promoted',
      userEmail: person.email,
      userRole: 'Admin',
    });
    expect((await send(ctx.app, { url: '/api/users', cookie: person.cookie })).statusCode).toBe(
      200,
    );

    await deleteUser(created._id);
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Customer',
    );
    expectError(await send(ctx.app, { url: '/api/dashboard', cookie: person.cookie }), 403);
  });
});

describe('staff roles reach only an account whose owner proved the address', () => {
  const signIn = (email: string, password: string) =>
    send(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });

  it('a stranger who signs up first with a staff address is a Customer until the address is verified', async () => {
    const email = uniqueEmail('new.boss');
    const added = (
      await addUser({ userName: 'New Boss', userEmail: email, userRole: 'Admin' })
    ).json();
    expect(added).toMatchObject({
      hasAccount: false,
      emailVerified: false,
      invitation: 'invitation',
    });
    const [invitation] = outboxMessagesTo(ctx.dataDir, email);
    expect(invitation?.raw).toContain(
      'Subject: You are invited to the LeadVault back office as Admin',
    );
    expect(invitation?.text).toContain('http://localhost:3000/register');

    // Someone signs up with the address before its owner does: no e-mail proof, no role.
    const stranger = await signUp(ctx.app, { email, password: 'stranger-pass-1' });
    const me = (await send(ctx.app, { url: '/api/me', cookie: stranger.cookie })).json();
    expect(me).toMatchObject({ role: 'Customer', user: { email, emailVerified: false } });
    // ...but still uses the store as a customer straight away.
    expect(me.profile).toMatchObject({ userPoint: 5 });
    for (const url of [
      '/api/users',
      '/api/dashboard',
      '/api/orders/total-sales',
      '/api/profiles',
    ]) {
      expectError(await send(ctx.app, { url, cookie: stranger.cookie }), 403);
    }
    const list = (await send(ctx.app, { url: '/api/users', cookie: ctx.admin.cookie })).json();
    expect(list.find((user: StaffUser) => user.userEmail === email)).toMatchObject({
      hasAccount: true,
      emailVerified: false,
    });

    // Signing up with a staff address e-mailed it the verification link. Opened by the owner of
    // the mailbox without being signed in to that account, it changes nothing...
    const signedOut = await followVerificationLink(email);
    expect(expectError(signedOut, 401, 'SIGN_IN_TO_VERIFY').message).toBe(
      'Sign in with the e-mail address this link was sent to, then open the link again.',
    );
    // ...nor while signed in to another account.
    expectError(await followVerificationLink(email, ctx.customer.cookie), 403, 'WRONG_ACCOUNT');
    expect((await send(ctx.app, { url: '/api/me', cookie: stranger.cookie })).json().role).toBe(
      'Customer',
    );

    // Opened while signed in to the account: the address is proved and the role applies.
    expect((await followVerificationLink(email, stranger.cookie)).statusCode).toBe(200);
    expect((await send(ctx.app, { url: '/api/me', cookie: stranger.cookie })).json()).toMatchObject(
      { role: 'Admin', user: { emailVerified: true } },
    );
    expect((await send(ctx.app, { url: '/api/users', cookie: stranger.cookie })).statusCode).toBe(
      200,
    );
  });

  it('the owner of a squatted address takes the account back with a password reset, which also proves it', async () => {
    const email = uniqueEmail('squatted');
    const squatter = await signUp(ctx.app, { email, password: 'squatter-pass' });
    await addUser({ userName: 'Real Owner', userEmail: email, userRole: 'Manager' });
    expectError(await send(ctx.app, { url: '/api/dashboard', cookie: squatter.cookie }), 403);

    const reset = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email, redirectTo: '/update-password' },
    });
    expect(reset.statusCode).toBe(200);
    const token = outboxMessagesTo(ctx.dataDir, email)
      .at(-1)
      ?.text.match(/\/update-password\?token=([\w-]+)/)?.[1];
    const done = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, newPassword: 'owner-pass-1' },
    });
    expect(done.statusCode, done.body).toBe(200);

    // The squatter is signed out everywhere and their password no longer works.
    expectError(await send(ctx.app, { url: '/api/me', cookie: squatter.cookie }), 401);
    expectError(await signIn(email, 'squatter-pass'), 401);
    const owner = await signIn(email, 'owner-pass-1');
    const me = await send(ctx.app, { url: '/api/me', cookie: cookieFrom(owner) });
    expect(me.json()).toMatchObject({ role: 'Manager', user: { emailVerified: true } });
  });

  it("sends customers the customer's verification e-mail, never the staff one, and the verified account of an existing customer becomes staff at once", async () => {
    const person = await signUp(ctx.app, { email: uniqueEmail('plain.customer') });
    const subjects = () =>
      outboxMessagesTo(ctx.dataDir, person.email).map(
        (message) => message.text.match(/^Subject: (.*)$/m)?.[1],
      );
    // Customers get "Verify your e-mail" (their free credits wait for it), never a staff mail.
    expect(subjects()).toEqual(['Verify your e-mail address for LeadVault']);
    await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      body: { email: person.email },
      cookie: person.cookie,
    });
    expect(subjects()).toEqual([
      'Verify your e-mail address for LeadVault',
      'Verify your e-mail address for LeadVault',
    ]);
    const sentBefore = subjects().length;

    await ctx.database.rows(
      sql`update "user" set email_verified = true where id = ${person.userId}`,
    );
    const added = (
      await addUser({ userName: 'Known', userEmail: person.email, userRole: 'Manager' })
    ).json();
    expect(added).toMatchObject({ hasAccount: true, emailVerified: true, invitation: 'none' });
    expect(subjects()).toHaveLength(sentBefore);
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Manager',
    );
  });

  it('e-mails a changed staff address, and the role follows the verified account of the new address', async () => {
    const first = await signInAs(ctx.app, 'Manager');
    const id = await staffId(first.email);
    const next = await signUp(ctx.app, { email: uniqueEmail('next.manager') });
    const updated = (
      await putUser(id, { userName: 'Moved', userEmail: next.email, userRole: 'Manager' })
    ).json();
    expect(updated).toMatchObject({
      hasAccount: true,
      emailVerified: false,
      invitation: 'verification',
    });
    expect((await send(ctx.app, { url: '/api/me', cookie: first.cookie })).json().role).toBe(
      'Customer',
    );
    expect((await send(ctx.app, { url: '/api/me', cookie: next.cookie })).json().role).toBe(
      'Customer',
    );
    await followVerificationLink(next.email, next.cookie);
    expect((await send(ctx.app, { url: '/api/me', cookie: next.cookie })).json().role).toBe(
      'Manager',
    );
    // Renaming sends nothing.
    const renamed = (
      await putUser(id, { userName: 'Renamed', userEmail: next.email, userRole: 'Manager' })
    ).json();
    expect(renamed).toMatchObject({ invitation: 'none' });
  });

  it('refuses a forged verification link', async () => {
    const email = uniqueEmail('forged');
    await addUser({ userName: 'Late', userEmail: email, userRole: 'Manager' });
    const person = await signUp(ctx.app, { email });
    const token = verificationToken(email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, email: 'other@example.com' })).toString('base64url'),
      signature,
    ].join('.');
    expectError(
      await send(ctx.app, { url: `/api/auth/verify-email?token=${forged}`, cookie: person.cookie }),
      401,
      'INVALID_TOKEN',
    );
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Customer',
    );
  });
});

describe('staff users: resend the invitation', () => {
  const resend = (id: string, cookie = ctx.admin.cookie) =>
    send(ctx.app, { method: 'POST', url: `/api/user/${id}/resend-invitation`, body: {}, cookie });

  it('sends the invitation again, or the verification link once an account exists; once a minute per address', async () => {
    const email = uniqueEmail('resend');
    const created: StaffUser = (
      await addUser({ userName: 'Resend Me', userEmail: email, userRole: 'Manager' })
    ).json();
    // Adding sent the first; the limit counts resends: one a minute per address.
    const again = await resend(created._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ invitation: 'invitation' });
    expect(outboxMessagesTo(ctx.dataDir, email)).toHaveLength(2);

    const tooSoon = expectError(await resend(created._id), 429, 'RATE_LIMITED');
    expect(tooSoon.message).toBe(
      'An e-mail went to this address less than a minute ago. Please wait a minute before sending another.',
    );
    expect(outboxMessagesTo(ctx.dataDir, email)).toHaveLength(2);

    // A minute later, with an account: the verification link, which works.
    const person = await signUp(ctx.app, { email });
    await ctx.database.rows(
      sql`update rate_limit set last_request = last_request - 61000 where key = ${`staff-invitation:${email}`}`,
    );
    expect((await resend(created._id)).json()).toEqual({ invitation: 'verification' });
    expect(outboxMessagesTo(ctx.dataDir, email).at(-1)?.raw).toContain(
      'Subject: Confirm your e-mail address for your LeadVault Manager access',
    );
    expect((await followVerificationLink(email, person.cookie)).statusCode).toBe(200);
    expect((await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().role).toBe(
      'Manager',
    );

    // Verified: nothing to send.
    await ctx.database.rows(sql`delete from rate_limit where key = ${`staff-invitation:${email}`}`);
    expectError(await resend(created._id), 409, 'CONFLICT');
    const activity = await ctx.database.rows<{ summary: string }>(
      sql`select summary from activity_log where action = 'user.invite' and entity_id = ${created._id}
          order by seq`,
    );
    expect(activity.map((row) => row.summary)).toEqual([
      `Invitation sent again to ${email}`,
      `Verification link sent again to ${email}`,
    ]);
  });

  it('is for Admins only and answers 404 for an unknown user', async () => {
    const id = await staffId(ctx.manager.email);
    expectError(await resend(id, ctx.manager.cookie), 403);
    expectError(await resend(id, ctx.customer.cookie), 403);
    expectError(
      await send(ctx.app, { method: 'POST', url: `/api/user/${id}/resend-invitation`, body: {} }),
      401,
    );
    expectError(await resend('9b2f4c1e-0000-4000-8000-000000000000'), 404);
    expectError(await resend('not-a-uuid'), 404);
  });
});
