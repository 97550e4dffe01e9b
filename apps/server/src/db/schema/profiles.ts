import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A customer's store profile (name, picture, credit balance). A database trigger creates it in
 * the same transaction as the account row, whichever way the account was made (see
 * docs/decisions/003-profile-created-by-trigger.md).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull().unique(),
    profileStatus: text('profile_status').notNull().default('Approved'),
    userPoint: integer('user_point').notNull().default(5),
    profileImg: text('profile_img').notNull().default('/images/default-avatar.svg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('profiles_user_point_non_negative', sql`${table.userPoint} >= 0`)],
);
