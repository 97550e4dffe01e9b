import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  type SignedIn,
  send,
  signInAs,
  signUp,
  useTestApp,
} from '../../../test/helpers.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', someone: 'Customer' } });

type Profile = { _id: string; userName: string; userEmail: string; userPoint: number };

async function profileOf(person: SignedIn): Promise<Profile> {
  return (await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().profile;
}

describe('GET /api/profiles', () => {
  beforeAll(async () => {
    await ctx.database.rows(sql`delete from profiles`);
    const people = [
      ['Grace Hopper', 'grace@navy.example.com'],
      ['Ada Lovelace', 'ada@engine.example.co.uk'],
      ['Alan Turing', 'alan@bletchley.example.com'],
      ['Grace Kelly', 'kelly@film.example.com'],
      ['100% Real_Name', 'percent@example.com'],
    ];
    for (const [index, [name, email]] of people.entries()) {
      await signUp(ctx.app, { name, email });
      await ctx.database.rows(
        sql`update profiles set created_at = now() - make_interval(mins => ${people.length - index})
            where user_email = ${email}`,
      );
    }
    for (let i = 0; i < 12; i += 1) {
      await signUp(ctx.app, { name: `Bulk Person ${i}`, email: `bulk${i}@many.example.com` });
    }
  });

  it('is for Admins only', async () => {
    expectError(await send(ctx.app, { url: '/api/profiles' }), 401);
    expectError(await send(ctx.app, { url: '/api/profiles', cookie: ctx.someone.cookie }), 403);
    expectError(await send(ctx.app, { url: '/api/profiles', cookie: ctx.manager.cookie }), 403);
  });

  it('searches by name and by e-mail, case-insensitive contains, in the database', async () => {
    const search = async (query: string) =>
      (await send(ctx.app, { url: `/api/profiles?${query}`, cookie: ctx.admin.cookie })).json();
    expect((await search('name=GRACE&page=1')).items.map((p: Profile) => p.userName)).toEqual([
      'Grace Kelly',
      'Grace Hopper',
    ]);
    expect((await search('email=Example.CO.UK&page=1')).items).toEqual([
      expect.objectContaining({ userName: 'Ada Lovelace', userPoint: 5 }),
    ]);
    expect((await search('name=grace&email=navy&page=1')).total).toBe(1);
    // Wildcards are searched as text.
    expect((await search('name=%25&page=1')).items.map((p: Profile) => p.userName)).toEqual([
      '100% Real_Name',
    ]);
    expect((await search('name=_&page=1')).total).toBe(1);
    // Without page or limit: the old app's plain array.
    expect(await search('name=turing')).toEqual([
      expect.objectContaining({ userEmail: 'alan@bletchley.example.com' }),
    ]);
  });

  it('pages by 10 with the total', async () => {
    const first = await send(ctx.app, { url: '/api/profiles?page=1', cookie: ctx.admin.cookie });
    expect(first.json()).toMatchObject({ page: 1, limit: 10, total: 17 });
    expect(first.json().items).toHaveLength(10);
    const second = await send(ctx.app, { url: '/api/profiles?page=2', cookie: ctx.admin.cookie });
    expect(second.json().items).toHaveLength(7);
    expectError(
      await send(ctx.app, { url: '/api/profiles?limit=1000', cookie: ctx.admin.cookie }),
      400,
    );
  });
});

describe('PUT /api/update-credit/:id', () => {
  // The search tests above emptied the profiles: a customer of their own.
  let customer: SignedIn;
  beforeAll(async () => {
    customer = await signInAs(ctx.app, 'Customer');
  });
  const updateCredit = (id: string, body: unknown, cookie?: string) =>
    send(ctx.app, { method: 'PUT', url: `/api/update-credit/${id}`, body, cookie });

  it('is for Admins only, refused before the id or the body', async () => {
    const { _id } = await profileOf(customer);
    for (const body of [{ userPoint: 1_000_000 }, { userPoint: -1 }]) {
      expectError(await updateCredit(_id, body), 401);
      expectError(await updateCredit(_id, body, customer.cookie), 403);
      expectError(await updateCredit(_id, body, ctx.manager.cookie), 403);
      expectError(await updateCredit('nope', body, ctx.manager.cookie), 403);
    }
  });

  it('sets a whole number from 0 to 1,000,000 and records who, from what and why', async () => {
    const { _id } = await profileOf(customer);
    const response = await updateCredit(
      _id,
      { userPoint: 250, reason: 'Refund for a broken list', userEmail: 'x@example.com' },
      ctx.admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id, userPoint: 250, userEmail: customer.email });
    expect((await profileOf(customer)).userPoint).toBe(250);

    expect((await updateCredit(_id, { userPoint: '0' }, ctx.admin.cookie)).json().userPoint).toBe(
      0,
    );
    expect(
      (await updateCredit(_id, { userPoint: 1_000_000 }, ctx.admin.cookie)).json().userPoint,
    ).toBe(1_000_000);
    const history = await send(ctx.app, {
      url: `/api/activity?entity=profile&entityId=${_id}`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json().map((entry: { summary: string }) => entry.summary)).toEqual([
      'Credits 0 → 1000000',
      'Credits 250 → 0',
      'Credits 5 → 250: Refund for a broken list',
    ]);
    expect(history.json()[2]).toMatchObject({
      actorEmail: ctx.admin.email,
      details: { userPoint: { from: 5, to: 250 }, reason: 'Refund for a broken list' },
    });
  });

  it('refuses anything but a whole number in range, and changes nothing', async () => {
    const { _id } = await profileOf(customer);
    const before = (await profileOf(customer)).userPoint;
    for (const userPoint of [-1, 1_000_001, 1.5, '1.5', '', 'ten', null, '1e3', Number.NaN]) {
      const error = expectError(
        await updateCredit(_id, { userPoint }, ctx.admin.cookie),
        400,
        'VALIDATION_ERROR',
      );
      expect(error.message, String(userPoint)).toContain(
        'Credits must be a whole number from 0 to 1,000,000.',
      );
    }
    expectError(await updateCredit(_id, {}, ctx.admin.cookie), 400);
    expectError(
      await updateCredit(_id, { userPoint: 1, reason: 'x'.repeat(501) }, ctx.admin.cookie),
      400,
    );
    expect((await profileOf(customer)).userPoint).toBe(before);
    expectError(await updateCredit('not-a-uuid', { userPoint: 1 }, ctx.admin.cookie), 404);
    expectError(
      await updateCredit(
        '9b2f4c1e-0000-4000-8000-000000000000',
        { userPoint: 1 },
        ctx.admin.cookie,
      ),
      404,
    );
  });
});
