import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { DashboardPage } from '../dashboard/dashboard';
import { EmailTemplatePage } from '../email-template/email-template-edit';
import { ContactMessagePage } from '../operations/pages/contact-message-page';
import { ContactMessagesPage } from '../operations/pages/contact-messages-page';
import { EditUserPage } from '../operations/pages/edit-user-page';
import { EditUserProfilePage } from '../operations/pages/edit-user-profile-page';
import { ManageProfilesPage } from '../operations/pages/manage-profiles-page';
import { ManageUsersPage } from '../operations/pages/manage-users-page';
import { OrderActionPage } from '../orders/order-edit';
import { OrderListPage } from '../orders/order-list';
import type { OrderListKind } from '../orders/order-lists';
import { PackageEditPage } from '../packages/package-edit';
import { PackagesPage } from '../packages/package-list';
import { PackageTitleEditPage } from '../packages/package-title-edit';
import { PaymentSettingPage } from '../settings/payment-setting';
import { PaypalEditPage } from '../settings/paypal-edit';

const a = paths.admin;

const orderList = (kind: OrderListKind): ComponentType => {
  const Page = () => <OrderListPage kind={kind} />;
  Page.displayName = `OrderListPage(${kind})`;
  return Page;
};

/**
 * Back-office screens for orders, payments, packages, users, credits, messages and the e-mail
 * template, by route pattern (from `paths.admin`).
 *
 * `paths.packageTitleEdit.pattern` is here too although its route sits in the signed-in group
 * (outside /admin): the storefront registry loads it through `adminPageFor`, so it stays in the
 * admin chunk. The page checks the Admin role itself.
 */
export const operationsPages: Partial<Record<string, ComponentType>> = {
  [a.dashboard]: DashboardPage,
  [a.addEmailTemplate]: EmailTemplatePage,

  [a.orders]: orderList('total'),
  [a.ordersPending]: orderList('pendingOrders'),
  [a.ordersAccepted]: orderList('acceptedOrders'),
  [a.ordersCancelled]: orderList('cancelledOrders'),
  [a.ordersDelivered]: orderList('deliveredOrders'),
  [a.paymentsPending]: orderList('pendingPayments'),
  [a.paymentsReceived]: orderList('receivedPayments'),
  [a.paymentsCancelled]: orderList('cancelledPayments'),
  [a.paymentsRefunded]: orderList('refundedPayments'),
  [a.order.pattern]: OrderActionPage,
  [a.orderAlias.pattern]: OrderActionPage,

  [a.packages]: PackagesPage,
  [a.packageEdit.pattern]: PackageEditPage,
  [paths.packageTitleEdit.pattern]: PackageTitleEditPage,

  [a.settingPayment]: PaymentSettingPage,
  [a.paypal.pattern]: PaypalEditPage,

  [a.manageUsers]: ManageUsersPage,
  [a.user.pattern]: EditUserPage,
  [a.manageProfiles]: ManageProfilesPage,
  [a.editUserProfile.pattern]: EditUserProfilePage,

  [a.contactMessages]: () => <ContactMessagesPage view="all" />,
  [a.contactMessagesUnread]: () => <ContactMessagesPage view="unread" />,
  [a.contactMessagesRead]: () => <ContactMessagesPage view="read" />,
  [a.contactMessage.pattern]: ContactMessagePage,
};
