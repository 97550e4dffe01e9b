export { recordRedemption, releaseDiscount, reserveDiscount } from './redemption.ts';
export { discountCodeRoutes } from './routes.ts';
export { DEMO_DISCOUNT_CODE, seedDemoDiscountCode } from './seed.ts';
