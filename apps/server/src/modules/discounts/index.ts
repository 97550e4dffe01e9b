export { recordRedemption, releaseDiscount, reserveDiscount } from './redemption.ts';
export { discountCodeRoutes } from './routes.ts';
