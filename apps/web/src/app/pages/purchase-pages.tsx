import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
  CancelledPaymentPage,
  CheckoutPage,
  PackagePage,
  PayNowPage,
  ReceivedPaymentPage,
} from '@/features/checkout';
import { MyOrdersPage, PendingPaymentsPage } from '@/features/orders';
import { UpdateOwnProfileRedirect, UpdateProfilePage } from '@/features/profile';

/**
 * Signed-in pages of the purchase area (package, checkout, payment, orders, profile), by route
 * pattern (from `paths`). A route without an entry here renders the placeholder page.
 */
export const purchasePages: Partial<Record<string, ComponentType>> = {
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
