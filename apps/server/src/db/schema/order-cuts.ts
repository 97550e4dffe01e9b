import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';
import { orders } from './orders.ts';
import { storedFiles } from './stored-files.ts';

/**
 * The files of a segment order (decision 048): cut for its buyer by the `packages.cut` job once
 * the payment is settled, and again when the buyer asks for a refresh. `preparing` while a cut
 * runs, `ready` when it found every promised row, `short` when fewer checked leads were left.
 */
export const orderCuts = pgTable(
  'order_cuts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('preparing'),
    /** Rows promised (the definition's count when ordered). */
    rowCount: integer('row_count').notNull(),
    /** Rows in the files now. */
    rows: integer('rows').notNull().default(0),
    /** Rows the last refresh replaced. */
    replaced: integer('replaced').notNull().default(0),
    /** When the first cut was ready: refreshes are offered for SEGMENT_REFRESH_DAYS after it. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the latest cut (first or refresh) ended. */
    cutAt: timestamp('cut_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_cuts_status', sql`${table.status} in ('preparing', 'ready', 'short')`),
    check('order_cuts_rows', sql`${table.rows} >= 0 and ${table.rowCount} > 0`),
  ],
);

/** Which leads a segment order delivered, in which file: the buyer owns them (dedup, refresh). */
export const orderCutLeads = pgTable(
  'order_cut_leads',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_cut_leads_pkey', columns: [table.orderId, table.leadId] }),
    check('order_cut_leads_slot', sql`${table.slot} between 1 and 3`),
    index('order_cut_leads_lead_idx').on(table.leadId),
  ],
);

/** A cut file in one format, kept in the file store; replaced by a refresh. */
export const orderCutFiles = pgTable(
  'order_cut_files',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    format: text('format').notNull(),
    /** The file's name in the segment ("North America"); the stored file has the download name. */
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({
      name: 'order_cut_files_pkey',
      columns: [table.orderId, table.slot, table.format],
    }),
    check('order_cut_files_slot', sql`${table.slot} between 1 and 3`),
    check('order_cut_files_format', sql`${table.format} in ('csv', 'xlsx')`),
  ],
);
