export {
  createPayPalClient,
  type FetchLike,
  type PayPalClient,
  PayPalError,
  type PayPalOrder,
} from './paypal-client.ts';
export { localFetch, type PayPalSetup, setUpPayPal, WEBHOOK_PATH } from './paypal-setup.ts';
export {
  type MarkRefundedResult,
  markOrderRefunded,
  type RefundFacts,
} from './refund.ts';
export { paymentRoutes } from './routes.ts';
export { decideSettlement, type Settlement, settlePayPalOrder } from './settle.ts';
