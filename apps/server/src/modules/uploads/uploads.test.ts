import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  type SignedIn,
  signInAs,
  TEST_ORIGIN,
  type TestContext,
} from '../../../test/helpers.ts';
import { sniffImage } from './service.ts';

let ctx: TestContext;
let person: SignedIn;

beforeAll(async () => {
  ctx = await buildTestApp();
  person = await signInAs(ctx.app, 'Customer');
});
afterAll(() => ctx.app.close());

function upload(
  content: Buffer,
  options: { field?: string; filename?: string; type?: string; cookie?: string | null } = {},
) {
  const boundary = `----leadvault${Date.now().toString(36)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; ` +
    `filename="${options.filename ?? 'picture.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  const cookie = options.cookie === undefined ? person.cookie : options.cookie;
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

const uploadsDir = () => path.join(ctx.dataDir, 'uploads');

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
    const before = readdirSync(uploadsDir()).length;
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
    expect(readdirSync(uploadsDir())).toHaveLength(before);
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
      headers: { origin: TEST_ORIGIN, cookie: person.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expectError(json, 415);
  });

  it('answers a JSON 404 for a picture that does not exist', async () => {
    expectError(await ctx.app.inject({ url: '/uploads/0123456789abcdef.webp' }), 404);
    expectError(await ctx.app.inject({ url: '/uploads/../db' }), 404);
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
