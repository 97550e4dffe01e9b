import {
  ACCESS_SLOTS,
  type CreateOrderInput,
  centsToDollars,
  checkVatId,
  FREE_ORDER_PREFIX,
  isFrameableLink,
  ORDER_PAGE_SIZE,
  type Order,
  type OrderAccess,
  type OrderCut,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  type OrderSummaryQuery,
  type PackageKind,
  type PaymentStatus,
  SEGMENT_REFRESH_DAYS,
  SEGMENT_SHORT,
  type SegmentFileFormat,
  type UpdateOrderInput,
} from '@leadvault/contract';
import { addDays } from 'date-fns';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  orderCutFiles,
  orderCuts,
  orders,
  packageFiles,
  packages,
  storedFiles,
} from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { listOrPage } from '../../lib/paging.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import { applyPaymentToCredits } from '../credits/index.ts';
import { recordRedemption, releaseDiscount, reserveDiscount } from '../discounts/index.ts';
import { issueCreditNote, issueInvoice } from '../invoices/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { type SalePackage, segmentCounts } from '../packages/index.ts';
import { captureInProgress, captureUnderWay } from './capture-claim.ts';
import { canonicalCountry } from './countries.ts';
import { formatOrderDate, generateOrderCode, payableCents } from './format.ts';
import { type MarkPaidDeps, markOrderPaid } from './mark-paid.ts';
import { orderFilter } from './search.ts';
import { startSegmentCut } from './segment-cut.ts';

export type OrderRow = typeof orders.$inferSelect;
/** A database file hosted by the store in one of the package's slots (name and size only). */
export type SlotFile = { slot: number; fileName: string; sizeBytes: number };
export type AccessLinks = {
  accessLink1: string;
  accessLink2: string;
  accessLink3: string;
  /** The package's hosted files; a slot with a file has no link. */
  files?: SlotFile[];
  /** A segment order's files cut for its buyer (null: not a segment order, or not cut yet). */
  cut?: CutRecord | null;
};

/** An order's cut as the record query reads it (order_cuts and order_cut_files). */
export type CutRecord = {
  status: OrderCut['status'];
  rowCount: number;
  rows: number;
  replaced: number;
  readyAt: string | null;
  files: Array<{
    slot: number;
    format: SegmentFileFormat;
    name: string;
    rows: number;
    fileName: string;
    sizeBytes: number;
  }>;
};
/** An order with its package's access links and files as they are now (shown only once Received). */
export type OrderRecord = { order: OrderRow; links: AccessLinks };

export const ORDER_NOT_FOUND = 'Order not found';

/** The wire shape. Access links only while the payment is Received; absent otherwise. */
export function toOrder(row: OrderRow, links?: AccessLinks): Order {
  const order: Order = {
    _id: row.id,
    orderId: row.orderId,
    paymentId: row.paymentId,
    packageId: row.packageId,
    packageName: row.packageName,
    packagePrice: centsToDollars(row.packagePriceCents),
    discountCode: row.discountCode ?? '',
    discount: centsToDollars(row.discountCents),
    total: centsToDollars(payableCents(row)),
    packageKind: row.packageKind as PackageKind,
    packageCredits: row.packageCredits,
    paymentStatus: row.paymentStatus as PaymentStatus,
    orderStatus: row.orderStatus as OrderStatus,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    address: row.address,
    countryName: row.countryName,
    cityName: row.cityName,
    companyName: row.companyName,
    vatId: row.vatId,
    orderDate: formatOrderDate(row.createdAt),
    transactionId: row.transactionId ?? '',
    customerWebsite: row.customerWebsite,
    customerNote: row.customerNote,
  };
  if (row.paymentStatus === 'Received' && links) {
    order.accessLink1 = links.accessLink1;
    order.accessLink2 = links.accessLink2;
    order.accessLink3 = links.accessLink3;
    order.access = row.segment ? [] : accessOf(links);
    if (links.cut) order.cut = cutOf(links.cut);
  }
  return order;
}

