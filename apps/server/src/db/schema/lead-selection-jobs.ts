import type {
  LeadExportColumn,
  LeadExportFormat,
  LeadFilters,
  SelectionAction,
  SelectionJobStatus,
  SelectionStopReason,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leadLists } from './lead-lists.ts';
import { storedFiles } from './stored-files.ts';

/**
 * A whole-search action (modules/lead-selection): reveal, add to a list or export the first
 * 10,000 matches of a search. The matching ids are snapshot in id order when it is made
 * (`lead_ids`), so the job acts on what the person was quoted, whatever is imported meanwhile.
 *
 * The job goes through them in batches; each batch is one transaction that writes its unlocks,
 * its one ledger row (reveal) and these counters, `done` being how far it got, so a resumed job
 * starts after it. `status`: queued, running, done, `stopped` (a reveal that ran out of credits
 * or reached `max_credits`: `stop_reason`), failed.
 */
export const leadSelectionJobs = pgTable(
  'lead_selection_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action').$type<SelectionAction>().notNull(),
    /** The search's filters, as the person gave them (what the selection was read with). */
    filters: jsonb('filters').$type<LeadFilters>().notNull(),
    leadIds: uuid('lead_ids').array().notNull(),
    total: integer('total').notNull().default(0),
    listId: uuid('list_id').references(() => leadLists.id, { onDelete: 'set null' }),
    format: text('format').$type<LeadExportFormat>(),
    columns: jsonb('columns').$type<LeadExportColumn[]>(),
    maxCredits: integer('max_credits'),
    status: text('status').$type<SelectionJobStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    charged: integer('charged').notNull().default(0),
    revealed: integer('revealed').notNull().default(0),
    owned: integer('owned').notNull().default(0),
    unavailable: integer('unavailable').notNull().default(0),
    checking: integer('checking').notNull().default(0),
    added: integer('added').notNull().default(0),
    stopReason: text('stop_reason').$type<SelectionStopReason>(),
    resultFileId: uuid('result_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lead_selection_jobs_action', sql`${table.action} in ('reveal', 'list', 'export')`),
    check(
      'lead_selection_jobs_status',
      sql`${table.status} in ('queued', 'running', 'done', 'stopped', 'failed')`,
    ),
    index('lead_selection_jobs_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);
