import {
  ACCESS_SLOTS,
  type AdminPackage,
  CREDIT_PACK_CREDITS_MESSAGE,
  type CreatePackageInput,
  centsToDollars,
  dollarsToCents,
  formatPrice,
  PACKAGE_POINT_FIELDS,
  type Package,
  type PackageKind,
  type PackageSlotFiles,
  type SegmentDefinition,
  type SegmentPreview,
  type SegmentStats,
  type UpdatePackageInput,
} from '@leadvault/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { orders, packageFiles, packages, storedFiles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { segmentCounts, segmentStatsOf } from './segment-counts.ts';
import { promiseLines, promisePoints } from './segment-promise.ts';

type PackageRow = typeof packages.$inferSelect;
type PackageValues = Partial<typeof packages.$inferInsert>;

/**
 * A package as anyone may see it: the access links (paid content) are never copied. A segment
 * package's points are its promise lines, made from its definition; `available` says whether
 * enough of its leads are there to be bought (`toCatalog` reads it).
 */
export function toPackage(row: PackageRow, available = true): Package {
  const points = row.segment ? promisePoints(row.segment) : row;
  return {
    _id: row.id,
    packageName: row.packageName,
    price: centsToDollars(row.priceCents),
    img: row.img,
    kind: row.kind as PackageKind,
    credits: row.credits,
    segment: row.segment
      ? {
          rowCount: row.segment.rowCount,
          files: row.segment.files.map((file) => file.name),
          available,
        }
      : null,
    pointOne: points.pointOne,
    pointTwo: points.pointTwo,
    pointThree: points.pointThree,
    pointFour: points.pointFour,
    pointFive: points.pointFive,
    pointSix: points.pointSix,
    pointSeven: points.pointSeven,
    pointEight: points.pointEight,
    pointNine: points.pointNine,
    pointTen: points.pointTen,
  };
}

/** Whether a segment holds at least the leads it promises (anyone's order could be cut now). */
export async function segmentAvailable(db: DbOrTx, segment: SegmentDefinition): Promise<boolean> {
  return (await segmentCounts(db, segment)).liveCount >= segment.rowCount;
}

/** The package editor's preview of a segment: its promise and what it holds now. */
export async function previewSegment(
  db: DbOrTx,
  segment: SegmentDefinition,
): Promise<SegmentPreview> {
  const counts = await segmentCounts(db, segment);
  return {
    promise: promiseLines(segment),
    liveCount: counts.liveCount,
    freshCount: counts.freshCount,
    files: segment.files.map((file, index) => ({
      name: file.name,
      liveCount: counts.files[index] ?? 0,
    })),
    available: counts.liveCount >= segment.rowCount,
  };
}

/** Packages as the catalog shows them, segment packages with their availability read now. */
export async function toCatalog(db: DbOrTx, rows: PackageRow[]): Promise<Package[]> {
  return Promise.all(
    rows.map(async (row) =>
      toPackage(row, row.segment ? await segmentAvailable(db, row.segment) : true),
    ),
  );
}

const NO_FILES: PackageSlotFiles = { accessFile1: null, accessFile2: null, accessFile3: null };

/**
 * A package as staff see it: its links, per slot the database file hosted by the store, whether
 * it is off sale and how many orders bought it.
 */
function toAdminPackage(
  row: PackageRow,
  files: PackageSlotFiles = NO_FILES,
  orderCount = 0,
  stats: SegmentStats | null = null,
): AdminPackage {
  return {
    ...toPackage(row, stats ? stats.liveCount >= (row.segment?.rowCount ?? 0) : true),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    orderCount,
    segmentDefinition: row.segment ?? null,
    segmentStats: row.segment ? stats : null,
    accessLink1: row.accessLink1,
    accessLink2: row.accessLink2,
    accessLink3: row.accessLink3,
    ...files,
  };
}

/** The hosted database files of these packages (name, size, type, upload date), per slot. */
async function slotFilesOf(
  db: DbOrTx,
  packageIds: string[],
): Promise<Map<string, PackageSlotFiles>> {
  const result = new Map<string, PackageSlotFiles>();
  for (const id of packageIds) result.set(id, { ...NO_FILES });
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({ packageId: packageFiles.packageId, slot: packageFiles.slot, file: storedFiles })
    .from(packageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, packageFiles.fileId))
    .where(inArray(packageFiles.packageId, packageIds));
  for (const { packageId, slot, file } of rows) {
    const files = result.get(packageId);
    if (!files || !(ACCESS_SLOTS as readonly number[]).includes(slot)) continue;
    files[`accessFile${slot as 1 | 2 | 3}`] = {
      fileName: file.name,
      sizeBytes: file.sizeBytes,
      contentType: file.contentType,
      uploadedAt: file.createdAt.toISOString(),
    };
  }
  return result;
}

