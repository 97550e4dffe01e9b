import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../activity/index.ts';
import { type CreditChangeResult, changeCredits } from './ledger.ts';

/**
 * Adds a credit pack's credits for a settled order, in the settle's transaction. Once per order
 * (unique reason + order): settling again, or a webhook after the capture, is a no-op (null).
 */
export async function grantPurchaseCredits(
  tx: DbOrTx,
  { userId, orderId, credits }: { userId: string; orderId: string; credits: number },
): Promise<CreditChangeResult | null> {
  if (credits <= 0) return null;
  return changeCredits(tx, {
    userId,
    delta: credits,
    reason: 'purchase',
    actor: null,
    orderId,
    note: 'Credit pack purchase',
  });
}

/**
 * Takes back a refunded order's credits: what is left of them (never below zero: credits spent
 * on reveals stay spent), recorded as one `refund` row per order even when nothing is left.
 * Null when the order granted nothing or was already taken back.
 */
export async function revokePurchaseCredits(
  tx: DbOrTx,
  { userId, orderId, actor }: { userId: string; orderId: string; actor: Actor | null },
): Promise<CreditChangeResult | null> {
  const [granted] = await tx
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, 'purchase'),
        eq(creditLedger.orderId, orderId),
        eq(creditLedger.userId, userId),
      ),
    )
    .limit(1);
  if (!granted) return null;
  // Lock the balance first: the amount must not change between reading it and taking it.
  const [profile] = await tx
    .select({ balance: profiles.userPoint })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update')
    .limit(1);
  const amount = Math.min(granted.delta, profile?.balance ?? 0);
  return changeCredits(tx, {
    userId,
    delta: -amount,
    reason: 'refund',
    actor,
    orderId,
    note:
      amount === granted.delta
        ? 'Credit pack refunded'
        : `Credit pack refunded: ${amount} of ${granted.delta} credits were left to take back`,
  });
}

type PaidOrder = { id: string; customerUserId: string; packageCredits: number };

/**
 * What a payment status change means for the credits its order bought: becoming Received grants
 * them, leaving Received (refunded, or corrected by staff) takes back what is left. Every path
 * that moves an order's payment (settle, refund, the back office's status form) calls this in
 * its own transaction, so credits and payment can never disagree.
 */
export async function applyPaymentToCredits(
  tx: DbOrTx,
  order: PaidOrder,
  change: { from: string; to: string; actor: Actor | null },
): Promise<CreditChangeResult | null> {
  if (change.from === change.to) return null;
  if (change.to === 'Received') {
    return grantPurchaseCredits(tx, {
      userId: order.customerUserId,
      orderId: order.id,
      credits: order.packageCredits,
    });
  }
  if (change.from === 'Received') {
    return revokePurchaseCredits(tx, {
      userId: order.customerUserId,
      orderId: order.id,
      actor: change.actor,
    });
  }
  return null;
}

/**
 * Whether the person has paid for credits: a credit pack's `purchase` row whose order was not
 * refunded since. Such an account may spend credits without a verified address (money came
 * from it, so it is no throwaway account farming the free sign-up credits).
 */
export async function hasPaidForCredits(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: creditLedger.orderId })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, 'purchase'),
        sql`not exists (select 1 from ${creditLedger} refunded
          where refunded.reason = 'refund' and refunded.order_id = ${creditLedger.orderId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
