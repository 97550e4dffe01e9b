/**
 * The authorization matrix: every route the server registers, called as five people (signed
 * out, a customer who owns the fixtures, another customer, a Manager, an Admin), with the status
 * each must get. The routes are collected while the app is built (Fastify's `onRoute`, reached
 * through its `fastify.initialization` diagnostics channel), so a route added anywhere fails this
 * test until it is classified in `MATRIX` below.
 *
 * A path and its trailing-slash twin share one entry and are both called; a HEAD route is
 * covered by its GET. `ALLOWED` is used for the site-content editors' writes (another area's,
 * whose exact answer to an empty body depends on the entity): it means "past authorization",
 * i.e. not 401 or 403 and not a server error.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/db/index.ts';
import { uploadLeadImport } from '../src/modules/lead-imports/test-imports.ts';
import { type SignedIn, send, type TestContext, uniqueEmail, useTestApp } from './helpers.ts';
import { approvedOrder, BILLING, paidOrder, placeOrder, seedPackage } from './purchase.ts';

type Who = 'out' | 'customer' | 'other' | 'manager' | 'admin';
const PEOPLE: Who[] = ['out', 'customer', 'other', 'manager', 'admin'];
const ALLOWED = 'allowed';
type Expected = number | typeof ALLOWED;
type Expectations = Record<Who, Expected>;

type Fixtures = {
  customerEmail: string;
  packageId: string;
  packageTitleId: string;
  orderId: string;
  profileId: string;
  messageId: string;
  staffId: string;
  templateId: string;
  paymentSettingId: string;
  paypalOrderId: string;
  leadId: string;
  listId: string;
  apiKeyId: string;
  enrichmentId: string;
  savedSearchId: string;
  discountCodeId: string;
  selectionJobId: string;
};

type Case = {
  expect: Expectations;
  /** Values for the path's parameters (default: an unknown uuid for `:id`). */
  params?: (fx: Fixtures) => Record<string, string>;
  body?: (fx: Fixtures) => unknown;
  /** Fixtures made afresh before each call (for calls that change or use up what they touch). */
  fresh?: (
    ctx: TestContext,
    people: Record<Who, SignedIn | undefined>,
  ) => Promise<Partial<Fixtures>>;
};

const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';

const DISCOUNT_CODE_BODY = {
  kind: 'percent',
  value: 10,
  packageIds: null,
  validFrom: null,
  validUntil: null,
  redemptionLimit: null,
  oncePerCustomer: false,
  active: true,
};

/** The MATRIX discount code, made when missing: its id. */
async function matrixDiscountCode(ctx: TestContext): Promise<string> {
  const { discountCodes } = schema;
  await ctx.database.db
    .insert(discountCodes)
    .values({ code: 'MATRIX', kind: 'percent', value: 10 })
    .onConflictDoNothing();
  const [row] = await ctx.database.db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, 'MATRIX'));
  if (!row) throw new Error('no MATRIX code');
  return row.id;
}

// -- expectation shorthands ----------------------------------------------------------------

const everyone = (status: Expected): Expectations => ({
  out: status,
  customer: status,
  other: status,
  manager: status,
  admin: status,
});
const signedIn = (status: Expected): Expectations => ({ ...everyone(status), out: 401 });
const adminOnly = (status: Expected): Expectations => ({
  out: 401,
  customer: 403,
  other: 403,
  manager: 403,
  admin: status,
});
const staffOnly = (status: Expected): Expectations => ({
  ...adminOnly(status),
  manager: status,
});
/** The fixture's owner only (Admins included among the others): anyone else gets 404. */
const ownerOnly = (status: Expected): Expectations => ({
  out: 401,
  customer: status,
  other: 404,
  manager: 404,
  admin: 404,
});
/** The fixture's owner and Admins; anyone else is told it does not exist. */
const ownerOrAdmin = (status: Expected): Expectations => ({
  out: 401,
  customer: status,
  other: 404,
  manager: 404,
  admin: status,
});

// -- the site content (another area's routes, listed here so each one is classified) --------

