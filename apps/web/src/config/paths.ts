/**
 * Every route of the app in one place.
 *
 * - A static route is a string: `paths.login` -> '/login'.
 * - A route with parameters is a builder that also carries its router pattern:
 *   `paths.package('abc')` -> '/package/abc', `paths.package.pattern` -> '/package/:id'.
 *
 * Trailing slashes follow the spec (`/pending-payment/`); the router matches with or without.
 */

type Builder<Args extends unknown[]> = ((...args: Args) => string) & { readonly pattern: string };

function route<Args extends unknown[]>(
  pattern: string,
  build: (...args: Args) => string,
): Builder<Args> {
  return Object.assign(build, { pattern });
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  // Public
  home: '/',
  login: '/login',
  register: '/register',
  reset: '/reset',
  updatePassword: '/update-password',
  /** The e-mailed link that proves a staff address (signed in to its account). */
  verifyEmail: '/verify-email',
  whyChoose: '/why-choose',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  deposit: '/deposit',
  privacyPolicy: '/privacy-policy',
  termsCondition: '/terms-condition',
  /** The public removal form, and the e-mailed link that confirms it (issue 13). */
  optOut: '/opt-out',
  optOutConfirm: '/opt-out/confirm',

  // Signed in
  findLeads: '/find-leads',
  leadLists: '/find-leads/lists',
  leadList: route('/find-leads/lists/:id', (id: string) => `/find-leads/lists/${seg(id)}`),
  myLeads: '/find-leads/my-leads',
  creditHistory: '/find-leads/credits',
  findLeadsApi: '/find-leads/api',
  /** The e-mail finder and domain search (issue 29). */
  finder: '/find-leads/finder',
  /** Bulk enrichment: a CSV of people in, their addresses out (issue 29). */
  enrichments: '/find-leads/enrichments',
  /** Saved searches and their alerts (issue 30). */
  savedSearches: '/find-leads/saved-searches',
  /** A company's page: its facts, e-mail pattern and leads (issue 30). */
  company: route(
    '/find-leads/companies/:domain',
    (domain: string) => `/find-leads/companies/${seg(domain)}`,
  ),
  updateProfileSelf: '/update-profile',
  updateProfile: route('/update-profile/:id', (id: string) => `/update-profile/${seg(id)}`),
  userDashboard: '/user-dashboard',
  myOrders: '/user-dashboard/my-orders/',
  package: route('/package/:id', (id: string) => `/package/${seg(id)}`),
  packageTitleEdit: route(
    '/package-title-edit/:id',
    (id: string) => `/package-title-edit/${seg(id)}`,
  ),
  checkout: route('/checkout/:packageId', (packageId: string) => `/checkout/${seg(packageId)}`),
  payNow: route('/pay-now/:id', (id: string) => `/pay-now/${seg(id)}`),
  pendingPayment: '/pending-payment/',
  cancelledPayment: route(
    '/cancelled-payment/:id',
    (id: string) => `/cancelled-payment/${seg(id)}`,
  ),
  receivedPayment: route(
    '/received-payment/:id/:paymentId',
    (id: string, paymentId: string) => `/received-payment/${seg(id)}/${seg(paymentId)}`,
  ),

  admin: {
    root: '/admin',
    // Admin or Manager
    dashboard: '/admin/dashboard',
    addEmailTemplate: '/admin/add-email-template/',

    // Settings
    setting: '/admin/setting',
    settingGeneral: '/admin/setting-general/',
    updateLogo: route('/admin/update-logo/:id', (id: string) => `/admin/update-logo/${seg(id)}`),
    settingHomepage: '/admin/setting-homepage/',
    settingFooter: '/admin/setting-footer',
    settingPayment: '/admin/setting-payment',
    settingInvoice: '/admin/setting-invoice',
    paypal: route('/admin/paypal/:id', (id: string) => `/admin/paypal/${seg(id)}`),
    editContactPage: route(
      '/admin/edit-contact-page/:id',
      (id: string) => `/admin/edit-contact-page/${seg(id)}`,
    ),

    // Users and profiles
    manageUsers: '/admin/manage-users/',
    user: route('/admin/user/:id', (id: string) => `/admin/user/${seg(id)}`),
    manageProfiles: '/admin/manage-profiles/',
    editUserProfile: route(
      '/admin/edit-user-profile/:id',
      (id: string) => `/admin/edit-user-profile/${seg(id)}`,
    ),

    // Home page content
    editBannerOption: route(
      '/admin/edit-banner-option/:id',
      (id: string) => `/admin/edit-banner-option/${seg(id)}`,
    ),
    aboutServiceList: '/admin/about-service-list/',
    editAboutService: route(
      '/admin/edit-about-service/:id',
      (id: string) => `/admin/edit-about-service/${seg(id)}`,
    ),
    featurePage: '/admin/feature-page/',
    featureTitle: route(
      '/admin/feature-title/:id',
      (id: string) => `/admin/feature-title/${seg(id)}`,
    ),
    featurePageTwo: route(
      '/admin/feature-page-two/:id',
      (id: string) => `/admin/feature-page-two/${seg(id)}`,
    ),
    editFeature: route('/admin/edit-feature/:id', (id: string) => `/admin/edit-feature/${seg(id)}`),
    aboutEdit: route('/admin/about-edit/:id', (id: string) => `/admin/about-edit/${seg(id)}`),
    specialityEdit: route(
      '/admin/speciality-edit/:id',
      (id: string) => `/admin/speciality-edit/${seg(id)}`,
    ),
    whyChooseEdit: route(
      '/admin/why-choose-edit/:id',
      (id: string) => `/admin/why-choose-edit/${seg(id)}`,
    ),
    ctaEdit: route('/admin/cta-edit/:id', (id: string) => `/admin/cta-edit/${seg(id)}`),

    // Team, testimonials and FAQs
    team: '/admin/team/',
    teamEdit: route('/admin/team-edit/:id', (id: string) => `/admin/team-edit/${seg(id)}`),
    editTeamTitle: route(
      '/admin/edit-team-title/:id',
      (id: string) => `/admin/edit-team-title/${seg(id)}`,
    ),
    testimonials: '/admin/testimonials',
    testimonialEdit: route(
      '/admin/testimonial-edit/:id',
      (id: string) => `/admin/testimonial-edit/${seg(id)}`,
    ),
    editTestimonialTitle: route(
      '/admin/edit-testimonial-title/:id',
      (id: string) => `/admin/edit-testimonial-title/${seg(id)}`,
    ),
    faqs: '/admin/faqs',
    faqEdit: route('/admin/faq-edit/:id', (id: string) => `/admin/faq-edit/${seg(id)}`),
    faqsTitle: route('/admin/faqs-title/:id', (id: string) => `/admin/faqs-title/${seg(id)}`),

    // Packages
    packages: '/admin/packages/',
    packageEdit: route('/admin/package-edit/:id', (id: string) => `/admin/package-edit/${seg(id)}`),
    editPackageStyle: route('/admin/edit-package-style/:id?', (id?: string) =>
      id ? `/admin/edit-package-style/${seg(id)}` : '/admin/edit-package-style',
    ),

    // Footer
    editFooter: route('/admin/edit-footer/:id', (id: string) => `/admin/edit-footer/${seg(id)}`),
    editSocial: route('/admin/edit-social/:id', (id: string) => `/admin/edit-social/${seg(id)}`),

    // Messages
    contactMessages: '/admin/contact-messages/',
    contactMessagesUnread: '/admin/contact-message-unread/',
    contactMessagesRead: '/admin/contact-message-read/',
    contactMessage: route(
      '/admin/contact-message/:id',
      (id: string) => `/admin/contact-message/${seg(id)}`,
    ),

    // Orders and payments
    orders: '/admin/orders/',
    /** The order action page; `/admin/orders/:id` is an alias (both readings exist). */
    order: route('/admin/order/:id', (id: string) => `/admin/order/${seg(id)}`),
    orderAlias: route('/admin/orders/:id', (id: string) => `/admin/orders/${seg(id)}`),
    ordersPending: '/admin/orders-pending',
    ordersAccepted: '/admin/orders/accepted',
    ordersCancelled: '/admin/orders/cancelled',
    ordersDelivered: '/admin/orders/delivered',
    paymentsPending: '/admin/payments/pending',
    paymentsReceived: '/admin/payments/received',
    paymentsCancelled: '/admin/payments/cancelled',
    paymentsRefunded: '/admin/payments/refunded',

    // People who asked to be removed (issue 13)
    suppressions: '/admin/suppressions',
    discountCodes: '/admin/discount-codes',

    // Lead data (Find Leads, issue 13)
    leads: '/admin/leads',
    lead: route('/admin/leads/:id', (id: string) => `/admin/leads/${seg(id)}`),
    leadImports: '/admin/lead-imports',
    newLeadImport: '/admin/lead-imports/new',
    leadImport: route('/admin/lead-imports/:id', (id: string) => `/admin/lead-imports/${seg(id)}`),
  },
} as const;

/** Who may open a route of the admin area. */
export type AdminAccess = 'staff' | 'admin';

/** What a route declares in its `handle` (read with `useMatches`). */
export type RouteHandle = {
  /** The page title; placeholder pages show it as their heading. */
  title?: string;
  /** Set on admin routes: 'staff' = Admin or Manager, 'admin' = Admin only. */
  access?: AdminAccess;
};
