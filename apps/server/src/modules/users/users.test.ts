import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  type SignedIn,
  send,
  signInAs,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: SignedIn;
let manager: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInAs(ctx.app, 'Admin');
  manager = await signInAs(ctx.app, 'Manager');
  customer = await signInAs(ctx.app, 'Customer');
});
afterAll(() => ctx.app.close());

type StaffUser = { _id: string; userName: string; userEmail: string; userRole: string };

async function staffId(email: string): Promise<string> {
  const [row] = await ctx.database.rows<{ id: string }>(
    sql`select id from staff_members where user_email = ${email.toLowerCase()}`,
  );
  if (!row) throw new Error(`${email} is not on the staff list`);
  return row.id;
}

const addUser = (body: unknown, cookie = admin.cookie) =>
  send(ctx.app, { method: 'POST', url: '/api/add-user', body, cookie });
const putUser = (id: string, body: unknown, cookie = admin.cookie) =>
  send(ctx.app, { method: 'PUT', url: `/api/user/${id}`, body, cookie });
const deleteUser = (id: string, cookie = admin.cookie) =>
  send(ctx.app, { method: 'DELETE', url: `/api/user/${id}`, cookie });

describe('staff users: access', () => {
  it('answers 401 signed out and 403 to customers and Managers, before the body or id', async () => {
    const id = await staffId(manager.email);
    const calls = [
      { url: '/api/users' },
      { url: `/api/user/${id}` },
      { method: 'POST' as const, url: '/api/add-user', body: { nonsense: true } },
      { method: 'PUT' as const, url: `/api/user/${id}`, body: {} },
      { method: 'PUT' as const, url: '/api/user/not-a-uuid', body: {} },
      { method: 'DELETE' as const, url: `/api/user/${id}` },
    ];
    for (const call of calls) {
      expectError(await send(ctx.app, call), 401);
      expectError(await send(ctx.app, { ...call, cookie: customer.cookie }), 403);
      expectError(await send(ctx.app, { ...call, cookie: manager.cookie }), 403);
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
    });
    const list = await send(ctx.app, { url: '/api/users', cookie: admin.cookie });
    expect(list.json()[0]).toMatchObject({ userEmail: email.toLowerCase() });
    expect(list.json().map((user: StaffUser) => user.userEmail)).toEqual(
      expect.arrayContaining([admin.email, manager.email]),
    );
    expect(list.json().find((user: StaffUser) => user.userEmail === admin.email)).toMatchObject({
      hasAccount: true,
    });

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
    const read = await send(ctx.app, { url: `/api/user/${created._id}`, cookie: admin.cookie });
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
      actor_email: admin.email,
      summary: `${email} updated: userName Editable → Edited, userRole Manager → Admin`,
    });
    for (const id of ['not-a-uuid', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(await send(ctx.app, { url: `/api/user/${id}`, cookie: admin.cookie }), 404);
      expectError(
        await putUser(id, { userName: 'X', userEmail: 'x@example.com', userRole: 'Admin' }),
        404,
      );
      expectError(await deleteUser(id), 404);
    }
    // Taking another member's e-mail is a conflict.
    expectError(
      await putUser(created._id, { userName: 'X', userEmail: manager.email, userRole: 'Admin' }),
      409,
    );
    expect((await deleteUser(created._id)).json()).toMatchObject({ _id: created._id });
    expectError(
      await send(ctx.app, { url: `/api/user/${created._id}`, cookie: admin.cookie }),
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
      sql`delete from staff_members where user_role = 'Admin' and user_email <> ${admin.email}`,
    );
    // An Admin on the list who has no account yet, so the last one is not "self".
    const other = (
      await addUser({ userName: 'Other', userEmail: uniqueEmail('other.admin'), userRole: 'Admin' })
    ).json() as StaffUser;
    await ctx.database.rows(
      sql`delete from staff_members where user_role = 'Admin' and user_email = ${admin.email}`,
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
          values ('Admin Person', ${admin.email}, 'Admin') on conflict do nothing`,
    );
  });

  it('applies a change on the next request of that person', async () => {
    const person = await signUp(ctx.app, { email: uniqueEmail('promoted') });
    expectError(await send(ctx.app, { url: '/api/dashboard', cookie: person.cookie }), 403);
    const created: StaffUser = (
      await addUser({ userName: 'Promoted', userEmail: person.email, userRole: 'Manager' })
    ).json();
    expect(created).toMatchObject({ hasAccount: true });
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
