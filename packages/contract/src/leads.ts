import { z } from 'zod';
import { searchText, TEXT_MAX, text } from './text.ts';

// Find Leads (LEADS.md): lead search, reveal with credits, the credit ledger, lists, exports.
// Field names are the ones LEADS.md gives for the wire.

// -- enums ---------------------------------------------------------------------------------

export const LEAD_SENIORITIES = [
  'owner',
  'c_level',
  'vp',
  'director',
  'manager',
  'senior',
  'entry',
] as const;
export const LeadSeniority = z.enum(LEAD_SENIORITIES);
export type LeadSeniority = z.infer<typeof LeadSeniority>;

export const LEAD_DEPARTMENTS = [
  'executive',
  'sales',
  'marketing',
  'engineering',
  'it',
  'finance',
  'hr',
  'operations',
  'legal',
  'support',
  'other',
] as const;
export const LeadDepartment = z.enum(LEAD_DEPARTMENTS);
export type LeadDepartment = z.infer<typeof LeadDepartment>;

export const LEAD_COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001+',
] as const;
export const LeadCompanySize = z.enum(LEAD_COMPANY_SIZES);
export type LeadCompanySize = z.infer<typeof LeadCompanySize>;

export const LEAD_EMAIL_STATUSES = ['valid', 'accept_all', 'unknown', 'invalid'] as const;
export const LeadEmailStatus = z.enum(LEAD_EMAIL_STATUSES);
export type LeadEmailStatus = z.infer<typeof LeadEmailStatus>;

/** Only these e-mail statuses are ever sold (revealed). */
export const REVEALABLE_EMAIL_STATUSES = [
  'valid',
  'accept_all',
] as const satisfies readonly LeadEmailStatus[];

/**
 * Industries of the demo data and the usual import values. Industry is free text in the
 * database (imports may bring others); the search filter accepts any value.
 */
export const LEAD_INDUSTRIES = [
  'Software',
  'Financial Services',
  'Healthcare',
  'Manufacturing',
  'Retail',
  'Education',
  'Marketing & Advertising',
  'Logistics',
  'Real Estate',
  'Telecommunications',
  'Energy',
  'Consulting',
  'Media',
  'Hospitality',
  'Legal Services',
  'Construction',
] as const;

export const CREDIT_LEDGER_REASONS = [
  'signup',
  'purchase',
  'staff',
  'reveal',
  'refund',
  'bounce_refund',
] as const;
export const CreditLedgerReason = z.enum(CREDIT_LEDGER_REASONS);
export type CreditLedgerReason = z.infer<typeof CreditLedgerReason>;

export const LEAD_REVEAL_STATUSES = [
  'charged',
  'already_unlocked',
  'not_available',
  'insufficient_credits',
] as const;
export const LeadRevealStatus = z.enum(LEAD_REVEAL_STATUSES);
export type LeadRevealStatus = z.infer<typeof LeadRevealStatus>;

// -- limits and names ----------------------------------------------------------------------

/** Credits one reveal of one lead costs. */
export const LEAD_REVEAL_COST = 1;
export const LEAD_PAGE_SIZE = 25;
export const LEAD_PAGE_SIZE_MAX = 100;
/** The page sizes the search screen offers (`limit` takes any size up to LEAD_PAGE_SIZE_MAX). */
export const LEAD_PAGE_SIZES = [25, 50, 100] as const;
/**
 * `total` is counted exactly up to this many; beyond it `totalCapped` is true and `total` is an
 * estimate (decision 054).
 */
export const LEAD_TOTAL_CAP = 1_000;
export const LEAD_REVEAL_MAX = 100;
export const LEAD_LIST_ITEMS_MAX = 1000;
export const CREDIT_LEDGER_PAGE_SIZE = 50;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Response header of `GET /api/leads/export`: how many locked leads were left out. */
export const LOCKED_SKIPPED_HEADER = 'X-Locked-Skipped';
/** Error code of a 402 answer: the call could not charge anything. */
export const INSUFFICIENT_CREDITS = 'INSUFFICIENT_CREDITS';
/**
 * Error code of a 403 answer: spending the free credits (a reveal) or making an API key needs a
 * verified e-mail address.
 */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

// -- a lead on the wire --------------------------------------------------------------------

/**
 * A lead as the API answers it. `email` is null until the caller has unlocked the lead
 * (`unlocked: true`); Admins see every e-mail. `verifiedAt` is an ISO date-time or null.
 */
