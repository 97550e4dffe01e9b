import type { SegmentDefinition, SegmentStats } from '@leadvault/contract';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads, orderCutLeads, orderCuts, orders } from '../../db/schema/index.ts';
import { freshlyChecked, SPLIT_COLUMNS, segmentLeads } from './segment-definition.ts';

export type SegmentCounts = {
  /** Leads of the segment sold as they are now (`segmentLeads`). */
  liveCount: number;
  /** Of them, checked by us within the segment's freshness bound. */
  freshCount: number;
  /** Live leads per file, in the definition's order. */
  files: number[];
};

/** Leads this customer does not own yet: none of their paid segment orders delivered them. */
export const notOwnedBy = (db: DbOrTx, userId: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(orderCutLeads)
      .innerJoin(orders, eq(orders.id, orderCutLeads.orderId))
      .where(
        and(
          eq(orderCutLeads.leadId, leads.id),
          eq(orders.customerUserId, userId),
          eq(orders.paymentStatus, 'Received'),
        ),
      ),
  );

/**
 * What a segment holds now, in one read: live, fresh and per file. `newFor` leaves out the leads
 * that customer already owns (what an order of theirs could be cut from).
 */
export async function segmentCounts(
  db: DbOrTx,
  segment: SegmentDefinition,
  { newFor }: { newFor?: string } = {},
): Promise<SegmentCounts> {
  const split = segment.splitBy ? SPLIT_COLUMNS[segment.splitBy] : undefined;
  const perFile = segment.files.map((file, index) =>
    split
      ? sql<number>`count(*) filter (where ${inArray(split, file.values)})::int`.as(`file${index}`)
      : sql<number>`count(*)::int`.as(`file${index}`),
  );
  const [row] = await db
    .select({
      live: sql<number>`count(*)::int`,
      fresh: sql<number>`count(*) filter (where ${freshlyChecked(segment)})::int`,
      ...Object.fromEntries(perFile.map((column, index) => [`file${index}`, column])),
    })
    .from(leads)
    .where(and(segmentLeads(segment), newFor ? notOwnedBy(db, newFor) : undefined));
  const values = (row ?? {}) as Record<string, number>;
  return {
    liveCount: values.live ?? 0,
    freshCount: values.fresh ?? 0,
    files: segment.files.map((_, index) => values[`file${index}`] ?? 0),
  };
}

/** Staff figures of segment packages: live counts, paid orders and the latest cut. */
export async function segmentStatsOf(
  db: DbOrTx,
  packagesWithSegments: Array<{ id: string; segment: SegmentDefinition }>,
): Promise<Map<string, SegmentStats>> {
  const result = new Map<string, SegmentStats>();
  if (packagesWithSegments.length === 0) return result;
  const ids = packagesWithSegments.map((pkg) => pkg.id);
  const sales = await db
    .select({
      packageId: orders.packageId,
      sold: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'Received')::int`,
      lastCutAt: sql<string | null>`max(${orderCuts.cutAt})`,
    })
    .from(orders)
    .leftJoin(orderCuts, eq(orderCuts.orderId, orders.id))
    .where(inArray(orders.packageId, ids))
    .groupBy(orders.packageId);
  const byPackage = new Map(sales.map((row) => [row.packageId, row]));
  for (const pkg of packagesWithSegments) {
    const counts = await segmentCounts(db, pkg.segment);
    const sale = byPackage.get(pkg.id);
    result.set(pkg.id, {
      liveCount: counts.liveCount,
      freshCount: counts.freshCount,
      sold: sale?.sold ?? 0,
      lastCutAt: sale?.lastCutAt ? new Date(sale.lastCutAt).toISOString() : null,
    });
  }
  return result;
}
