import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  type SignedIn,
  send,
  signInAs,
  TEST_ORIGIN,
  useTestApp,
} from '../../../test/helpers.ts';
import { uploads } from '../../db/schema/index.ts';
import { removeUnusedUploads } from './cleanup.ts';
import { moveUploadFolderIntoDatabase, saveUpload, sniffImage } from './service.ts';

const ctx = useTestApp({ people: { person: 'Customer' } });

function upload(
  content: Buffer,
  options: {
    field?: string;
    filename?: string;
    type?: string;
    cookie?: string | null;
    as?: SignedIn;
  } = {},
) {
  const boundary = `----leadvault${Date.now().toString(36)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; ` +
    `filename="${options.filename ?? 'picture.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  const cookie = options.cookie === undefined ? (options.as ?? ctx.person).cookie : options.cookie;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(format)
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Hidden Artist' } })
    .toBuffer();

/** How many pictures the database holds. */
async function storedCount(): Promise<number> {
  const [row] = await ctx.database.rows<{ count: number }>(
    sql`select count(*)::int as count from uploads`,
  );
  return row?.count ?? 0;
}

/** The names of the pictures the database holds, sorted. */
async function storedNames(): Promise<string[]> {
  const rows = await ctx.database.db.select({ name: uploads.name }).from(uploads);
  return rows.map((row) => row.name).sort();
}

describe('POST /api/upload', () => {
  it('answers 401 when signed out, before reading the file', async () => {
    expectError(await upload(await picture('png'), { cookie: null }), 401);
  });

  it('re-encodes a PNG as WebP under a random name, without its metadata or trailing bytes', async () => {
    const original = Buffer.concat([await picture('png'), Buffer.from('<?php echo "hidden"; ?>')]);
    const response = await upload(original);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().file;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('hidden')).toBe(false);
    expect(served.rawPayload.includes('Secret Camera')).toBe(false);
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));

    // Kept in the database with a strong ETag of its content: a browser revalidates for free.
    const etag = served.headers.etag;
    expect(etag).toBe(`"${createHash('sha256').update(served.rawPayload).digest('hex')}"`);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(readdirSync(ctx.dataDir)).not.toContain('uploads');
  });

  it('accepts JPEG, WebP and GIF too, by their content whatever the name says', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const response = await upload(await picture(format), {
        filename: 'holiday.txt',
        type: 'text/plain',
      });
      expect(response.statusCode, `${format}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const before = await storedCount();
    for (const content of [
      Buffer.from('just some text pretending to be a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('broken'),
      ]),
    ]) {
      expectError(await upload(content, { filename: 'photo.png' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await storedCount()).toBe(before);
  });

  it('takes pictures of a few megabytes and refuses a file over 5 MB with 413', async () => {
    const noisy = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(noisy)).statusCode).toBe(200);

    const big = Buffer.concat([await picture('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const error = expectError(await upload(big), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.message).toBe('The image is larger than 5 MB.');
  });

  it('wants the picture in the field "image", sent as multipart', async () => {
    expectError(await upload(await picture('png'), { field: 'avatar' }), 400, 'VALIDATION_ERROR');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: {
        origin: TEST_ORIGIN,
        cookie: ctx.person.cookie,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expectError(json, 415);
  });

  it('answers a JSON 404 for a picture that does not exist', async () => {
    expectError(await ctx.app.inject({ url: '/uploads/0123456789abcdef.webp' }), 404);
    expectError(await ctx.app.inject({ url: '/uploads/../db' }), 404);
  });
});

/**
 * A PNG whose header says `width` × `height` with almost no data behind it: the kind of small
 * file that would decode to a huge image.
 */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pictures that decode to too many pixels', () => {
  it('are refused from their header with a clear 400, before any decoding', async () => {
    const uploader = await signInAs(ctx.app, 'Customer');
    const before = await storedCount();
    for (const [width, height] of [
      [7000, 7000],
      [4097, 4096],
      [100_000, 200],
    ] as const) {
      const started = Date.now();
      const response = await upload(pngHeaderOnly(width, height), { as: uploader });
      const error = expectError(response, 400, 'IMAGE_TOO_LARGE');
      expect(error.message).toBe(
        'The image is too large: at most 4096 × 4096 pixels (about 16 megapixels). Make it smaller and try again.',
      );
      expect(Date.now() - started, `${width}×${height}`).toBeLessThan(1000);
    }
    expect(await storedCount()).toBe(before);
  });
});

