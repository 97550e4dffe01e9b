export { changeCredits, creditBalance, InsufficientCreditsError } from './ledger.ts';
export {
  applyPaymentToCredits,
  grantPurchaseCredits,
  hasPaidForCredits,
  revokePurchaseCredits,
} from './purchase.ts';
export { creditRoutes } from './routes.ts';
