import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The latest period a recurring task was claimed for (lib/once-per-period.ts): every server
 * process tries each period, and the one whose conditional upsert moves `period_start` forward
 * runs it.
 */
export const periodClaims = pgTable('period_claims', {
  name: text('name').primaryKey(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
