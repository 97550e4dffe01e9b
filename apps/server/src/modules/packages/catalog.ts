import type { SegmentDefinition } from '@leadvault/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { packages } from '../../db/schema/index.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { isUuid } from '../../lib/route-schema.ts';

/** The catalog's cache group: every package write drops it, here and in the other processes. */
export const PACKAGES = 'packages';

/** What an order copies from its package when it is placed, and whether it is still on sale. */
export type SalePackage = {
  id: string;
  name: string;
  priceCents: number;
  kind: 'database' | 'credit_pack';
  credits: number;
  /** Taken off sale by staff: no new order may buy it. */
  archived: boolean;
  /** A database cut from our leads: what the order's files will be cut from. */
  segment: SegmentDefinition | null;
};

/**
 * The package an order is for, from the catalog's cache (app.catalogCache): the checkout's
 * first step reads no table while the packages are unchanged. Undefined when there is none.
 */
export async function packageForSale(
  cache: ResponseCache,
  db: Db,
  id: string,
): Promise<SalePackage | undefined> {
  if (!isUuid(id)) return undefined;
  const answer = await cache.answer(PACKAGES, `sale#${id}`, async () => {
    const [row] = await db
      .select({
        id: packages.id,
        name: packages.packageName,
        priceCents: packages.priceCents,
        kind: packages.kind,
        credits: packages.credits,
        archived: sql<boolean>`${packages.archivedAt} is not null`,
        segment: packages.segment,
      })
      .from(packages)
      .where(eq(packages.id, id))
      .limit(1);
    return row ?? null;
  });
  return (JSON.parse(answer.body) as SalePackage | null) ?? undefined;
}
