import type {
  AdminLeadSearchQuery,
  ContactMessageListQuery,
  EnrichmentListQuery,
  EnrichmentMapping,
  LeadFilters,
  LeadImportListQuery,
  LeadSort,
  OrderListQuery,
  OrderStatus,
  PaymentStatus,
  ProfileListQuery,
  SegmentDefinition,
  SuppressionListQuery,
} from '@leadvault/contract';

/**
 * Every query key of the web app, one definition per resource (an API resource: the same
 * endpoint gives the same key whichever screen reads it). Each resource comes from
 * `queryKeysFactory`, Medusa's shape, plus the few keys of its own it needs:
 *
 * ```ts
 * orderKeys.all              // ['orders']
 * orderKeys.lists()          // ['orders', 'list']
 * orderKeys.list({ page })   // ['orders', 'list', { page }]
 * orderKeys.details()        // ['orders', 'detail']
 * orderKeys.detail(id)       // ['orders', 'detail', id]
 * ```
 *
 * A write invalidates its resource's `all` (its lists and details), or just `lists()` when it
 * has set the detail itself. Screens of the back office read resources of their own under
 * `['admin', …]`.
 */
export function queryKeysFactory<ListQuery = undefined>(...scope: string[]) {
  const all: readonly string[] = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query?: ListQuery) => [...all, 'list', query ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

// ── Who is signed in, and the public configuration ─────────────────────────────────────────

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  config: () => ['config'] as const,
};

// ── Public content (server-rendered: `app/ssr-data.ts` ships every key under `['content']`) ──

/**
 * Public content, named after the endpoint's path. Every endpoint answers a list (single
 * records are one-item lists): `list(name)` holds that array and `first(name)` the first item
 * that single-record content uses. A content write invalidates `list(name)` (both), or `all`.
 */
export type ContentName =
  | 'logo'
  | 'banner'
  | 'features'
  | 'features-title'
  | 'feature-page-two'
  | 'about'
  | 'about-services'
  | 'speciality'
  | 'why-choose'
  | 'road'
  | 'teams'
  | 'team-title'
  | 'testimonials'
  | 'testimonials-title'
  | 'faqs'
  | 'faqs-title'
  | 'footer-links'
  | 'footer-social'
  | 'contact'
  | 'package-titles'
  | 'packages';

export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (name: ContentName) => [...contentKeys.lists(), name] as const,
  first: (name: ContentName) => [...contentKeys.list(name), 'first'] as const,
};

/** One content entity as the back office's editors read it (`['admin', 'content', name]`). */
export const contentAdminKeys = <Name extends string>(name: Name) =>
  queryKeysFactory('admin', 'content', name);

export type ContentAdminKeys = ReturnType<typeof contentAdminKeys>;

// ── Orders (`/api/orders`, `/api/order/:id`: the customer's and the back office's) ─────────

/** What narrows an order list (the server already limits a customer to their own orders). */
export type OrderFilter = {
  paymentStatus?: PaymentStatus;
  orderStatus?: OrderStatus;
  /** Customer name, e-mail or orderId, ignoring case. */
  q?: string;
  /** Only the reader's own orders (staff read everyone's otherwise). */
  owner?: 'me';
  /** Refunded orders listed with the `paymentStatus` ones (My Orders). */
  includeRefunded?: 'true';
};

/** One page of `GET /api/orders`, from 1. */
export type OrderPageParams = OrderFilter & { page?: number; limit?: number };

const orderBase = queryKeysFactory<OrderPageParams | OrderListQuery>('orders');
export const orderKeys = {
  ...orderBase,
  /** Under `lists()`, so a write refreshes it with the pages. */
  summary: (filter: OrderFilter) => [...orderBase.lists(), 'summary', filter] as const,
  totalSales: () => [...orderBase.all, 'total-sales'] as const,
  deliveries: (id: string) => [...orderBase.detail(id), 'deliveries'] as const,
};

