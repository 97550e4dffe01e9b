export { claimCapture, releaseCapture } from './capture-claim.ts';
export { COUNTRIES } from './countries.ts';
export { centsToPayPalValue, payableCents, payPalValueToCents } from './format.ts';
export { type MarkPaidDeps, markOrderPaid } from './mark-paid.ts';
export {
  creditPackEmail,
  DEFAULT_ORDER_TEMPLATE,
  type OrderEmailDeps,
  orderEmail,
  queueOrderEmail,
} from './order-email.ts';
export { queueRefundEmail, refundEmail } from './refund-email.ts';
export { orderRoutes } from './routes.ts';
export { CUT_JOB, type CutJobPayload, startSegmentCut } from './segment-cut.ts';
export {
  findOrderForPayment,
  findOwnOrder,
  findReadableOrder,
  isUniqueViolation,
  ORDER_NOT_FOUND,
  type OrderRecord,
  type OrderRow,
  toOrder,
  toOrderFromRecord,
} from './service.ts';
export { orderCounts, salesByDay } from './stats.ts';
