import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages.ts';
import { storedFiles } from './stored-files.ts';

/**
 * A database file hosted by the store for one of a package's three access slots, instead of
 * an external link (the slot's access_link_N is then empty). Paid content: handed out only to
 * the owner of a Received order, through a signed download link (modules/deliveries).
 */
export const packageFiles = pgTable(
  'package_files',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'package_files_pkey', columns: [table.packageId, table.slot] }),
    check('package_files_slot', sql`${table.slot} between 1 and 3`),
  ],
);
