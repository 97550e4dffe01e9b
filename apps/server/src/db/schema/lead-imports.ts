import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';
import { storedFiles } from './stored-files.ts';

/**
 * A CSV of leads uploaded by an Admin (modules/lead-imports). `status`: `uploaded` (previewed,
 * waiting for the mapping), `queued` (committed, its job waiting), `running`, `done`, `failed`.
 *
 * The job commits the file in batches; each batch is one transaction that writes its leads, its
 * rejected rows and the counters below together, `rows_done` being the last file row it covered.
 * A job that resumes after a restart skips the rows up to `rows_done`, so a batch is never
 * counted or written twice.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploaded bytes (file store), read by whichever process runs the job. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** `,` or `;`, detected from the header line. */
    delimiter: text('delimiter').notNull(),
    /** The column headings of the file, in order (made unique: `Email;Email` -> `Email (2)`). */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The first rows, for the preview. */
    sample: jsonb('sample').$type<string[][]>().notNull(),
    /** Lead field -> column position (0 = first), chosen at commit; a heading in imports of before. */
    mapping: jsonb('mapping').$type<Record<string, string | number>>(),
    onDuplicate: text('on_duplicate').$type<'skip' | 'update'>(),
    status: text('status')
      .$type<'uploaded' | 'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('uploaded'),
    /** Data rows read so far (blank lines are not counted); the final total once done. */
    total: integer('total').notNull().default(0),
    /** Data rows of the file, counted at upload (progress: `total` of `rows_total`). */
    rowsTotal: integer('rows_total'),
    /** Rows loaded with an optional value left empty, by warning (LEAD_IMPORT_WARNINGS). */
    warnings: jsonb('warnings').$type<Record<string, number>>().notNull().default({}),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    suppressed: integer('suppressed').notNull().default(0),
    /** The last file row (header = row 1) that a committed batch covered. */
    rowsDone: integer('rows_done').notNull().default(0),
    /** Bytes of the file read up to `rows_done` (progress). */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    jobId: uuid('job_id'),
    /**
     * Checks of the leads it inserted or updated, queued in the transaction that finished it
     * (issue 26); null while none were (not finished, or checks off).
     */
    verificationQueued: integer('verification_queued'),
    error: text('error'),
    /** The Admin who uploaded it; `created_by_email` becomes the leads' `lead_added`. */
    createdBy: text('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'lead_imports_status',
      sql`${table.status} in ('uploaded', 'queued', 'running', 'done', 'failed')`,
    ),
    check(
      'lead_imports_on_duplicate',
      sql`${table.onDuplicate} is null or ${table.onDuplicate} in ('skip', 'update')`,
    ),
    // chr(59) is the semicolon: drizzle-kit would cut the migration at a literal one.
    check('lead_imports_delimiter', sql`${table.delimiter} in (',', chr(59))`),
    index('lead_imports_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** A row an import did not load as it is: why, and the row's original values. */
export const leadImportRejections = pgTable(
  'lead_import_rejections',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    /** The row in the file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    /** `invalid`, `duplicate`, `suppressed`. */
    kind: text('kind').notNull(),
    /** The reason as the report counts it (LEAD_IMPORT_REJECTION_REASONS). */
    reasonCode: text('reason_code').notNull().default('other'),
    reason: text('reason').notNull(),
    /** The row's cells as they were in the file. */
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'lead_import_rejections_pkey', columns: [table.importId, table.rowNumber] }),
  ],
);

/**
 * The leads an import inserted or updated, written with each batch: what its checks are queued
 * for when it finishes, and what its report counts (`leads.import_id` names only the import that
 * inserted a lead).
 */
export const leadImportLeads = pgTable(
  'lead_import_leads',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'lead_import_leads_pkey', columns: [table.importId, table.leadId] }),
    // An erased lead's links go with it (the cascade looks them up by lead).
    index('lead_import_leads_lead_idx').on(table.leadId),
  ],
);
