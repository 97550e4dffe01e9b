import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { storedFiles } from './stored-files.ts';

/** The seller as printed on an invoice: the header and footer of every document. */
export type SellerSnapshot = {
  legalName: string;
  address: string;
  registrationId: string;
  footer: string;
  numberPrefix: string;
};

/**
 * The seller details staff edit in the back office (one row, id 1). Read when a document is
 * issued and copied onto it: an edit here never changes a document already issued.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    registrationId: text('registration_id').notNull(),
    footer: text('footer').notNull().default(''),
    numberPrefix: text('number_prefix').notNull().default('INV'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('invoice_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * The gap-free counter of invoice and credit-note numbers, one row per calendar year. A number
 * is taken by updating this row inside the transaction that settles (or refunds) the order: the
 * row lock makes concurrent settlements take turns, and a rollback gives the number back
 * (decision 050). Not a PostgreSQL sequence: those skip numbers on rollback.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_positive', sql`${table.lastNumber} > 0`)],
);

/**
 * An issued invoice or credit note: its number, the seller and buyer as they were when it was
 * issued, and its PDF in the file store. Never updated after the PDF is stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** `INV-2026-000001`: the prefix at issue time, the year, the counter's value. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** The invoice a credit note cancels; null for an invoice. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    /** The amount the document states, in cents (positive for both kinds). */
    totalCents: integer('total_cents').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoices_kind', sql`${table.kind} in ('invoice', 'credit_note')`),
    unique('invoices_order_kind').on(table.orderId, table.kind),
    unique('invoices_year_seq').on(table.year, table.seq),
  ],
);
