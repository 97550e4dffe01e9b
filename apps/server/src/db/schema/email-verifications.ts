import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';

/** The domain of a checked address, as its index holds it: queries must use this expression. */
export const emailDomain = (email: AnyPgColumn): SQL => sql`split_part(${email}, '@', 2)`;

/**
 * Our own checks of leads' addresses (LEADS.md, "E-mail verification"; issue 26): one row per
 * conclusion, history that is never rewritten (decision 038). `leads.email_status`,
 * `verified_at` and `verification_reason` follow the latest conclusive one. The address is kept
 * as checked: a lead's e-mail may be edited later, and the evidence belongs to the address.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** valid, accept_all, invalid, unknown (the contract's LEAD_EMAIL_STATUSES). */
    status: text('status').notNull(),
    /** Why (the checker's CheckReason: mailbox_exists, catch_all, greylisted, ...). */
    reason: text('reason').notNull(),
    /** Facts beside the verdict: role, webmail, full_inbox. */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    smtpCode: smallint('smtp_code'),
    enhancedCode: text('enhanced_code'),
    /** The server's reply, cut to 200 characters by the checker (and here, by a CHECK). */
    reply: text('reply'),
    mailHost: text('mail_host'),
    /** smtp or http. */
    method: text('method').notNull(),
    durationMs: integer('duration_ms').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: checks of one lead within the same instant still read newest first. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    check(
      'email_verifications_status',
      sql`${table.status} in ('valid', 'accept_all', 'unknown', 'invalid')`,
    ),
    check('email_verifications_method', sql`${table.method} in ('smtp', 'http')`),
    check('email_verifications_reply_length', sql`char_length(${table.reply}) <= 200`),
    index('email_verifications_lead_idx').on(
      table.leadId,
      table.checkedAt.desc(),
      table.seq.desc(),
    ),
    // The staff summary reads the last 30 days.
    index('email_verifications_checked_idx').on(table.checkedAt),
    // A domain's latest evidence (the domain search, company pages): no scan of every check.
    // Read backwards for the newest first.
    index('email_verifications_domain_checked_idx').on(emailDomain(table.email), table.checkedAt),
  ],
);

/**
 * The checker's per-domain caches (`DomainCache`: mail hosts, catch-all) shared by every server
 * process. `kind` names the cache; an expired row is ignored and overwritten by the next set.
 */
export const verificationDomainCache = pgTable(
  'verification_domain_cache',
  {
    domain: text('domain').notNull(),
    kind: text('kind').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'verification_domain_cache_pkey', columns: [table.domain, table.kind] }),
  ],
);

/**
 * Sessions open with a mail host, across processes: at most as many slots per host as the
 * limit (2), each held by one session until it releases it or its lease runs out (a process
 * that died mid-session frees its slot by itself). Decision 038.
 */
export const verificationHostLeases = pgTable(
  'verification_host_leases',
  {
    mailHost: text('mail_host').notNull(),
    slot: smallint('slot').notNull(),
    /** A random token of the session holding it. */
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'verification_host_leases_pkey', columns: [table.mailHost, table.slot] }),
  ],
);