const CONTENT_LISTS = [
  '/logo',
  '/banner',
  '/features',
  '/features-title',
  '/feature-page-two',
  '/about',
  '/about-services',
  '/speciality',
  '/why-choose',
  '/road',
  '/teams',
  '/team-title',
  '/testimonials',
  '/testimonials-title',
  '/faqs',
  '/faqs-title',
  '/footer-links',
  '/footer-social',
  '/contact',
];
const CONTENT_ITEMS = [
  '/logo/:id',
  '/banner/:id',
  '/feature/:id',
  '/features-title/:id',
  '/feature-page-two/:id',
  '/about/:id',
  '/about-service/:id',
  '/speciality/:id',
  '/why-choose/:id',
  '/road/:id',
  '/team/:id',
  '/team-title/:id',
  '/testimonial/:id',
  '/testimonial-title/:id',
  '/testimonials-title/:id',
  '/faq/:id',
  '/faq-title/:id',
  '/faqs-title/:id',
  '/footer-link/:id',
  '/footer-social/:id',
  '/contact/:id',
];
const CONTENT_WRITES = [
  'PUT /logo/:id',
  'PUT /edit-banner/:id',
  'POST /add-feature',
  'PUT /feature/:id',
  'DELETE /feature/:id',
  'PUT /features-title/:id',
  'PUT /edit-feature-page-two/:id',
  'PUT /edit-about/:id',
  'POST /add-about-service',
  'PUT /edit-about-service/:id',
  'DELETE /about-service/:id',
  'PUT /edit-speciality/:id',
  'PUT /edit-why-choose/:id',
  'PUT /edit-road/:id',
  'POST /add-team',
  'PUT /team/:id',
  'DELETE /team/:id',
  'PUT /edit-team-title/:id',
  'POST /testimonial',
  'PUT /testimonial/:id',
  'DELETE /testimonial/:id',
  'PUT /testimonial-title/:id',
  'POST /faq',
  'PUT /faq/:id',
  'DELETE /faq/:id',
  'PUT /faq-title/:id',
  'PUT /footer-link/:id',
  'PUT /footer-social/:id',
  'PUT /contact/:id',
];

const contentEntries: Record<string, Case> = Object.fromEntries([
  ...CONTENT_LISTS.map((path) => [`GET /api${path}`, { expect: everyone(200) }]),
  ...CONTENT_ITEMS.map((path) => [`GET /api${path}`, { expect: everyone(404) }]),
  ...CONTENT_WRITES.map((route) => {
    const [method, path] = route.split(' ');
    return [`${method} /api${path}`, { expect: adminOnly(ALLOWED), body: () => ({}) }];
  }),
]);

// -- the matrix ----------------------------------------------------------------------------

