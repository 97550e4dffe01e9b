export { setUpPayPal } from './paypal-setup.ts';
export { paymentRoutes } from './routes.ts';
