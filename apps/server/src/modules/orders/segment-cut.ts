import type { DbOrTx } from '../../db/index.ts';
import { orderCuts, type orders } from '../../db/schema/index.ts';
import type { JobQueue } from '../jobs/index.ts';

/** The job that cuts a segment order's files (registered by modules/segments). */
export const CUT_JOB = 'orders.cut';
export type CutJobPayload = { orderId: string };

/**
 * In the transaction that makes a segment order paid (the capture's settlement, or staff marking
 * it Received): its files are to be cut. The cut record says "Preparing your files" until the job
 * has made them; an order paid again after a refund keeps the files it had.
 */
export async function startSegmentCut(
  tx: DbOrTx,
  jobs: JobQueue,
  order: typeof orders.$inferSelect,
): Promise<void> {
  if (!order.segment) return;
  const [started] = await tx
    .insert(orderCuts)
    .values({ orderId: order.id, rowCount: order.segment.rowCount })
    .onConflictDoNothing()
    .returning({ orderId: orderCuts.orderId });
  if (!started) return;
  await jobs.enqueue(tx, CUT_JOB, { orderId: order.id } satisfies CutJobPayload, {
    singletonKey: `${CUT_JOB}:${order.id}`,
  });
}
