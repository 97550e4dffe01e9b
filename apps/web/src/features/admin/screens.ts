/**
 * Every back-office screen, declared once: its path, its title, who may open it and how its code
 * loads. The router builds the admin routes from this list; each `load` is a dynamic import, so
 * the admin code stays out of the main chunk. Import nothing here statically but paths and types.
 */
import { type ComponentType, createElement } from 'react';
import { type AdminAccess, paths } from '@/config/paths';

export type AdminScreen = {
  path: string;
  title: string;
  access: AdminAccess;
  load: () => Promise<ComponentType>;
};

/** A screen that is one component shown with fixed props (an order list of one kind, a message view). */
function withProps<P extends object>(Component: ComponentType<P>, props: P): ComponentType {
  const Screen = () => createElement(Component, props);
  Screen.displayName = `${Component.displayName ?? Component.name}(${JSON.stringify(props)})`;
  return Screen;
}

const a = paths.admin;

/** An Admin-only screen. */
const screen = (path: string, title: string, load: AdminScreen['load']): AdminScreen => ({
  path,
  title,
  access: 'admin',
  load,
});

/** A screen for Admins and Managers. */
const staff = (path: string, title: string, load: AdminScreen['load']): AdminScreen => ({
  path,
  title,
  access: 'staff',
  load,
});

// Modules that hold several screens: one import() each, so the main chunk carries one loader.
const orderLists = () => import('./orders/orders-list');
const contactMessageLists = () => import('./contact-messages/contact-messages-list');
const orderAction = () => import('./orders/order-edit');

type OrderListKind = Parameters<typeof import('./orders/orders-list').OrderListPage>[0]['kind'];
type MessageView = Parameters<
  typeof import('./contact-messages/contact-messages-list').ContactMessagesPage
>[0]['view'];

/** One of the order and payment lists: the one list page over a kind. */
const orderList = (path: string, title: string, kind: OrderListKind) =>
  screen(path, title, () => orderLists().then((m) => withProps(m.OrderListPage, { kind })));

/** One of the contact message lists: the one list page over a view. */
const messageList = (path: string, title: string, view: MessageView) =>
  screen(path, title, () =>
    contactMessageLists().then((m) => withProps(m.ContactMessagesPage, { view })),
  );

