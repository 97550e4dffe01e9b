import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/index.ts';
import { CHUNK_BYTES, deleteFile, openStream, putStream, statFile } from './index.ts';

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

const sha256 = async (bytes: Buffer) =>
  (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<{ bytes: Buffer; pieces: number[] }> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { bytes: Buffer.concat(parts), pieces: parts.map((part) => part.length) };
}

async function chunkSizes(id: string): Promise<number[]> {
  const rows = await database.rows<{ size: number }>(
    sql`select octet_length(bytes)::int as size from stored_file_chunks where file_id = ${id} order by seq`,
  );
  return rows.map((row) => row.size);
}

/** Yields the content in uneven pieces, as a network stream would. */
function unevenStream(content: Buffer): Readable {
  const sizes = [1, 7_000, 300_000, 65_536, 2_000_001];
  return Readable.from(
    (function* () {
      let at = 0;
      for (let i = 0; at < content.length; i += 1) {
        const size = sizes[i % sizes.length] ?? 1;
        yield content.subarray(at, at + size);
        at += size;
      }
    })(),
  );
}

describe('file store', () => {
  it('stores a stream in 1 MiB chunks and reads it back byte for byte, chunk by chunk', async () => {
    const content = randomBytes(2 * CHUNK_BYTES + 12_345);
    const stored = await putStream(database.db, unevenStream(content), {
      name: 'leads ünïcode.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(stored).toMatchObject({
      name: 'leads ünïcode.csv',
      contentType: 'text/csv; charset=utf-8',
      sizeBytes: content.length,
      sha256: await sha256(content),
    });
    expect(await chunkSizes(stored.id)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 12_345]);
    expect(await statFile(database.db, stored.id)).toEqual(stored);

    const opened = await openStream(database.db, stored.id);
    expect(opened?.file).toEqual(stored);
    const { bytes, pieces } = await readAll(opened?.stream as Readable);
    expect(bytes.equals(content)).toBe(true);
    expect(pieces).toEqual([CHUNK_BYTES, CHUNK_BYTES, 12_345]);
  });

  it('stores a buffer and an empty file', async () => {
    const small = await putStream(database.db, Buffer.from('a,b\n1,2\n'), {
      name: 'small.csv',
      contentType: 'text/csv',
    });
    expect(small.sizeBytes).toBe(8);
    const read = await readAll((await openStream(database.db, small.id))?.stream as Readable);
    expect(read.bytes.toString()).toBe('a,b\n1,2\n');

    const empty = await putStream(database.db, Readable.from([]), {
      name: 'empty.csv',
      contentType: 'text/csv',
    });
    expect(empty).toMatchObject({ sizeBytes: 0, sha256: await sha256(Buffer.alloc(0)) });
    expect(
      (await readAll((await openStream(database.db, empty.id))?.stream as Readable)).bytes,
    ).toHaveLength(0);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const [before] = await database.rows<{ files: number; chunks: number }>(
      sql`select (select count(*) from stored_files)::int as files,
                 (select count(*) from stored_file_chunks)::int as chunks`,
    );
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        yield randomBytes(CHUNK_BYTES);
        throw new Error('The upload broke off');
      })(),
    );
    await expect(
      putStream(database.db, failing, { name: 'broken.csv', contentType: 'text/csv' }),
    ).rejects.toThrow('The upload broke off');
    const [after] = await database.rows<{ files: number; chunks: number }>(
      sql`select (select count(*) from stored_files)::int as files,
                 (select count(*) from stored_file_chunks)::int as chunks`,
    );
    expect(after).toEqual(before);
  });

  it("joins the caller's transaction: rolled back with it", async () => {
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = (await putStream(tx, Buffer.from('x'), { name: 'x.csv', contentType: 'text/csv' })).id;
        expect(await statFile(tx, id)).toBeDefined();
        throw new Error('caller gave up');
      }),
    ).rejects.toThrow('caller gave up');
    expect(id).not.toBe('');
    expect(await statFile(database.db, id)).toBeUndefined();
  });

  it('deletes a file with its chunks; unknown or malformed ids are simply absent', async () => {
    const stored = await putStream(database.db, randomBytes(CHUNK_BYTES + 1), {
      name: 'gone.xlsx',
      contentType: 'application/octet-stream',
    });
    expect(await deleteFile(database.db, stored.id)).toBe(true);
    expect(await chunkSizes(stored.id)).toEqual([]);
    expect(await statFile(database.db, stored.id)).toBeUndefined();
    expect(await openStream(database.db, stored.id)).toBeUndefined();
    expect(await deleteFile(database.db, stored.id)).toBe(false);
    expect(await openStream(database.db, 'not-a-uuid')).toBeUndefined();
    expect(await deleteFile(database.db, 'not-a-uuid')).toBe(false);
  });

  it('ends the stream with an error when the file is deleted while it is read', async () => {
    const stored = await putStream(database.db, randomBytes(3 * CHUNK_BYTES), {
      name: 'racing.csv',
      contentType: 'text/csv',
    });
    const opened = await openStream(database.db, stored.id);
    const stream = opened?.stream as Readable;
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await deleteFile(database.db, stored.id);
    await expect(
      (async () => {
        for (;;) if ((await iterator.next()).done) break;
      })(),
    ).rejects.toThrow(/lacks chunk/);
  });
});
