import { z } from 'zod';
import { emailField } from './email.ts';
import {
  Lead,
  LeadCompanySize,
  LeadDepartment,
  LeadEmailStatus,
  LeadSearchQuery,
  LeadSeniority,
} from './leads.ts';
import { TEXT_MAX, text } from './text.ts';

// The staff half of Find Leads (LEADS.md, issue 13): CSV imports of leads and the back office's
// Leads screen (every lead with its e-mail, suppressed ones marked, edit).

// -- imports -------------------------------------------------------------------------------

/** The largest CSV an import takes. */
export const LEAD_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows of the file shown in the preview. */
export const LEAD_IMPORT_SAMPLE_ROWS = 5;
export const LEAD_IMPORT_PAGE_SIZE = 20;

/** The lead fields a column can feed, in the order the mapping screen lists them. */
export const LEAD_IMPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'fullName',
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
  'emailStatus',
  'verifiedAt',
] as const;
export const LeadImportField = z.enum(LEAD_IMPORT_FIELDS);
export type LeadImportField = z.infer<typeof LeadImportField>;

/** How the mapping screen names each field. */
export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (split when there is no first/last name)',
  jobTitle: 'Job title',
  seniority: 'Seniority',
  department: 'Department',
  companyName: 'Company name',
  companyDomain: 'Company domain',
  industry: 'Industry',
  companySize: 'Company size',
  country: 'Country',
  city: 'City',
  linkedinUrl: 'LinkedIn URL',
  emailStatus: 'Email status',
  verifiedAt: 'Verified at',
};

/**
 * Why a row was not loaded, as the report counts them (the rejected-rows CSV has each row's own
 * sentence). `other` is a row rejected before reasons were recorded.
 */
export const LEAD_IMPORT_REJECTION_REASONS = [
  'email_missing',
  'email_invalid',
  'seniority_unknown',
  'department_unknown',
  'country_missing',
  'country_unknown',
  'domain_invalid',
  'linkedin_invalid',
  'email_status_unknown',
  'unsafe_character',
  'too_long',
  'database_refused',
  'duplicate_in_file',
  'duplicate_existing',
  'suppressed',
  'other',
] as const;
export const LeadImportRejectionReason = z.enum(LEAD_IMPORT_REJECTION_REASONS);
export type LeadImportRejectionReason = z.infer<typeof LeadImportRejectionReason>;

export const LEAD_IMPORT_REJECTION_LABELS: Record<LeadImportRejectionReason, string> = {
  email_missing: 'No e-mail address',
  email_invalid: 'E-mail address not valid',
  seniority_unknown: 'Seniority not recognised',
  department_unknown: 'Department not recognised',
  country_missing: 'No country',
  country_unknown: 'Country not recognised',
  domain_invalid: 'Company domain not valid',
  linkedin_invalid: 'Not a LinkedIn address',
  email_status_unknown: 'E-mail status not recognised',
  unsafe_character: 'Character not allowed',
  too_long: 'Value too long',
  database_refused: 'Refused by the database',
  duplicate_in_file: 'Same e-mail earlier in the file',
  duplicate_existing: 'Already in the database',
  suppressed: 'Suppressed (opted out)',
  other: 'Other',
};

/** What an import loaded without: an optional value it could not read was left empty. */
export const LEAD_IMPORT_WARNINGS = [
  'company_size_unreadable',
  'verified_at_ambiguous',
  'verified_at_unreadable',
] as const;
export const LeadImportWarning = z.enum(LEAD_IMPORT_WARNINGS);
export type LeadImportWarning = z.infer<typeof LeadImportWarning>;

export const LEAD_IMPORT_WARNING_LABELS: Record<LeadImportWarning, string> = {
  company_size_unreadable: 'Company size not readable: left empty',
  verified_at_ambiguous: 'Verified-at date ambiguous (day or month first?): left empty',
  verified_at_unreadable: 'Verified-at date not readable: left empty',
};

