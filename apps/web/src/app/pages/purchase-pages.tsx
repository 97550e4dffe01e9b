import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
  CancelledPaymentPage,
  CheckoutPage,
  PackagePage,
  PayNowPage,
  ReceivedPaymentPage,
} from '@/features/checkout';
import { OwnOrdersPage } from '@/features/orders';
import { UpdateOwnProfileRedirect, UpdateProfilePage } from '@/features/profile';

const MyOrdersPage = () => <OwnOrdersPage status="Received" />;
const PendingPaymentsPage = () => <OwnOrdersPage status="Pending" />;

/**
 * Signed-in pages of the purchase area (package, checkout, payment, orders, profile), by route
 * pattern (from `paths`). The router loads this module with import() only, so the PayPal SDK and
 * the checkout form stay off the public pages' first load: never import it statically.
 */
export const purchasePages: Record<string, ComponentType> = {
  [paths.package.pattern]: PackagePage,
  [paths.checkout.pattern]: CheckoutPage,
  [paths.payNow.pattern]: PayNowPage,
  [paths.cancelledPayment.pattern]: CancelledPaymentPage,
  [paths.receivedPayment.pattern]: ReceivedPaymentPage,
  [paths.myOrders]: MyOrdersPage,
  [paths.pendingPayment]: PendingPaymentsPage,
  [paths.updateProfileSelf]: UpdateOwnProfileRedirect,
  [paths.updateProfile.pattern]: UpdateProfilePage,
};
