import { Readable } from 'node:stream';
import { DATABASE_FILE_MAX_BYTES, DATABASE_FILE_TYPES } from '@leadvault/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { paidOrder, placeOrder, seedPackage, webhooksDelivered } from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { seedContent } from '../content/index.ts';
import { DatabaseFileInspector, databaseFileName } from './content-check.ts';
import { PACKAGE_FILE_RATE_LIMIT } from './routes.ts';
import { seedDemoDatabaseFiles } from './seed.ts';
import { tinyXlsx, uploadDatabaseFile, zipOf } from './test-files.ts';
import { signDownload, verifyDownload } from './tokens.ts';

const SECRET = 'test-secret-that-is-long-enough-for-better-auth';
const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';
const CSV = Buffer.from(
  '\uFEFFFirst Name,Email\r\nZoë,zoe@acme.example\r\nJosé,jose@acme.example\r\n',
);

const ctx = useTestApp({
  people: { admin: 'Admin', manager: 'Manager', owner: 'Customer', other: 'Customer' },
});

// Each test counts its own uploads: the Admin's limit is not what most of them test.
beforeEach(async () => {
  await ctx.database.rows(sql`delete from rate_limit where key like 'package-file:%'`);
});

async function counts() {
  const [row] = await ctx.database.rows<{ files: number; chunks: number; links: number }>(
    sql`select (select count(*) from stored_files)::int as files,
               (select count(*) from stored_file_chunks)::int as chunks,
               (select count(*) from package_files)::int as links`,
  );
  return row;
}

const attach = (
  packageId: string,
  slot: number | string,
  content: Buffer | Readable = CSV,
  extra: { filename?: string; cookie?: string; field?: string } = {},
) =>
  uploadDatabaseFile(ctx.app, {
    packageId,
    slot,
    content,
    cookie: extra.cookie ?? ctx.admin.cookie,
    filename: extra.filename,
    field: extra.field,
  });

const adminPackage = async (id: string) =>
  (await send(ctx.app, { url: `/api/admin/package/${id}`, cookie: ctx.admin.cookie })).json();

async function receivedOrder(packageId: string, who: SignedIn = ctx.owner) {
  const order = await placeOrder(ctx.app, who.cookie, packageId);
  await ctx.database.db
    .update(schema.orders)
    .set({ paymentStatus: 'Received', orderStatus: 'Completed', paidAt: new Date() })
    .where(eq(schema.orders.id, order._id));
  return order;
}

