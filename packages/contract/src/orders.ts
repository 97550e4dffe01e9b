import { z } from 'zod';
import { PACKAGE_KINDS } from './content.ts';
import { ALL_ORDER_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './content-fields.ts';
import { OrderAccess } from './deliveries.ts';
import { discountCodeText } from './discounts.ts';
import { OrderCut } from './segments.ts';
import { searchText, TEXT_MAX, text } from './text.ts';
import { checkVatId, VAT_ID_MAX } from './vat-id.ts';

/** Order and payment ids: 8 characters of A-Z and 0-9, made by the server. */
export const ORDER_CODE_LENGTH = 8;
export const ORDER_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Default and largest page size of `GET /api/orders?page=&limit=`. */
export const ORDER_PAGE_SIZE = 10;
export const ORDER_PAGE_SIZE_MAX = 100;

/**
 * An order as the API answers it, with the spec's field names. `packagePrice` is in dollars;
 * `orderDate` is dd/mm/yyyy (UTC); `transactionId` is the PayPal capture id, '' until paid.
 * `accessLink1-3` are present only when the payment is Received and the reader is the owner or
 * staff; they are absent (not empty) otherwise. `access` says the same per slot, with a hosted
 * file's name and size (downloaded through `POST /api/orders/:id/deliveries/:slot`): present
 * with `accessLink1-3`, one entry per slot that has a file or a link.
 */
export const Order = z.object({
  _id: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  packagePrice: z.number(),
  /** The discount code used at checkout ('' without one) and what it took off, in dollars. */
  discountCode: z.string(),
  discount: z.number(),
  /** What the buyer pays: packagePrice − discount (0 when a code paid it all). */
  total: z.number(),
  /** What was bought: a database (access links) or a credit pack (`packageCredits` credits). */
  packageKind: z.enum(PACKAGE_KINDS),
  packageCredits: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: z.enum(ALL_ORDER_STATUSES),
  customerEmail: z.string(),
  customerName: z.string(),
  address: z.string(),
  countryName: z.string(),
  cityName: z.string(),
  /** The buyer's company and VAT id for the invoice; '' when not given. */
  companyName: z.string(),
  vatId: z.string(),
  orderDate: z.string(),
  transactionId: z.string(),
  customerWebsite: z.string(),
  customerNote: z.string(),
  accessLink1: z.string().optional(),
  accessLink2: z.string().optional(),
  accessLink3: z.string().optional(),
  access: z.array(OrderAccess).optional(),
  /** A database cut from our leads: its files (present once the payment is Received). */
  cut: OrderCut.optional(),
});
export type Order = z.infer<typeof Order>;

const requiredText = (label: string, message: string, max: number) =>
  text({ label, max, required: message });

const optionalText = (label: string, max: number) =>
  text({ label, max })
    .optional()
    .transform((value) => value ?? '');

/**
 * `POST /api/new-order`. The old app sent every order field; only the package and the billing
 * details are read, everything else (price, ids, status, owner, date) is made by the server.
 */
export const CheckoutFields = z.object({
  packageId: requiredText('Package', 'Choose a package.', 100),
  customerName: requiredText('Full Name', 'Full Name is required.', TEXT_MAX.name),
  address: requiredText('Address', 'Address is required.', TEXT_MAX.title),
  cityName: requiredText('City', 'City is required.', TEXT_MAX.name),
  countryName: requiredText('Country', 'Country is required.', TEXT_MAX.name),
  companyName: optionalText('Company', TEXT_MAX.name),
  vatId: optionalText('VAT ID', VAT_ID_MAX + 10),
  customerWebsite: optionalText('Website', TEXT_MAX.title),
  customerNote: optionalText('Note', 1000),
  /** A segment package: also deliver leads this buyer already got from an earlier package. */
  includeOwned: z.boolean().optional(),
  /** A discount code, priced by the server; empty or absent: none. */
  discountCode: discountCodeText.optional(),
});

/**
 * The VAT id's format for the billing country (jsvat), never required: shared by the server's
 * input and the checkout form. The server stores it normalized (`checkVatId(...).vatId`).
 */
export function vatIdRule(
  value: { vatId?: string; countryName: string },
  context: z.RefinementCtx,
): void {
  const checked = checkVatId(value.vatId ?? '', value.countryName);
  if (!checked.valid)
    context.addIssue({ code: 'custom', path: ['vatId'], message: checked.message });
}

export const CreateOrderInput = CheckoutFields.superRefine(vatIdRule);
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

/** `GET /api/orders`: with any of these the answer is an `OrderPage`, else a plain array. */
export const OrderListQuery = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  orderStatus: z.enum(ALL_ORDER_STATUSES).optional(),
  /** Matches the customer's name, e-mail or the orderId, ignoring case. */
  q: searchText('Search', 100),
  /** `me`: only the reader's own orders, staff included (My Orders, Pending Payments). */
  owner: z.enum(['me']).optional(),
  /** `true`: refunded orders are listed with the `paymentStatus` ones (My Orders keeps them). */
  includeRefunded: z.enum(['true']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderPage = z.object({
  items: z.array(Order),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrderPage = z.infer<typeof OrderPage>;

/** `GET /api/orders/summary`: how many orders a filter holds and what they cost together (dollars). */
export const OrderSummaryQuery = OrderListQuery.pick({
  paymentStatus: true,
  orderStatus: true,
  q: true,
  owner: true,
});
export type OrderSummaryQuery = z.infer<typeof OrderSummaryQuery>;

export const OrderSummary = z.object({ total: z.number().int(), amount: z.number() });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = z.union([z.array(Order), OrderPage]);
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** `GET /api/countries`: the checkout's country dropdown, sorted by name. */
export const Country = z.object({ name: z.string() });
export type Country = z.infer<typeof Country>;
export const CountryList = z.array(Country);

// -- the back office's order screens -----------------------------------------------------

export const PAYMENT_STATUS_MESSAGE =
  'Payment status must be one of Received, Pending, Cancelled or Refunded.';
export const ORDER_STATUS_MESSAGE =
  'Order status must be one of Accepted, Pending, Cancelled or Delivered.';

/**
 * `PUT /api/order/:id`: the admin's order form. Only the spec's values are accepted; a field
 * left out keeps its value (an order Completed by its payment keeps that status unless the admin
 * picks another one).
 */
export const UpdateOrderInput = z
  .object({
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: PAYMENT_STATUS_MESSAGE }).optional(),
    orderStatus: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_MESSAGE }).optional(),
  })
  .refine((value) => value.paymentStatus !== undefined || value.orderStatus !== undefined, {
    message: 'Choose a payment status or an order status.',
  });
export type UpdateOrderInput = z.infer<typeof UpdateOrderInput>;

/** `GET /api/orders/export`: the same filter as the list, without paging. */
export const OrderExportQuery = OrderListQuery.pick({
  paymentStatus: true,
  orderStatus: true,
  q: true,
});
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** `GET /api/orders/total-sales`: the sum of every Received order, in dollars. */
/** Paid orders: what they brought in (prices less discounts) and the discounts given, in dollars. */
export const SalesTotal = z.object({
  totalSales: z.number(),
  discounts: z.number(),
  orders: z.number().int(),
});
export type SalesTotal = z.infer<typeof SalesTotal>;

// -- what an order's texts say about its purchase ----------------------------------------

const creditCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'credit' : 'credits'}`;

/** "100 credits added; your balance is 105": the credit pack's line (e-mail, payment page). */
export function creditsAddedSentence(credits: number, balance?: number): string {
  const added = `${creditCount(credits)} added`;
  return balance === undefined
    ? added
    : `${added}; your balance is ${balance.toLocaleString('en-US')}`;
}

/** Whether an order bought a credit pack: its texts speak of credits, never of databases. */
export const isCreditPackOrder = (order: Pick<Order, 'packageKind'>) =>
  order.packageKind === 'credit_pack';