export const Lead = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  seniority: LeadSeniority,
  department: LeadDepartment,
  companyName: z.string(),
  companyDomain: z.string(),
  industry: z.string(),
  /** Null when not known: a file may leave it blank. */
  companySize: LeadCompanySize.nullable(),
  country: z.string(),
  city: z.string(),
  linkedinUrl: z.string(),
  emailStatus: LeadEmailStatus,
  verifiedAt: z.string().nullable(),
  /**
   * Why our own check concluded `emailStatus` (mailbox_exists, catch_all, ...; the
   * VERIFICATION_REASONS); null until we checked the address.
   */
  verificationReason: z.string().nullable(),
  unlocked: z.boolean(),
  email: z.string().nullable(),
  /**
   * True when the person asked to be removed after the caller unlocked them: the personal data
   * is withheld (empty) and the lead is shown as "Removed at the person's request".
   */
  removed: z.boolean().optional(),
  /**
   * The caller's bounce report on this lead (`POST /api/leads/:id/bounce`), for leads the
   * caller unlocked; null or absent when none was made.
   */
  bounce: z
    .object({
      outcome: z.enum(['refunded', 'still_deliverable', 'checking']),
      reportedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type Lead = z.infer<typeof Lead>;

// -- search --------------------------------------------------------------------------------

/** A query-string list: `a,b,c` (or the parameter repeated), trimmed, empties dropped. */
const commaList = <T extends z.ZodType<string>>(item: T, max = 50) =>
  z
    .preprocess((value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        String(part).split(','),
      );
      const cleaned = parts.map((part) => part.trim()).filter((part) => part !== '');
      return cleaned.length === 0 ? undefined : [...new Set(cleaned)];
    }, z.array(item).max(max, `At most ${max} values.`).optional())
    .optional();

const filterText = (label: string, max: number) =>
  text({ label, max, required: `${label} is empty.` });

const countryCode = text({ label: 'Country', max: 100 })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter ISO code such as US.'));

/** A company's domain as people type it: `https://www.Acme.com/about?x` is `acme.com`. */
export const domainName = text({ label: 'Domain', max: TEXT_MAX.url })
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d*$/, '')
      .replace(/\.$/, '')
      .replace(/^www\d*\.(?=[^.]+\.)/, ''),
  )
  .pipe(z.string().min(1).max(253, 'At most 253 characters.'));

/** The filters shared by search, facets and the admin search. */
export const LeadFilters = z.object({
  /** Keywords over name, job title and company (full text, every word must match). */
  q: searchText('Keywords', TEXT_MAX.search),
  /** Job title contains any of these (case-insensitive). */
  title: commaList(filterText('Job title', 100), 20),
  seniority: commaList(LeadSeniority),
  department: commaList(LeadDepartment),
  industry: commaList(filterText('Industry', 100)),
  companySize: commaList(LeadCompanySize),
  country: commaList(countryCode, 250),
  /**
   * Company name: each word typed starts a word of the name, as with keywords (`acme ind` finds
   * "Acme Industries").
   */
  company: searchText('Company', TEXT_MAX.name).optional(),
  /** Company domain equals any of these (`acme.example`, `https://` and paths are ignored). */
  domain: commaList(domainName),
  emailStatus: commaList(LeadEmailStatus),
});
export type LeadFilters = z.infer<typeof LeadFilters>;

/** The filters of a search, in the order its address (and a filter panel) lists them. */
export const LEAD_FILTER_FIELDS = [
  'q',
  'title',
  'seniority',
  'department',
  'industry',
  'companySize',
  'country',
  'company',
  'domain',
  'emailStatus',
] as const satisfies ReadonlyArray<keyof LeadFilters>;

/**
 * A search's filters as query-string values, as `GET /api/leads` and the search page's address
 * read them: lists joined by commas, empty ones left out (undefined).
 */
export function leadFilterQuery(
  filters: Partial<Record<(typeof LEAD_FILTER_FIELDS)[number], string | readonly string[]>>,
): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const field of LEAD_FILTER_FIELDS) {
    const value = filters[field];
    if (Array.isArray(value)) query[field] = value.length > 0 ? value.join(',') : undefined;
    else query[field] = (value as string | undefined) || undefined;
  }
  return query;
}

