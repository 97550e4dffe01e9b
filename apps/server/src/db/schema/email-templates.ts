import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The order e-mail staff write in the back office. The newest row (highest `seq`) is the template
 * in use; older rows stay as history. Placeholders: {{customerName}}, {{orderId}},
 * {{packageName}}, {{amount}}, {{ordersUrl}}.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    html: text('html').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Save order: saves queue on a lock, so the highest is the newest, even within one
     * millisecond.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [index('email_templates_seq_idx').on(table.seq.desc())],
);