/** How many orders each of these packages has (any status). */
async function orderCountsOf(db: DbOrTx, packageIds: string[]): Promise<Map<string, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: orders.packageId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.packageId, packageIds))
    .groupBy(orders.packageId);
  return new Map(rows.map((row) => [row.packageId, row.count]));
}

/** Every package as staff see it, archived ones included, in display order. */
export async function listAdminPackages(db: Db): Promise<AdminPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .orderBy(...byDisplayOrder);
  const ids = rows.map((row) => row.id);
  const [files, counts, stats] = await Promise.all([
    slotFilesOf(db, ids),
    orderCountsOf(db, ids),
    statsOf(db, rows),
  ]);
  return rows.map((row) =>
    toAdminPackage(row, files.get(row.id), counts.get(row.id), stats.get(row.id)),
  );
}

const statsOf = (db: DbOrTx, rows: PackageRow[]) =>
  segmentStatsOf(
    db,
    rows.flatMap((row) => (row.segment ? [{ id: row.id, segment: row.segment }] : [])),
  );

/** One package as staff see it (archived or not); 404 when there is none. */
export async function adminPackage(db: DbOrTx, id: string): Promise<AdminPackage> {
  const row = await findPackageRow(db, id, { archived: true });
  const [files, counts, stats] = await Promise.all([
    slotFilesOf(db, [row.id]),
    orderCountsOf(db, [row.id]),
    statsOf(db, [row]),
  ]);
  return toAdminPackage(row, files.get(row.id), counts.get(row.id), stats.get(row.id));
}

/**
 * The columns an admin input sets: dollars become cents, left-out fields are not touched. Each
 * kind keeps only its own fields: a database grants no credits, a credit pack has no links.
 */
function packageValues(
  input: CreatePackageInput | UpdatePackageInput,
  kind: PackageKind,
): PackageValues {
  const values: PackageValues = {
    packageName: input.packageName,
    priceCents: dollarsToCents(input.price),
    kind,
  };
  for (const field of ['accessLink1', 'accessLink2', 'accessLink3', 'img'] as const) {
    const value = input[field];
    if (value !== undefined) values[field] = value;
  }
  if (kind === 'database') values.credits = 0;
  else if (input.credits !== undefined) values.credits = input.credits;
  // A segment package's files are cut per buyer: it keeps no links.
  if (input.segmentDefinition !== undefined) {
    values.segment = kind === 'database' ? input.segmentDefinition : null;
  }
  if (kind === 'credit_pack') values.segment = null;
  if (values.segment) Object.assign(values, { accessLink1: '', accessLink2: '', accessLink3: '' });
  for (const field of PACKAGE_POINT_FIELDS) {
    const value = input[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

const byDisplayOrder = [asc(packages.position), asc(packages.createdAt), asc(packages.id)];

/** The packages on sale (the public catalog): archived ones are left out. */
export async function listPackageRows(db: Db): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(isNull(packages.archivedAt))
    .orderBy(...byDisplayOrder);
}

/** A package on sale (404 for an archived one), or any package with `archived: true` (staff). */
export async function findPackageRow(
  db: DbOrTx,
  id: string,
  { archived = false }: { archived?: boolean } = {},
): Promise<PackageRow> {
  if (!isUuid(id)) throw notFound('Package not found.');
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), archived ? undefined : isNull(packages.archivedAt)))
    .limit(1);
  if (!row) throw notFound('Package not found.');
  return row;
}

/** Adds a package at the end of the list, recorded in the activity log in the same transaction. */
export async function createPackage(
  db: Db,
  actor: Actor,
  input: CreatePackageInput,
): Promise<AdminPackage> {
  // Older clients send no kind: a package that grants credits is then a credit pack.
  const kind = input.kind ?? ((input.credits ?? 0) > 0 ? 'credit_pack' : 'database');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        packageName: input.packageName,
        priceCents: dollarsToCents(input.price),
        ...packageValues(input, kind),
        position: sql`(select coalesce(max(${packages.position}), -1) + 1 from ${packages})`,
      })
      .returning();
    if (!row) throw new Error('No package was created');
    await recordActivity(tx, actor, {
      action: 'package.create',
      entity: 'package',
      entityId: row.id,
      summary: `Package "${row.packageName}" added at $${formatPrice(centsToDollars(row.priceCents))}`,
      details: { packageName: row.packageName, price: centsToDollars(row.priceCents) },
    });
    return adminPackage(tx, row.id);
  });
}

