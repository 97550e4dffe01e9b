import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { orders } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { applyPaymentToCredits } from '../credits/index.ts';
import { issueInvoice } from '../invoices/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { type OrderEmailDeps, queueOrderEmail } from './order-email.ts';
import { startSegmentCut } from './segment-cut.ts';

type OrderRow = typeof orders.$inferSelect;

export type MarkPaidDeps = OrderEmailDeps & { jobs: JobQueue };

/**
 * The one transition of a Pending order to paid, inside the caller's transaction: a PayPal
 * capture and a code that paid the whole price alike (decision 051). The conditional update lets
 * exactly one caller make it; that caller grants the credits, issues the invoice, starts the
 * segment cut or queues the order e-mail. Answers the paid row, or undefined when the order was not Pending.
 */
export async function markOrderPaid(
  tx: DbOrTx,
  deps: MarkPaidDeps,
  actor: Actor,
  order: Pick<OrderRow, 'id' | 'orderStatus'>,
  payment: {
    transactionId: string;
    paypalOrderId: string | null;
    details: Record<string, unknown>;
  },
): Promise<OrderRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'Received',
      orderStatus: 'Completed',
      transactionId: payment.transactionId,
      ...(payment.paypalOrderId ? { paypalOrderId: payment.paypalOrderId } : {}),
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'Pending')))
    .returning();
  if (!row) return undefined;
  await recordActivity(tx, actor, {
    action: 'order.status',
    entity: 'order',
    entityId: row.id,
    summary: `Payment Pending → Received, order ${order.orderStatus} → Completed`,
    details: {
      paymentStatus: { from: 'Pending', to: 'Received' },
      orderStatus: { from: order.orderStatus, to: 'Completed' },
      ...payment.details,
    },
  });
  await applyPaymentToCredits(tx, row, { from: 'Pending', to: 'Received', actor: null });
  // Numbered here, in the paying transaction: a rollback gives the number back (decision 050).
  await issueInvoice(tx, row);
  // The order e-mail is a job of this same transaction: sent once the payment is committed,
  // retried if the mail server is away, never lost when this process stops (issue 15).
  // A segment order's e-mail waits for its files: the cut sends it when they are ready.
  if (row.segment) await startSegmentCut(tx, deps.jobs, row);
  else await queueOrderEmail(tx, deps, row);
  return row;
}
