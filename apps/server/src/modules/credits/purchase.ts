import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../activity/index.ts';
import { type CreditChangeResult, changeCredits } from './ledger.ts';

/**
 * How often an order's credits were granted and taken back so far, and the last grant. A pack's
 * order may move in and out of Received (a refund, a staff correction and back): its credits
 * follow each move, so the counts say which move comes next and name it for idempotency.
 */
async function orderCreditMoves(tx: DbOrTx, orderId: string) {
  const rows = await tx
    .select({ reason: creditLedger.reason, delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), inArray(creditLedger.reason, ORDER_REASONS)))
    .orderBy(asc(creditLedger.seq));
  const grants = rows.filter((row) => row.reason === 'purchase');
  const takeBacks = rows.length - grants.length;
  return { grants: grants.length, takeBacks, lastGrant: grants.at(-1)?.delta ?? 0 };
}

const ORDER_REASONS = ['purchase', 'refund'];

/**
 * Adds a credit pack's credits for an order that became Received, in that move's transaction.
 * Once per move: settling again, a webhook after the capture, or racing settles grant once
 * (the move's idempotency key); null when nothing was granted.
 */
export async function grantPurchaseCredits(
  tx: DbOrTx,
  { userId, orderId, credits }: { userId: string; orderId: string; credits: number },
): Promise<CreditChangeResult | null> {
  if (credits <= 0) return null;
  const moves = await orderCreditMoves(tx, orderId);
  if (moves.grants > moves.takeBacks) return null;
  return changeCredits(tx, {
    userId,
    delta: credits,
    reason: 'purchase',
    actor: null,
    orderId,
    note: moves.grants === 0 ? 'Credit pack purchase' : 'Credit pack received again',
    idempotencyKey: `order:${orderId}:grant:${moves.grants + 1}`,
  });
}

/** A credit pack order's credits as a refund would find them. */
export type HeldPurchaseCredits = { granted: number; toTakeBack: number; spent: number };

/**
 * What taking back this order's credits would do now: the last grant, how much of it the balance
 * still holds (what a take-back removes) and how much was spent. Null when the order holds no
 * granted credits (not a pack, never granted, or already taken back).
 */
export async function heldPurchaseCredits(
  tx: DbOrTx,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<HeldPurchaseCredits | null> {
  const moves = await orderCreditMoves(tx, orderId);
  if (moves.grants <= moves.takeBacks) return null;
  const [profile] = await tx
    .select({ balance: profiles.userPoint })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const granted = moves.lastGrant;
  const toTakeBack = Math.min(granted, profile?.balance ?? 0);
  return { granted, toTakeBack, spent: granted - toTakeBack };
}

/**
 * Takes back an order's credits when it leaves Received: what is left of the last grant (never
 * below zero: credits spent on reveals stay spent), recorded as one `refund` row per move even
 * when nothing is left. Null when the order holds no granted credits (none, or already taken).
 */
export async function revokePurchaseCredits(
  tx: DbOrTx,
  { userId, orderId, actor }: { userId: string; orderId: string; actor: Actor | null },
): Promise<CreditChangeResult | null> {
  const moves = await orderCreditMoves(tx, orderId);
  if (moves.grants <= moves.takeBacks) return null;
  // Lock the balance first: the amount must not change between reading it and taking it.
  const [profile] = await tx
    .select({ balance: profiles.userPoint })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update')
    .limit(1);
  const granted = moves.lastGrant;
  const amount = Math.min(granted, profile?.balance ?? 0);
  return changeCredits(tx, {
    userId,
    delta: -amount,
    reason: 'refund',
    actor,
    orderId,
    note:
      amount === granted
        ? 'Credit pack taken back'
        : `Credit pack taken back: ${amount} of ${granted} credits were left to take back`,
    idempotencyKey: `order:${orderId}:take-back:${moves.takeBacks + 1}`,
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
  // An order holds its credits while it was granted more often than taken back (the grants and
  // take-backs follow its moves in and out of Received).
  const [row] = await db
    .select({ orderId: creditLedger.orderId })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.reason, ORDER_REASONS)))
    .groupBy(creditLedger.orderId)
    .having(
      sql`count(*) filter (where ${creditLedger.reason} = 'purchase') > count(*) filter (where ${creditLedger.reason} = 'refund')`,
    )
    .limit(1);
  return row !== undefined;
}