/**
 * Orders of the search (decision 054). `relevance`: leads whose name holds the keywords first,
 * then job title, then company; without keywords every lead is as relevant as the next, so it is
 * the id order. `name` (last, first), `company`, `companySize` (smallest first, unknown last),
 * `country`: A to Z. `checked`: our latest check newest first, never checked last. Ties are
 * broken by the id (`checked`: newest id first).
 */
export const LEAD_SORTS = [
  'relevance',
  'name',
  'company',
  'companySize',
  'country',
  'checked',
] as const;
export const LeadSort = z.enum(LEAD_SORTS);
export type LeadSort = z.infer<typeof LeadSort>;
/** Error code of a 400 answer: a cursor made by a search in another order. */
export const CURSOR_SORT_MISMATCH = 'CURSOR_SORT_MISMATCH';

/** `GET /api/leads`: filters, an order, and an opaque keyset `cursor` from the previous page. */
export const LeadSearchQuery = LeadFilters.extend({
  sort: LeadSort.optional().describe(
    'relevance (the default; without `q`, the id order), name, company, companySize, country or ' +
      'checked. Every order pages by keyset; a cursor from another order is 400 ' +
      'CURSOR_SORT_MISMATCH.',
  ),
  cursor: text({ label: 'Cursor', max: 2000 }).optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_SIZE_MAX).optional(),
});
export type LeadSearchQuery = z.infer<typeof LeadSearchQuery>;

/** `GET /api/leads/facets`: the same filters, no paging. */
export const LeadFacetsQuery = LeadFilters;
export type LeadFacetsQuery = z.infer<typeof LeadFacetsQuery>;

export const LeadPage = z.object({
  items: z.array(Lead),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Matching leads, exact up to LEAD_TOTAL_CAP. Counted once, for the first page of a search:
   * cursor pages repeat the first page's figure (the cursor carries it), never count again.
   */
  total: z.number().int(),
  /**
   * True when there are more than LEAD_TOTAL_CAP matches: `total` is then an estimate (more than
   * the cap, from how far into the id range the cap's match lies; decision 054).
   */
  totalCapped: z.boolean(),
});
export type LeadPage = z.infer<typeof LeadPage>;

// -- the visitors' preview (issue 30) ------------------------------------------------------

/** Pages a signed-out visitor may page through (of LEAD_PAGE_SIZE rows each). */
export const LEAD_PREVIEW_PAGES = 4;

/** `GET /api/leads/preview`: the search's filters and a cursor; the page size is fixed. */
export const LeadPreviewQuery = LeadFilters.extend({
  cursor: text({ label: 'Cursor', max: 200 }).optional(),
});
export type LeadPreviewQuery = z.infer<typeof LeadPreviewQuery>;

/**
 * A lead as a signed-out visitor sees it: no e-mail address, no LinkedIn address and only the
 * initial of the last name, so the public page is a sample of what we hold and no one's contact.
 */
export const LeadPreview = Lead.pick({
  _id: true,
  firstName: true,
  jobTitle: true,
  seniority: true,
  department: true,
  companyName: true,
  companyDomain: true,
  industry: true,
  companySize: true,
  country: true,
  city: true,
  emailStatus: true,
  verifiedAt: true,
}).extend({
  /** The last name's first letter ("D"), or empty. */
  lastInitial: z.string(),
});
export type LeadPreview = z.infer<typeof LeadPreview>;

export const LeadPreviewPage = LeadPage.extend({
  items: z.array(LeadPreview),
  /** The next page's cursor; null on the last page and after LEAD_PREVIEW_PAGES pages. */
  nextCursor: z.string().nullable(),
});
export type LeadPreviewPage = z.infer<typeof LeadPreviewPage>;

/** Counts per value, e.g. `{ vp: 12, director: 40 }`. Values with no match are left out. */
export const FacetCounts = z.record(z.string(), z.number().int());
export type FacetCounts = z.infer<typeof FacetCounts>;

/** `GET /api/leads/facets` */
export const LeadFacets = z.object({
  seniority: FacetCounts,
  department: FacetCounts,
  industry: FacetCounts,
  companySize: FacetCounts,
  country: FacetCounts,
  /**
   * True when the counts are estimates (two significant figures): a word search matching tens
   * of thousands of leads counts a random sample of them, as its `total` is then an estimate.
   */
  estimated: z.boolean(),
});
export type LeadFacets = z.infer<typeof LeadFacets>;

