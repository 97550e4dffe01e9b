export { claimCapture, releaseCapture } from './capture-claim.ts';
export { COUNTRIES } from './countries.ts';
export { centsToPayPalValue, payPalValueToCents } from './format.ts';
export {
  DEFAULT_ORDER_TEMPLATE,
  orderEmail,
  queueOrderEmail,
} from './order-email.ts';
export { orderRoutes } from './routes.ts';
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
