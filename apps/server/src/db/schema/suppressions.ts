import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * People who asked not to be sold (LEADS.md rule 5): one row per suppressed e-mail address or
 * whole company domain. This table is the source of truth that every import checks; the leads it
 * covers carry `suppressed_at` so that search skips them without a join.
 */
export const suppressions = pgTable(
  'suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case address, or null for a domain suppression. */
    email: text('email'),
    /** Lower-case domain (`example.com`), or null for an address suppression. */
    domain: text('domain'),
    reason: text('reason').notNull().default(''),
    /** `staff` (added in the back office) or `opt_out` (confirmed by the person). */
    source: text('source').notNull(),
    /** The staff member's e-mail for a staff suppression. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('suppressions_one_target', sql`(${table.email} is null) <> (${table.domain} is null)`),
    check('suppressions_source', sql`${table.source} in ('staff', 'opt_out')`),
    check('suppressions_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('suppressions_domain_lower_case', sql`${table.domain} = lower(${table.domain})`),
    uniqueIndex('suppressions_email_unique').on(table.email),
    uniqueIndex('suppressions_domain_unique').on(table.domain),
    index('suppressions_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A pending public opt-out: the confirmation link's token is stored only as its SHA-256, used
 * once (`confirmed_at`) and valid until `expires_at`.
 */
export const optOutRequests = pgTable(
  'opt_out_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('opt_out_requests_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opt_out_requests_expires_idx').on(table.expiresAt)],
);