export const adminScreens: readonly AdminScreen[] = [
  // Admin or Manager
  staff(a.dashboard, 'Dashboard', () =>
    import('./dashboard/dashboard').then((m) => m.DashboardPage),
  ),
  staff(a.addEmailTemplate, 'Email Template', () =>
    import('./email-template/email-template-edit').then((m) => m.EmailTemplatePage),
  ),

  // Settings
  screen(a.setting, 'Settings', () =>
    import('./settings/settings-hub').then((m) => m.SettingsHubPage),
  ),
  screen(a.settingGeneral, 'General Settings', () =>
    import('./settings/general-settings').then((m) => m.GeneralSettingsPage),
  ),
  screen(a.updateLogo.pattern, 'Update Logo', () =>
    import('./settings/logo-edit').then((m) => m.UpdateLogoPage),
  ),
  screen(a.settingHomepage, 'Home Page Setting', () =>
    import('./settings/homepage-hub').then((m) => m.HomepageHubPage),
  ),
  screen(a.settingFooter, 'Footer Setting', () =>
    import('./settings/footer-settings').then((m) => m.FooterSettingsPage),
  ),
  screen(a.settingPayment, 'Payment Setting', () =>
    import('./settings/payment-setting').then((m) => m.PaymentSettingPage),
  ),
  screen(a.settingInvoice, 'Invoice Setting', () =>
    import('./settings/invoice-settings').then((m) => m.InvoiceSettingsPage),
  ),
  screen(a.paypal.pattern, 'Update PayPal Client ID', () =>
    import('./settings/paypal-edit').then((m) => m.PaypalEditPage),
  ),
  screen(a.editContactPage.pattern, 'Edit Contact Information', () =>
    import('./settings/contact-info-edit').then((m) => m.EditContactPage),
  ),

  // Users and profiles
  screen(a.manageUsers, 'Manage Users', () =>
    import('./users/users-list').then((m) => m.ManageUsersPage),
  ),
  screen(a.user.pattern, 'Edit User', () =>
    import('./users/user-edit').then((m) => m.EditUserPage),
  ),
  screen(a.manageProfiles, 'Manage Profiles', () =>
    import('./profiles/profiles-list').then((m) => m.ManageProfilesPage),
  ),
  screen(a.editUserProfile.pattern, 'Update User Credits', () =>
    import('./profiles/profile-edit').then((m) => m.EditUserProfilePage),
  ),

  // Home page content
  screen(a.editBannerOption.pattern, 'Edit Banner', () =>
    import('./site-content/banner/banner-edit').then((m) => m.EditBannerPage),
  ),
  screen(a.aboutServiceList, 'About Services', () =>
    import('./site-content/about-services/about-services-list').then((m) => m.AboutServiceListPage),
  ),
  screen(a.editAboutService.pattern, 'Edit About Service', () =>
    import('./site-content/about-services/about-service-edit').then((m) => m.EditAboutServicePage),
  ),
  screen(a.featurePage, 'Feature Options', () =>
    import('./site-content/features/features-list').then((m) => m.FeaturePage),
  ),
  screen(a.featureTitle.pattern, 'Edit Feature Title', () =>
    import('./site-content/features/feature-title-edit').then((m) => m.EditFeatureTitlePage),
  ),
  screen(a.featurePageTwo.pattern, 'Feature Two Options', () =>
    import('./site-content/feature-two/feature-two-edit').then((m) => m.EditFeaturePageTwoPage),
  ),
  screen(a.editFeature.pattern, 'Edit Feature', () =>
    import('./site-content/features/feature-edit').then((m) => m.EditFeaturePage),
  ),
  screen(a.aboutEdit.pattern, 'Edit About Section', () =>
    import('./site-content/about/about-edit').then((m) => m.EditAboutPage),
  ),
  screen(a.specialityEdit.pattern, 'Edit Speciality', () =>
    import('./site-content/speciality/speciality-edit').then((m) => m.EditSpecialityPage),
  ),
  screen(a.whyChooseEdit.pattern, 'Edit Why Choose', () =>
    import('./site-content/why-choose/why-choose-edit').then((m) => m.EditWhyChoosePage),
  ),
  screen(a.ctaEdit.pattern, 'Edit Call to Action', () =>
    import('./site-content/cta/cta-edit').then((m) => m.EditCtaPage),
  ),

  // Team, testimonials and FAQs
  screen(a.team, 'Team', () =>
    import('./site-content/team/team-members-list').then((m) => m.TeamPage),
  ),
  screen(a.teamEdit.pattern, 'Edit Team Member', () =>
    import('./site-content/team/team-member-edit').then((m) => m.EditTeamMemberPage),
  ),
  screen(a.editTeamTitle.pattern, 'Edit Team Title', () =>
    import('./site-content/team/team-title-edit').then((m) => m.EditTeamTitlePage),
  ),
  screen(a.testimonials, 'Testimonials', () =>
    import('./site-content/testimonials/testimonials-list').then((m) => m.TestimonialsPage),
  ),
  screen(a.testimonialEdit.pattern, 'Edit Testimonial', () =>
    import('./site-content/testimonials/testimonial-edit').then((m) => m.EditTestimonialPage),
  ),
  screen(a.editTestimonialTitle.pattern, 'Edit Testimonial Title', () =>
    import('./site-content/testimonials/testimonials-title-edit').then(
      (m) => m.EditTestimonialTitlePage,
    ),
  ),
  screen(a.faqs, 'FAQs', () => import('./site-content/faqs/faqs-list').then((m) => m.FaqsPage)),
  screen(a.faqEdit.pattern, 'Edit FAQ', () =>
    import('./site-content/faqs/faq-edit').then((m) => m.EditFaqPage),
  ),
  screen(a.faqsTitle.pattern, 'Edit FAQ Title', () =>
    import('./site-content/faqs/faq-title-edit').then((m) => m.EditFaqTitlePage),
  ),

  // Packages (decision 006)
  screen(a.packages, 'Packages', () =>
    import('./packages/packages-list').then((m) => m.PackagesPage),
  ),
  screen(a.packageEdit.pattern, 'Edit Package', () =>
    import('./packages/package-edit').then((m) => m.PackageEditPage),
  ),
  screen(a.editPackageStyle.pattern, 'Edit Package Style', () =>
    import('./packages/package-style').then((m) => m.PackageStylePage),
  ),

  // Footer
  screen(a.editFooter.pattern, 'Update About & CopyRight', () =>
    import('./site-content/footer/footer-edit').then((m) => m.EditFooterPage),
  ),
  screen(a.editSocial.pattern, 'Update Social Account', () =>
    import('./site-content/social/social-edit').then((m) => m.EditSocialPage),
  ),

  // Messages
  messageList(a.contactMessages, 'Contact Messages', 'all'),
  messageList(a.contactMessagesUnread, 'Unread Contact Messages', 'unread'),
  messageList(a.contactMessagesRead, 'Read Contact Messages', 'read'),
  screen(a.contactMessage.pattern, 'Contact Message', () =>
    import('./contact-messages/contact-message-view').then((m) => m.ContactMessagePage),
  ),

  // Orders and payments
  orderList(a.orders, 'Total Orders', 'total'),
  screen(a.order.pattern, 'Order Details', () => orderAction().then((m) => m.OrderActionPage)),
  screen(a.orderAlias.pattern, 'Order Details', () => orderAction().then((m) => m.OrderActionPage)),
  orderList(a.ordersPending, 'Pending Orders Dashboard', 'pendingOrders'),
  orderList(a.ordersAccepted, 'Accepted Orders', 'acceptedOrders'),
  orderList(a.ordersCancelled, 'Cancelled Orders', 'cancelledOrders'),
  orderList(a.ordersDelivered, 'Delivered Orders', 'deliveredOrders'),
  orderList(a.paymentsPending, 'Pending Payments', 'pendingPayments'),
  orderList(a.paymentsReceived, 'Payment Received', 'receivedPayments'),
  orderList(a.paymentsCancelled, 'Cancelled Payments', 'cancelledPayments'),
  orderList(a.paymentsRefunded, 'Refunded Payments', 'refundedPayments'),

  // Suppressions and lead data (Find Leads)
  screen(a.discountCodes, 'Discount codes', () =>
    import('./discount-codes/discount-codes-page').then((m) => m.DiscountCodesPage),
  ),
  screen(a.suppressions, 'Suppressions', () =>
    import('./suppressions/suppressions-list').then((m) => m.SuppressionsPage),
  ),
  screen(a.leads, 'Leads', () => import('./lead-data/leads-list').then((m) => m.LeadsPage)),
  screen(a.lead.pattern, 'Edit Lead', () =>
    import('./lead-data/lead-edit').then((m) => m.LeadEditPage),
  ),
  screen(a.leadImports, 'Lead Imports', () =>
    import('./lead-data/lead-imports-list').then((m) => m.LeadImportsPage),
  ),
  screen(a.newLeadImport, 'New Lead Import', () =>
    import('./lead-data/lead-import-new').then((m) => m.NewLeadImportPage),
  ),
  screen(a.leadImport.pattern, 'Lead Import', () =>
    import('./lead-data/lead-import-view').then((m) => m.LeadImportPage),
  ),
];

/** The admin frame (top bar and tabs) around every admin screen. */
export const loadAdminLayout = () => import('./components/admin-layout').then((m) => m.AdminLayout);