const deliver = (orderId: string, slot: number | string, who?: SignedIn) =>
  send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${orderId}/deliveries/${slot}`,
    cookie: who?.cookie,
    body: {},
  });

const deliveryRecord = (orderId: string, who: SignedIn | null = ctx.admin) =>
  send(ctx.app, { url: `/api/orders/${orderId}/deliveries`, cookie: who?.cookie });

describe('content check', () => {
  const verdict = (...pieces: Buffer[]) => {
    const inspector = new DatabaseFileInspector();
    for (const piece of pieces) inspector.push(piece);
    return inspector.finish();
  };

  it('takes UTF-8 text with or without a BOM, and XLSX workbooks, in any pieces', () => {
    expect(verdict(CSV)).toBe('csv');
    expect(verdict(Buffer.from('a;b\n1;2'))).toBe('csv');
    expect(verdict(Buffer.from('ab'))).toBe('csv');
    // A multi-byte character split between two pieces.
    const text = Buffer.from('name\nZoë\n');
    expect(verdict(text.subarray(0, 7), text.subarray(7))).toBe('csv');
    const workbook = tinyXlsx();
    expect(verdict(workbook)).toBe('xlsx');
    const pieces = Array.from({ length: Math.ceil(workbook.length / 7) }, (_, i) =>
      workbook.subarray(i * 7, i * 7 + 7),
    );
    expect(verdict(...pieces)).toBe('xlsx');
  });

  it('refuses empty files, binary data, other encodings and zips that are not workbooks', () => {
    expect(() => verdict()).toThrow(/empty/);
    expect(() => verdict(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toThrow(
      /binary/,
    );
    expect(() => verdict(Buffer.from('caf\xe9', 'latin1'))).toThrow(/not UTF-8/);
    expect(() => verdict(Buffer.from('name\n\xc3', 'latin1'))).toThrow(/not UTF-8/);
    // A zip is only a candidate here: its central directory is read from the spooled file.
    expect(verdict(zipOf({ 'readme.txt': 'hello' }))).toBe('xlsx');
    expect(() => verdict(Buffer.from('MZ\x90\x00\x03\x00', 'latin1'))).toThrow(/binary/);
  });

  it('names the file after the upload, without folders, ending in what it really is', () => {
    expect(databaseFileName('leads 2026.csv', 'csv', 1)).toBe('leads 2026.csv');
    expect(databaseFileName('C:\\Users\\me\\Zoë leads.txt', 'csv', 1)).toBe('Zoë leads.csv');
    expect(databaseFileName('book.csv', 'xlsx', 2)).toBe('book.xlsx');
    expect(databaseFileName('report', 'xlsx', 2)).toBe('report.xlsx');
    expect(databaseFileName('../../etc/passwd', 'csv', 3)).toBe('passwd.csv');
    expect(databaseFileName('"\u0000\r\n.csv', 'csv', 3)).toBe('database-3.csv');
    expect(databaseFileName(undefined, 'csv', 2)).toBe('database-2.csv');
    expect(databaseFileName(`${'x'.repeat(400)}.csv`, 'csv', 1)).toHaveLength(150);
  });
});

describe('download tokens', () => {
  const grant = { orderId: UNKNOWN_ID, slot: 2 as const, userId: 'user-1' };

  it('round-trips a grant for its person until it expires five minutes later', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const { token, expiresAt } = signDownload(SECRET, grant, now);
    // Short enough for one path segment (Fastify allows 100 characters).
    expect(token).toMatch(/^[\w-]{28}\.[\w-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2026-11-23T12:05:00.000Z');
    expect(verifyDownload(SECRET, token, 'user-1', now + 4 * 60_000)).toEqual({
      ...grant,
      format: 'csv',
    });
    expect(() => verifyDownload(SECRET, token, 'user-1', now + 5 * 60_000)).toThrow(/expired/);
    expect(() => verifyDownload(SECRET, token, 'user-2', now)).toThrow(/not valid/);
    // A cut file's XLSX travels in the same token, and is signed like the rest.
    const xlsx = signDownload(SECRET, { ...grant, format: 'xlsx' }, now);
    expect(verifyDownload(SECRET, xlsx.token, 'user-1', now)).toEqual({ ...grant, format: 'xlsx' });
    expect(xlsx.token.split('.')[1]).not.toBe(token.split('.')[1]);
  });

  it('refuses a changed payload, signature, secret or shape', () => {
    const { token } = signDownload(SECRET, grant);
    const [payload, signature] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeUInt8(3, 16);
    const otherSlot = bytes.toString('base64url');
    bytes.writeUInt8(4, 16);
    const noSlot = bytes.toString('base64url');
    for (const bad of [
      `${otherSlot}.${signature}`,
      `${noSlot}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.`,
      payload,
      `${token}.x`,
      `${payload}x.${signature}`,
      '',
    ]) {
      expect(() => verifyDownload(SECRET, bad, 'user-1'), bad).toThrow(/not valid/);
    }
    expect(() => verifyDownload('another-secret-of-another-server', token, 'user-1')).toThrow(
      /not valid/,
    );
  });
});

describe('a package slot file (Admins)', () => {
  it('refuses everyone but Admins before reading the file', async () => {
    const pkg = await seedPackage(ctx.database);
    const before = await counts();
    for (const [who, status] of [
      [undefined, 401],
      [ctx.owner, 403],
      [ctx.manager, 403],
    ] as const) {
      expectError(await attach(pkg.id, 1, CSV, { cookie: who?.cookie ?? '' }), status);
      const removal = await send(ctx.app, {
        method: 'DELETE',
        url: `/api/admin/package/${pkg.id}/files/1`,
        cookie: who?.cookie,
      });
      expectError(removal, status);
    }
    expect(await counts()).toEqual(before);
  });

  it('attaches a CSV in place of the link, shown to staff by name and size, never publicly', async () => {
    const pkg = await seedPackage(ctx.database);
    const response = await attach(pkg.id, 1, CSV, { filename: 'Zoë leads.csv' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      _id: pkg.id,
      accessLink1: '',
      accessLink2: pkg.accessLink2,
      accessFile1: {
        fileName: 'Zoë leads.csv',
        sizeBytes: CSV.length,
        contentType: DATABASE_FILE_TYPES.csv,
        uploadedAt: expect.any(String),
      },
      accessFile2: null,
      accessFile3: null,
    });
    expect(await adminPackage(pkg.id)).toEqual(saved);
    const list = await send(ctx.app, { url: '/api/admin/packages', cookie: ctx.admin.cookie });
    expect(list.json().find((item: { _id: string }) => item._id === pkg.id)).toEqual(saved);

    for (const url of ['/api/packages', `/api/package/${pkg.id}`]) {
      const body = (await send(ctx.app, { url })).body;
      expect(body).not.toMatch(/accessFile|Zoë leads/);
    }
    const history = await send(ctx.app, {
      url: `/api/activity?entity=package&entityId=${pkg.id}`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json()[0]).toMatchObject({
      actorEmail: ctx.admin.email,
      action: 'package.file-attach',
      summary: `Package "Starter Leads": Database 1 is now the hosted file "Zoë leads.csv" (${CSV.length} bytes)`,
      details: { slot: 1, link: { from: pkg.accessLink1, to: '' } },
    });
  });

  it('takes an XLSX workbook whatever its name says', async () => {
    const pkg = await seedPackage(ctx.database);
    const response = await attach(pkg.id, 3, tinyXlsx(), { filename: 'export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().accessFile3).toMatchObject({
      fileName: 'export.xlsx',
      contentType: DATABASE_FILE_TYPES.xlsx,
    });
  });

  it('refuses other content with 415 and stores nothing', async () => {
    const pkg = await seedPackage(ctx.database);
    const before = await counts();
    for (const content of [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('caf\xe9 au lait', 'latin1'),
      zipOf({ 'word/document.xml': '<w/>' }),
      Buffer.alloc(0),
    ]) {
      const error = expectError(await attach(pkg.id, 1, content), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toMatch(/^Only CSV \(UTF-8 text\) or Excel XLSX files can be attached/);
    }
    expect(await counts()).toEqual(before);
    expect((await adminPackage(pkg.id)).accessLink1).toBe(pkg.accessLink1);
  });

  it('issue 25: refuses a zip that merely holds the workbook names, reading its central directory', async () => {
    const pkg = await seedPackage(ctx.database);
    const before = await counts();
    const workbook = tinyXlsx();
    // The names as content, as a comment, and a workbook cut off or with a directory that
    // points outside the file: only the entries the directory lists count.
    const named = zipOf({ 'readme.txt': '[Content_Types].xml xl/workbook.xml xl/' });
    const commented = Buffer.concat([
      zipOf({ 'readme.txt': 'hello' }).subarray(0, -2),
      Buffer.from([39, 0]),
      Buffer.from('[Content_Types].xml xl/workbook.xml xl/ wow'),
    ]);
    const outside = Buffer.from(workbook);
    outside.writeUInt32LE(workbook.length * 2, outside.length - 6);
    const halfBook = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/other.xml': '<x/>' });
    for (const content of [named, commented, outside, workbook.subarray(0, -10), halfBook]) {
      const error = expectError(await attach(pkg.id, 1, content), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toMatch(/this zip file is not an Excel workbook/);
    }
    expect(await counts()).toEqual(before);
    // A real workbook with a comment of its own still passes.
    const withComment = Buffer.concat([
      workbook.subarray(0, -2),
      Buffer.from([5, 0]),
      Buffer.from('hello'),
    ]);
    expect((await attach(pkg.id, 2, withComment, { filename: 'a.xlsx' })).statusCode).toBe(200);
  });

  it('refuses a file over 100 MB with 413 and stores nothing', async () => {
    const pkg = await seedPackage(ctx.database);
    const before = await counts();
    const piece = Buffer.alloc(1024 * 1024, 'a');
    const oversized = Readable.from(
      (function* () {
        for (let sent = 0; sent <= DATABASE_FILE_MAX_BYTES; sent += piece.length) yield piece;
      })(),
    );
    expectError(await attach(pkg.id, 2, oversized), 413, 'PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('refuses a missing file, another field, a JSON body and a slot other than 1-3', async () => {
    const pkg = await seedPackage(ctx.database);
    expectValidationError(await attach(pkg.id, 1, CSV, { field: 'image' }));
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/admin/package/${pkg.id}/files/1`,
        cookie: ctx.admin.cookie,
        body: {},
      }),
      415,
    );
    for (const slot of ['0', '4', 'two', '1.5']) {
      const error = expectValidationError(await attach(pkg.id, slot));
      expect(error.message).toMatch(/Database 1, 2 or 3/);
    }
    expectError(await attach(UNKNOWN_ID, 1), 404);
    expectError(await attach('not-a-uuid', 1), 404);
  });

  it('replaces a file (the old one is deleted) and removes it; the slot then takes a link again', async () => {
    const pkg = await seedPackage(ctx.database);
    await attach(pkg.id, 2, CSV, { filename: 'first.csv' });
    const before = await counts();
    const replaced = await attach(pkg.id, 2, Buffer.from('a,b\n'), { filename: 'second.csv' });
    expect(replaced.json().accessFile2).toMatchObject({ fileName: 'second.csv', sizeBytes: 4 });
    expect(await counts()).toEqual(before);

    // A link typed over the file is refused on its field; an empty one is fine.
    const edit = (accessLink2: string) =>
      send(ctx.app, {
        method: 'PUT',
        url: `/api/edit-package/${pkg.id}`,
        cookie: ctx.admin.cookie,
        body: { packageName: 'Starter Leads', price: 49, accessLink2 },
      });
    const error = expectValidationError(await edit('https://data.example.com/new'));
    expect(error.details).toEqual([
      {
        field: 'accessLink2',
        message:
          'Database 2 is the hosted file "second.csv". Remove the file to use a link instead.',
      },
    ]);
    expect((await edit('')).json().accessFile2).toMatchObject({ fileName: 'second.csv' });

    const removed = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/package/${pkg.id}/files/2`,
      cookie: ctx.admin.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ accessFile2: null, accessLink2: '' });
    expect(await counts()).toEqual({
      files: (before?.files ?? 0) - 1,
      chunks: (before?.chunks ?? 0) - 1,
      links: (before?.links ?? 0) - 1,
    });
    expectError(
      await send(ctx.app, {
        method: 'DELETE',
        url: `/api/admin/package/${pkg.id}/files/2`,
        cookie: ctx.admin.cookie,
      }),
      404,
    );
    expect((await edit('https://data.example.com/new')).json().accessLink2).toBe(
      'https://data.example.com/new',
    );
    const history = await send(ctx.app, {
      url: `/api/activity?entity=package&entityId=${pkg.id}`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json().map((entry: { action: string }) => entry.action)).toContain(
      'package.file-remove',
    );
  });

  it('answers 429 after 20 file changes in 10 minutes, before reading the file', async () => {
    const pkg = await seedPackage(ctx.database);
    for (let i = 0; i < PACKAGE_FILE_RATE_LIMIT.max; i += 1) {
      await hitRateLimit(ctx.database, `package-file:${ctx.admin.userId}`, PACKAGE_FILE_RATE_LIMIT);
    }
    const response = await attach(pkg.id, 1);
    expectError(response, 429, 'RATE_LIMITED');
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    await ctx.database.rows(sql`delete from rate_limit where key like 'package-file:%'`);
  });
});

describe('delivering a Received order', () => {
  let pkg: typeof schema.packages.$inferSelect;
  beforeAll(async () => {
    pkg = await seedPackage(ctx.database, { packageName: 'Delivered Leads' });
    const response = await attach(pkg.id, 1, CSV, { filename: 'Zoë leads.csv' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('tells the owner per slot: a hosted file by name and size, or a link', async () => {
    const order = await receivedOrder(pkg.id);
    const read = (
      await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.owner.cookie })
    ).json();
    expect(read).toMatchObject({ accessLink1: '', accessLink2: pkg.accessLink2 });
    expect(read.access).toEqual([
      { slot: 1, kind: 'file', fileName: 'Zoë leads.csv', sizeBytes: CSV.length },
      { slot: 2, kind: 'link', url: pkg.accessLink2, frameable: false },
    ]);
    const pending = await placeOrder(ctx.app, ctx.owner.cookie, pkg.id);
    const unpaid = (
      await send(ctx.app, { url: `/api/order/${pending._id}`, cookie: ctx.owner.cookie })
    ).json();
    expect(unpaid).not.toHaveProperty('access');
  });

  it('downloads the hosted file through a signed link, recorded for staff', async () => {
    const order = await receivedOrder(pkg.id);
    const started = await deliver(order._id, 1, ctx.owner);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const link = started.json();
    expect(link).toMatchObject({
      kind: 'download',
      url: expect.stringMatching(/^\/api\/downloads\/[\w-]+\.[\w-]+$/),
      fileName: 'Zoë leads.csv',
      sizeBytes: CSV.length,
    });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

    const download = await ctx.app.inject({ url: link.url, remoteAddress: '203.0.113.7' });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(CSV)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(CSV.length),
      'content-disposition': `attachment; filename="Zo_ leads.csv"; filename*=UTF-8''Zo%C3%AB%20leads.csv`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });

    // A HEAD is no download: it is not served (nor recorded).
    expect((await ctx.app.inject({ method: 'HEAD', url: link.url })).statusCode).toBe(404);

    const record = await deliveryRecord(order._id);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        userEmail: ctx.owner.email,
        slot: 1,
        kind: 'download',
        target: 'Zoë leads.csv',
        sizeBytes: CSV.length,
        ip: '203.0.113.7',
      },
    ]);
  });

  it('answers an external link and records that it was opened', async () => {
    const order = await receivedOrder(pkg.id);
    const started = await deliver(order._id, 2, ctx.owner);
    expect(started.json()).toEqual({ kind: 'open', url: pkg.accessLink2 });
    expect((await deliveryRecord(order._id)).json()).toEqual([
      expect.objectContaining({ kind: 'open', slot: 2, target: pkg.accessLink2, sizeBytes: null }),
    ]);
  });

  it('answers 404 for a slot with neither file nor link, and 400 for a slot other than 1-3', async () => {
    const order = await receivedOrder(pkg.id);
    const error = expectError(await deliver(order._id, 3, ctx.owner), 404);
    expect(error.message).toBe(
      'Database 3 is not available for this order: it has no file or link.',
    );
    expectValidationError(await deliver(order._id, 4, ctx.owner));
  });

  it('is the owner’s alone: 401 signed out, 404 to other customers and to staff', async () => {
    const order = await receivedOrder(pkg.id);
    expectError(await deliver(order._id, 1), 401);
    for (const who of [ctx.other, ctx.manager, ctx.admin])
      expectError(await deliver(order._id, 1, who), 404);
    expectError(await deliver(UNKNOWN_ID, 1, ctx.owner), 404);
    expectError(await deliver('not-a-uuid', 1, ctx.owner), 404);
    expect((await deliveryRecord(order._id)).json()).toEqual([]);
  });

  it('answers 403 while the payment is not Received', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, pkg.id);
    const error = expectError(await deliver(order._id, 1, ctx.owner), 403, 'ORDER_NOT_PAID');
    expect(error.message).toBe(
      "This order's payment is Pending: its databases are available once the payment is received.",
    );
  });

  it('refuses links that expired, were tampered with or name another person', async () => {
    const order = await receivedOrder(pkg.id);
    const old = signDownload(
      SECRET,
      { orderId: order._id, slot: 1, userId: ctx.owner.userId },
      Date.now() - 6 * 60_000,
    );
    const expired = await ctx.app.inject({ url: `/api/downloads/${old.token}` });
    expectError(expired, 403, 'DOWNLOAD_LINK_EXPIRED');
    const { url } = (await deliver(order._id, 1, ctx.owner)).json();
    expectError(await ctx.app.inject({ url: `${url}x` }), 403, 'DOWNLOAD_LINK_INVALID');
    expectError(await ctx.app.inject({ url: '/api/downloads/garbage' }), 403);
    // A genuine link, but for someone who does not own the order.
    const forOther = signDownload(SECRET, {
      orderId: order._id,
      slot: 1,
      userId: ctx.other.userId,
    });
    expectError(
      await ctx.app.inject({ url: `/api/downloads/${forOther.token}` }),
      403,
      'DOWNLOAD_LINK_INVALID',
    );
    const noOrder = signDownload(SECRET, {
      orderId: UNKNOWN_ID,
      slot: 1,
      userId: ctx.owner.userId,
    });
    expectError(await ctx.app.inject({ url: `/api/downloads/${noOrder.token}` }), 403);
    expect((await deliveryRecord(order._id)).json()).toEqual([]);
  });

  it('withdraws the files with a refund, links issued before it included', async () => {
    const { order } = await paidOrder(ctx.app, ctx.owner.cookie, pkg.id);
    await webhooksDelivered(ctx.app);
    const { url } = (await deliver(order._id, 1, ctx.owner)).json();
    const refund = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      cookie: ctx.admin.cookie,
      body: { reason: 'Customer asked' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const error = expectError(await ctx.app.inject({ url }), 403, 'ORDER_REFUNDED');
    expect(error.message).toBe(
      'This order was refunded, so its databases are no longer available.',
    );
    expectError(await deliver(order._id, 1, ctx.owner), 403, 'ORDER_REFUNDED');
    expectError(await deliver(order._id, 2, ctx.owner), 403, 'ORDER_REFUNDED');
    const read = (
      await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.owner.cookie })
    ).json();
    expect(read).not.toHaveProperty('access');
    expect(read).not.toHaveProperty('accessLink2');
    expect((await deliveryRecord(order._id)).json()).toEqual([]);
  });

  it('shows the delivery record to Admins only', async () => {
    const order = await receivedOrder(pkg.id);
    expectError(await deliveryRecord(order._id, null), 401);
    for (const who of [ctx.owner, ctx.other, ctx.manager])
      expectError(await deliveryRecord(order._id, who), 403);
    expectError(await deliveryRecord(UNKNOWN_ID), 404);
    expectError(await deliveryRecord('not-a-uuid'), 404);
  });
});

describe('demo database files', () => {
  it('turns the seeded placeholder links into real sample CSVs, once', async () => {
    await ctx.database.rows(sql`delete from package_files`);
    // Invoices keep their PDFs in the store (on delete restrict).
    await ctx.database.rows(sql`delete from invoices`);
    await ctx.database.rows(sql`delete from stored_files`);
    await seedContent(ctx.database.db);
    const added = await seedDemoDatabaseFiles(ctx.database.db);
    // Growth is the demo's package of uploaded files; Starter and Enterprise are cut per buyer.
    expect(added).toHaveLength(3);
    expect(added).toContain('leadvault-growth-database-1-north-america.csv');
    expect(await seedDemoDatabaseFiles(ctx.database.db)).toEqual([]);

    const growth = (await send(ctx.app, { url: '/api/admin/packages', cookie: ctx.admin.cookie }))
      .json()
      .find((item: { packageName: string }) => item.packageName === 'Growth');
    expect(growth).toMatchObject({
      packageName: 'Growth',
      accessLink1: '',
      accessLink2: '',
      accessLink3: '',
      accessFile1: { fileName: 'leadvault-growth-database-1-north-america.csv' },
      accessFile2: { fileName: 'leadvault-growth-database-2-europe.csv' },
      accessFile3: { fileName: 'leadvault-growth-database-3-rest-of-the-world.csv' },
    });

    const order = await receivedOrder(growth._id);
    const { url } = (await deliver(order._id, 2, ctx.owner)).json();
    const csv = (await ctx.app.inject({ url })).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Email Status,Verified At,Job Title,Seniority,Department,Company,Company Domain,Industry,Company Size,Country,City,LinkedIn',
    );
    expect(lines).toHaveLength(501);
    for (const line of lines.slice(1)) {
      const email = line.split(',')[2] ?? '';
      expect(email).toMatch(/@[\w.-]+\.(example|test|example\.com)$/);
    }
  });
});
