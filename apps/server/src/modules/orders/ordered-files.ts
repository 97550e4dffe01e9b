import { formatFileSize } from '@leadvault/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import type { orders } from '../../db/schema/index.ts';
import { orderCutFiles, packageFiles, packages, storedFiles } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

/** One thing a database order delivers, as the order e-mail lists it. */
export type OrderedFile = { name: string; size: string };

/**
 * What a database order delivers, read in the caller's transaction: a segment order's own files
 * (CSV; each also comes as Excel), else the package's hosted files and external links by slot.
 */
export async function orderedFiles(tx: DbOrTx, order: OrderRow): Promise<OrderedFile[]> {
  if (order.segment) {
    const files = await tx
      .select({ name: orderCutFiles.name, sizeBytes: storedFiles.sizeBytes })
      .from(orderCutFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, orderCutFiles.fileId))
      .where(eq(orderCutFiles.orderId, order.id))
      .orderBy(asc(orderCutFiles.slot), asc(orderCutFiles.format));
    return files.map((file) => ({ name: file.name, size: formatFileSize(file.sizeBytes) }));
  }
  const hosted = await tx
    .select({ slot: packageFiles.slot, name: storedFiles.name, sizeBytes: storedFiles.sizeBytes })
    .from(packageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, packageFiles.fileId))
    .where(eq(packageFiles.packageId, order.packageId))
    .orderBy(asc(packageFiles.slot));
  const [links] = await tx
    .select({ 1: packages.accessLink1, 2: packages.accessLink2, 3: packages.accessLink3 })
    .from(packages)
    .where(eq(packages.id, order.packageId))
    .limit(1);
  const files: OrderedFile[] = [];
  for (const slot of [1, 2, 3] as const) {
    const file = hosted.find((entry) => entry.slot === slot);
    if (file) files.push({ name: file.name, size: formatFileSize(file.sizeBytes) });
    else if (links?.[slot]) files.push({ name: `Database ${slot}`, size: 'online link' });
  }
  return files;
}