describe('uploads per person', () => {
  it('are limited to 20 in 10 minutes, counted in the database even when sent all at once', async () => {
    const busy = await signInAs(ctx.app, 'Customer');
    const image = await picture('png');
    const responses = await Promise.all(
      Array.from({ length: 32 }, () => upload(image, { as: busy })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    const refused = responses.find((response) => response.statusCode === 429);
    if (!refused) throw new Error('no upload was refused');
    const error = expectError(refused, 429, 'RATE_LIMITED');
    expect(error.message).toMatch(
      /^Too many uploads: at most 20 pictures in 10 minutes\. Please try again in (10 minutes|\d minutes?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Someone else uploads as usual.
    expect((await upload(image, { as: await signInAs(ctx.app, 'Customer') })).statusCode).toBe(200);
  });
});

describe('unused uploads', () => {
  const name = (digit: string) => `${digit.repeat(32)}.webp`;
  const HOUR = 60 * 60 * 1000;
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('are removed after an hour unless a profile, a package or site content refers to them', async () => {
    const owner = await signInAs(ctx.app, 'Customer');
    const me = (await send(ctx.app, { url: '/api/me', cookie: owner.cookie })).json();
    await ctx.database.rows(
      sql`update profiles set profile_img = ${`/uploads/${name('a')}`} where id = ${me.profile._id}`,
    );
    await ctx.database.rows(
      sql`insert into packages (package_name, price_cents, img) values ('Pictured', 100, ${`/uploads/${name('b')}`})`,
    );
    await ctx.database.rows(
      sql`insert into team_members (person_name, person_img) values ('Ada', ${`/uploads/${name('c')}`})`,
    );
    await ctx.database.rows(sql`delete from uploads`);
    for (const digit of ['a', 'b', 'c', 'd']) {
      await saveUpload(ctx.database.db, name(digit), Buffer.from('x'), ago(2 * HOUR));
    }
    // Unused, but only ten minutes old.
    await saveUpload(ctx.database.db, name('e'), Buffer.from('x'), ago(10 * 60 * 1000));

    const removed = await removeUnusedUploads(ctx.database.db);
    expect(removed).toEqual([name('d')]);
    expect(await storedNames()).toEqual([name('a'), name('b'), name('c'), name('e')]);
    // Its bytes went with it.
    const files = await ctx.database.rows<{ name: string }>(
      sql`select name from stored_files where content_type = 'image/webp'`,
    );
    expect(files.map((file) => file.name)).not.toContain(name('d'));
    expect((await ctx.app.inject({ url: `/uploads/${name('d')}` })).statusCode).toBe(404);

    // A replaced profile picture is unused from then on.
    await ctx.database.rows(
      sql`update profiles set profile_img = '/images/default-avatar.svg' where id = ${me.profile._id}`,
    );
    expect(await removeUnusedUploads(ctx.database.db)).toEqual([name('a')]);
  });

  function storeFile(dir: string, file: string, ageMs: number, content: string | Buffer = 'x') {
    writeFileSync(path.join(dir, file), content);
    const when = ago(ageMs);
    utimesSync(path.join(dir, file), when, when);
  }

  it('kept in the data folder by earlier versions move into the database at start, same address', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-start-'));
    const folder = path.join(dataDir, 'uploads');
    mkdirSync(folder);
    const recent = await picture('webp');
    storeFile(folder, name('7'), 10 * 60 * 1000, recent);
    storeFile(folder, name('8'), 2 * HOUR); // old and unused: moved, then removed
    storeFile(folder, 'readme.txt', 2 * HOUR); // not one of ours: left alone
    const started = await buildTestApp({ DATA_DIR: dataDir });
    try {
      await expect.poll(() => readdirSync(folder), { timeout: 10_000 }).toEqual(['readme.txt']);
      const served = await started.app.inject({ url: `/uploads/${name('7')}` });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, recent)).toBe(0);
      await expect
        .poll(async () => (await started.app.inject({ url: `/uploads/${name('8')}` })).statusCode)
        .toBe(404);
      // Again (another process, a restart): nothing left to move, nothing doubled.
      storeFile(folder, name('7'), 10 * 60 * 1000, 'a different file under a taken name');
      expect(await moveUploadFolderIntoDatabase(started.database.db, folder)).toBe(0);
      const again = await started.app.inject({ url: `/uploads/${name('7')}` });
      expect(Buffer.compare(again.rawPayload, recent)).toBe(0);
    } finally {
      await started.app.close();
    }
  });
});

describe('sniffImage', () => {
  it('knows the four image types by their first bytes only', async () => {
    expect(sniffImage(await picture('png'))).toBe('png');
    expect(sniffImage(await picture('jpeg'))).toBe('jpeg');
    expect(sniffImage(await picture('webp'))).toBe('webp');
    expect(sniffImage(await picture('gif'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF1234WAVEfmt '))).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF8'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});
