export { changeCredits, creditBalance, InsufficientCreditsError } from './ledger.ts';
export {
  applyPaymentToCredits,
  grantPurchaseCredits,
  type HeldPurchaseCredits,
  hasPaidForCredits,
  heldPurchaseCredits,
  revokePurchaseCredits,
} from './purchase.ts';
export { creditRoutes } from './routes.ts';
