import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import {
  approvedOrder,
  capture,
  paidOrder,
  placeOrder,
  seedPackage,
  webhooksDelivered,
} from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';

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
