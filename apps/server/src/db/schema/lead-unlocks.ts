import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { creditLedger } from './credit-ledger.ts';
import { leads } from './leads.ts';

/** A lead whose e-mail a person has paid for: theirs forever, revealed again for free. */
export const leadUnlocks = pgTable(
  'lead_unlocks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    cost: integer('cost').notNull(),
    ledgerId: uuid('ledger_id').references(() => creditLedger.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    primaryKey({ name: 'lead_unlocks_pkey', columns: [table.userId, table.leadId] }),
    // "My leads": newest unlock first.
    index('lead_unlocks_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.leadId.desc(),
    ),
    index('lead_unlocks_lead_idx').on(table.leadId),
    // The leads of one reveal (My Leads narrowed to it: the reveal's ledger rows, then these).
    index('lead_unlocks_ledger_idx').on(table.ledgerId).where(sql`${table.ledgerId} is not null`),
  ],
);
