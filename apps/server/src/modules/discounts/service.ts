import {
  centsToDollars,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountQuote,
  type DiscountQuoteInput,
  dollarsToCents,
} from '@leadvault/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { discountCodes, discountRedemptions } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import type { SalePackage } from '../packages/index.ts';
import {
  alreadyUsed,
  type DiscountCodeRow,
  discountOff,
  refusalFor,
  unknownCode,
  usedUp,
} from './pricing.ts';

export const DISCOUNT_CODE_NOT_FOUND = 'Discount code not found';
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind as DiscountCode['kind'],
    value: row.kind === 'fixed' ? centsToDollars(row.value) : row.value,
    packageIds: row.packageIds,
    validFrom: isoDay(row.validFrom),
    // Stored as the first moment it no longer holds; shown as the last valid day.
    validUntil: row.validUntil ? isoDay(new Date(row.validUntil.getTime() - DAY_MS)) : null,
    redemptionLimit: row.redemptionLimit,
    redeemed: row.redeemed,
    oncePerCustomer: row.oncePerCustomer,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toColumns(input: DiscountCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'fixed' ? dollarsToCents(input.value) : input.value,
    packageIds: input.packageIds,
    validFrom: input.validFrom ? new Date(`${input.validFrom}T00:00:00Z`) : null,
    validUntil: input.validUntil
      ? new Date(new Date(`${input.validUntil}T00:00:00Z`).getTime() + DAY_MS)
      : null,
    redemptionLimit: input.redemptionLimit,
    oncePerCustomer: input.oncePerCustomer,
    active: input.active,
  };
}

const codeTaken = (code: string) =>
  new HttpError(409, 'DISCOUNT_CODE_TAKEN', `The code ${code} already exists.`, [
    { field: 'code', message: `The code ${code} already exists.` },
  ]);

export async function listDiscountCodes(db: Db): Promise<DiscountCode[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  return rows.map(toDiscountCode);
}

export async function getDiscountCode(db: Db, id: string): Promise<DiscountCode> {
  if (!isUuid(id)) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return toDiscountCode(row);
}

export async function createDiscountCode(
  db: Db,
  viewer: Viewer,
  input: DiscountCodeInput,
): Promise<DiscountCode> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(discountCodes).values(toColumns(input)).returning();
      if (!row) throw new Error('The discount code insert returned no row');
      await recordActivity(tx, viewer, {
        action: 'discount.create',
        entity: 'discountCode',
        entityId: row.id,
        summary: `Discount code ${row.code} created`,
      });
      return toDiscountCode(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
}

/**
 * Changes a code. Orders already placed keep the discount they were priced with: an edit (or a
 * deactivation) applies to checkouts from now on.
 */
export async function updateDiscountCode(
  db: Db,
  viewer: Viewer,
  id: string,
  input: DiscountCodeInput,
): Promise<DiscountCode> {
  if (!isUuid(id)) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.id, id))
        .for('update');
      if (!current) throw notFound(DISCOUNT_CODE_NOT_FOUND);
      if (input.redemptionLimit !== null && input.redemptionLimit < current.redeemed) {
        const message = `${current.redeemed} orders already hold this code: the limit cannot be lower.`;
        throw new HttpError(400, 'VALIDATION_ERROR', message, [
          { field: 'redemptionLimit', message },
        ]);
      }
      const [row] = await tx
        .update(discountCodes)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
      await recordActivity(tx, viewer, {
        action: 'discount.update',
        entity: 'discountCode',
        entityId: id,
        summary: `Discount code ${row.code} changed${current.active && !row.active ? ' (deactivated)' : ''}`,
      });
      return toDiscountCode(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
}

/** Removes a code; the orders that used it keep their code and discount. */
export async function deleteDiscountCode(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
    if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
    await recordActivity(tx, viewer, {
      action: 'discount.delete',
      entity: 'discountCode',
      entityId: id,
      summary: `Discount code ${row.code} deleted`,
    });
  });
}

/**
 * What the code takes off the package for this buyer, checked by the same rules as the order
 * (which checks them again, under the code's lock, when it is placed).
 */
export async function quoteDiscount(
  db: Db,
  viewer: Viewer,
  input: DiscountQuoteInput,
  findPackage: (id: string) => Promise<SalePackage | undefined>,
): Promise<DiscountQuote> {
  const pkg = await findPackage(input.packageId);
  if (!pkg || pkg.archived) throw notFound('Package not found');
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, input.code));
  if (!code) throw unknownCode(input.code);
  const refusal = refusalFor(code, pkg.id, new Date());
  if (refusal) throw refusal;
  if (code.redemptionLimit !== null && code.redeemed >= code.redemptionLimit) {
    throw usedUp(code.code);
  }
  if (code.oncePerCustomer) {
    const [used] = await db
      .select({ orderId: discountRedemptions.orderId })
      .from(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.codeId, code.id),
          eq(discountRedemptions.userId, viewer.user.id),
        ),
      )
      .limit(1);
    if (used) throw alreadyUsed(code.code);
  }
  const off = discountOff(code, pkg.priceCents);
  return {
    code: code.code,
    price: centsToDollars(pkg.priceCents),
    discount: centsToDollars(off),
    total: centsToDollars(pkg.priceCents - off),
  };
}
