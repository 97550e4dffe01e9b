import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  outboxMessagesTo,
  type SignedIn,
  send,
  signInAs,
  useTestApp,
} from '../../../test/helpers.ts';
import {
  approvedOrder,
  capture,
  paidOrder,
  placeOrder,
  seedPackage,
  webhooksDelivered,
} from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { changeCredits } from '../credits/index.ts';

// A credit pack goes through the same order and PayPal pipeline as a database; what it adds is
// the ledger: credits granted once per order when it settles, taken back when it is refunded.

const ctx = useTestApp({ people: { admin: 'Admin' } });
let packId: string;

const SIGN_UP_CREDITS = 5;
const PACK_CREDITS = 100;

beforeAll(async () => {
  packId = (await seedPackage(ctx.database, { packageName: '100 credits', credits: PACK_CREDITS }))
    .id;
});

async function balanceOf(who: SignedIn) {
  const response = await send(ctx.app, { url: '/api/credits', cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().balance as number;
}

async function ledgerOf(who: SignedIn) {
  const response = await send(ctx.app, { url: '/api/credits/ledger', cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { delta: number; reason: string; orderId: string | null }[];
}

async function ledgerSum(who: SignedIn) {
  const rows = await ctx.database.db
    .select({ delta: schema.creditLedger.delta })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.userId, who.userId));
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

describe('credit packs bought through checkout', () => {
  it('credits the pack once under 10 parallel captures and the webhook', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const { order, paypalOrderId } = await approvedOrder(ctx.app, buyer.cookie, packId);

    const captures = await Promise.all(
      Array.from({ length: 10 }, () => capture(ctx.app, buyer.cookie, paypalOrderId)),
    );
    for (const response of captures) expect(response.statusCode).toBeLessThan(500);
    await webhooksDelivered(ctx.app);

    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS + PACK_CREDITS);
    expect(await ledgerSum(buyer)).toBe(SIGN_UP_CREDITS + PACK_CREDITS);
    const purchases = (await ledgerOf(buyer)).filter((row) => row.reason === 'purchase');
    expect(purchases).toEqual([
      expect.objectContaining({ delta: PACK_CREDITS, orderId: order._id }),
    ]);
  });

  it('grants what was bought, even when the pack is changed before payment', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const pack = await seedPackage(ctx.database, { packageName: '50 credits', credits: 50 });
    const { paypalOrderId } = await approvedOrder(ctx.app, buyer.cookie, pack.id);
    await ctx.database.db
      .update(schema.packages)
      .set({ credits: 5000 })
      .where(eq(schema.packages.id, pack.id));

    expect((await capture(ctx.app, buyer.cookie, paypalOrderId)).statusCode).toBe(200);
    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS + 50);
  });

  it('takes back what is left when the pack is refunded from the back office, once', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const { order } = await paidOrder(ctx.app, buyer.cookie, packId);
    await webhooksDelivered(ctx.app);
    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS + PACK_CREDITS);

    const refunded = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      cookie: ctx.admin.cookie,
      body: { reason: 'Bought by mistake' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await webhooksDelivered(ctx.app);

    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS);
    expect(await ledgerSum(buyer)).toBe(SIGN_UP_CREDITS);
    const refunds = (await ledgerOf(buyer)).filter((row) => row.reason === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ delta: -PACK_CREDITS, orderId: order._id }),
    ]);
  });

  it('follows a payment status set by hand: Received grants, leaving Received takes back', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const order = await placeOrder(ctx.app, buyer.cookie, packId);
    const setPayment = (paymentStatus: string) =>
      send(ctx.app, {
        method: 'PUT',
        url: `/api/order/${order._id}`,
        cookie: ctx.admin.cookie,
        body: { paymentStatus },
      });

    expect((await setPayment('Received')).statusCode).toBe(200);
    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS + PACK_CREDITS);
    expect((await setPayment('Refunded')).statusCode).toBe(200);
    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS);

    const rows = await ctx.database.db
      .select({ reason: schema.creditLedger.reason })
      .from(schema.creditLedger)
      .where(
        and(
          eq(schema.creditLedger.userId, buyer.userId),
          eq(schema.creditLedger.orderId, order._id),
        ),
      );
    expect(rows.map((row) => row.reason).sort()).toEqual(['purchase', 'refund']);
  });

  it('leaves the credits of a database package alone', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const database = await seedPackage(ctx.database, { packageName: 'Leads DB' });
    await paidOrder(ctx.app, buyer.cookie, database.id);
    await webhooksDelivered(ctx.app);
    expect(await balanceOf(buyer)).toBe(SIGN_UP_CREDITS);
  });
});

