/**
 * File store: files kept in the database, so several server processes sharing one PostgreSQL
 * (and PGlite alike) read the same bytes, and a file is written or removed in the same
 * transaction as the record that refers to it. Tables `stored_files` (name, type, size,
 * SHA-256) and `stored_file_chunks` (the bytes in 1 MiB rows).
 *
 * - `putStream(db, source, { name, contentType })` stores a stream, async iterable or buffer
 *   in one transaction (a savepoint inside yours when `db` is a transaction handle) and answers
 *   the `StoredFile` (`id`, `sizeBytes`, `sha256`, ...). A source that throws midway stores
 *   nothing. The transaction lasts as long as the source: spool a client's upload to disk first.
 * - `openStream(db, id)` answers `{ file, stream }`, the stream reading one chunk row at a time
 *   (never the whole file in memory), or undefined for an unknown id.
 * - `statFile(db, id)` answers the file's details without its content.
 * - `deleteFile(db, id)` removes a file and its chunks (refused by the database while a record
 *   still refers to it with `on delete restrict`).
 *
 * Nothing here checks who may read a file or what it contains: the area that stores a file
 * validates it first and hands it out after its own authorization.
 */
export {
  CHUNK_BYTES,
  deleteFile,
  openStream,
  putStream,
  type StoredFile,
  statFile,
} from './service.ts';