/** The checkout's reads: a package, the countries, the payment methods on offer. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  package: (id: string) => [...checkoutKeys.all, 'package', id] as const,
  countries: () => [...checkoutKeys.all, 'countries'] as const,
  paymentSettings: () => [...checkoutKeys.all, 'payment-settings'] as const,
};

// ── Profiles (`/api/profile/:id`, `/api/profiles`) ───────────────────────────────────────

export const profileKeys = queryKeysFactory<ProfileListQuery>('profiles');

// ── Activity log (`/api/activity`: a record's history, or the latest entries) ───────────────

const activityBase = queryKeysFactory<{ entity?: string; entityId?: string; limit: number }>(
  'activity',
);
export const activityKeys = {
  ...activityBase,
  /** The recorded changes of one record (order history, credit history). */
  of: (entity: string, entityId: string) => activityBase.list({ entity, entityId, limit: 50 }),
  /** The newest `limit` entries, whatever they changed. */
  latest: (limit: number) => activityBase.list({ limit }),
};

// ── Find Leads' preview for visitors (public, server-rendered: `app/ssr-data.ts`) ───────────

/** `GET /api/leads/preview`: the same answer for everyone, so the server may render it. */
export const leadPreviewKeys = {
  all: ['public-leads'] as const,
  page: (params: LeadSearchParams) => [...leadPreviewKeys.all, 'preview', params] as const,
};

// ── Find Leads (the customer's `/api/leads`, lists, credits and API keys) ────────────────────

/** A search of `GET /api/leads`: the filters plus the page's cursor. */
export type LeadSearchParams = LeadFilters & {
  cursor?: string;
  sort?: Exclude<LeadSort, 'relevance'>;
  limit?: number;
};

/**
 * Everything that shows leads (search pages, my leads, a list's pages) lives under `leads()`,
 * so a reveal refreshes every e-mail at once; the balance and the ledger live under `credits()`.
 */
export const leadKeys = {
  all: ['find-leads'] as const,
  leads: () => [...leadKeys.all, 'leads'] as const,
  searches: () => [...leadKeys.leads(), 'search'] as const,
  search: (params: LeadSearchParams) => [...leadKeys.searches(), params] as const,
  facets: (filters: LeadFilters) => [...leadKeys.all, 'facets', filters] as const,
  myLeads: () => [...leadKeys.leads(), 'mine'] as const,
  myLeadsPage: (cursor: string | undefined, limit?: number, revealId?: string) =>
    [...leadKeys.myLeads(), { cursor, limit, revealId }] as const,
  lists: () => [...leadKeys.all, 'lists'] as const,
  savedSearches: () => [...leadKeys.all, 'saved-searches'] as const,
  listDetails: () => [...leadKeys.leads(), 'list'] as const,
  /** Every page of one saved list. */
  listPages: (id: string) => [...leadKeys.listDetails(), id] as const,
  listDetail: (id: string, cursor?: string) => [...leadKeys.listPages(id), { cursor }] as const,
  /** Our latest check of a lead's address: under `leads()`, so a reveal or a bounce renews it. */
  checks: () => [...leadKeys.leads(), 'check'] as const,
  check: (id: string) => [...leadKeys.checks(), id] as const,
  credits: () => [...leadKeys.all, 'credits'] as const,
  balance: () => [...leadKeys.credits(), 'balance'] as const,
  ledger: (cursor?: string) => [...leadKeys.credits(), 'ledger', { cursor }] as const,
  /** The ledger with each reveal as one line (`GET /api/credits/activity`). */
  activity: (cursor?: string) => [...leadKeys.credits(), 'activity', { cursor }] as const,
  /** Credits per day and per list (`GET /api/credits/usage`). */
  usage: (days: number) => [...leadKeys.credits(), 'usage', days] as const,
  quote: (leadIds: readonly string[]) =>
    [...leadKeys.credits(), 'quote', [...leadIds].sort()] as const,
  /** The quote of a whole search ("Select all N results"). */
  selectionQuote: (filters: LeadFilters) =>
    [...leadKeys.credits(), 'selection-quote', filters] as const,
  /** A whole-search job (reveal, list, export) and its progress. */
  selectionJob: (id: string) => [...leadKeys.all, 'selection-job', id] as const,
  apiKeys: () => [...leadKeys.all, 'api-keys'] as const,
  /** `GET /api/finder/domain`: a domain's pattern and mail server (free). */
  domainSearch: (domain: string) => [...leadKeys.all, 'domain-search', domain] as const,
  /**
   * `GET /api/companies/:domain`: a company's facts, e-mail pattern and counts; under `leads()`,
   * since a reveal checks leads and so moves its checked count.
   */
  company: (domain: string) => [...leadKeys.leads(), 'company', domain] as const,
};

