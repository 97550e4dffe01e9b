// Checkout: the package page, checkout, payment with PayPal and the payment result pages.
export { paymentSettingsQueryOptions, usePaymentSettings } from './api/get-payment-settings';
export { CancelledPaymentPage } from './pages/cancelled-payment-page';
export { CheckoutPage } from './pages/checkout-page';
export { PackagePage } from './pages/package-page';
export { PayNowPage } from './pages/pay-now-page';
export { ReceivedPaymentPage } from './pages/received-payment-page';