/** A segment order's files, one entry per file with its formats, and until when it refreshes. */
function cutOf(cut: CutRecord): OrderCut {
  const files = new Map<number, OrderCut['files'][number]>();
  for (const file of cut.files) {
    const entry = files.get(file.slot) ?? {
      slot: file.slot,
      name: file.name,
      rows: file.rows,
      formats: [],
    };
    entry.formats.push({ format: file.format, fileName: file.fileName, sizeBytes: file.sizeBytes });
    files.set(file.slot, entry);
  }
  const refreshUntil = cut.readyAt
    ? addDays(new Date(cut.readyAt), SEGMENT_REFRESH_DAYS).toISOString()
    : null;
  return {
    status: cut.status,
    rowCount: cut.rowCount,
    rows: cut.rows,
    files: [...files.values()].sort((a, b) => a.slot - b.slot),
    readyAt: cut.readyAt ? new Date(cut.readyAt).toISOString() : null,
    refreshUntil,
    replaced: cut.replaced,
  };
}

/** Per slot: the hosted file (downloaded through a signed link) or else the external link. */
function accessOf(links: AccessLinks): OrderAccess[] {
  const access: OrderAccess[] = [];
  for (const slot of ACCESS_SLOTS) {
    const file = links.files?.find((candidate) => candidate.slot === slot);
    const url = links[`accessLink${slot}`];
    if (file) {
      access.push({ slot, kind: 'file', fileName: file.fileName, sizeBytes: file.sizeBytes });
    } else if (url) {
      access.push({ slot, kind: 'link', url, frameable: isFrameableLink(url) });
    }
  }
  return access;
}

export const toOrderFromRecord = ({ order, links }: OrderRecord) => toOrder(order, links);

const recordColumns = {
  order: orders,
  links: {
    accessLink1: packages.accessLink1,
    accessLink2: packages.accessLink2,
    accessLink3: packages.accessLink3,
    files: sql<SlotFile[]>`(
      select coalesce(json_agg(json_build_object(
        'slot', ${packageFiles.slot},
        'fileName', ${storedFiles.name},
        'sizeBytes', ${storedFiles.sizeBytes}
      ) order by ${packageFiles.slot}), '[]'::json)
      from ${packageFiles} join ${storedFiles} on ${storedFiles.id} = ${packageFiles.fileId}
      where ${packageFiles.packageId} = ${packages.id}
    )`,
    cut: sql<CutRecord | null>`(
      select json_build_object(
        'status', ${orderCuts.status},
        'rowCount', ${orderCuts.rowCount},
        'rows', ${orderCuts.rows},
        'replaced', ${orderCuts.replaced},
        'readyAt', ${orderCuts.readyAt},
        'files', (
          select coalesce(json_agg(json_build_object(
            'slot', ${orderCutFiles.slot},
            'format', ${orderCutFiles.format},
            'name', ${orderCutFiles.name},
            'rows', ${orderCutFiles.rows},
            'fileName', ${storedFiles.name},
            'sizeBytes', ${storedFiles.sizeBytes}
          ) order by ${orderCutFiles.slot}, ${orderCutFiles.format}), '[]'::json)
          from ${orderCutFiles} join ${storedFiles} on ${storedFiles.id} = ${orderCutFiles.fileId}
          where ${orderCutFiles.orderId} = ${orders.id}
        )
      )
      from ${orderCuts} where ${orderCuts.orderId} = ${orders.id}
    )`,
  },
};

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .$dynamic();
}

/**
 * Admins read every order; anyone else, Managers included (their area is the dashboard and the
 * e-mail template), only their own: checked in the query.
 */
function readableBy(viewer: Viewer): SQL | undefined {
  return viewer.role === 'Admin' ? undefined : eq(orders.customerUserId, viewer.user.id);
}

/** The order if this person may read it (owner or Admin); undefined for anyone else. */
export async function findReadableOrder(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<OrderRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [record] = await selectRecords(db)
    .where(and(eq(orders.id, id), readableBy(viewer)))
    .limit(1);
  return record;
}

/**
 * The order if this person placed it. Paying is the customer's own act: staff get no exception.
 */
export async function findOwnOrder(
  db: Db,
  viewer: Viewer,
  where: { id: string } | { paypalOrderId: string },
): Promise<OrderRecord | undefined> {
  if ('id' in where && !isUuid(where.id)) return undefined;
  const [key, value] =
    'id' in where ? (['id', where.id] as const) : (['paypalOrderId', where.paypalOrderId] as const);
  const [record] = await ownOrderBy(db, key).execute({ value, userId: viewer.user.id });
  return record;
}

