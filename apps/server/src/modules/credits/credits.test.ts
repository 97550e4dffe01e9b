import type { CreditLedgerEntry, CreditLedgerPage } from '@leadvault/contract';
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
import { placeOrder, seedPackage } from '../../../test/purchase.ts';
import { changeCredits, grantPurchaseCredits, revokePurchaseCredits } from './index.ts';

const ctx = useTestApp({ people: { admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database, { packageName: '100 credits', credits: 100 })).id;
});

async function ledgerOf(person: SignedIn, query = ''): Promise<CreditLedgerPage> {
  const response = await send(ctx.app, {
    url: `/api/credits/ledger${query}`,
    cookie: person.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function balanceOf(person: SignedIn): Promise<number> {
  return (await send(ctx.app, { url: '/api/credits', cookie: person.cookie })).json().balance;
}

/** userPoint equals the sum of the ledger, and no row ever went below zero. */
async function expectLedgerMatches(userId: string) {
  const [row] = await ctx.database.rows<{ balance: number; total: number; negative: number }>(
    sql`select p.user_point as balance,
          (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = p.user_id) as total,
          (select count(*)::int from credit_ledger l where l.user_id = p.user_id and l.balance_after < 0) as negative
        from profiles p where p.user_id = ${userId}`,
  );
  expect(row).toBeDefined();
  expect(row?.total).toBe(row?.balance);
  expect(row?.negative).toBe(0);
  return row?.balance ?? -1;
}

async function profileIdOf(person: SignedIn): Promise<string> {
  return (await send(ctx.app, { url: '/api/me', cookie: person.cookie })).json().profile._id;
}

describe('the credit ledger', () => {
  it('opens with the sign-up grant, shown to the customer', async () => {
    const person = await signUp(ctx.app);
    expect(await balanceOf(person)).toBe(5);
    const ledger = await ledgerOf(person);
    expect(ledger.nextCursor).toBeNull();
    expect(ledger.items).toEqual([
      {
        _id: expect.any(String),
        delta: 5,
        balanceAfter: 5,
        reason: 'signup',
        leadId: null,
        revealId: null,
        leadCount: null,
        orderId: null,
        actor: null,
        note: 'Credits on sign-up',
        createdAt: expect.any(String),
      },
    ]);
    expect(await expectLedgerMatches(person.userId)).toBe(5);
  });

  it('records a profile made outside sign-up too (the database writes the opening row)', async () => {
    const person = await signUp(ctx.app);
    await ctx.database.rows(sql`delete from profiles where user_id = ${person.userId}`);
    await ctx.database.rows(sql`delete from credit_ledger where user_id = ${person.userId}`);
    const again = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-profile-info',
      cookie: person.cookie,
      body: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await expectLedgerMatches(person.userId)).toBe(5);
  });

  it('records a staff change with the difference, who made it and why; the customer sees it', async () => {
    const person = await signUp(ctx.app);
    const id = await profileIdOf(person);
    const raise = await send(ctx.app, {
      method: 'PUT',
      url: `/api/update-credit/${id}`,
      cookie: ctx.admin.cookie,
      body: { userPoint: 12, reason: 'Goodwill for a bounced lead' },
    });
    expect(raise.statusCode, raise.body).toBe(200);
    expect(raise.json().userPoint).toBe(12);
    const lower = await send(ctx.app, {
      method: 'PUT',
      url: `/api/update-credit/${id}`,
      cookie: ctx.admin.cookie,
      body: { userPoint: 2 },
    });
    expect(lower.json().userPoint).toBe(2);
    // Setting the same balance records nothing.
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/update-credit/${id}`,
      cookie: ctx.admin.cookie,
      body: { userPoint: 2, reason: 'no change' },
    });
    const ledger = await ledgerOf(person);
    expect(
      ledger.items.map((row) => [row.reason, row.delta, row.balanceAfter, row.actor, row.note]),
    ).toEqual([
      ['staff', -10, 2, ctx.admin.email, ''],
      ['staff', 7, 12, ctx.admin.email, 'Goodwill for a bounced lead'],
      ['signup', 5, 5, null, 'Credits on sign-up'],
    ]);
    expect(await expectLedgerMatches(person.userId)).toBe(2);
  });

  it('pages newest first by cursor, without overlap', async () => {
    const person = await signUp(ctx.app);
    // One transaction, so the rows share a moment: the order is the order they were written.
    await ctx.database.db.transaction(async (tx) => {
      for (let step = 1; step <= 6; step += 1) {
        await changeCredits(tx, {
          userId: person.userId,
          delta: step,
          reason: 'staff',
          actor: { user: { id: ctx.admin.userId, email: ctx.admin.email } },
          note: `step ${step}`,
        });
      }
    });
    const first = await ledgerOf(person, '?limit=4');
    expect(first.items.map((row) => row.note)).toEqual(['step 6', 'step 5', 'step 4', 'step 3']);
    const second = await ledgerOf(person, `?limit=4&cursor=${first.nextCursor}`);
    expect(second.items.map((row) => row.note)).toEqual(['step 2', 'step 1', 'Credits on sign-up']);
    expect(second.nextCursor).toBeNull();
    expect(second.items.at(-1)?.balanceAfter).toBe(5);
    expect(first.items[0]?.balanceAfter).toBe(26);
    expectError(
      await send(ctx.app, { url: '/api/credits/ledger?cursor=abc', cookie: person.cookie }),
      400,
    );
  });

  it('reads as a running balance, newest first, when changes race', async () => {
    const person = await signUp(ctx.app);
    const deltas = [3, -2, 4, -1, 6, -5, 2, -3, 1, 7];
    await Promise.all(
      deltas.map((delta, index) =>
        ctx.database.db.transaction((tx) =>
          changeCredits(tx, {
            userId: person.userId,
            delta,
            reason: 'staff',
            actor: null,
            note: `race ${index}`,
          }).catch(() => null),
        ),
      ),
    );
    const { items } = await ledgerOf(person, '?limit=50');
    expect(items.at(-1)?.reason).toBe('signup');
    for (const [newer, older] of items.slice(0, -1).map((row, index) => [row, items[index + 1]])) {
      expect(newer?.balanceAfter).toBe((older?.balanceAfter ?? 0) + (newer?.delta ?? 0));
    }
    expect(items[0]?.balanceAfter).toBe(await expectLedgerMatches(person.userId));
  });

  it('refuses a change that would go below zero, writing nothing', async () => {
    const person = await signUp(ctx.app);
    await expect(
      ctx.database.db.transaction((tx) =>
        changeCredits(tx, { userId: person.userId, delta: -6, reason: 'reveal', actor: null }),
      ),
    ).rejects.toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_CREDITS' });
    expect(await expectLedgerMatches(person.userId)).toBe(5);
    expect((await ledgerOf(person)).items).toHaveLength(1);
  });

  it('shows each person only their own balance and ledger', async () => {
    const one = await signUp(ctx.app);
    const two = await signUp(ctx.app);
    await ctx.database.db.transaction((tx) =>
      changeCredits(tx, { userId: one.userId, delta: 3, reason: 'staff', actor: null }),
    );
    expect(await balanceOf(one)).toBe(8);
    expect(await balanceOf(two)).toBe(5);
    expect((await ledgerOf(two)).items).toHaveLength(1);
    expectError(await send(ctx.app, { url: '/api/credits' }), 401);
    expectError(await send(ctx.app, { url: '/api/credits/ledger' }), 401);
  });
});

describe('credit pack purchases', () => {
  const grant = (userId: string, orderId: string, credits = 100) =>
    ctx.database.db.transaction((tx) => grantPurchaseCredits(tx, { userId, orderId, credits }));
  const revoke = (userId: string, orderId: string) =>
    ctx.database.db.transaction((tx) =>
      revokePurchaseCredits(tx, {
        userId,
        orderId,
        actor: { user: { id: ctx.admin.userId, email: ctx.admin.email } },
      }),
    );

  it('credits a settled order once, however often settling runs, even at the same time', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const order = await placeOrder(ctx.app, buyer.cookie, packageId);
    const results = await Promise.all([
      grant(buyer.userId, order._id),
      grant(buyer.userId, order._id),
      grant(buyer.userId, order._id),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await grant(buyer.userId, order._id)).toBeNull();
    expect(await balanceOf(buyer)).toBe(105);
    const [latest] = (await ledgerOf(buyer)).items as CreditLedgerEntry[];
    expect(latest).toMatchObject({ reason: 'purchase', delta: 100, orderId: order._id });
    expect(
      await grant(buyer.userId, (await placeOrder(ctx.app, buyer.cookie, packageId))._id, 0),
    ).toBeNull();
    expect(await expectLedgerMatches(buyer.userId)).toBe(105);
  });

  it('takes back what is left of a refunded pack, once, never below zero', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const order = await placeOrder(ctx.app, buyer.cookie, packageId);
    await grant(buyer.userId, order._id);
    // 103 of the 105 credits spent before the refund.
    await ctx.database.db.transaction((tx) =>
      changeCredits(tx, { userId: buyer.userId, delta: -103, reason: 'reveal', actor: null }),
    );
    const refund = await revoke(buyer.userId, order._id);
    expect(refund).toMatchObject({ balance: 0 });
    expect(await revoke(buyer.userId, order._id)).toBeNull();
    const [latest] = (await ledgerOf(buyer)).items as CreditLedgerEntry[];
    expect(latest).toMatchObject({
      reason: 'refund',
      delta: -2,
      balanceAfter: 0,
      orderId: order._id,
      actor: ctx.admin.email,
    });
    expect(await expectLedgerMatches(buyer.userId)).toBe(0);

    const whole = await placeOrder(ctx.app, buyer.cookie, packageId);
    await grant(buyer.userId, whole._id);
    const both = await Promise.all([
      revoke(buyer.userId, whole._id),
      revoke(buyer.userId, whole._id),
    ]);
    expect(both.filter((result) => result !== null)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(0);
    // An order that granted nothing takes nothing back.
    expect(
      await revoke(buyer.userId, (await placeOrder(ctx.app, buyer.cookie, packageId))._id),
    ).toBeNull();
    expect(await expectLedgerMatches(buyer.userId)).toBe(0);
  });

  const setPayment = async (orderId: string, paymentStatus: string) => {
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/order/${orderId}`,
      cookie: ctx.admin.cookie,
      body: { paymentStatus },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('grants and takes back once per move when staff toggle a pack Received → Pending → Received', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const order = await placeOrder(ctx.app, buyer.cookie, packageId);
    await setPayment(order._id, 'Received');
    expect(await balanceOf(buyer)).toBe(105);
    await setPayment(order._id, 'Pending');
    expect(await balanceOf(buyer)).toBe(5);
    await setPayment(order._id, 'Received');
    expect(await balanceOf(buyer)).toBe(105);
    // Settling again (a late webhook) adds nothing to a Received order.
    expect(await grant(buyer.userId, order._id)).toBeNull();
    await setPayment(order._id, 'Refunded');
    await setPayment(order._id, 'Received');
    expect(await balanceOf(buyer)).toBe(105);
    const moves = (await ledgerOf(buyer)).items
      .filter((entry) => entry.orderId === order._id)
      .map((entry) => [entry.reason, entry.delta]);
    expect(moves).toEqual([
      ['purchase', 100],
      ['refund', -100],
      ['purchase', 100],
      ['refund', -100],
      ['purchase', 100],
    ]);
    expect(await expectLedgerMatches(buyer.userId)).toBe(105);
  });
});

describe('package credits', () => {
  it('lets Admins make a credit pack, shown publicly with its credits', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-package',
      cookie: ctx.admin.cookie,
      body: { packageName: '250 credits', price: 39, credits: '250' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().credits).toBe(250);
    const plain = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-package',
      cookie: ctx.admin.cookie,
      body: { packageName: 'Plain', price: 10 },
    });
    expect(plain.json().credits).toBe(0);
    const id = created.json()._id;
    const edited = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${id}`,
      cookie: ctx.admin.cookie,
      body: { packageName: '250 credits', price: 39 },
    });
    expect(edited.json().credits).toBe(250);
    const publicOne = (await send(ctx.app, { url: `/api/package/${id}` })).json();
    expect(publicOne.credits).toBe(250);
    const all = (await send(ctx.app, { url: '/api/packages' })).json();
    expect(all.find((pkg: { _id: string }) => pkg._id === id).credits).toBe(250);
    for (const credits of [-1, 1.5, 'lots']) {
      const bad = await send(ctx.app, {
        method: 'PUT',
        url: `/api/edit-package/${id}`,
        cookie: ctx.admin.cookie,
        body: { packageName: '250 credits', price: 39, credits },
      });
      expectError(bad, 400);
    }
    const [row] = await ctx.database.rows<{ credits: number }>(
      sql`select credits from packages where id = ${id}`,
    );
    expect(row?.credits).toBe(250);
  });
});
