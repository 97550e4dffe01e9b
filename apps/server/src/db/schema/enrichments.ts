import type { EnrichmentMapping, EnrichmentStop } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import {
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
import { user } from './auth.ts';
import { storedFiles } from './stored-files.ts';

/**
 * A customer's CSV of people to find addresses for (modules/enrichments). `status`: `uploaded`
 * (previewed), `queued` (committed with its credit cap, its job waiting), `running`, `done`,
 * `failed`.
 *
 * The job answers the rows in batches; each batch is one transaction writing its rows' answers
 * and the counters, `rows_done` being the last file row it covered, so a resumed job skips them.
 * The charges themselves are the reveal's (one credit per address unlocked, never twice).
 */
export const enrichments = pgTable(
  'enrichments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The uploaded file (file store), removed once the result is written. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The file back with the answers appended. */
    resultFileId: uuid('result_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    fileName: text('file_name').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    /** Suggested at upload, the customer's at commit. */
    mapping: jsonb('mapping').$type<EnrichmentMapping>().notNull(),
    maxCredits: integer('max_credits'),
    status: text('status')
      .$type<'uploaded' | 'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('uploaded'),
    /** The last file row (header = row 1) that a committed batch covered. */
    rowsDone: integer('rows_done').notNull().default(0),
    /** Data rows answered so far. */
    rowsAnswered: integer('rows_answered').notNull().default(0),
    found: integer('found').notNull().default(0),
    notFound: integer('not_found').notNull().default(0),
    charged: integer('charged').notNull().default(0),
    stoppedBy: text('stopped_by').$type<EnrichmentStop>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'enrichments_status',
      sql`${table.status} in ('uploaded', 'queued', 'running', 'done', 'failed')`,
    ),
    index('enrichments_user_created').on(table.userId, table.createdAt.desc()),
  ],
);

/** One answered row of an enrichment: what the result file appends to it. */
export const enrichmentRows = pgTable(
  'enrichment_rows',
  {
    enrichmentId: uuid('enrichment_id')
      .notNull()
      .references(() => enrichments.id, { onDelete: 'cascade' }),
    /** The row in the file (header = row 1). */
    rowNumber: integer('row_number').notNull(),
    email: text('email'),
    emailStatus: text('email_status'),
    confidence: integer('confidence').notNull().default(0),
    /** The check's reason for an answer; why there is none (`not_found`, `max_credits`, ...) otherwise. */
    reason: text('reason'),
    charged: integer('charged').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.enrichmentId, table.rowNumber] })],
);
