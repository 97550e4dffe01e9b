import { z } from 'zod';
import {
  LeadCompanySize,
  LeadDepartment,
  LeadSeniority,
  REVEALABLE_EMAIL_STATUSES,
} from './leads.ts';
import { text } from './text.ts';

// Database packages cut from our own checked leads (issue 28, decision 048). A package is either
// made of files and links staff attach, or a *segment*: filters over our leads, a row count, a
// freshness bound and up to three files split by a field. The card's promise lines are generated
// from the definition; each buyer's files are cut at purchase from leads our check found `valid`
// or `accept_all` within the bound, never suppressed, never a lead the buyer already bought.

/** The fields a segment's files may be split by (each file takes some of the field's values). */
export const SEGMENT_SPLIT_FIELDS = [
  'country',
  'department',
  'seniority',
  'industry',
  'companySize',
] as const;
export type SegmentSplitField = (typeof SEGMENT_SPLIT_FIELDS)[number];
export const SEGMENT_SPLIT_LABELS: Record<SegmentSplitField, string> = {
  country: 'Country',
  department: 'Department',
  seniority: 'Seniority',
  industry: 'Industry',
  companySize: 'Company size',
};

export const SEGMENT_FILES_MAX = 3;
export const SEGMENT_ROWS_MAX = 100_000;
export const SEGMENT_MAX_AGE_DAYS_MAX = 365;
/** How long after its files were first ready a buyer may ask for them refreshed. */
export const SEGMENT_REFRESH_DAYS = 30;
/** The formats every file of a cut is delivered in. */
export const SEGMENT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type SegmentFileFormat = (typeof SEGMENT_FILE_FORMATS)[number];

const values = <T extends z.ZodType<string>>(schema: T, max: number) =>
  z.array(schema).max(max).optional();
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Enter countries as two-letter codes, like US.');
const industry = z.string().trim().min(1).max(100);

const SPLIT_VALUE_SCHEMAS: Record<SegmentSplitField, z.ZodType<string>> = {
  country: z.string().regex(/^[A-Z]{2}$/),
  department: LeadDepartment,
  seniority: LeadSeniority,
  industry,
  companySize: LeadCompanySize,
};

/** What leads a segment is made of: the Find Leads filters (values of one filter are alternatives). */
export const SegmentFilters = z.object({
  industry: values(industry, 50),
  country: values(countryCode, 250),
  seniority: values(LeadSeniority, 10),
  department: values(LeadDepartment, 20),
  companySize: values(LeadCompanySize, 10),
  /** Among the statuses we sell; both when left out. */
  emailStatus: values(z.enum(REVEALABLE_EMAIL_STATUSES), 2),
});
export type SegmentFilters = z.infer<typeof SegmentFilters>;

/** One file of a segment: its name and, when the files are split, the split field's values it takes. */
export const SegmentFile = z.object({
  name: text({ label: 'File name', max: 60 }).pipe(z.string().min(1, 'Name every file.')),
  values: z.array(z.string().trim().min(1).max(100)).max(250).default([]),
});
export type SegmentFile = z.infer<typeof SegmentFile>;

export const SegmentDefinition = z
  .object({
    filters: SegmentFilters,
    rowCount: z.coerce
      .number({ error: 'Enter how many contacts the package holds.' })
      .int('Enter the contacts as a whole number.')
      .min(1, 'A segment holds at least 1 contact.')
      .max(
        SEGMENT_ROWS_MAX,
        `A segment holds at most ${SEGMENT_ROWS_MAX.toLocaleString('en-US')} contacts.`,
      ),
    maxAgeDays: z.coerce
      .number({ error: 'Enter within how many days a contact must have been checked.' })
      .int('Enter the days as a whole number.')
      .min(1, 'Enter at least 1 day.')
      .max(SEGMENT_MAX_AGE_DAYS_MAX, `Enter at most ${SEGMENT_MAX_AGE_DAYS_MAX} days.`),
    /** null: one file with every row. */
    splitBy: z.enum(SEGMENT_SPLIT_FIELDS).nullable(),
    files: z
      .array(SegmentFile)
      .min(1, 'A segment has at least one file.')
      .max(SEGMENT_FILES_MAX, `A segment has at most ${SEGMENT_FILES_MAX} files.`),
  })
  .superRefine((segment, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (segment.splitBy === null) {
      if (segment.files.length !== 1) issue(['files'], 'Without a split the segment is one file.');
      return;
    }
    const field = segment.splitBy;
    const schema = SPLIT_VALUE_SCHEMAS[field];
    const allowed = segment.filters[field] as string[] | undefined;
    const seen = new Set<string>();
    segment.files.forEach((file, index) => {
      if (file.values.length === 0)
        issue(['files', index, 'values'], 'Choose the values this file takes.');
      for (const value of file.values) {
        if (!schema.safeParse(value).success)
          issue(
            ['files', index, 'values'],
            `"${value}" is not a ${SEGMENT_SPLIT_LABELS[field].toLowerCase()}.`,
          );
        else if (allowed && allowed.length > 0 && !allowed.includes(value))
          issue(
            ['files', index, 'values'],
            `"${value}" is outside the segment's ${SEGMENT_SPLIT_LABELS[field].toLowerCase()} filter.`,
          );
        else if (seen.has(value)) issue(['files', index, 'values'], `"${value}" is in two files.`);
        seen.add(value);
      }
    });
  });