/** Any order by our id or PayPal's, for payment settlement (no reader check). */
export async function findOrderForPayment(
  db: Db,
  where: { id?: string; paypalOrderId?: string; transactionId?: string },
): Promise<OrderRecord | undefined> {
  for (const key of ['id', 'paypalOrderId', 'transactionId'] as const) {
    const value = where[key];
    if (!value || (key === 'id' && !isUuid(value))) continue;
    const [record] = await orderBy(db, key).execute({ value });
    if (record) return record;
  }
  return undefined;
}

/** The columns an order is found by. */
const ORDER_KEYS = {
  id: orders.id,
  paypalOrderId: orders.paypalOrderId,
  transactionId: orders.transactionId,
};
type OrderKey = keyof typeof ORDER_KEYS;

// Checkout and its settlement read the order on every step: prepared once (lib/prepared.ts).
const orderBy = (db: Db, key: OrderKey) =>
  preparedOnce(db, `order_by_${key}`, () =>
    selectRecords(db)
      .where(eq(ORDER_KEYS[key], sql.placeholder('value')))
      .limit(1)
      .prepare(`order_by_${key}`),
  );

const ownOrderBy = (db: Db, key: OrderKey) =>
  preparedOnce(db, `own_order_by_${key}`, () =>
    selectRecords(db)
      .where(
        and(
          eq(ORDER_KEYS[key], sql.placeholder('value')),
          eq(orders.customerUserId, sql.placeholder('userId')),
        ),
      )
      .limit(1)
      .prepare(`own_order_by_${key}`),
  );

function fieldError(field: string, message: string) {
  return new HttpError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
}

/**
 * A segment package is bought only while it holds the promised leads for this buyer: leads they
 * already got from earlier packages count only when they ask for them again (`includeOwned`).
 */
async function refuseShortSegment(
  db: Db,
  viewer: Viewer,
  pkg: SalePackage,
  includeOwned: boolean,
): Promise<void> {
  const segment = pkg.segment;
  if (!segment) return;
  const all = await segmentCounts(db, segment);
  const promised = segment.rowCount.toLocaleString('en-US');
  if (all.liveCount < segment.rowCount) {
    throw new HttpError(
      400,
      SEGMENT_SHORT,
      `"${pkg.name}" is not available right now: fewer checked contacts than the ${promised} it promises. Choose another package or try again later.`,
    );
  }
  if (includeOwned) return;
  const fresh = await segmentCounts(db, segment, { newFor: viewer.user.id });
  if (fresh.liveCount >= segment.rowCount) return;
  const owned = all.liveCount - fresh.liveCount;
  throw new HttpError(
    400,
    SEGMENT_SHORT,
    `You already own ${owned.toLocaleString('en-US')} of the contacts "${pkg.name}" is cut from: only ${fresh.liveCount.toLocaleString('en-US')} new ones are left of the ${promised} it promises. Include the contacts you already own, or choose another package.`,
  );
}

/**
 * A new Pending order of this person. Only the package id and the billing details come from the
 * request; the name and price come from the package, ids from secure randomness (retried on the
 * rare collision), the e-mail from the session.
 */
