import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { discountCodes, discountRedemptions } from '../../db/schema/index.ts';
import { alreadyUsed, discountOff, refusalFor, unknownCode, usedUp } from './pricing.ts';

export type Reservation = { codeId: string; code: string; discountCents: number };

/**
 * Reserves one use of the code for a new order, inside the order's transaction (decision 051).
 * The code's row is locked first, so concurrent checkouts on any process queue here: the count
 * and the once-per-customer check see every committed reservation, and the conditional update
 * can never take the count past the limit (the check constraint would refuse it anyway).
 * Answers the code as stored and what it takes off the price; `recordRedemption` then ties the
 * use to the order.
 */
export async function reserveDiscount(
  tx: DbOrTx,
  input: { code: string; packageId: string; priceCents: number; userId: string },
  now = new Date(),
): Promise<Reservation> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, input.code))
    .for('update');
  if (!code) throw unknownCode(input.code);
  const refusal = refusalFor(code, input.packageId, now);
  if (refusal) throw refusal;
  if (code.oncePerCustomer) {
    const [used] = await tx
      .select({ orderId: discountRedemptions.orderId })
      .from(discountRedemptions)
      .where(
        and(eq(discountRedemptions.codeId, code.id), eq(discountRedemptions.userId, input.userId)),
      )
      .limit(1);
    if (used) throw alreadyUsed(code.code);
  }
  const [counted] = await tx
    .update(discountCodes)
    .set({ redeemed: sql`${discountCodes.redeemed} + 1` })
    .where(
      and(
        eq(discountCodes.id, code.id),
        sql`(${discountCodes.redemptionLimit} is null or ${discountCodes.redeemed} < ${discountCodes.redemptionLimit})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (!counted) throw usedUp(code.code);
  return {
    codeId: code.id,
    code: code.code,
    discountCents: discountOff(code, input.priceCents),
  };
}

/** Ties the reserved use to the order just inserted (same transaction as the reservation). */
export async function recordRedemption(
  tx: DbOrTx,
  reservation: Reservation,
  order: { id: string; customerUserId: string },
): Promise<void> {
  await tx
    .insert(discountRedemptions)
    .values({ orderId: order.id, codeId: reservation.codeId, userId: order.customerUserId });
}

/**
 * Gives an order's use of its code back (the order was cancelled unpaid): the code may be used
 * again, by this customer too. Nothing happens for an order without a reservation.
 */
export async function releaseDiscount(tx: DbOrTx, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ codeId: discountRedemptions.codeId });
  if (!released) return;
  await tx
    .update(discountCodes)
    .set({ redeemed: sql`greatest(${discountCodes.redeemed} - 1, 0)` })
    .where(eq(discountCodes.id, released.codeId));
}
