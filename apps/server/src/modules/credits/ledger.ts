import type { CreditLedgerReason } from '@leadvault/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger, profiles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../activity/index.ts';

/** The change would take a balance below zero: nothing was written. */
export class InsufficientCreditsError extends HttpError {
  constructor(
    message = 'You do not have enough credits. Buy a credit pack to continue.',
    details?: unknown,
  ) {
    super(402, 'INSUFFICIENT_CREDITS', message, details);
    this.name = 'InsufficientCreditsError';
  }
}

export type CreditChange = {
  userId: string;
  /** Credits added (positive) or taken (negative). */
  delta: number;
  reason: CreditLedgerReason;
  /** Who made the change (staff); null for the person's own acts and the system. */
  actor: Actor | null;
  note?: string;
  leadId?: string;
  /** The reveal this spending belongs to, and how many leads it paid for (schema/credit-ledger). */
  reveal?: { id: string; leadCount: number };
  orderId?: string;
  /** Makes the change happen once per person and key; a repeat is a no-op. */
  idempotencyKey?: string;
};

export type CreditChangeResult = { entryId: string; balance: number };

/**
 * The one way a credit balance changes: the ledger row and the balance move together in the
 * caller's transaction. Concurrent changes of one person's credits queue on their profile row,
 * taken before the ledger row is written, so the ledger's order (`seq`) is the order the balance
 * moved in. The balance update is conditional (`user_point + delta >= 0`): none takes it below
 * zero.
 *
 * Answers null when the change was already made (same purchase order and reason, or same
 * idempotency key): the row is inserted with `on conflict do nothing`, so a concurrent repeat
 * waits for the first and then does nothing, without failing the caller's transaction.
 * Throws InsufficientCreditsError (402) when the balance is too low, 404 without a profile;
 * the caller's transaction then rolls back.
 */
export async function changeCredits(
  tx: DbOrTx,
  change: CreditChange,
): Promise<CreditChangeResult | null> {
  if (!Number.isInteger(change.delta))
    throw new Error(`A credit change must be whole: ${change.delta}`);
  const [locked] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, change.userId))
    .for('update');
  if (!locked) throw notFound('Profile not found');
  const [entry] = await tx
    .insert(creditLedger)
    .values({
      userId: change.userId,
      delta: change.delta,
      // Set below, once the balance is known.
      balanceAfter: 0,
      reason: change.reason,
      leadId: change.leadId ?? null,
      revealId: change.reveal?.id ?? null,
      leadCount: change.reveal?.leadCount ?? null,
      orderId: change.orderId ?? null,
      actorUserId: change.actor?.user.id ?? null,
      actorEmail: change.actor?.user.email ?? null,
      note: change.note ?? '',
      idempotencyKey: change.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!entry) return null;

  const [profile] = await tx
    .update(profiles)
    .set({ userPoint: sql`${profiles.userPoint} + ${change.delta}`, updatedAt: new Date() })
    .where(
      and(eq(profiles.userId, change.userId), sql`${profiles.userPoint} + ${change.delta} >= 0`),
    )
    .returning({ balance: profiles.userPoint });
  if (!profile) throw new InsufficientCreditsError();
  await tx
    .update(creditLedger)
    .set({ balanceAfter: profile.balance })
    .where(eq(creditLedger.id, entry.id));
  return { entryId: entry.id, balance: profile.balance };
}

/** The person's balance (0 without a profile). */
export async function creditBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: profiles.userPoint })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.balance ?? 0;
}