const MATRIX: Record<string, Case> = {
  // Infrastructure and documentation: the same answer whoever asks.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/config': { expect: everyone(200) },
  'GET /api/docs': { expect: everyone(200) },
  'GET /api/docs/json': { expect: everyone(200) },
  'GET /api/docs/yaml': { expect: everyone(200) },
  'GET /api/docs/static/index.html': { expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(200) },
  'GET /api/docs/static/*': { expect: everyone(200), params: () => ({ '*': 'swagger-ui.css' }) },
  'GET /uploads/*': { expect: everyone(404), params: () => ({ '*': 'missing.webp' }) },
  // better-auth's own routes: a session read, and a sign-in with a wrong password.
  'GET /api/auth/*': { expect: everyone(200), params: () => ({ '*': 'get-session' }) },
  'POST /api/auth/*': {
    expect: everyone(401),
    params: () => ({ '*': 'sign-in/email' }),
    body: (fx) => ({ email: fx.customerEmail, password: 'wrong-password' }),
  },

  // The local PayPal sandbox stands in for PayPal: its callers prove themselves to it as they
  // would to PayPal (client credentials), never with our session.
  'POST /sandbox/paypal/v1/oauth2/token': { expect: everyone(401) },
  'POST /sandbox/paypal/v2/checkout/orders': { expect: everyone(401), body: () => ({}) },
  'GET /sandbox/paypal/v2/checkout/orders/:id': { expect: everyone(401) },
  'POST /sandbox/paypal/v2/checkout/orders/:id/capture': {
    expect: everyone(401),
    body: () => ({}),
  },
  'POST /sandbox/paypal/v2/payments/captures/:id/refund': {
    expect: everyone(401),
    body: () => ({}),
  },
  'POST /sandbox/paypal/v1/notifications/verify-webhook-signature': {
    expect: everyone(401),
    body: () => ({}),
  },
  'GET /sandbox/paypal/checkoutnow': { expect: everyone(404) },
  'POST /sandbox/paypal/checkoutnow/:id/approve': { expect: everyone(404), body: () => ({}) },
  'POST /sandbox/paypal/checkoutnow/:id/cancel': { expect: everyone(404), body: () => ({}) },
  'GET /sandbox/paypal/sdk/js': { expect: everyone(200) },

  // Public storefront reads and the contact form.
  ...contentEntries,
  'GET /api/packages': { expect: everyone(200) },
  'GET /api/package/:id': { expect: everyone(200), params: (fx) => ({ id: fx.packageId }) },
  'GET /api/package-titles': { expect: everyone(200) },
  'GET /api/package-title/:id': {
    expect: everyone(200),
    params: (fx) => ({ id: fx.packageTitleId }),
  },
  'GET /api/countries': { expect: everyone(200) },
  'GET /api/payments': { expect: everyone(200) },
  'POST /api/add-contact-message': {
    expect: everyone(200),
    body: () => ({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }),
  },
  // PayPal calls it; it proves itself by its signature, which this body lacks.
  'POST /api/paypal/webhook': { expect: everyone(400), body: () => ({}) },

  // Who is signed in, asked by the browser on every page: signed out is an answer too.
  'GET /api/session': { expect: everyone(200) },

  // Signed in: the account and its own orders.
  'GET /api/me': { expect: signedIn(200) },
  'POST /api/add-profile-info': { expect: signedIn(200), body: () => ({}) },
  'GET /api/profile/:id': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.profileId }),
  },
  'PUT /api/update-profile/:id': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.profileId }),
    body: () => ({ userName: 'Renamed' }),
  },
  'POST /api/upload': { expect: signedIn(415), body: () => ({}) },
  'POST /api/new-order': {
    expect: signedIn(201),
    body: (fx) => ({ packageId: fx.packageId, ...BILLING }),
  },
  'GET /api/orders': { expect: signedIn(200) },
  'GET /api/orders/summary': { expect: signedIn(200) },
  'GET /api/order/:id': { expect: ownerOrAdmin(200), params: (fx) => ({ id: fx.orderId }) },
  'PUT /api/payment-cancelled/:id': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.orderId }),
    body: () => ({}),
    fresh: async (ctx, people) => ({
      orderId: (await placeOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx)))
        ._id,
    }),
  },
  // Paying is the owner's own act: nobody else, Admins included.
  'POST /api/paypal/orders': {
    expect: { out: 401, customer: 200, other: 404, manager: 404, admin: 404 },
    body: (fx) => ({ orderId: fx.orderId }),
    fresh: async (ctx, people) => ({
      orderId: (await placeOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx)))
        ._id,
    }),
  },
  'POST /api/paypal/orders/:paypalOrderId/capture': {
    expect: { out: 401, customer: 200, other: 404, manager: 404, admin: 404 },
    params: (fx) => ({ paypalOrderId: fx.paypalOrderId }),
    body: () => ({}),
    fresh: async (ctx, people) => ({
      paypalOrderId: (
        await approvedOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx))
      ).paypalOrderId,
    }),
  },
  'PUT /api/payment-received/:id': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.orderId }),
    body: () => ({}),
    fresh: async (ctx, people) => ({
      orderId: (await paidOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx)))
        .order._id,
    }),
  },

  // Admin or Manager: the dashboard and the e-mail template.
  'GET /api/dashboard': { expect: staffOnly(200) },
  'GET /api/email-template': { expect: staffOnly(200) },
  'GET /api/email-templates': { expect: staffOnly(200) },
  'POST /api/add-generate-email-template': {
    expect: staffOnly(200),
    body: () => ({ generateEmailTemplate: '<p>Hello {{customerName}}</p>' }),
  },
  'POST /api/email-template/:id/restore': {
    expect: staffOnly(200),
    params: (fx) => ({ id: fx.templateId }),
    body: () => ({}),
  },
  'POST /api/email-template/test': { expect: staffOnly(200), body: () => ({}) },

  // Admin only: orders, sales, packages, users, profiles, messages, payment setting, history.
  'PUT /api/order/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.orderId }),
    body: () => ({ orderStatus: 'Accepted' }),
  },
  // Invoices (issue 31): the seller details are Admins'; an order's invoice and credit note are
  // its owner's and Admins' (404 to anyone else, as for the order itself).
  'GET /api/invoice-settings': { expect: adminOnly(200) },
  'PUT /api/invoice-settings': {
    expect: adminOnly(200),
    body: () => ({
      legalName: 'Matrix Ltd',
      address: '1 Matrix Road',
      registrationId: 'IE6388047V',
      footer: '',
      numberPrefix: 'INV',
    }),
  },
  'GET /api/orders/:id/invoice': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.orderId }),
    fresh: async (ctx, people) => ({
      orderId: (await paidOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx)))
        .order._id,
    }),
  },
  'GET /api/orders/:id/credit-note': {
    expect: ownerOrAdmin(200),
    params: (fx) => ({ id: fx.orderId }),
    fresh: async (ctx, people) => {
      const { order } = await paidOrder(
        ctx.app,
        people.customer?.cookie ?? '',
        await packageIdOf(ctx),
      );
      const refunded = await send(ctx.app, {
        method: 'PUT',
        url: `/api/order/${order._id}`,
        cookie: people.admin?.cookie,
        body: { paymentStatus: 'Refunded' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      return { orderId: order._id };
    },
  },
  // A refund moves money and changes the payment status: Admins only, like PUT /api/order/:id.
  'POST /api/orders/:id/refund': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.orderId }),
    body: () => ({ reason: 'Matrix refund' }),
    fresh: async (ctx, people) => ({
      orderId: (await paidOrder(ctx.app, people.customer?.cookie ?? '', await packageIdOf(ctx)))
        .order._id,
    }),
  },
  'GET /api/orders/total-sales': { expect: adminOnly(200) },
  'POST /api/discount-quote': {
    expect: signedIn(200),
    body: (fx) => ({ packageId: fx.packageId, code: 'matrix' }),
    fresh: async (ctx) => ({ discountCodeId: await matrixDiscountCode(ctx) }),
  },
  'GET /api/admin/discount-codes': { expect: adminOnly(200) },
  'POST /api/admin/discount-codes': {
    expect: adminOnly(201),
    body: () => ({
      ...DISCOUNT_CODE_BODY,
      code: `M${Date.now()}${Math.random()}`.replace('.', ''),
    }),
  },
  'GET /api/admin/discount-codes/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.discountCodeId }),
    fresh: async (ctx) => ({ discountCodeId: await matrixDiscountCode(ctx) }),
  },
  'PUT /api/admin/discount-codes/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.discountCodeId }),
    body: () => ({ ...DISCOUNT_CODE_BODY, code: 'MATRIX' }),
    fresh: async (ctx) => ({ discountCodeId: await matrixDiscountCode(ctx) }),
  },
  'DELETE /api/admin/discount-codes/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.discountCodeId }),
    fresh: async (ctx) => ({ discountCodeId: await matrixDiscountCode(ctx) }),
  },
  'GET /api/orders/export': { expect: adminOnly(200) },
  'GET /api/activity': { expect: adminOnly(200) },
  'GET /api/admin/packages': { expect: adminOnly(200) },
  'GET /api/admin/package/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.packageId }),
  },
  'POST /api/admin/package/:id/archive': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.packageId }),
    fresh: async (ctx) => ({
      packageId: (await seedPackage(ctx.database, { packageName: 'Matrix archive' })).id,
    }),
  },
  'POST /api/admin/package/:id/restore': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.packageId }),
  },
  'GET /api/orders/:id/refund-preview': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.orderId }),
  },
  'POST /api/admin/packages/segment-preview': {
    expect: adminOnly(200),
    body: () => ({
      filters: { industry: ['Software'] },
      rowCount: 10,
      maxAgeDays: 30,
      splitBy: null,
      files: [{ name: 'All', values: [] }],
    }),
  },
  'POST /api/orders/:id/refresh-files': {
    expect: ownerOnly(403),
    params: (fx) => ({ id: fx.orderId }),
    body: () => ({}),
  },
  'POST /api/add-package': {
    expect: adminOnly(200),
    body: () => ({ packageName: 'Matrix', price: 10 }),
  },
  'PUT /api/edit-package/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.packageId }),
    body: () => ({ packageName: 'Starter Leads', price: 49 }),
  },
  'PUT /api/package-title/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.packageTitleId }),
    body: () => ({ titleOne: 'Pricing', description: 'Plans' }),
  },
  'GET /api/users': { expect: adminOnly(200) },
  'POST /api/add-user': {
    expect: adminOnly(201),
    body: () => ({ userName: 'New', userEmail: uniqueEmail('matrix'), userRole: 'Manager' }),
  },
  'GET /api/user/:id': { expect: adminOnly(200), params: (fx) => ({ id: fx.staffId }) },
  'PUT /api/user/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.staffId }),
    body: () => ({
      userName: 'Edited',
      userEmail: 'matrix.staff@example.com',
      userRole: 'Manager',
    }),
  },
  'DELETE /api/user/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.staffId }),
    fresh: async (ctx) => ({ staffId: await addStaffRow(ctx, uniqueEmail('doomed')) }),
  },
  'POST /api/user/:id/resend-invitation': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.staffId }),
    body: () => ({}),
    fresh: async (ctx) => ({ staffId: await addStaffRow(ctx, uniqueEmail('invitee')) }),
  },
  'GET /api/profiles': { expect: adminOnly(200) },
  'PUT /api/update-credit/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.profileId }),
    body: () => ({ userPoint: 7, reason: 'matrix' }),
  },
  'GET /api/contact-messages': { expect: adminOnly(200) },
  'GET /api/contact-message/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.messageId }),
  },
  'PUT /api/contact-message/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.messageId }),
    body: () => ({ messageStatus: 'Read' }),
  },
  'POST /api/contact-message/:id/reply': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.messageId }),
    body: () => ({ subject: 'Re: S', message: 'Thanks' }),
  },
  'GET /api/admin/payments': { expect: adminOnly(200) },

  // Find Leads: anyone signed in searches, reveals with their own credits and keeps lists;
  // a list is its owner's alone (404 to everyone else, Admins included).
  'GET /api/leads': { expect: signedIn(200) },
  'GET /api/leads/facets': { expect: signedIn(200) },
  'GET /api/leads/:id/verification': {
    expect: signedIn(200),
    params: (fx) => ({ id: fx.leadId }),
  },
  'POST /api/leads/reveal/quote': {
    expect: signedIn(200),
    body: (fx) => ({ leadIds: [fx.leadId] }),
  },
  'POST /api/leads/reveal': { expect: signedIn(200), body: (fx) => ({ leadIds: [fx.leadId] }) },
  // Whole-search selection: anyone signed in quotes and starts jobs over their own credits; a
  // job (and its file) is its owner's alone (404 to everyone else, Admins included).
  'POST /api/leads/selection/quote': {
    expect: signedIn(200),
    body: () => ({ filters: { q: 'Matrix' } }),
  },
  'POST /api/leads/selection/jobs': {
    expect: signedIn(202),
    body: () => ({ filters: { q: 'Matrix' }, action: 'export' }),
  },
  'GET /api/leads/selection/jobs/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.selectionJobId }),
  },
  'GET /api/leads/selection/jobs/:id/file': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.selectionJobId }),
  },
  // A domain we hold no lead at: answered (no address, free) past authorization.
  'POST /api/finder': {
    expect: signedIn(200),
    body: () => ({ firstName: 'Matrix', lastName: 'Person', domain: 'matrix-nowhere.example' }),
  },
  // Without `domain` the query is refused, past authorization (finder tests search one).
  'GET /api/finder/domain': { expect: signedIn(400) },
  // A company page: anyone signed in (or their key); signed out is 401. Its lead is made anew:
  // the admin routes before it may erase the matrix's leads.
  'GET /api/companies/:domain': {
    expect: signedIn(200),
    fresh: async (ctx) => {
      const email = uniqueEmail('matrix').replace(/@.*$/, '@matrix-company.example');
      await ctx.database.db.execute(
        sql`insert into leads (first_name, seniority, department, country, email, email_status,
              company_name, company_domain)
            values ('Matrix', 'c_level', 'executive', 'US', ${email}, 'valid', 'Matrix Company',
              'matrix-company.example')`,
      );
      return {};
    },
    params: () => ({ domain: 'matrix-company.example' }),
  },
  // Bulk enrichment: a JSON body is no upload (415 past authorization); an enrichment is its
  // owner's alone (404 to everyone else, Admins included).
  'POST /api/enrichments': { expect: signedIn(415), body: () => ({}) },
  'GET /api/enrichments': { expect: signedIn(200) },
  'GET /api/enrichments/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.enrichmentId }),
  },
  'GET /api/enrichments/:id/quote': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.enrichmentId }),
  },
  'POST /api/enrichments/:id/commit': {
    expect: ownerOnly(202),
    fresh: async (ctx, people) => ({ enrichmentId: await newEnrichment(ctx, people.customer) }),
    params: (fx) => ({ id: fx.enrichmentId }),
    body: () => ({ maxCredits: 0 }),
  },
  // Saved searches: each person's own (404 to everyone else, Admins included); the alert
  // e-mail's unsubscribe link is public (a token not ours: 404 to all).
  'GET /api/saved-searches': { expect: signedIn(200) },
  'POST /api/saved-searches': {
    expect: signedIn(201),
    body: () => ({ name: uniqueName('Matrix search'), filters: {} }),
  },
  'PUT /api/saved-searches/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.savedSearchId }),
    body: () => ({ alert: 'weekly' }),
  },
  'DELETE /api/saved-searches/:id': {
    expect: ownerOnly(200),
    fresh: async (ctx, people) => ({ savedSearchId: await newSavedSearch(ctx, people.customer) }),
    params: (fx) => ({ id: fx.savedSearchId }),
  },
  'GET /api/saved-searches/:id/new': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.savedSearchId }),
  },
  'POST /api/saved-searches/unsubscribe': {
    expect: everyone(404),
    body: () => ({ token: `${UNKNOWN_ID}.not-a-signature` }),
  },
  // Not run yet: 409 to its owner.
  'GET /api/enrichments/:id/result': {
    expect: ownerOnly(409),
    params: (fx) => ({ id: fx.enrichmentId }),
  },
  // Bounce reports: of one's own unlocks only (an unknown lead: 404 to all; owners: bounce tests).
  'POST /api/leads/:id/bounce': { expect: signedIn(404) },
  'POST /api/leads/bounces': {
    expect: signedIn(200),
    body: () => ({ emails: ['matrix@lead.example'] }),
  },
  // Without `listId` or `unlocked` the query is refused, past authorization (owner: export tests).
  'GET /api/leads/export': { expect: signedIn(400) },
  'GET /api/my-all-leads': { expect: signedIn(200) },
  'GET /api/credits': { expect: signedIn(200) },
  'GET /api/credits/ledger': { expect: signedIn(200) },
  // Each person's own usage and grouped history (credits/usage.test.ts: owners, API keys).
  'GET /api/credits/usage': { expect: signedIn(200) },
  'GET /api/credits/activity': { expect: signedIn(200) },
  'GET /api/lists': { expect: signedIn(200) },
  // Names are unique per person: each call names a new list.
  'POST /api/lists': { expect: signedIn(201), body: () => ({ name: uniqueName('Matrix list') }) },
  'GET /api/lists/:id': { expect: ownerOnly(200), params: (fx) => ({ id: fx.listId }) },
  'PUT /api/lists/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.listId }),
    body: () => ({ name: 'Renamed list' }),
  },
  'DELETE /api/lists/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.listId }),
    fresh: async (ctx, people) => ({ listId: await newList(ctx, people.customer) }),
  },
  'POST /api/lists/:id/leads': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.listId }),
    body: (fx) => ({ leadIds: [fx.leadId] }),
  },
  'DELETE /api/lists/:id/leads': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.listId }),
    body: (fx) => ({ leadIds: [fx.leadId] }),
  },
  // Lead imports and the back office's Leads screen (issue 13): Admins only. A JSON body is no
  // upload (415 past authorization); the unknown import id is 404 past authorization.
  'POST /api/admin/lead-imports': { expect: adminOnly(415), body: () => ({}) },
  'POST /api/admin/lead-imports/:id/commit': {
    expect: adminOnly(404),
    body: () => ({ mapping: { email: 'Email' }, onDuplicate: 'skip' }),
  },
  'GET /api/admin/lead-imports': { expect: adminOnly(200) },
  'GET /api/admin/lead-imports/:id': { expect: adminOnly(404) },
  'GET /api/admin/lead-imports/:id/rejected': { expect: adminOnly(404) },
  'GET /api/admin/leads': { expect: adminOnly(200) },
  'GET /api/admin/leads/:id': { expect: adminOnly(200), params: (fx) => ({ id: fx.leadId }) },
  'PUT /api/admin/leads/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.leadId }),
    body: () => ({
      firstName: 'Matrix',
      lastName: '',
      email: 'matrix@lead.example',
      jobTitle: 'CEO',
      seniority: 'c_level',
      department: 'executive',
      companyName: '',
      companyDomain: '',
      industry: '',
      companySize: '1-10',
      country: 'US',
      city: '',
      linkedinUrl: '',
      emailStatus: 'valid',
      verifiedAt: null,
    }),
  },
  // Our own e-mail checks (issue 26): Admins only. An unknown lead id queues nothing (202, and
  // no check runs); the history of an unknown lead is 404 past authorization.
  // Test apps check no mail (VERIFY_METHOD=off): past authorization, the Admin hears so.
  'POST /api/admin/verifications': {
    expect: adminOnly(409),
    body: () => ({ leadIds: [UNKNOWN_ID] }),
  },
  'GET /api/admin/leads/:id/verifications': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.leadId }),
  },
  'GET /api/admin/verifications/summary': { expect: adminOnly(200) },
  // Suppression, the public opt-out and API keys (issue 13). Keys are anyone's own, managed only
  // with a session (404 for another's key); suppressions are the Admins'; the opt-out is public
  // (a confirmation without its token is a 400 for everyone).
  'GET /api/api-keys': { expect: signedIn(200) },
  'POST /api/api-keys': { expect: signedIn(201), body: () => ({ name: 'Matrix key' }) },
  'DELETE /api/api-keys/:id': {
    expect: ownerOnly(200),
    params: (fx) => ({ id: fx.apiKeyId }),
    fresh: async (ctx, people) => ({ apiKeyId: await newApiKey(ctx, people.customer) }),
  },
  'GET /api/admin/suppressions': { expect: adminOnly(200) },
  'POST /api/admin/suppressions': {
    expect: adminOnly(201),
    body: () => ({ email: uniqueEmail('suppressed'), reason: 'Matrix' }),
  },
  'POST /api/admin/suppressions/preview': {
    expect: adminOnly(200),
    body: () => ({ domain: 'https://www.matrix.example/' }),
  },
  'DELETE /api/admin/suppressions/:id': { expect: adminOnly(404) },
  'POST /api/opt-out': { expect: everyone(200), body: () => ({ email: uniqueEmail('opt-out') }) },
  // The visitors' preview of Find Leads (issue 30): public, the same masked answer for everyone.
  'GET /api/leads/preview': { expect: everyone(200) },
  'GET /api/opt-out/confirm': { expect: everyone(400) },
  // Package databases (issue 11): Admins attach and remove a slot's file (a JSON body is no
  // upload: 415 past authorization) and read an order's delivery record; the order's owner asks
  // for a database (the fixture order is Pending: 403, its owner's own); a download link is its
  // own authority (this one is not valid).
  'PUT /api/admin/package/:id/files/:slot': {
    expect: adminOnly(415),
    params: (fx) => ({ id: fx.packageId, slot: '1' }),
    body: () => ({}),
  },
  'DELETE /api/admin/package/:id/files/:slot': {
    expect: adminOnly(404),
    params: (fx) => ({ id: fx.packageId, slot: '1' }),
  },
  'GET /api/orders/:id/deliveries': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.orderId }),
  },
  'POST /api/orders/:id/deliveries/:slot': {
    expect: ownerOnly(403),
    params: (fx) => ({ id: fx.orderId, slot: '1' }),
    body: () => ({}),
  },
  'GET /api/downloads/:token': { expect: everyone(403), params: () => ({ token: 'not.valid' }) },
  'PUT /api/payment/:id': {
    expect: adminOnly(200),
    params: (fx) => ({ id: fx.paymentSettingId }),
    body: () => ({ email: 'matrix-client-id' }),
  },
};