// -- reveal --------------------------------------------------------------------------------

const leadIds = (max: number) =>
  z
    .array(z.uuid('A lead id is not valid.'), { error: 'Choose at least one lead.' })
    .min(1, 'Choose at least one lead.')
    .max(max, `At most ${max} leads at once.`)
    .transform((ids) => [...new Set(ids)]);

/** `POST /api/leads/reveal/quote` */
export const RevealQuoteInput = z.object({ leadIds: leadIds(LEAD_REVEAL_MAX) });
export type RevealQuoteInput = z.infer<typeof RevealQuoteInput>;

/** What a reveal of these leads would do, before paying. All counts. */
export const RevealQuote = z.object({
  /** Leads that would be charged. */
  new: z.number().int(),
  /** Leads already unlocked: free. */
  owned: z.number().int(),
  /** Unknown, invalid, missing or removed leads: never sold, never charged. */
  unavailable: z.number().int(),
  /** Credits the reveal would cost (`new` × LEAD_REVEAL_COST): the most it can charge. */
  cost: z.number().int(),
  balance: z.number().int(),
  /**
   * Of `new`, the leads not checked by us within VERIFY_MAX_AGE_DAYS: the reveal checks them
   * first (free) and charges only those our check finds valid or accept_all.
   */
  unchecked: z.number().int(),
});
export type RevealQuote = z.infer<typeof RevealQuote>;

/** `POST /api/leads/reveal` (optional `Idempotency-Key` header). */
export const RevealInput = z.object({ leadIds: leadIds(LEAD_REVEAL_MAX) });
export type RevealInput = z.infer<typeof RevealInput>;

export const RevealResult = z.object({
  leadId: z.string(),
  status: LeadRevealStatus,
  /** Present for `charged` and `already_unlocked`. */
  email: z.string().optional(),
  /**
   * For `not_available`: `checking` when our check of the address did not conclude within the
   * reveal's time bound (uncharged; it finishes in the background, ask again later),
   * `not_deliverable` when our check found it invalid or could not confirm it.
   */
  reason: z.enum(['checking', 'not_deliverable']).optional(),
});
export type RevealResult = z.infer<typeof RevealResult>;

export const RevealResponse = z.object({
  results: z.array(RevealResult),
  /** Credits charged by this call. */
  charged: z.number().int(),
  balance: z.number().int(),
});
export type RevealResponse = z.infer<typeof RevealResponse>;

// -- my leads ------------------------------------------------------------------------------

/** `GET /api/my-all-leads/` */
export const MyLeadsQuery = z.object({
  cursor: text({ label: 'Cursor', max: 500 }).optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_SIZE_MAX).optional(),
  /** Only the leads of this reveal (a ledger row's `revealId`); a customer's own only. */
  revealId: z.uuid('The reveal id is not valid.').optional(),
});
export type MyLeadsQuery = z.infer<typeof MyLeadsQuery>;

/** Newest first: a customer's unlocked leads, or the leads a staff member loaded. */
/** The reveal a My Leads page is narrowed to (`?revealId=`). */
export const MyLeadsReveal = z.object({
  revealId: z.string(),
  /** Leads the reveal paid for (its ledger rows' `leadCount` added up). */
  leadCount: z.number().int(),
  /** When the reveal ended (its newest ledger row). */
  revealedAt: z.string(),
});
export type MyLeadsReveal = z.infer<typeof MyLeadsReveal>;

export const MyLeadsPage = z.object({
  items: z.array(Lead),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** With `?revealId=`: the reveal the page is narrowed to. */
  reveal: MyLeadsReveal.optional(),
});
export type MyLeadsPage = z.infer<typeof MyLeadsPage>;

// -- credits and the ledger ----------------------------------------------------------------

/** `GET /api/credits` */
export const Credits = z.object({ balance: z.number().int() });
export type Credits = z.infer<typeof Credits>;

