// Orders: query keys and hooks (checkout, dashboard and the back office use them), the
// customer's order pages and the small pieces of UI those pages share.
export { cancelOrder, useCancelOrder } from './api/cancel-order';
export { createOrder, useCreateOrder } from './api/create-order';
export { getOrder, orderQueryOptions, useOrder } from './api/get-order';
export { useOwnOrderCount } from './api/get-orders';
export { AccessLinks } from './components/access-links';
export { StatusBadge } from './components/payment-status-badge';
export { OwnOrdersPage } from './pages/own-orders-page';