// -- plumbing ------------------------------------------------------------------------------

async function packageIdOf(ctx: TestContext): Promise<string> {
  const [row] = await ctx.database.rows<{ id: string }>(
    sql`select id from packages where package_name = 'Starter Leads' limit 1`,
  );
  return row?.id ?? '';
}

async function addStaffRow(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.rows<{ id: string }>(
    sql`insert into staff_members (user_name, user_email, user_role)
        values ('Matrix Staff', ${email}, 'Manager') returning id`,
  );
  return row?.id ?? '';
}

let named = 0;
/** A name no earlier call used (lists and saved searches are unique per person by name). */
function uniqueName(base: string): string {
  named += 1;
  return `${base} ${named}`;
}

async function newList(ctx: TestContext, owner: SignedIn | undefined): Promise<string> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/lists',
    cookie: owner?.cookie,
    body: { name: uniqueName('Matrix list') },
  });
  return response.json()._id ?? '';
}

async function newEnrichment(ctx: TestContext, owner: SignedIn | undefined): Promise<string> {
  const csv = 'First name,Last name,Domain\nMatrix,Person,matrix-nowhere.example\n';
  const response = await uploadLeadImport(
    ctx.app,
    owner?.cookie,
    csv,
    'matrix.csv',
    '/api/enrichments',
  );
  return response.json()._id ?? '';
}