/** One change of a balance. `actor` is the e-mail of who made it (staff), or null. */
export const CreditLedgerEntry = z.object({
  _id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: CreditLedgerReason,
  leadId: z.string().nullable(),
  /** The reveal (a call or a whole-search job) this row belongs to; rows of one reveal share it. */
  revealId: z.string().nullable(),
  /** How many leads this row paid for: 1 for a lead, n for a batch of a whole-search reveal. */
  leadCount: z.number().int().nullable(),
  orderId: z.string().nullable(),
  actor: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntry>;

/** `GET /api/credits/ledger?cursor=&limit=`, newest first. */
export const CreditLedgerQuery = z.object({
  cursor: text({ label: 'Cursor', max: 500 }).optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_SIZE_MAX).optional(),
});
export type CreditLedgerQuery = z.infer<typeof CreditLedgerQuery>;

export const CreditLedgerPage = z.object({
  items: z.array(CreditLedgerEntry),
  nextCursor: z.string().nullable(),
});
export type CreditLedgerPage = z.infer<typeof CreditLedgerPage>;

// -- lists ---------------------------------------------------------------------------------

export const LeadList = z.object({
  _id: z.string(),
  name: z.string(),
  /** Leads in the list. */
  count: z.number().int(),
  createdAt: z.string(),
});
export type LeadList = z.infer<typeof LeadList>;

/** `GET /api/lists/` */
export const LeadListsResponse = z.array(LeadList);
export type LeadListsResponse = z.infer<typeof LeadListsResponse>;

/** `POST /api/lists` and `PUT /api/lists/:id` */
export const LeadListInput = z.object({
  name: text({ label: 'List name', max: TEXT_MAX.name, required: 'List name is required.' }),
});
export type LeadListInput = z.infer<typeof LeadListInput>;
export const CreateLeadListInput = LeadListInput;
export type CreateLeadListInput = LeadListInput;
export const RenameLeadListInput = LeadListInput;
export type RenameLeadListInput = LeadListInput;

/** `GET /api/lists/:id?cursor=&limit=`: the list with a page of its leads, newest added first. */
export const LeadListDetailQuery = MyLeadsQuery;
export type LeadListDetailQuery = MyLeadsQuery;
export const LeadListDetail = LeadList.extend({
  items: z.array(Lead),
  nextCursor: z.string().nullable(),
});
export type LeadListDetail = z.infer<typeof LeadListDetail>;

/** `POST /api/lists/:id/leads` and `DELETE /api/lists/:id/leads`. Locked leads may be added. */
export const LeadListItemsInput = z.object({ leadIds: leadIds(LEAD_LIST_ITEMS_MAX) });
export type LeadListItemsInput = z.infer<typeof LeadListItemsInput>;

/** How many leads the call added or removed, and the list's new count. */
export const LeadListItemsResult = z.object({
  changed: z.number().int(),
  count: z.number().int(),
});
export type LeadListItemsResult = z.infer<typeof LeadListItemsResult>;

// -- export --------------------------------------------------------------------------------

/** Columns of the lead CSV export, in order (the `codes` format's headers). */
export const LEAD_EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'emailStatus',
  'verifiedAt',
  'verificationReason',
  'jobTitle',
  'seniority',
  'department',
  'companyName',
  'companyDomain',
  'industry',
  'companySize',
  'country',
  'city',
  'linkedinUrl',
] as const;
export type LeadExportColumn = (typeof LEAD_EXPORT_COLUMNS)[number];

/**
 * How an export reads: `crm` (the default: human headers and labels, "C-level", country names,
 * as our delivered files), `codes` (the stored codes under field-name headers), or a preset that
 * a CRM imports as it is (`hubspot`, `salesforce`: their contact and lead import headers).
 */
export const LEAD_EXPORT_FORMATS = ['crm', 'codes', 'hubspot', 'salesforce'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];
export const LEAD_EXPORT_FORMAT_LABELS: Record<LeadExportFormat, string> = {
  crm: 'Readable (CRM-ready)',
  codes: 'Codes (for developers)',
  hubspot: 'HubSpot contacts import',
  salesforce: 'Salesforce leads import',
};

/** `GET /api/leads/export?listId=` or `?unlocked=1`: exactly one of the two. */
export const LeadExportQuery = z
  .object({
    listId: z.uuid('The list id is not valid.').optional(),
    unlocked: z.enum(['1', 'true']).optional(),
    format: z.enum(LEAD_EXPORT_FORMATS).default('crm'),
    /** The columns of a `crm` or `codes` export, in file order (all by default). */
    columns: commaList(z.enum(LEAD_EXPORT_COLUMNS)),
  })
  .refine((value) => (value.listId === undefined) !== (value.unlocked === undefined), {
    message: 'Export a list (listId) or your unlocked leads (unlocked=1).',
  });
export type LeadExportQuery = z.infer<typeof LeadExportQuery>;
