import { z } from 'zod';

// Bulk enrichment (issue 29, LEADS.md "E-mail finder and bulk enrichment"): a CSV of people in,
// the same file back with the address our finder answers for each row, charged as the finder is.

/** The most data rows one enrichment takes. */
export const ENRICHMENT_MAX_ROWS = 10_000;
export const ENRICHMENT_PAGE_SIZE = 20;

/** The columns an enrichment reads, in the order the mapping screen lists them. */
export const ENRICHMENT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'companyDomain',
  'companyName',
  'email',
] as const;
export const EnrichmentField = z.enum(ENRICHMENT_FIELDS);
export type EnrichmentField = z.infer<typeof EnrichmentField>;

export const ENRICHMENT_FIELD_LABELS: Record<EnrichmentField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (split when there is no first/last name)',
  companyDomain: 'Company domain or website',
  companyName: 'Company name (when there is no domain)',
  email: 'E-mail to verify (instead of finding one)',
};

const columnNumber = z.coerce.number().int().min(0).max(999);

/** Field -> the column (0-based) that feeds it. */
export const EnrichmentMapping = z
  .object(
    Object.fromEntries(ENRICHMENT_FIELDS.map((field) => [field, columnNumber.optional()])) as {
      [K in EnrichmentField]: z.ZodOptional<typeof columnNumber>;
    },
  )
  .strict();
export type EnrichmentMapping = z.infer<typeof EnrichmentMapping>;

/** `POST /api/enrichments` answers the file's headings, first rows and a suggested mapping. */
export const EnrichmentUpload = z.object({
  _id: z.string(),
  fileName: z.string(),
  rowsTotal: z.number().int(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  mapping: EnrichmentMapping,
});
export type EnrichmentUpload = z.infer<typeof EnrichmentUpload>;

/** `GET /api/enrichments/:id/quote`: free; what a commit could cost at most. */
export const EnrichmentQuote = z.object({
  rows: z.number().int(),
  /** Rows naming a person (or an address) we hold as a lead. */
  inOurLeads: z.number().int(),
  /** Of those, the leads the caller unlocked before: free. */
  alreadyUnlocked: z.number().int(),
  /** Rows the finder will look for (1 credit each, only when found). */
  toFind: z.number().int(),
  /**
   * Rows lacking a name and a company (or an address), or at a company we hold nothing of (no
   * company to file a found address under): answered without an address, free.
   */
  unanswerable: z.number().int(),
  /** The most the enrichment can cost: every row that may be charged, charged. */
  maxCost: z.number().int(),
  balance: z.number().int(),
});
export type EnrichmentQuote = z.infer<typeof EnrichmentQuote>;

export const CommitEnrichmentInput = z.object({
  mapping: EnrichmentMapping.optional(),
  /** The enrichment never spends more than this. */
  maxCredits: z.number().int().min(0).max(1_000_000),
});
export type CommitEnrichmentInput = z.infer<typeof CommitEnrichmentInput>;

export const ENRICHMENT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

/** Why an enrichment left rows unanswered before their turn. */
export const ENRICHMENT_STOPS = ['max_credits', 'no_credits'] as const;
export type EnrichmentStop = (typeof ENRICHMENT_STOPS)[number];

export const Enrichment = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(ENRICHMENT_STATUSES),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  found: z.number().int(),
  notFound: z.number().int(),
  /** Credits spent so far. */
  charged: z.number().int(),
  maxCredits: z.number().int().nullable(),
  /** Set when rows were left for the credits: the cap was reached or the balance ran out. */
  stoppedBy: z.enum(ENRICHMENT_STOPS).nullable(),
  error: z.string().nullable(),
  /** The file back with the answers, once done. */
  resultUrl: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Enrichment = z.infer<typeof Enrichment>;

export const EnrichmentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type EnrichmentListQuery = z.infer<typeof EnrichmentListQuery>;

export const EnrichmentPage = z.object({
  items: z.array(Enrichment),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EnrichmentPage = z.infer<typeof EnrichmentPage>;

/** The columns the result file appends to every row. */
export const ENRICHMENT_RESULT_COLUMNS = [
  'email',
  'email_status',
  'confidence',
  'verification_reason',
  'charged',
] as const;
