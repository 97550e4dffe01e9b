import {
  type AdminPackage,
  type CreatePackageInput,
  centsToDollars,
  dollarsToCents,
  PACKAGE_POINT_FIELDS,
  type Package,
  type UpdatePackageInput,
} from '@leadvault/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { packages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
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

/** Adds a package at the end of the list. */
export async function createPackage(db: Db, input: CreatePackageInput): Promise<AdminPackage> {
  const [row] = await db
    .insert(packages)
    .values({
      packageName: input.packageName,
      priceCents: dollarsToCents(input.price),
      ...packageValues(input),
      position: sql`(select coalesce(max(${packages.position}), -1) + 1 from ${packages})`,
    })
    .returning();
  if (!row) throw new Error('No package was created');
  return toAdminPackage(row);
}

export async function updatePackage(
  db: Db,
  id: string,
  input: UpdatePackageInput,
): Promise<AdminPackage> {
  if (!isRecordId(id)) throw notFound('Package not found.');
  const [row] = await db
    .update(packages)
    .set({ ...packageValues(input), updatedAt: new Date() })
    .where(eq(packages.id, id))
    .returning();
  if (!row) throw notFound('Package not found.');
  return toAdminPackage(row);
}