/** Column values as the activity log shows them (price in dollars). */
function comparable(row: PackageRow): Record<string, string> {
  const values: Record<string, string> = {
    packageName: row.packageName,
    price: formatPrice(centsToDollars(row.priceCents)),
    accessLink1: row.accessLink1,
    accessLink2: row.accessLink2,
    accessLink3: row.accessLink3,
    img: row.img,
    kind: row.kind,
    credits: String(row.credits),
    segment: row.segment ? JSON.stringify(row.segment) : '',
  };
  for (const field of PACKAGE_POINT_FIELDS) values[field] = row[field];
  return values;
}

/** Saves the admin's edit; the changed fields (before and after) go to the activity log. */
export async function updatePackage(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePackageInput,
): Promise<AdminPackage> {
  if (!isUuid(id)) throw notFound('Package not found.');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(packages)
      .where(eq(packages.id, id))
      .for('update')
      .limit(1);
    if (!current) throw notFound('Package not found.');
    const files = (await slotFilesOf(tx, [id])).get(id) ?? NO_FILES;
    const kind = input.kind ?? (current.kind as PackageKind);
    refuseLinksOverFiles(input, files);
    if (kind === 'credit_pack') refuseFilesInCreditPack(files);
    if (input.segmentDefinition) refuseSegmentOverFiles(files);
    if (kind === 'credit_pack' && input.credits === undefined && current.credits < 1) {
      throw new HttpError(400, 'VALIDATION_ERROR', CREDIT_PACK_CREDITS_MESSAGE, [
        { field: 'credits', message: CREDIT_PACK_CREDITS_MESSAGE },
      ]);
    }
    const values = packageValues(input, kind);
    // A credit pack has no links: a database turned into a pack drops the ones it had.
    if (kind === 'credit_pack')
      Object.assign(values, { accessLink1: '', accessLink2: '', accessLink3: '' });
    const [row] = await tx
      .update(packages)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(packages.id, id))
      .returning();
    if (!row) throw notFound('Package not found.');
    const before = comparable(current);
    const after = comparable(row);
    const changed = Object.keys(after).filter((field) => before[field] !== after[field]);
    if (changed.length > 0) {
      await recordActivity(tx, actor, {
        action: 'package.update',
        entity: 'package',
        entityId: id,
        summary: `Package "${current.packageName}" updated: ${changed.join(', ')}`,
        details: Object.fromEntries(
          changed.map((field) => [field, { from: before[field], to: after[field] }]),
        ),
      });
    }
    return adminPackage(tx, id);
  });
}

/** A package cut from our leads holds no hosted files: they are removed before it becomes one. */
function refuseSegmentOverFiles(files: PackageSlotFiles): void {
  const file = ACCESS_SLOTS.map((slot) => files[`accessFile${slot}`]).find(Boolean);
  if (!file) return;
  const message = `A package cut from our leads holds no uploaded files: remove "${file.fileName}" first.`;
  throw new HttpError(400, 'VALIDATION_ERROR', message, [{ field: 'segmentDefinition', message }]);
}

/** A credit pack holds no hosted database files: they are removed before the kind changes. */
function refuseFilesInCreditPack(files: PackageSlotFiles): void {
  const file = ACCESS_SLOTS.map((slot) => files[`accessFile${slot}`]).find(Boolean);
  if (!file) return;
  const message = `A credit pack holds no database files: remove "${file.fileName}" first.`;
  throw new HttpError(400, 'VALIDATION_ERROR', message, [{ field: 'kind', message }]);
}

/**
 * Takes a package off sale (`archived: true`) or puts it back. An archived package leaves the
 * catalog and cannot be ordered; the orders that bought it keep it (they copied its name and
 * price, and still read its links). Recorded in the activity log; a repeat changes nothing.
 */
export async function setPackageArchived(
  db: Db,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<AdminPackage> {
  const row = await findPackageRow(db, id, { archived: true });
  if (Boolean(row.archivedAt) === archived) return adminPackage(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(packages)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(packages.id, id));
    await recordActivity(tx, actor, {
      action: archived ? 'package.archive' : 'package.restore',
      entity: 'package',
      entityId: id,
      summary: archived
        ? `Package "${row.packageName}" taken off sale`
        : `Package "${row.packageName}" back on sale`,
    });
  });
  return adminPackage(db, id);
}

/**
 * A slot holds a hosted file or a link, never both: a link typed for a slot that has a file is
 * refused (400 on that field) until the file is removed.
 */
function refuseLinksOverFiles(input: UpdatePackageInput, files: PackageSlotFiles): void {
  const details = ACCESS_SLOTS.flatMap((slot) => {
    const link = input[`accessLink${slot}`];
    const file = files[`accessFile${slot}`];
    if (!link || !file) return [];
    return [
      {
        field: `accessLink${slot}`,
        message: `Database ${slot} is the hosted file "${file.fileName}". Remove the file to use a link instead.`,
      },
    ];
  });
  if (details.length > 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', details[0]?.message ?? '', details);
  }
}

export async function countPackages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(packages);
  return row?.count ?? 0;
}