describe('a credit pack reads as credits, and its refund says what was spent', () => {
  let pack: string;
  beforeAll(async () => {
    pack = (
      await seedPackage(ctx.database, {
        packageName: 'Pack of 100',
        kind: 'credit_pack',
        credits: PACK_CREDITS,
        accessLink1: '',
        accessLink2: '',
        accessLink3: '',
      })
    ).id;
  });

  const preview = (orderId: string, who: SignedIn) =>
    send(ctx.app, { url: `/api/orders/${orderId}/refund-preview`, cookie: who.cookie });

  it('mails the credits added and the balance, never databases', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const { order } = await paidOrder(ctx.app, buyer.cookie, pack);
    await webhooksDelivered(ctx.app);
    expect(order).toMatchObject({ packageKind: 'credit_pack', packageCredits: PACK_CREDITS });
    const mail = outboxMessagesTo(ctx.dataDir, buyer.email).find((message) =>
      message.text.includes(`Subject: Your LeadVault order ${order.orderId}`),
    );
    expect(mail?.text).toContain('100 credits added; your balance is 105.');
    expect(mail?.text).toContain('Credit pack: Pack of 100');
    expect(mail?.text).not.toMatch(/database/i);
  });

  it('previews and refunds a pack whose credits were partly spent, and mails the customer', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const { order } = await paidOrder(ctx.app, buyer.cookie, pack);
    await webhooksDelivered(ctx.app);
    // 65 of the 105 credits spent: 40 are left of the pack's 100.
    await changeCredits(ctx.database.db, {
      userId: buyer.userId,
      delta: -65,
      reason: 'reveal',
      actor: null,
    });

    const asked = await preview(order._id, ctx.admin);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      amount: 49,
      packageKind: 'credit_pack',
      credits: { granted: 100, toTakeBack: 40, spent: 60 },
    });
    expect(await balanceOf(buyer)).toBe(40);

    const refunded = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      cookie: ctx.admin.cookie,
      body: { reason: 'Asked for it' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ paymentStatus: 'Refunded', orderStatus: 'Cancelled' });
    await webhooksDelivered(ctx.app);
    expect(await balanceOf(buyer)).toBe(0);

    const mails = outboxMessagesTo(ctx.dataDir, buyer.email);
    const refundMail = mails.find((mail) => mail.text.includes('was refunded'));
    expect(refundMail?.text).toContain(
      '40 credits of this pack were taken back from your balance; the 60 you had already spent stay yours.',
    );
    // The refunded order stays in My Orders, marked Refunded and no longer Completed.
    const mine = await send(ctx.app, { url: '/api/orders?owner=me&page=1', cookie: buyer.cookie });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        _id: order._id,
        paymentStatus: 'Refunded',
        orderStatus: 'Cancelled',
        packageKind: 'credit_pack',
      }),
    ]);
    // Nothing is left to take back now.
    expect((await preview(order._id, ctx.admin)).json().credits).toBeNull();
  });

  it('lets only an Admin ask, and answers 404 for an unknown order', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const { order } = await paidOrder(ctx.app, buyer.cookie, pack);
    expectError(await preview(order._id, buyer), 403);
    const manager = await signInAs(ctx.app, 'Manager');
    expectError(await preview(order._id, manager), 403);
    expectError(await preview('9b2f4c1e-0000-4000-8000-000000000000', ctx.admin), 404);
  });
});
