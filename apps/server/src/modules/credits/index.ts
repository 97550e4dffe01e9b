export { changeCredits, creditBalance, InsufficientCreditsError } from './ledger.ts';
export { applyPaymentToCredits, grantPurchaseCredits, revokePurchaseCredits } from './purchase.ts';
export { creditRoutes } from './routes.ts';