export const LEAD_IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export const LeadImportStatus = z.enum(LEAD_IMPORT_STATUSES);
export type LeadImportStatus = z.infer<typeof LeadImportStatus>;

export const LEAD_IMPORT_ON_DUPLICATE = ['skip', 'update'] as const;
export const LeadImportOnDuplicate = z.enum(LEAD_IMPORT_ON_DUPLICATE, {
  error: 'Choose what to do with e-mails already in the database: skip or update.',
});
export type LeadImportOnDuplicate = z.infer<typeof LeadImportOnDuplicate>;

/**
 * Lead field -> the column of the file that feeds it, by its position (0 = the first column):
 * `{ "email": 2 }`. Headings may repeat in a file, positions never do. A heading (`"Work
 * Email"`, the headings as the preview answers them, which are unique) is still accepted, for
 * clients written before positions. Fields left out are not imported; unknown fields are dropped.
 */
export const LeadImportMapping = z.object(
  Object.fromEntries(
    LEAD_IMPORT_FIELDS.map((field) => [
      field,
      z
        .union([
          z
            .number({ error: `${LEAD_IMPORT_FIELD_LABELS[field]}: choose a column of the file.` })
            .int()
            .min(0)
            .max(100_000),
          text({ label: LEAD_IMPORT_FIELD_LABELS[field], max: 500 }),
        ])
        .optional(),
    ]),
  ) as Record<LeadImportField, z.ZodOptional<z.ZodUnion<[z.ZodNumber, ReturnType<typeof text>]>>>,
);
export type LeadImportMapping = Partial<Record<LeadImportField, number | string>>;
/** A mapping as the server answers and keeps it: lead field -> column position. */
export const LeadImportColumns = z.record(z.string(), z.number().int());
export type LeadImportColumns = Partial<Record<LeadImportField, number>>;

/** `POST /api/admin/lead-imports/:id/commit` */
export const CommitLeadImportInput = z.object({
  mapping: LeadImportMapping,
  onDuplicate: LeadImportOnDuplicate,
});
export type CommitLeadImportInput = z.infer<typeof CommitLeadImportInput>;

/** `POST /api/admin/lead-imports` answers the file's headings, first rows and a mapping. */
export const LeadImportPreview = z.object({
  _id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  delimiter: z.enum([',', ';']),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** The mapping (field -> column position): suggested from the headings, or as committed. */
  mapping: LeadImportColumns,
});
export type LeadImportPreview = z.infer<typeof LeadImportPreview>;