/** Bulk enrichment (`/api/enrichments`): the history's pages, one enrichment, its quotes. */
const enrichmentBase = queryKeysFactory<EnrichmentListQuery>(...leadKeys.all, 'enrichments');
export const enrichmentKeys = {
  ...enrichmentBase,
  /** What an uploaded file would cost under a mapping (free; changes with the balance). */
  quote: (id: string, mapping: EnrichmentMapping) =>
    [...enrichmentBase.all, 'quote', id, mapping] as const,
};

// ── Back office ──────────────────────────────────────────────────────────────────────────────

/** The dashboard's counts: invalidated by every write that may change one. */
export const dashboardKeys = queryKeysFactory('admin', 'dashboard');
/** `/api/admin/packages` and `/api/admin/package/:id` (with the access links). */
const adminPackageBase = queryKeysFactory('admin', 'packages');
export const adminPackageKeys = {
  ...adminPackageBase,
  /** What a segment definition would promise and hold now (the editor's live preview). */
  segmentPreview: (definition: SegmentDefinition) =>
    [...adminPackageBase.all, 'segment-preview', definition] as const,
};
export const packageTitleKeys = queryKeysFactory('admin', 'package-titles');
export const paymentSettingKeys = queryKeysFactory('admin', 'payment-settings');
export const userKeys = queryKeysFactory('admin', 'users');
export const contactMessageKeys = queryKeysFactory<ContactMessageListQuery>(
  'admin',
  'contact-messages',
);
const suppressionBase = queryKeysFactory<SuppressionListQuery>('admin', 'suppressions');
export const suppressionKeys = {
  ...suppressionBase,
  /** What a suppression would hide, before it is saved. */
  preview: (target: { email?: string; domain?: string }) =>
    [...suppressionBase.all, 'preview', target] as const,
};

const emailTemplateBase = queryKeysFactory('admin', 'email-template');
export const emailTemplateKeys = {
  ...emailTemplateBase,
  current: () => [...emailTemplateBase.all, 'current'] as const,
  versions: () => [...emailTemplateBase.all, 'versions'] as const,
};

/**
 * The back office's leads (`/api/admin/leads`) and imports. A lead edit invalidates
 * `adminLeadKeys.all`; an import's progress invalidates `leadImportKeys.all` and, once done,
 * `adminLeadKeys.all`. Queued e-mail checks invalidate `verificationKeys.all` (a lead's history,
 * the dashboard's summary), the leads and the imports.
 */
export const adminLeadKeys = queryKeysFactory<AdminLeadSearchQuery>('admin', 'leads');
export const leadImportKeys = queryKeysFactory<LeadImportListQuery>('admin', 'lead-imports');
const verificationBase = queryKeysFactory('admin', 'verifications');
export const verificationKeys = {
  ...verificationBase,
  lead: (id: string) => [...verificationBase.all, 'lead', id] as const,
  summary: () => [...verificationBase.all, 'summary'] as const,
};
export const invoiceSettingsKeys = queryKeysFactory('admin', 'invoice-settings');

/** The back office's discount codes. */
export const discountCodeKeys = queryKeysFactory('admin', 'discount-codes');