export async function createOrder(
  deps: MarkPaidDeps & { db: Db },
  viewer: Viewer,
  input: CreateOrderInput,
  findPackage: (id: string) => Promise<SalePackage | undefined>,
): Promise<Order> {
  const { db } = deps;
  const countryName = canonicalCountry(input.countryName);
  if (!countryName) throw fieldError('countryName', 'Select your country from the list.');
  const pkg = await findPackage(input.packageId);
  if (!pkg) throw notFound('Package not found');
  if (pkg.archived) {
    throw fieldError(
      'packageId',
      `"${pkg.name}" is no longer on sale and cannot be ordered. Choose another package.`,
    );
  }
  if (pkg.segment) await refuseShortSegment(db, viewer, pkg, input.includeOwned ?? false);
  const vat = checkVatId(input.vatId, countryName);
  if (!vat.valid) throw fieldError('vatId', vat.message);
  const typedCode = input.discountCode || undefined;

  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        // The code's use is reserved under its row lock and tied to the order in this same
        // transaction: a refused order holds none, a placed one holds exactly one (decision 051).
        const reservation = typedCode
          ? await reserveDiscount(tx, {
              code: typedCode,
              packageId: pkg.id,
              priceCents: pkg.priceCents,
              userId: viewer.user.id,
            })
          : undefined;
        const [inserted] = await tx
          .insert(orders)
          .values({
            orderId: generateOrderCode(),
            paymentId: generateOrderCode(),
            packageId: pkg.id,
            packageName: pkg.name,
            packagePriceCents: pkg.priceCents,
            discountCode: reservation?.code ?? null,
            discountCents: reservation?.discountCents ?? 0,
            packageCredits: pkg.credits,
            packageKind: pkg.kind,
            segment: pkg.segment,
            includeOwned: pkg.segment ? (input.includeOwned ?? false) : false,
            customerUserId: viewer.user.id,
            customerEmail: viewer.user.email.toLowerCase(),
            customerName: input.customerName,
            address: input.address,
            cityName: input.cityName,
            countryName,
            companyName: input.companyName,
            vatId: vat.vatId,
            customerWebsite: input.customerWebsite,
            customerNote: input.customerNote,
          })
          .returning();
        if (!inserted) throw new Error('The order insert returned no row');
        if (!reservation) return inserted;
        await recordRedemption(tx, reservation, inserted);
        if (payableCents(inserted) > 0) return inserted;
        // Nothing left to pay: the order is paid here, by the same transition as a PayPal
        // capture (credits, files, e-mail), without PayPal.
        const paid = await markOrderPaid(tx, deps, viewer, inserted, {
          transactionId: `${FREE_ORDER_PREFIX}${inserted.orderId}`,
          paypalOrderId: null,
          details: { paidBy: 'discount', discountCode: reservation.code },
        });
        return paid ?? inserted;
      });
      if (row.paymentStatus !== 'Received') return toOrder(row);
      const record = await findOrderForPayment(db, { id: row.id });
      return record ? toOrderFromRecord(record) : toOrder(row);
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Orders this person may read, newest first: the plain array the old app expects, or one page
 * by the paging rule (lib/paging.ts; every parameter of this list asks for a page). Filtering,
 * counting and paging run in SQL on the status and customer indexes.
 */
/** The orders a list or summary covers: what the viewer may read, narrowed by the query. */
function listWhere(viewer: Viewer, query: OrderListQuery): SQL | undefined {
  return and(
    readableBy(viewer),
    query.owner === 'me' ? eq(orders.customerUserId, viewer.user.id) : undefined,
    orderFilter(query),
  );
}

