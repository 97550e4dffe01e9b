import { type Order, SEGMENT_REFRESH_DAYS } from '@leadvault/contract';
import { addDays } from 'date-fns';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { orderCuts } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { Viewer } from '../auth/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import {
  CUT_JOB,
  type CutJobPayload,
  findOwnOrder,
  ORDER_NOT_FOUND,
  toOrderFromRecord,
} from '../orders/index.ts';

/**
 * The buyer asks for their segment files again within SEGMENT_REFRESH_DAYS of the first cut:
 * leads that turned invalid (or were removed) since are replaced from the same segment. The
 * files they have stay downloadable until the new ones are ready.
 */
export async function refreshOrderFiles(
  db: Db,
  jobs: JobQueue,
  viewer: Viewer,
  orderId: string,
): Promise<Order> {
  const record = await findOwnOrder(db, viewer, { id: orderId });
  if (!record) throw notFound(ORDER_NOT_FOUND);
  const { order } = record;
  if (order.paymentStatus !== 'Received') {
    throw new HttpError(403, 'ORDER_NOT_PAID', 'Only a paid order’s files can be refreshed.');
  }
  const cut = record.links.cut;
  if (!order.segment || !cut) throw notFound('This order has no files cut from our leads.');
  if (cut.status === 'preparing') throw conflict('Your files are being prepared already.');
  const until = cut.readyAt ? addDays(new Date(cut.readyAt), SEGMENT_REFRESH_DAYS) : undefined;
  if (!until || until.getTime() <= Date.now()) {
    throw conflict(
      `Files can be refreshed for ${SEGMENT_REFRESH_DAYS} days after they were first ready; this order’s time ended on ${until?.toISOString().slice(0, 10) ?? 'its first cut'}.`,
    );
  }
  await db.transaction(async (tx) => {
    const [started] = await tx
      .update(orderCuts)
      .set({ status: 'preparing' })
      .where(and(eq(orderCuts.orderId, order.id), ne(orderCuts.status, 'preparing')))
      .returning({ orderId: orderCuts.orderId });
    if (!started) throw conflict('Your files are being prepared already.');
    await jobs.enqueue(tx, CUT_JOB, { orderId: order.id } satisfies CutJobPayload, {
      singletonKey: `${CUT_JOB}:${order.id}`,
    });
  });
  const now = await findOwnOrder(db, viewer, { id: orderId });
  if (!now) throw notFound(ORDER_NOT_FOUND);
  return toOrderFromRecord(now);
}
