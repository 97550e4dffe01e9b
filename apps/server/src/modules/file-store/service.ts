import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { storedFileChunks, storedFiles } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/route-schema.ts';

/** The largest chunk row: 1 MiB (the table's check constraint says the same). */
export const CHUNK_BYTES = 1024 * 1024;

export type StoredFile = {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  /** Lower-case hex SHA-256 of the content. */
  sha256: string;
  createdAt: Date;
};

export type FileMeta = { name: string; contentType: string };

/** Bytes as they come: a Node stream, any async iterable of bytes, or one buffer. */
export type FileSource = AsyncIterable<Uint8Array | string> | Uint8Array;

async function* pieces(source: FileSource): AsyncGenerator<Buffer> {
  if (source instanceof Uint8Array) {
    yield Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    return;
  }
  for await (const piece of source) {
    yield typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece);
  }
}

/** Cuts whatever sizes the source yields into chunks of exactly CHUNK_BYTES (the last shorter). */
async function* chunked(source: FileSource): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const piece of pieces(source)) {
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < CHUNK_BYTES) continue;
    let joined = Buffer.concat(held, heldBytes);
    while (joined.length >= CHUNK_BYTES) {
      yield joined.subarray(0, CHUNK_BYTES);
      joined = joined.subarray(CHUNK_BYTES);
    }
    held = joined.length > 0 ? [joined] : [];
    heldBytes = joined.length;
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

/**
 * Stores the source's bytes as a new file, in one transaction (a savepoint inside the caller's
 * transaction when given one): a source that fails midway leaves nothing behind, and the caller
 * can refer to the file in the same transaction.
 *
 * The transaction stays open while the source is read. On PGlite every other query waits
 * meanwhile, so hand it a fast source (a buffer, a file on disk), never a client's upload as it
 * arrives: spool that to disk first.
 */
export async function putStream(
  db: DbOrTx,
  source: FileSource,
  meta: FileMeta,
): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(storedFiles)
      .values({ name: meta.name, contentType: meta.contentType, sizeBytes: 0, sha256: '' })
      .returning({ id: storedFiles.id });
    if (!created) throw new Error('No stored file row was created');
    const hash = createHash('sha256');
    let sizeBytes = 0;
    let seq = 0;
    for await (const chunk of chunked(source)) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      await tx.insert(storedFileChunks).values({ fileId: created.id, seq, bytes: chunk });
      seq += 1;
    }
    const [row] = await tx
      .update(storedFiles)
      .set({ sizeBytes, sha256: hash.digest('hex') })
      .where(eq(storedFiles.id, created.id))
      .returning();
    if (!row) throw new Error('The stored file row is gone');
    return row;
  });
}

/** The file's name, type, size and hash; undefined when there is no such file. */
export async function statFile(db: DbOrTx, id: string): Promise<StoredFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/**
 * The file and a stream of its content that reads one chunk row at a time as the consumer asks
 * (at most about 1 MiB in memory, whatever the file's size). A file deleted while it is read
 * ends the stream with an error. Undefined when there is no such file.
 */
export async function openStream(
  db: DbOrTx,
  id: string,
): Promise<{ file: StoredFile; stream: Readable } | undefined> {
  const file = await statFile(db, id);
  if (!file) return undefined;
  const { sizeBytes } = file;
  async function* read(): AsyncGenerator<Buffer> {
    let sent = 0;
    for (let seq = 0; sent < sizeBytes; seq += 1) {
      const [chunk] = await db
        .select({ bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.seq, seq)))
        .limit(1);
      if (!chunk) throw new Error(`Stored file ${id} lacks chunk ${seq}`);
      sent += chunk.bytes.length;
      yield chunk.bytes;
    }
  }
  return { file, stream: Readable.from(read(), { objectMode: false, highWaterMark: 1 }) };
}

/** Removes the file and its chunks; answers whether there was one. */
export async function deleteFile(db: DbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const removed = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, id))
    .returning({ id: storedFiles.id });
  return removed.length > 0;
}
