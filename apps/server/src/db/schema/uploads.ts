import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './stored-files.ts';

/**
 * A picture uploaded through `POST /api/upload`, served at `/uploads/<name>`: its bytes are a
 * stored file (modules/file-store), so every server process sharing the database serves it.
 * Removing the stored file removes the upload.
 */
export const uploads = pgTable('uploads', {
  /** `<32 hex>.webp`, random: the address never changes content, so it caches for a year. */
  name: text('name').primaryKey(),
  fileId: uuid('file_id')
    .notNull()
    .unique()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  /** When it was uploaded (for files moved in from DATA_DIR/uploads: the file's time). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