async function newSavedSearch(ctx: TestContext, owner: SignedIn | undefined): Promise<string> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/saved-searches',
    cookie: owner?.cookie,
    body: { name: uniqueName('Matrix search'), filters: { country: 'US' } },
  });
  return response.json()._id ?? '';
}

async function newSelectionExport(ctx: TestContext, owner: SignedIn | undefined): Promise<string> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/selection/jobs',
    cookie: owner?.cookie,
    body: { filters: { q: 'Matrix' }, action: 'export' },
  });
  return response.json()._id ?? '';
}

async function newApiKey(ctx: TestContext, owner: SignedIn | undefined): Promise<string> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/api-keys',
    cookie: owner?.cookie,
    body: { name: 'Matrix key' },
  });
  return response.json()._id ?? '';
}

/** `apiKey`: the route takes `Authorization: Bearer lv_…` (its config, LEADS.md "or API key"). */
type Registered = { method: string; url: string; apiKey?: boolean };

/** "GET /api/faq/:id/" -> "GET /api/faq/:id": one entry for a path and its slash twin. */
const keyOf = ({ method, url }: Registered) =>
  `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
    const key = name ?? '*';
    return encodeURIComponent(values[key] ?? (name === 'id' ? UNKNOWN_ID : 'x')).replaceAll(
      '%2F',
      '/',
    );
  });
}

function matches(expected: Expected, status: number): boolean {
  if (expected === ALLOWED) return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

// -- the test ------------------------------------------------------------------------------

const routes: Registered[] = [];
const ctx = useTestApp({
  people: { customer: 'Customer', other: 'Customer', manager: 'Manager', admin: 'Admin' },
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, apiKey: route.config?.apiKey === true });
    }
  },
});
let fixtures: Fixtures;
const people: Record<Who, SignedIn | undefined> = {
  out: undefined,
  customer: undefined,
  other: undefined,
  manager: undefined,
  admin: undefined,
};

beforeAll(async () => {
  for (const who of ['customer', 'other', 'manager', 'admin'] as const) people[who] = ctx[who];
  const pkg = await seedPackage(ctx.database);
  const [title] = await ctx.database.rows<{ id: string }>(
    sql`insert into package_titles (title_one, description) values ('Plans', 'Pick') returning id`,
  );
  const order = await placeOrder(ctx.app, ctx.customer.cookie, pkg.id);
  const me = await send(ctx.app, { url: '/api/me', cookie: ctx.customer.cookie });
  const [message] = await ctx.database.rows<{ id: string }>(
    sql`insert into contact_messages (name, email, subject, message, date)
        values ('A', 'a@example.com', 'S', 'M', '2026-01-01') returning id`,
  );
  const [template] = await ctx.database.rows<{ id: string }>(
    sql`insert into email_templates (html) values ('<p>v1</p>') returning id`,
  );
  const [setting] = await ctx.database.rows<{ id: string }>(
    sql`insert into payment_settings (email) values ('') returning id`,
  );
  const [lead] = await ctx.database.rows<{ id: string }>(
    sql`insert into leads (first_name, job_title, seniority, department, company_size, country,
          email, email_status)
        values ('Matrix', 'CEO', 'c_level', 'executive', '1-10', 'US', 'matrix@lead.example',
          'valid') returning id`,
  );
  fixtures = {
    customerEmail: ctx.customer.email,
    packageId: pkg.id,
    packageTitleId: title?.id ?? '',
    orderId: order._id,
    profileId: me.json().profile._id,
    messageId: message?.id ?? '',
    staffId: await addStaffRow(ctx, 'matrix.staff@example.com'),
    templateId: template?.id ?? '',
    paymentSettingId: setting?.id ?? '',
    paypalOrderId: 'UNKNOWN',
    leadId: lead?.id ?? '',
    listId: await newList(ctx, people.customer),
    apiKeyId: UNKNOWN_ID,
    enrichmentId: await newEnrichment(ctx, people.customer),
    savedSearchId: await newSavedSearch(ctx, people.customer),
    discountCodeId: await matrixDiscountCode(ctx),
    selectionJobId: await newSelectionExport(ctx, people.customer),
  };
});

describe('authorization matrix', () => {
  it('has an entry for every route the server registers (and none for a route that is gone)', () => {
    const keys = new Set(routes.filter((route) => route.method !== 'HEAD').map(keyOf));
    const unclassified = [...keys].filter((key) => !(key in MATRIX)).sort();
    expect(unclassified, 'classify these routes in MATRIX').toEqual([]);
    const stale = Object.keys(MATRIX)
      .filter((key) => !keys.has(key))
      .sort();
    expect(stale, 'these entries match no route').toEqual([]);
    // Every HEAD route is the automatic twin of a GET.
    const heads = routes.filter((route) => route.method === 'HEAD');
    for (const head of heads) {
      expect(keys.has(keyOf({ ...head, method: 'GET' })), head.url).toBe(true);
    }
    expect(keys.size).toBeGreaterThan(100);
  });

  it('answers each person with the expected status on every route', async () => {
    const failures: string[] = [];
    const calls = routes.filter((route) => route.method !== 'HEAD' && keyOf(route) in MATRIX);
    for (const route of calls) {
      const entry = MATRIX[keyOf(route)];
      if (!entry) continue;
      for (const who of PEOPLE) {
        const fx = entry.fresh ? { ...fixtures, ...(await entry.fresh(ctx, people)) } : fixtures;
        const url = fillPath(route.url, entry.params?.(fx) ?? {});
        const response = await send(ctx.app, {
          method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          cookie: people[who]?.cookie,
          body:
            entry.body?.(fx) ??
            (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        });
        const expected = entry.expect[who];
        if (!matches(expected, response.statusCode)) {
          failures.push(
            `${route.method} ${url} as ${who}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("lets the customer's API key alone reach exactly the routes marked for keys; elsewhere it is signed out", async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: people.customer?.cookie,
      body: { name: 'Matrix sweep' },
    });
    const key = created.json().key as string;
    const keyed = routes.filter((route) => route.apiKey && route.method !== 'HEAD').map(keyOf);
    expect(new Set(keyed)).toEqual(
      new Set([
        'GET /api/leads',
        'GET /api/leads/facets',
        'GET /api/leads/:id/verification',
        'POST /api/leads/reveal/quote',
        'POST /api/leads/reveal',
        'POST /api/leads/selection/quote',
        'POST /api/leads/selection/jobs',
        'GET /api/leads/selection/jobs/:id',
        'GET /api/leads/selection/jobs/:id/file',
        'POST /api/leads/:id/bounce',
        'POST /api/leads/bounces',
        'GET /api/leads/export',
        'GET /api/lists',
        'POST /api/lists',
        'GET /api/lists/:id',
        'PUT /api/lists/:id',
        'DELETE /api/lists/:id',
        'POST /api/lists/:id/leads',
        'DELETE /api/lists/:id/leads',
        'GET /api/credits',
        'GET /api/credits/ledger',
        'GET /api/credits/usage',
        'GET /api/credits/activity',
        'POST /api/finder',
        'GET /api/finder/domain',
        'GET /api/companies/:domain',
        'POST /api/enrichments',
        'GET /api/enrichments',
        'GET /api/enrichments/:id',
        'GET /api/enrichments/:id/quote',
        'POST /api/enrichments/:id/commit',
        'GET /api/enrichments/:id/result',
        'GET /api/saved-searches',
        'POST /api/saved-searches',
        'PUT /api/saved-searches/:id',
        'DELETE /api/saved-searches/:id',
        'GET /api/saved-searches/:id/new',
      ]),
    );
    const failures: string[] = [];
    const calls = routes.filter((route) => route.method !== 'HEAD' && keyOf(route) in MATRIX);
    for (const route of calls) {
      const entry = MATRIX[keyOf(route)];
      if (!entry) continue;
      const fx = entry.fresh ? { ...fixtures, ...(await entry.fresh(ctx, people)) } : fixtures;
      const url = fillPath(route.url, entry.params?.(fx) ?? {});
      const response = await send(ctx.app, {
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        headers: { authorization: `Bearer ${key}` },
        body:
          entry.body?.(fx) ??
          (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
      });
      const expected = route.apiKey ? entry.expect.customer : entry.expect.out;
      if (!matches(expected, response.statusCode)) {
        failures.push(
          `${route.method} ${url} with the key: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
