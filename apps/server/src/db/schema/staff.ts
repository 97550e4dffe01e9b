import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The spec's `users` allow-list: whoever signs in with one of these e-mails is staff. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull().unique(),
    userRole: text('user_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_role', sql`${table.userRole} in ('Admin', 'Manager')`),
    check('staff_members_email_lowercase', sql`${table.userEmail} = lower(${table.userEmail})`),
  ],
);
