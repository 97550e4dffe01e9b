import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes. postgres-js answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A file kept in the database (modules/file-store), so every server process sharing one
 * PostgreSQL reads the same bytes. Never served publicly: an area hands it out after its own
 * checks (a package's database files through signed download links).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The original file name, shown and offered as the download's name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Lower-case hex SHA-256 of the whole content. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_size_non_negative', sql`${table.sizeBytes} >= 0`)],
);

/** The content of a stored file in order, at most 1 MiB per chunk. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ name: 'stored_file_chunks_pkey', columns: [table.fileId, table.seq] }),
    check('stored_file_chunks_size', sql`octet_length(${table.bytes}) <= 1048576`),
  ],
);
