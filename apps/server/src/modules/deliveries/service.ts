import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  type AccessSlot,
  DATABASE_FILE_TYPES,
  type DeliveryRecordEntry,
  type DeliveryStart,
  formatFileSize,
  type SegmentFileFormat,
} from '@leadvault/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import {
  orderCutFiles,
  orderDeliveries,
  orders,
  packageFiles,
  packages,
  storedFiles,
  user,
} from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import { deleteFile, openStream, putStream, type StoredFile } from '../file-store/index.ts';
import { findOwnOrder, ORDER_NOT_FOUND, type OrderRow } from '../orders/index.ts';
import type { SpooledFile } from './content-check.ts';
import { type DownloadGrant, invalidLink, readDownloadToken, signDownload } from './tokens.ts';

const PACKAGE_NOT_FOUND = 'Package not found.';
const LINK_COLUMNS = {
  1: packages.accessLink1,
  2: packages.accessLink2,
  3: packages.accessLink3,
} as const;
const linkField = (slot: AccessSlot) => `accessLink${slot}` as const;

// -- staff: a package's hosted files ------------------------------------------------------

/** Locks the package row for the rest of the transaction; 404 when there is none. */
async function lockPackage(tx: DbOrTx, packageId: string) {
  if (!isUuid(packageId)) throw notFound(PACKAGE_NOT_FOUND);
  const [pkg] = await tx
    .select({ id: packages.id, name: packages.packageName })
    .from(packages)
    .where(eq(packages.id, packageId))
    .for('update')
    .limit(1);
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
  return pkg;
}

/** Unhooks the slot's file and deletes it (its bytes too); answers the file that was there. */
async function detachSlotFile(
  tx: DbOrTx,
  packageId: string,
  slot: AccessSlot,
): Promise<StoredFile | undefined> {
  const [current] = await tx
    .select({ file: storedFiles })
    .from(packageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, packageFiles.fileId))
    .where(and(eq(packageFiles.packageId, packageId), eq(packageFiles.slot, slot)))
    .limit(1);
  if (!current) return undefined;
  await tx
    .delete(packageFiles)
    .where(and(eq(packageFiles.packageId, packageId), eq(packageFiles.slot, slot)));
  await deleteFile(tx, current.file.id);
  return current.file;
}

/**
 * Stores a checked upload as the slot's database file, in one transaction with everything it
 * changes: the file's bytes, the slot (a file replaced is deleted, bytes and all), the slot's
 * link (cleared: the file takes its place) and the activity log.
 */
export async function attachPackageFile(
  db: Db,
  actor: Actor,
  packageId: string,
  slot: AccessSlot,
  upload: SpooledFile & { name: string },
): Promise<void> {
  if (!isUuid(packageId)) throw notFound(PACKAGE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    const [links] = await tx
      .select({ link: LINK_COLUMNS[slot] })
      .from(packages)
      .where(eq(packages.id, packageId));
    const replaced = await detachSlotFile(tx, packageId, slot);
    const stored = await putStream(tx, createReadStream(upload.path), {
      name: upload.name,
      contentType: DATABASE_FILE_TYPES[upload.kind],
    });
    await tx.insert(packageFiles).values({ packageId, slot, fileId: stored.id });
    await tx
      .update(packages)
      .set({ [linkField(slot)]: '', updatedAt: new Date() })
      .where(eq(packages.id, packageId));
    await recordActivity(tx, actor, {
      action: 'package.file-attach',
      entity: 'package',
      entityId: packageId,
      summary: `Package "${pkg.name}": Database ${slot} is now the hosted file "${stored.name}" (${formatFileSize(stored.sizeBytes)})`,
      details: {
        slot,
        file: { name: stored.name, sizeBytes: stored.sizeBytes, sha256: stored.sha256 },
        ...(replaced ? { replaced: { name: replaced.name, sizeBytes: replaced.sizeBytes } } : {}),
        ...(links?.link ? { link: { from: links.link, to: '' } } : {}),
      },
    });
  });
}

/** Removes the slot's hosted file (and its bytes); 404 when the slot has none. */
export async function removePackageFile(
  db: Db,
  actor: Actor,
  packageId: string,
  slot: AccessSlot,
): Promise<void> {
  if (!isUuid(packageId)) throw notFound(PACKAGE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    const removed = await detachSlotFile(tx, packageId, slot);
    if (!removed) throw notFound(`Database ${slot} of this package has no hosted file.`);
    await tx.update(packages).set({ updatedAt: new Date() }).where(eq(packages.id, packageId));
    await recordActivity(tx, actor, {
      action: 'package.file-remove',
      entity: 'package',
      entityId: packageId,
      summary: `Package "${pkg.name}": hosted file "${removed.name}" removed from Database ${slot}`,
      details: { slot, file: { name: removed.name, sizeBytes: removed.sizeBytes } },
    });
  });
}

// -- customers: delivering a Received order ------------------------------------------------

/** 403 unless the order's payment is Received: its databases are withdrawn otherwise. */
function requireReceived(order: Pick<OrderRow, 'paymentStatus'>): void {
  if (order.paymentStatus === 'Received') return;
  if (order.paymentStatus === 'Refunded') {
    throw new HttpError(
      403,
      'ORDER_REFUNDED',
      'This order was refunded, so its databases are no longer available.',
    );
  }
  throw new HttpError(
    403,
    'ORDER_NOT_PAID',
    `This order's payment is ${order.paymentStatus}: its databases are available once the payment is received.`,
  );
}

