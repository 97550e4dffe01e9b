import { BOUNCE_OUTCOMES } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditLedger } from './credit-ledger.ts';
import { leadUnlocks } from './lead-unlocks.ts';

/**
 * A bounce reported against an unlock (LEADS.md rule 6, decision 040): one per unlock, made
 * within BOUNCE_WINDOW_DAYS of it. `checking` until our re-check concludes; then `refunded` (with
 * its `bounce_refund` ledger row) or `still_deliverable`, and `settled_at` set.
 */
export const bounceReports = pgTable(
  'bounce_reports',
  {
    userId: text('user_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    outcome: text('outcome').notNull().default('checking'),
    note: text('note').notNull().default(''),
    /**
     * The lead's newest check (`email_verifications.seq`) when the report was made, 0 for none:
     * the re-check that settles the report is a newer one. A sequence, not a time, because checks
     * are stamped by the server process's clock and reports by the database's.
     */
    checksBefore: bigint('checks_before', { mode: 'number' }).notNull().default(0),
    ledgerId: uuid('ledger_id').references(() => creditLedger.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'bounce_reports_pkey', columns: [table.userId, table.leadId] }),
    // The unlock reported on: gone with it (a lead erased at its person's request).
    foreignKey({
      name: 'bounce_reports_unlock_fk',
      columns: [table.userId, table.leadId],
      foreignColumns: [leadUnlocks.userId, leadUnlocks.leadId],
    }).onDelete('cascade'),
    check(
      'bounce_reports_outcome',
      sql`${table.outcome} in (${sql.raw(BOUNCE_OUTCOMES.map((outcome) => `'${outcome}'`).join(', '))})`,
    ),
    check('bounce_reports_note_length', sql`char_length(${table.note}) <= 500`),
    check(
      'bounce_reports_settled',
      sql`(${table.outcome} = 'checking') = (${table.settledAt} is null)`,
    ),
    // A person's latest reports (the abuse bound); pending reports of a lead (settlement).
    index('bounce_reports_user_reported_idx').on(table.userId, table.reportedAt.desc()),
    index('bounce_reports_checking_idx').on(table.leadId).where(sql`${table.outcome} = 'checking'`),
    index('bounce_reports_reported_idx').on(table.reportedAt),
  ],
);