export type SegmentDefinition = z.infer<typeof SegmentDefinition>;

/** What a card tells about a segment package (public). */
export const SegmentOffer = z.object({
  rowCount: z.number().int(),
  /** The file names, in order. */
  files: z.array(z.string()),
  /** False while fewer checked leads than promised match: the package cannot be bought. */
  available: z.boolean(),
});
export type SegmentOffer = z.infer<typeof SegmentOffer>;

/** What staff see of a segment package (the package list and editor). */
export const SegmentStats = z.object({
  /** Leads that match now and are sold as they are: not suppressed, `valid` or `accept_all`. */
  liveCount: z.number().int(),
  /** Of them, checked by us within the freshness bound (the rest are checked at the cut). */
  freshCount: z.number().int(),
  /** Paid orders of the package. */
  sold: z.number().int(),
  /** When a buyer's files were last cut (ISO), null before the first. */
  lastCutAt: z.string().nullable(),
});
export type SegmentStats = z.infer<typeof SegmentStats>;

/** `POST /api/admin/packages/segment-preview`: what a definition would promise and hold now. */
export const SegmentPreview = z.object({
  promise: z.array(z.string()),
  liveCount: z.number().int(),
  freshCount: z.number().int(),
  /** Live count per file, in the definition's order. */
  files: z.array(z.object({ name: z.string(), liveCount: z.number().int() })),
  available: z.boolean(),
});
export type SegmentPreview = z.infer<typeof SegmentPreview>;

export const SEGMENT_FILES_STATUSES = ['preparing', 'ready', 'short'] as const;
export type SegmentFilesStatus = (typeof SEGMENT_FILES_STATUSES)[number];

/** One file of a buyer's cut, in both formats. */
export const CutFile = z.object({
  slot: z.number().int(),
  name: z.string(),
  rows: z.number().int(),
  formats: z.array(
    z.object({
      format: z.enum(SEGMENT_FILE_FORMATS),
      fileName: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
});
export type CutFile = z.infer<typeof CutFile>;

/**
 * A segment order's files as its owner (or staff) sees them once paid: `preparing` while the
 * cut runs (first time or a refresh), then `ready`, or `short` when fewer checked leads than
 * promised could be found (staff are told; the buyer gets what was found).
 */
export const OrderCut = z.object({
  status: z.enum(SEGMENT_FILES_STATUSES),
  rowCount: z.number().int(),
  rows: z.number().int(),
  files: z.array(CutFile),
  /** ISO; null while the first cut runs. */
  readyAt: z.string().nullable(),
  /** Until when (ISO) the buyer may ask for a refresh; null before the first cut. */
  refreshUntil: z.string().nullable(),
  /** Rows replaced by the last refresh. */
  replaced: z.number().int(),
});
export type OrderCut = z.infer<typeof OrderCut>;

/** `?format=` of `POST /api/orders/:id/deliveries/:slot` (a cut file; csv when left out). */
export const DeliveryFormatQuery = z.object({ format: z.enum(SEGMENT_FILE_FORMATS).optional() });
export type DeliveryFormatQuery = z.infer<typeof DeliveryFormatQuery>;

/** The error code of an order refused because the segment holds too few leads for this buyer. */
export const SEGMENT_SHORT = 'SEGMENT_SHORT';
