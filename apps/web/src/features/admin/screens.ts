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

// Modules that hold several screens: one import() each, so the main chunk carries one loader.
const orderLists = () => import('./orders/order-list');
const contactMessageLists = () => import('./contact-messages/contact-messages-list');
const orderAction = () => import('./orders/order-edit');

export const adminScreens: readonly AdminScreen[] = [
  // Admin or Manager
  {
    path: a.dashboard,
    title: 'Dashboard',
    access: 'staff',
    load: () => import('./dashboard/dashboard').then((m) => m.DashboardPage),
  },
  {
    path: a.addEmailTemplate,
    title: 'Email Template',
    access: 'staff',
    load: () => import('./email-template/email-template-edit').then((m) => m.EmailTemplatePage),
  },

  // Settings
  {
    path: a.setting,
    title: 'Settings',
    access: 'admin',
    load: () => import('./settings/settings-hub').then((m) => m.SettingsHubPage),
  },
  {
    path: a.settingGeneral,
    title: 'General Settings',
    access: 'admin',
    load: () => import('./settings/general-settings').then((m) => m.GeneralSettingsPage),
  },
  {
    path: a.updateLogo.pattern,
    title: 'Update Logo',
    access: 'admin',
    load: () => import('./settings/logo-edit').then((m) => m.UpdateLogoPage),
  },
  {
    path: a.settingHomepage,
    title: 'Home Page Setting',
    access: 'admin',
    load: () => import('./settings/homepage-hub').then((m) => m.HomepageHubPage),
  },
  {
    path: a.settingFooter,
    title: 'Footer Setting',
    access: 'admin',
    load: () => import('./settings/footer-settings').then((m) => m.FooterSettingsPage),
  },
  {
    path: a.settingPayment,
    title: 'Payment Setting',
    access: 'admin',
    load: () => import('./settings/payment-setting').then((m) => m.PaymentSettingPage),
  },
  {
    path: a.paypal.pattern,
    title: 'Update PayPal Client ID',
    access: 'admin',
    load: () => import('./settings/paypal-edit').then((m) => m.PaypalEditPage),
  },
  {
    path: a.editContactPage.pattern,
    title: 'Edit Contact Information',
    access: 'admin',
    load: () => import('./settings/contact-info-edit').then((m) => m.EditContactPage),
  },

  // Users and profiles
  {
    path: a.manageUsers,
    title: 'Manage Users',
    access: 'admin',
    load: () => import('./users/users-list').then((m) => m.ManageUsersPage),
  },
  {
    path: a.user.pattern,
    title: 'Edit User',
    access: 'admin',
    load: () => import('./users/user-edit').then((m) => m.EditUserPage),
  },
  {
    path: a.manageProfiles,
    title: 'Manage Profiles',
    access: 'admin',
    load: () => import('./profiles/profiles-list').then((m) => m.ManageProfilesPage),
  },
  {
    path: a.editUserProfile.pattern,
    title: 'Update User Credits',
    access: 'admin',
    load: () => import('./profiles/profile-edit').then((m) => m.EditUserProfilePage),
  },

  // Home page content
  {
    path: a.editBannerOption.pattern,
    title: 'Edit Banner',
    access: 'admin',
    load: () => import('./site-content/banner/banner-edit').then((m) => m.EditBannerPage),
  },
  {
    path: a.aboutServiceList,
    title: 'About Services',
    access: 'admin',
    load: () =>
      import('./site-content/about-services/about-services-list').then(
        (m) => m.AboutServiceListPage,
      ),
  },
  {
    path: a.editAboutService.pattern,
    title: 'Edit About Service',
    access: 'admin',
    load: () =>
      import('./site-content/about-services/about-service-edit').then(
        (m) => m.EditAboutServicePage,
      ),
  },
  {
    path: a.featurePage,
    title: 'Feature Options',
    access: 'admin',
    load: () => import('./site-content/features/features-list').then((m) => m.FeaturePage),
  },
  {
    path: a.featureTitle.pattern,
    title: 'Edit Feature Title',
    access: 'admin',
    load: () =>
      import('./site-content/features/feature-title-edit').then((m) => m.EditFeatureTitlePage),
  },
  {
    path: a.featurePageTwo.pattern,
    title: 'Feature Two Options',
    access: 'admin',
    load: () =>
      import('./site-content/feature-two/feature-two-edit').then((m) => m.EditFeaturePageTwoPage),
  },
  {
    path: a.editFeature.pattern,
    title: 'Edit Feature',
    access: 'admin',
    load: () => import('./site-content/features/feature-edit').then((m) => m.EditFeaturePage),
  },
  {
    path: a.aboutEdit.pattern,
    title: 'Edit About Section',
    access: 'admin',
    load: () => import('./site-content/about/about-edit').then((m) => m.EditAboutPage),
  },
  {
    path: a.specialityEdit.pattern,
    title: 'Edit Speciality',
    access: 'admin',
    load: () =>
      import('./site-content/speciality/speciality-edit').then((m) => m.EditSpecialityPage),
  },
  {
    path: a.whyChooseEdit.pattern,
    title: 'Edit Why Choose',
    access: 'admin',
    load: () =>
      import('./site-content/why-choose/why-choose-edit').then((m) => m.EditWhyChoosePage),
  },
  {
    path: a.ctaEdit.pattern,
    title: 'Edit Call to Action',
    access: 'admin',
    load: () => import('./site-content/cta/cta-edit').then((m) => m.EditCtaPage),
  },

  // Team, testimonials and FAQs
  {
    path: a.team,
    title: 'Team',
    access: 'admin',
    load: () => import('./site-content/team/team-list').then((m) => m.TeamPage),
  },
  {
    path: a.teamEdit.pattern,
    title: 'Edit Team Member',
    access: 'admin',
    load: () => import('./site-content/team/team-member-edit').then((m) => m.EditTeamMemberPage),
  },
  {
    path: a.editTeamTitle.pattern,
    title: 'Edit Team Title',
    access: 'admin',
    load: () => import('./site-content/team/team-title-edit').then((m) => m.EditTeamTitlePage),
  },
  {
    path: a.testimonials,
    title: 'Testimonials',
    access: 'admin',
    load: () =>
      import('./site-content/testimonials/testimonials-list').then((m) => m.TestimonialsPage),
  },
  {
    path: a.testimonialEdit.pattern,
    title: 'Edit Testimonial',
    access: 'admin',
    load: () =>
      import('./site-content/testimonials/testimonial-edit').then((m) => m.EditTestimonialPage),
  },
  {
    path: a.editTestimonialTitle.pattern,
    title: 'Edit Testimonial Title',
    access: 'admin',
    load: () =>
      import('./site-content/testimonials/testimonials-title-edit').then(
        (m) => m.EditTestimonialTitlePage,
      ),
  },
  {
    path: a.faqs,
    title: 'FAQs',
    access: 'admin',
    load: () => import('./site-content/faqs/faqs-list').then((m) => m.FaqsPage),
  },
  {
    path: a.faqEdit.pattern,
    title: 'Edit FAQ',
    access: 'admin',
    load: () => import('./site-content/faqs/faq-edit').then((m) => m.EditFaqPage),
  },
  {
    path: a.faqsTitle.pattern,
    title: 'Edit FAQ Title',
    access: 'admin',
    load: () => import('./site-content/faqs/faq-title-edit').then((m) => m.EditFaqTitlePage),
  },

  // Packages (decision 006)
  {
    path: a.packages,
    title: 'Packages',
    access: 'admin',
    load: () => import('./packages/package-list').then((m) => m.PackagesPage),
  },
  {
    path: a.packageEdit.pattern,
    title: 'Edit Package',
    access: 'admin',
    load: () => import('./packages/package-edit').then((m) => m.PackageEditPage),
  },
  {
    path: a.editPackageStyle.pattern,
    title: 'Edit Package Style',
    access: 'admin',
    load: () => import('./packages/package-style').then((m) => m.PackageStylePage),
  },

  // Footer
  {
    path: a.editFooter.pattern,
    title: 'Update About & CopyRight',
    access: 'admin',
    load: () => import('./site-content/footer/footer-edit').then((m) => m.EditFooterPage),
  },
  {
    path: a.editSocial.pattern,
    title: 'Update Social Account',
    access: 'admin',
    load: () => import('./site-content/social/social-edit').then((m) => m.EditSocialPage),
  },

  // Messages
  {
    path: a.contactMessages,
    title: 'Contact Messages',
    access: 'admin',
    load: () =>
      contactMessageLists().then((m) => withProps(m.ContactMessagesPage, { view: 'all' })),
  },
  {
    path: a.contactMessagesUnread,
    title: 'Unread Contact Messages',
    access: 'admin',
    load: () =>
      contactMessageLists().then((m) => withProps(m.ContactMessagesPage, { view: 'unread' })),
  },
  {
    path: a.contactMessagesRead,
    title: 'Read Contact Messages',
    access: 'admin',
    load: () =>
      contactMessageLists().then((m) => withProps(m.ContactMessagesPage, { view: 'read' })),
  },
  {
    path: a.contactMessage.pattern,
    title: 'Contact Message',
    access: 'admin',
    load: () => import('./contact-messages/contact-message-view').then((m) => m.ContactMessagePage),
  },

  // Orders and payments
  {
    path: a.orders,
    title: 'Total Orders',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'total' })),
  },
  {
    path: a.order.pattern,
    title: 'Order Details',
    access: 'admin',
    load: () => orderAction().then((m) => m.OrderActionPage),
  },
  {
    path: a.orderAlias.pattern,
    title: 'Order Details',
    access: 'admin',
    load: () => orderAction().then((m) => m.OrderActionPage),
  },
  {
    path: a.ordersPending,
    title: 'Pending Orders Dashboard',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'pendingOrders' })),
  },
  {
    path: a.ordersAccepted,
    title: 'Accepted Orders',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'acceptedOrders' })),
  },
  {
    path: a.ordersCancelled,
    title: 'Cancelled Orders',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'cancelledOrders' })),
  },
  {
    path: a.ordersDelivered,
    title: 'Delivered Orders',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'deliveredOrders' })),
  },
  {
    path: a.paymentsPending,
    title: 'Pending Payments',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'pendingPayments' })),
  },
  {
    path: a.paymentsReceived,
    title: 'Payment Received',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'receivedPayments' })),
  },
  {
    path: a.paymentsCancelled,
    title: 'Cancelled Payments',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'cancelledPayments' })),
  },
  {
    path: a.paymentsRefunded,
    title: 'Refunded Payments',
    access: 'admin',
    load: () => orderLists().then((m) => withProps(m.OrderListPage, { kind: 'refundedPayments' })),
  },

  // Suppressions and lead data (Find Leads)
  {
    path: a.suppressions,
    title: 'Suppressions',
    access: 'admin',
    load: () => import('./suppressions/suppressions-list').then((m) => m.SuppressionsPage),
  },
  {
    path: a.leads,
    title: 'Leads',
    access: 'admin',
    load: () => import('./lead-data/leads-list').then((m) => m.LeadsPage),
  },
  {
    path: a.lead.pattern,
    title: 'Edit Lead',
    access: 'admin',
    load: () => import('./lead-data/lead-edit').then((m) => m.LeadEditPage),
  },
  {
    path: a.leadImports,
    title: 'Lead Imports',
    access: 'admin',
    load: () => import('./lead-data/lead-imports-list').then((m) => m.LeadImportsPage),
  },
  {
    path: a.newLeadImport,
    title: 'New Lead Import',
    access: 'admin',
    load: () => import('./lead-data/lead-import-new').then((m) => m.NewLeadImportPage),
  },
  {
    path: a.leadImport.pattern,
    title: 'Lead Import',
    access: 'admin',
    load: () => import('./lead-data/lead-import-view').then((m) => m.LeadImportPage),
  },
];

/**
 * Edit Package Title: reached from the admin package list but routed outside /admin (in the
 * signed-in group). Its code loads like any admin screen; the page checks the Admin role itself
 * (the server refuses everyone else).
 */
export const packageTitleEditScreen: AdminScreen = {
  path: paths.packageTitleEdit.pattern,
  title: 'Edit Package Title',
  access: 'admin',
  load: () => import('./packages/package-title-edit').then((m) => m.PackageTitleEditPage),
};

/** The admin frame (top bar and tabs) around every admin screen. */
export const loadAdminLayout = () => import('./components/admin-layout').then((m) => m.AdminLayout);