/** An import and its report (`GET /api/admin/lead-imports/:id`). */
export const LeadImport = LeadImportPreview.extend({
  status: LeadImportStatus,
  onDuplicate: LeadImportOnDuplicate.nullable(),
  /** Data rows read so far; every row once done. */
  total: z.number().int(),
  /** Data rows in the file, counted at upload (null for imports uploaded before the count). */
  rowsTotal: z.number().int().nullable(),
  inserted: z.number().int(),
  updated: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  suppressed: z.number().int(),
  /** Rows rejected (duplicates, invalid, suppressed), downloadable as CSV. */
  rejected: z.number().int(),
  /** 0-100: the share of the file read (by bytes). */
  progress: z.number().int(),
  /** Rejected rows by reason, most first. */
  rejectedByReason: z.array(
    z.object({ reason: LeadImportRejectionReason, count: z.number().int() }),
  ),
  /** Rows loaded with an optional value left empty, by warning, most first. */
  warnings: z.array(z.object({ warning: LeadImportWarning, count: z.number().int() })),
  /** Why it failed, for `failed`. */
  error: z.string().nullable(),
  /**
   * Our checks of the leads this import inserted or updated (LEADS.md "Where it runs"): how many
   * were queued, how many are done and their statuses; null before the import queued any.
   */
  verification: z
    .object({
      queued: z.number().int(),
      done: z.number().int(),
      valid: z.number().int(),
      accept_all: z.number().int(),
      invalid: z.number().int(),
      unknown: z.number().int(),
    })
    .nullable(),
  /** `GET` it for the rejected rows as CSV (row, reason, original columns). */
  rejectedUrl: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type LeadImport = z.infer<typeof LeadImport>;

/** `GET /api/admin/lead-imports?page=&limit=`, newest first. */
export const LeadImportListQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type LeadImportListQuery = z.infer<typeof LeadImportListQuery>;

/** A past import in the list (no preview rows). */
export const LeadImportSummary = LeadImport.omit({
  sample: true,
  headers: true,
  mapping: true,
  rejectedByReason: true,
});
export type LeadImportSummary = z.infer<typeof LeadImportSummary>;

export const LeadImportPage = z.object({
  items: z.array(LeadImportSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type LeadImportPage = z.infer<typeof LeadImportPage>;

// -- the back office's Leads screen --------------------------------------------------------

/** A lead as Admins see it: always its e-mail, whether it is suppressed, where it came from. */
/**
 * An opted-out person's lead keeps its row with the address replaced by `<hash>@` this domain
 * (decision 019): staff see it as erased, never as an address.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

export const AdminLead = Lead.extend({
  email: z.string(),
  suppressed: z.boolean(),
  leadAdded: z.string().nullable(),
  importId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLead = z.infer<typeof AdminLead>;

/** `GET /api/admin/leads`: the search filters, plus an e-mail (whole address, or its start). */
export const AdminLeadSearchQuery = LeadSearchQuery.extend({
  email: text({ label: 'Email', max: TEXT_MAX.email })
    .toLowerCase()
    .optional()
    .transform((value) => value || undefined),
});
export type AdminLeadSearchQuery = z.infer<typeof AdminLeadSearchQuery>;

export const AdminLeadPage = z.object({
  items: z.array(AdminLead),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type AdminLeadPage = z.infer<typeof AdminLeadPage>;

const optionalText = (label: string, max: number) => text({ label, max });

/** `PUT /api/admin/leads/:id`: every editable field of a lead. */
export const UpdateAdminLeadInput = z.object({
  firstName: optionalText('First name', TEXT_MAX.name),
  lastName: optionalText('Last name', TEXT_MAX.name),
  email: emailField({
    required: 'Enter the lead’s e-mail address.',
    invalid: 'Enter a valid e-mail address, such as name@company.com.',
  }),
  jobTitle: optionalText('Job title', TEXT_MAX.title),
  seniority: z.enum(LeadSeniority.options, { error: 'Choose a seniority.' }),
  department: z.enum(LeadDepartment.options, { error: 'Choose a department.' }),
  companyName: optionalText('Company name', TEXT_MAX.title),
  companyDomain: optionalText('Company domain', 253)
    .transform((value) =>
      value
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/[/?#:].*$/, '')
        .replace(/\.$/, ''),
    )
    .pipe(
      z
        .string()
        .regex(
          /^$|^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
          'Enter a domain such as acme.com, or leave it empty.',
        ),
    ),
  industry: optionalText('Industry', 100),
  /** Null, or '' from a form, when not known (imports leave it empty when the file has none). */
  companySize: z.union([
    z.literal('').transform(() => null),
    z.enum(LeadCompanySize.options, { error: 'Choose a company size.' }).nullable(),
  ]),
  country: text({ label: 'Country', max: 2, required: 'Enter a two-letter country code.' })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter ISO code such as US.')),
  city: optionalText('City', TEXT_MAX.title),
  linkedinUrl: optionalText('LinkedIn URL', TEXT_MAX.url).refine(
    (value) => value === '' || /^https:\/\/([a-z0-9-]+\.)*linkedin\.com\//i.test(value),
    'Enter a LinkedIn address starting with https://, or leave it empty.',
  ),
  emailStatus: z.enum(LeadEmailStatus.options, { error: 'Choose an e-mail status.' }),
  /** ISO date-time, or null when never verified. */
  verifiedAt: z.iso
    .datetime({ offset: true, error: 'Enter the verification date and time, or leave it empty.' })
    .nullable(),
});
export type UpdateAdminLeadInput = z.infer<typeof UpdateAdminLeadInput>;
