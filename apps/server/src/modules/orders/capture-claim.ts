import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { preparedOnce } from '../../lib/prepared.ts';

/**
 * How long a capture's claim on its order holds. A capture is a few PayPal calls of at most 20 s
 * each plus one transaction; a claim older than this belongs to a capture that crashed or hung,
 * and no longer stops a cancel (the capture, should it still settle, is then refunded).
 */
const CAPTURE_LEASE_SECONDS = 120;

/** True (in SQL) while a capture of the order is under way. */
export const captureUnderWay: SQL<boolean> = sql<boolean>`coalesce(${orders.captureStartedAt} > now() - ${CAPTURE_LEASE_SECONDS} * interval '1 second', false)`;

export const captureInProgress = () =>
  new HttpError(
    409,
    'CAPTURE_IN_PROGRESS',
    'A PayPal payment for this order is being captured right now. Wait a moment, reload the order and try again.',
  );

/**
 * Marks a Pending order as being captured, before PayPal is asked to take the money. A short
 * conditional update, not a lock held across the PayPal call: cancels and status changes that
 * see the claim answer 409 instead of closing an order whose money is on its way. Answers the
 * claim's time (to release exactly this claim), or undefined when the order is not Pending.
 */
export async function claimCapture(db: Db, orderId: string): Promise<Date | undefined> {
  const claimedAt = new Date();
  const claim = preparedOnce(db, 'capture_claim', () =>
    db
      .update(orders)
      .set({ captureStartedAt: sql`${sql.placeholder('claimedAt')}` })
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.paymentStatus, 'Pending')))
      .returning({ id: orders.id })
      .prepare('capture_claim'),
  );
  const [row] = await claim.execute({ claimedAt: claimedAt.toISOString(), orderId });
  return row ? claimedAt : undefined;
}

/** Ends this capture's claim; a newer claim (a concurrent capture of the same order) stays. */
export async function releaseCapture(db: Db, orderId: string, claimedAt: Date): Promise<void> {
  const release = preparedOnce(db, 'capture_release', () =>
    db
      .update(orders)
      .set({ captureStartedAt: null })
      .where(
        and(
          eq(orders.id, sql.placeholder('orderId')),
          eq(orders.captureStartedAt, sql.placeholder('claimedAt')),
        ),
      )
      .prepare('capture_release'),
  );
  await release.execute({ orderId, claimedAt: claimedAt.toISOString() });
}
