import {
  type AdminPackage,
  type CreatePackageInput,
  centsToDollars,
  dollarsToCents,
  formatPrice,
  PACKAGE_POINT_FIELDS,
  type Package,
  type UpdatePackageInput,
} from '@leadvault/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { packages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { isRecordId } from '../content/index.ts';

type PackageRow = typeof packages.$inferSelect;
type PackageValues = Partial<typeof packages.$inferInsert>;

/** A package as anyone may see it: the access links (paid content) are never copied. */
export function toPackage(row: PackageRow): Package {
  return {
    _id: row.id,
    packageName: row.packageName,
    price: centsToDollars(row.priceCents),
    img: row.img,
    credits: row.credits,
    pointOne: row.pointOne,
    pointTwo: row.pointTwo,
    pointThree: row.pointThree,
    pointFour: row.pointFour,
    pointFive: row.pointFive,
    pointSix: row.pointSix,
    pointSeven: row.pointSeven,
    pointEight: row.pointEight,
    pointNine: row.pointNine,
    pointTen: row.pointTen,
  };
}

export function toAdminPackage(row: PackageRow): AdminPackage {
  return {
    ...toPackage(row),
    accessLink1: row.accessLink1,
    accessLink2: row.accessLink2,
    accessLink3: row.accessLink3,
  };
}

/** The columns an admin input sets: dollars become cents, left-out fields are not touched. */
function packageValues(input: CreatePackageInput | UpdatePackageInput): PackageValues {
  const values: PackageValues = {
    packageName: input.packageName,
    priceCents: dollarsToCents(input.price),
  };
  for (const field of ['accessLink1', 'accessLink2', 'accessLink3', 'img'] as const) {
    const value = input[field];
    if (value !== undefined) values[field] = value;
  }
  if (input.credits !== undefined) values.credits = input.credits;
  for (const field of PACKAGE_POINT_FIELDS) {
    const value = input[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

const byDisplayOrder = [asc(packages.position), asc(packages.createdAt), asc(packages.id)];

export async function listPackageRows(db: Db): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .orderBy(...byDisplayOrder);
}

export async function findPackageRow(db: Db, id: string): Promise<PackageRow> {
  if (!isRecordId(id)) throw notFound('Package not found.');
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  if (!row) throw notFound('Package not found.');
  return row;
}

/** Adds a package at the end of the list, recorded in the activity log in the same transaction. */
export async function createPackage(
  db: Db,
  actor: Actor,
  input: CreatePackageInput,
): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        packageName: input.packageName,
        priceCents: dollarsToCents(input.price),
        ...packageValues(input),
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
    return toAdminPackage(row);
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
    credits: String(row.credits),
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
  if (!isRecordId(id)) throw notFound('Package not found.');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(packages)
      .where(eq(packages.id, id))
      .for('update')
      .limit(1);
    if (!current) throw notFound('Package not found.');
    const [row] = await tx
      .update(packages)
      .set({ ...packageValues(input), updatedAt: new Date() })
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
    return toAdminPackage(row);
  });
}

export async function countPackages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(packages);
  return row?.count ?? 0;
}
