import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A customer's key for the leads API (`Authorization: Bearer lv_…`). The key itself is shown
 * once; only its SHA-256 is kept, with a short prefix to tell keys apart. Revoking is soft.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key (`lv_AbC12x`), shown in the list. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_unique'),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_user_created_idx').on(table.userId, table.createdAt.desc())],
);