/** A segment order's slot without a file: still being cut, or not one of its files. */
const notReadyYet = (slot: AccessSlot, status: string | undefined) =>
  status === 'preparing' || status === undefined
    ? new HttpError(
        409,
        'FILES_PREPARING',
        'Your files are still being prepared. We e-mail you when they are ready.',
      )
    : notFound(`This order has no file ${slot}.`);

const slotEmpty = (slot: AccessSlot) =>
  notFound(`Database ${slot} is not available for this order: it has no file or link.`);

async function slotFile(db: DbOrTx, packageId: string, slot: AccessSlot) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(packageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, packageFiles.fileId))
    .where(and(eq(packageFiles.packageId, packageId), eq(packageFiles.slot, slot)))
    .limit(1);
  return row?.file;
}

/** A segment order's cut file of this slot, in this format. */
async function cutFile(db: DbOrTx, orderId: string, slot: AccessSlot, format: SegmentFileFormat) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(orderCutFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, orderCutFiles.fileId))
    .where(
      and(
        eq(orderCutFiles.orderId, orderId),
        eq(orderCutFiles.slot, slot),
        eq(orderCutFiles.format, format),
      ),
    )
    .limit(1);
  return row?.file;
}

/** The file a slot delivers: the order's own cut file (a segment order) or the package's. */
const deliveredFile = (
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'packageId' | 'segment'>,
  slot: AccessSlot,
  format: SegmentFileFormat,
) => (order.segment ? cutFile(db, order.id, slot, format) : slotFile(db, order.packageId, slot));

export type DeliveryContext = { secret: string; ip: string | undefined };

/**
 * The owner of a Received order asks for one of its databases: a hosted file answers a signed
 * download link (the download itself is recorded when it is fetched); an external link answers
 * the link, and its opening is recorded now. Anyone but the owner is told the order does not
 * exist; staff included (they read the delivery record instead).
 */
export async function startDelivery(
  db: Db,
  viewer: Viewer,
  orderId: string,
  slot: AccessSlot,
  context: DeliveryContext,
  format: SegmentFileFormat = 'csv',
): Promise<DeliveryStart> {
  const record = await findOwnOrder(db, viewer, { id: orderId });
  if (!record) throw notFound(ORDER_NOT_FOUND);
  requireReceived(record.order);
  const file = await deliveredFile(db, record.order, slot, format);
  if (record.order.segment && !file) throw notReadyYet(slot, record.links.cut?.status);
  if (file) {
    const { token, expiresAt } = signDownload(context.secret, {
      orderId: record.order.id,
      slot,
      userId: viewer.user.id,
      format,
    });
    return {
      kind: 'download',
      url: `/api/downloads/${token}`,
      fileName: file.name,
      sizeBytes: file.sizeBytes,
      expiresAt: expiresAt.toISOString(),
    };
  }
  const url = record.links[linkField(slot)];
  if (!url) throw slotEmpty(slot);
  await db.insert(orderDeliveries).values({
    orderId: record.order.id,
    userId: viewer.user.id,
    userEmail: viewer.user.email,
    slot,
    kind: 'open',
    target: url,
    ip: context.ip ?? null,
  });
  return { kind: 'open', url };
}

/**
 * A signed download link is fetched: the token is checked (signature, expiry), then the order
 * again as it is now (still this person's, still Received, the slot still holds a file), so a
 * link issued before a refund stops working with it. The download is recorded, then streamed.
 */
export async function openDownload(
  db: Db,
  token: string,
  context: DeliveryContext,
): Promise<{ file: StoredFile; stream: Readable; grant: DownloadGrant }> {
  const read = readDownloadToken(token);
  const [found] = await db
    .select({ order: orders, email: user.email })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.customerUserId))
    .where(eq(orders.id, read.orderId))
    .limit(1);
  // Signed for the order's owner (as it is now), and not expired.
  if (!found) throw invalidLink();
  read.verify(context.secret, found.order.customerUserId);
  const grant: DownloadGrant = {
    orderId: found.order.id,
    slot: read.slot,
    userId: found.order.customerUserId,
    format: read.format,
  };
  requireReceived(found.order);
  const file = await deliveredFile(db, found.order, grant.slot, read.format);
  if (!file) throw slotEmpty(grant.slot);
  const opened = await openStream(db, file.id);
  if (!opened) throw slotEmpty(grant.slot);
  await db.insert(orderDeliveries).values({
    orderId: found.order.id,
    userId: grant.userId,
    userEmail: found.email,
    slot: grant.slot,
    kind: 'download',
    target: opened.file.name,
    sizeBytes: opened.file.sizeBytes,
    ip: context.ip ?? null,
  });
  return { ...opened, grant };
}

/** The order's delivery record, newest first (the latest 500). 404 for an unknown order. */
export async function listDeliveries(db: Db, orderId: string): Promise<DeliveryRecordEntry[]> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const rows = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(desc(orderDeliveries.at), desc(orderDeliveries.id))
    .limit(500);
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    userEmail: row.userEmail,
    slot: row.slot,
    kind: row.kind as DeliveryRecordEntry['kind'],
    target: row.target,
    sizeBytes: row.sizeBytes,
    ip: row.ip,
  }));
}
