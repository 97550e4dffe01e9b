export { COUNTRIES } from './countries.ts';
export { centsToDollars, centsToPayPalValue, payPalValueToCents } from './format.ts';
export { sendOrderEmail } from './order-email.ts';
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