/** How many orders the query covers and their prices added up (My Orders' Total Spend). */
export async function summarizeOrders(
  db: Db,
  viewer: Viewer,
  query: OrderSummaryQuery,
): Promise<OrderSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.packagePriceCents} - ${orders.discountCents}), 0)::bigint`,
    })
    .from(orders)
    .where(listWhere(viewer, query));
  return { total: row?.total ?? 0, amount: centsToDollars(Number(row?.cents ?? 0)) };
}

export async function listOrders(
  db: Db,
  viewer: Viewer,
  query: OrderListQuery,
): Promise<Order[] | OrderPage> {
  const where = listWhere(viewer, query);
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  return listOrPage(query, ORDER_PAGE_SIZE, {
    rows: async (window) => {
      const records = selectRecords(db)
        .where(where)
        .orderBy(...newestFirst)
        .$dynamic();
      return (await (window ? records.limit(window.limit).offset(window.offset) : records)).map(
        toOrderFromRecord,
      );
    },
    count: async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      return counted?.total ?? 0;
    },
  });
}

/**
 * The customer cancels their own Pending payment (409 otherwise); an Admin may cancel any order.
 * Both statuses become Cancelled (a cancelled order can no longer be paid), and the change is
 * recorded in the activity log in the same transaction. While PayPal is capturing the payment
 * the cancel is refused (409 CAPTURE_IN_PROGRESS): the money would be taken for a closed order.
 */
export async function cancelOrder(db: Db, viewer: Viewer, id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        paymentStatus: orders.paymentStatus,
        orderStatus: orders.orderStatus,
        capturing: captureUnderWay,
      })
      .from(orders)
      .where(and(eq(orders.id, id), readableBy(viewer)))
      .for('update')
      .limit(1);
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (viewer.role !== 'Admin' && current.paymentStatus !== 'Pending') {
      throw conflict(
        `Only a pending payment can be cancelled; this one is ${current.paymentStatus}.`,
      );
    }
    if (current.paymentStatus === 'Pending' && current.capturing) throw captureInProgress();
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'Cancelled', orderStatus: 'Cancelled', updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw notFound(ORDER_NOT_FOUND);
    // An unpaid order gives its discount code's use back; a paid one keeps it.
    if (current.paymentStatus === 'Pending') await releaseDiscount(tx, id);
    await recordActivity(tx, viewer, {
      action: 'order.status',
      entity: 'order',
      entityId: id,
      summary: `Payment ${current.paymentStatus} → Cancelled, order ${current.orderStatus} → Cancelled`,
      details: {
        paymentStatus: { from: current.paymentStatus, to: 'Cancelled' },
        orderStatus: { from: current.orderStatus, to: 'Cancelled' },
      },
    });
    return toOrder(row);
  });
}

/**
 * The admin's order form: the statuses change to the values given (the spec's lists only, checked
 * by the input schema), in one transaction with the activity entry that records who changed what
 * from what. A payment set to Received by hand gets its paid date then (the sales chart's day).
 * Nothing is written when nothing changes. A Pending payment being captured right now keeps its
 * status (409 CAPTURE_IN_PROGRESS).
 */
export async function updateOrderStatus(
  { db, jobs }: { db: Db; jobs: JobQueue },
  viewer: Viewer,
  id: string,
  input: UpdateOrderInput,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, capturing: captureUnderWay })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update')
      .limit(1);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    const current = found.order;
    const paymentStatus = input.paymentStatus ?? current.paymentStatus;
    if (found.capturing && current.paymentStatus === 'Pending' && paymentStatus !== 'Pending') {
      throw captureInProgress();
    }
    const orderStatus = input.orderStatus ?? current.orderStatus;
    const parts: string[] = [];
    const details: Record<string, { from: string; to: string }> = {};
    if (paymentStatus !== current.paymentStatus) {
      parts.push(`Payment ${current.paymentStatus} → ${paymentStatus}`);
      details.paymentStatus = { from: current.paymentStatus, to: paymentStatus };
    }
    if (orderStatus !== current.orderStatus) {
      parts.push(`order ${current.orderStatus} → ${orderStatus}`);
      details.orderStatus = { from: current.orderStatus, to: orderStatus };
    }
    if (parts.length === 0) return toOrder(current);
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({
        paymentStatus,
        orderStatus,
        updatedAt: now,
        ...(paymentStatus === 'Received' && !current.paidAt ? { paidAt: now } : {}),
      })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw notFound(ORDER_NOT_FOUND);
    if (current.paymentStatus === 'Pending' && paymentStatus === 'Cancelled') {
      await releaseDiscount(tx, id);
    }
    const summary = parts.join(', ');
    await recordActivity(tx, viewer, {
      action: 'order.status',
      entity: 'order',
      entityId: id,
      summary: summary.charAt(0).toUpperCase() + summary.slice(1),
      details,
    });
    await applyPaymentToCredits(tx, row, {
      from: current.paymentStatus,
      to: paymentStatus,
      actor: viewer,
    });
    if (paymentStatus === 'Received') await startSegmentCut(tx, jobs, row);
    // Staff marking a payment Received counts as paid: the invoice is numbered now; a payment
    // moved from Received to Refunded by hand gets its credit note like a PayPal refund.
    if (paymentStatus === 'Received' && current.paymentStatus !== 'Received') {
      await issueInvoice(tx, row);
    }
    if (paymentStatus === 'Refunded' && current.paymentStatus === 'Received') {
      await issueCreditNote(tx, row);
    }
    return toOrder(row);
  });
}

/** True for PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; ) {
    const { code, constraint: name, constraint_name: altName } = cause as Record<string, unknown>;
    if (code === '23505') return !constraint || name === constraint || altName === constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
