// Orders: the customer's order pages (My Orders, Pending Payments).
// What checkout, the dashboard and the back office share with them is in lib/api/ and
// components/ui/payment-status-badge.tsx.
export { OwnOrdersPage } from './pages/own-orders-page';
