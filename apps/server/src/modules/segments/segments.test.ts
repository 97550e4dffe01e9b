import {
  type AdminPackage,
  type Order,
  type Package,
  SEGMENT_SHORT,
  type SegmentDefinition,
  type SegmentPreview,
} from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  outboxMessagesTo,
  type SignedIn,
  send,
  signInAs,
  useTestApp,
} from '../../../test/helpers.ts';
import { BILLING, paidOrder, placeOrder } from '../../../test/purchase.ts';
import { leads, orderCutLeads, orderCuts, orders } from '../../db/schema/index.ts';
import { insertLeads, type LeadValues } from '../leads/test-leads.ts';

/**
 * Issue 28: database packages cut from our own checked leads. Checks are off in this file
 * (statuses sell as they are); segments.checks.test.ts cuts with our checker against local peers.
 */

const ctx = useTestApp({
  people: { admin: 'Admin', manager: 'Manager', buyer: 'Customer', other: 'Customer' },
});

const DAY_MS = 24 * 60 * 60_000;
const checked = (daysAgo = 2) => ({
  verificationReason: 'mailbox_exists',
  verifiedAt: new Date(Date.now() - daysAgo * DAY_MS),
});

/** Software in the US and Canada, two files split by country. */
const SEGMENT: SegmentDefinition = {
  filters: { industry: ['Software'], country: ['US', 'CA'] },
  rowCount: 6,
  maxAgeDays: 30,
  splitBy: 'country',
  files: [
    { name: 'United States', values: ['US'] },
    { name: 'Canada', values: ['CA'] },
  ],
};

let seq = 0;
const lead = (values: LeadValues): LeadValues => {
  seq += 1;
  return {
    email: `person${seq}@segment${seq % 3}.example`,
    industry: 'Software',
    country: 'US',
    emailStatus: 'valid',
    ...checked(),
    ...values,
  };
};

async function createSegmentPackage(segment: SegmentDefinition = SEGMENT, name = 'Software NA') {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/add-package',
    cookie: ctx.admin.cookie,
    body: { packageName: name, price: 49, kind: 'database', segmentDefinition: segment },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminPackage;
}

const orderOf = async (id: string, who: SignedIn = ctx.buyer) =>
  (await send(ctx.app, { url: `/api/order/${id}`, cookie: who.cookie })).json() as Order;

/** Downloads one cut file through its signed link: the bytes. */
async function download(orderId: string, slot: number, format: 'csv' | 'xlsx', who = ctx.buyer) {
  const start = await send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${orderId}/deliveries/${slot}?format=${format}`,
    cookie: who.cookie,
    body: {},
  });
  expect(start.statusCode, start.body).toBe(200);
  const file = await ctx.app.inject({ url: start.json().url });
  expect(file.statusCode).toBe(200);
  return {
    bytes: file.rawPayload,
    type: file.headers['content-type'],
    name: start.json().fileName,
  };
}

/** Both formats of a cut file, read back as records (header → cell). */
async function fileRows(orderId: string, slot: number) {
  const csv = await download(orderId, slot, 'csv');
  const xlsx = await download(orderId, slot, 'xlsx');
  const fromCsv = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
  const [header, ...body] = (await readSheet(xlsx.bytes)) as unknown[][];
  const fromXlsx = body.map((row) =>
    Object.fromEntries(
      (header ?? []).map((name, index) => [String(name), String(row[index] ?? '')]),
    ),
  );
  expect(fromXlsx).toEqual(fromCsv);
  expect(csv.type).toMatch(/text\/csv/);
  expect(xlsx.type).toMatch(/spreadsheetml/);
  return fromCsv;
}

/** An order of the package, as checkout places it: the raw answer (a refusal included). */
const orderAttempt = (packageId: string, who: SignedIn) =>
  send(ctx.app, {
    method: 'POST',
    url: '/api/new-order',
    cookie: who.cookie,
    body: { packageId, ...BILLING },
  });

/** The buyer (or `who`, or nobody) asks for an order's files again. */
const refresh = (orderId: string, who: SignedIn | null = ctx.buyer) =>
  send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${orderId}/refresh-files`,
    cookie: who?.cookie,
    body: {},
  });

const cutLeadIds = async (orderId: string) =>
  (
    await ctx.database.db
      .select({ id: orderCutLeads.leadId })
      .from(orderCutLeads)
      .where(eq(orderCutLeads.orderId, orderId))
  ).map((row) => row.id);

beforeAll(async () => {
  await insertLeads(ctx.database, [
    // 5 in the US and 3 in Canada that the segment sells.
    ...Array.from({ length: 5 }, () => lead({ country: 'US' })),
    ...Array.from({ length: 2 }, () => lead({ country: 'CA' })),
    lead({ country: 'CA', emailStatus: 'accept_all', verificationReason: 'catch_all' }),
    // Never in it: another industry or country, unsellable statuses, suppressed.
    lead({ industry: 'Retail' }),
    lead({ country: 'DE' }),
    lead({ emailStatus: 'invalid', verificationReason: 'mailbox_missing' }),
    lead({ emailStatus: 'unknown', verificationReason: 'timeout' }),
    lead({ suppressedAt: new Date() }),
  ]);
});

describe('defining a segment package', () => {
  it('previews the promise and what matches now (Admin only)', async () => {
    const preview = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/packages/segment-preview',
      cookie: ctx.admin.cookie,
      body: SEGMENT,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as SegmentPreview;
    expect(body).toMatchObject({
      liveCount: 8,
      freshCount: 8,
      files: [
        { name: 'United States', liveCount: 5 },
        { name: 'Canada', liveCount: 3 },
      ],
      available: true,
    });
    expect(body.promise.slice(0, 3)).toEqual([
      '6 business contacts',
      'Software',
      'United States and Canada',
    ]);
    expect(body.promise).toContain('E-mails checked by us within the last 30 days');
    for (const who of [ctx.manager, ctx.buyer]) {
      expectError(
        await send(ctx.app, {
          method: 'POST',
          url: '/api/admin/packages/segment-preview',
          cookie: who.cookie,
          body: SEGMENT,
        }),
        403,
      );
    }
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/admin/packages/segment-preview',
        body: SEGMENT,
      }),
      401,
    );
  });

  it('refuses definitions that cannot be cut, and links on a segment package', async () => {
    const bad = async (body: Record<string, unknown>) =>
      expectError(
        await send(ctx.app, {
          method: 'POST',
          url: '/api/add-package',
          cookie: ctx.admin.cookie,
          body: { packageName: 'Bad', price: 10, kind: 'database', ...body },
        }),
        400,
      );
    const outside = { ...SEGMENT, files: [{ name: 'Germany', values: ['DE'] }] };
    expect(JSON.stringify(await bad({ segmentDefinition: outside }))).toMatch(
      /outside the segment/,
    );
    const twice = {
      ...SEGMENT,
      files: [
        { name: 'A', values: ['US'] },
        { name: 'B', values: ['US'] },
      ],
    };
    expect(JSON.stringify(await bad({ segmentDefinition: twice }))).toMatch(/in two files/);
    expect(JSON.stringify(await bad({ segmentDefinition: { ...SEGMENT, splitBy: null } }))).toMatch(
      /one file/,
    );
    expect(
      JSON.stringify(
        await bad({ segmentDefinition: SEGMENT, accessLink1: 'https://x.example/a.csv' }),
      ),
    ).toMatch(/no links/);
    expect(
      JSON.stringify(await bad({ segmentDefinition: SEGMENT, kind: 'credit_pack', credits: 10 })),
    ).toMatch(/credit pack/);
    const [{ count }] = (await ctx.database.rows(
      sql`select count(*)::int as count from packages where package_name = 'Bad'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('shows a card whose points are the generated promise, and staff its live figures', async () => {
    const pkg = await createSegmentPackage(SEGMENT, 'Card check');
    expect(pkg.segmentDefinition).toEqual(SEGMENT);
    expect(pkg.segmentStats).toMatchObject({
      liveCount: 8,
      freshCount: 8,
      sold: 0,
      lastCutAt: null,
    });
    const card = (await send(ctx.app, { url: `/api/package/${pkg._id}` })).json() as Package;
    expect(card.segment).toEqual({
      rowCount: 6,
      files: ['United States', 'Canada'],
      available: true,
    });
    expect(card.pointOne).toBe('6 business contacts');
    expect(card.pointThree).toBe('United States and Canada');
    expect(JSON.stringify(card)).not.toMatch(/accessLink/);
  });

  it('cannot be bought while fewer leads match than it promises', async () => {
    const pkg = await createSegmentPackage({ ...SEGMENT, rowCount: 50 }, 'Too big');
    const card = (await send(ctx.app, { url: `/api/package/${pkg._id}` })).json() as Package;
    expect(card.segment?.available).toBe(false);
    const refused = await orderAttempt(pkg._id, ctx.other);
    expect(expectError(refused, 400, SEGMENT_SHORT).message).toMatch(/not available right now/);
  });
});

describe('buying a segment package', () => {
  let pkg: AdminPackage;
  let first: Order;

  beforeAll(async () => {
    pkg = await createSegmentPackage({ ...SEGMENT, rowCount: 4 }, 'Four contacts');
  });

  it('cuts the buyer’s files at purchase; every row matches the card', async () => {
    const { order, captured } = await paidOrder(ctx.app, ctx.buyer.cookie, pkg._id);
    // The capture's answer says the files are being prepared; they are ready once the job ran.
    expect(captured.cut).toMatchObject({ status: 'preparing', rowCount: 4, files: [] });
    first = await orderOf(order._id);
    expect(first.cut).toMatchObject({ status: 'ready', rowCount: 4, rows: 4, replaced: 0 });
    expect(first.access).toEqual([]);
    expect(first.cut?.files.map((file) => file.name)).toEqual(['United States', 'Canada']);
    const rows = [];
    for (const file of first.cut?.files ?? []) {
      const records = await fileRows(first._id, file.slot);
      expect(records).toHaveLength(file.rows);
      for (const record of records) {
        expect(record.Country).toBe(file.name);
        expect(record.Industry).toBe('Software');
        expect(['Valid', 'Accept-all']).toContain(record['Email Status']);
        expect(record['Email Checked On']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(record.Seniority).toBe('Manager');
        expect(record['Company Size']).toBe('11–50 employees');
      }
      rows.push(...records);
    }
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.Email)).size).toBe(4);
    // The delivered rows are leads of the segment, and never a suppressed or unsellable one.
    const delivered = await ctx.database.db
      .select()
      .from(leads)
      .where(inArray(leads.id, await cutLeadIds(first._id)));
    expect(delivered.map((row) => row.email).sort()).toEqual(rows.map((row) => row.Email).sort());
    for (const row of delivered) {
      expect(row.suppressedAt).toBeNull();
      expect(['valid', 'accept_all']).toContain(row.emailStatus);
      expect(['US', 'CA']).toContain(row.country);
    }
  });

  it('sends the order e-mail once, when the files are ready', () => {
    const mails = outboxMessagesTo(ctx.dataDir, ctx.buyer.email).filter((mail) =>
      mail.text.includes(first.orderId),
    );
    expect(mails).toHaveLength(1);
  });

  it('never cuts a lead the buyer already owns, unless they ask', async () => {
    // 8 match, the buyer owns 4: a second order of 4 is cut from the other 4.
    const { order } = await paidOrder(ctx.app, ctx.buyer.cookie, pkg._id);
    const second = await orderOf(order._id);
    expect(second.cut?.rows).toBe(4);
    const secondIds = new Set(await cutLeadIds(second._id));
    const overlap = (await cutLeadIds(first._id)).filter((id) => secondIds.has(id));
    expect(overlap).toEqual([]);
    // Nothing new is left for a third: refused before any payment, unless owned ones may come.
    const refused = await orderAttempt(pkg._id, ctx.buyer);
    expect(expectError(refused, 400, SEGMENT_SHORT).message).toMatch(/already own 8/);
    await placeOrder(ctx.app, ctx.buyer.cookie, pkg._id, { includeOwned: true });
    // Another customer buys the same leads: dedup is per buyer.
    const { order: theirs } = await paidOrder(ctx.app, ctx.other.cookie, pkg._id);
    expect((await orderOf(theirs._id, ctx.other)).cut?.rows).toBe(4);
  });

  it('keeps each buyer’s files to them, and tells staff what was sold', async () => {
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: `/api/orders/${first._id}/deliveries/1?format=xlsx`,
        cookie: ctx.other.cookie,
        body: {},
      }),
      404,
    );
    expectError(await refresh(first._id, ctx.other), 404);
    expectError(await refresh(first._id, null), 401);
    const staff = (
      await send(ctx.app, { url: `/api/admin/package/${pkg._id}`, cookie: ctx.admin.cookie })
    ).json() as AdminPackage;
    expect(staff.segmentStats?.sold).toBe(3);
    expect(staff.segmentStats?.lastCutAt).toEqual(expect.any(String));
  });

  it('refreshes the files: rows that turned invalid or were removed are replaced', async () => {
    const [gone, removed] = await cutLeadIds(first._id);
    if (!gone || !removed) throw new Error('no delivered leads');
    await ctx.database.db.update(leads).set({ emailStatus: 'invalid' }).where(eq(leads.id, gone));
    await ctx.database.db
      .update(leads)
      .set({ suppressedAt: new Date() })
      .where(eq(leads.id, removed));
    // A new lead of the segment to replace them (the buyer's other orders hold the rest).
    await insertLeads(ctx.database, [lead({ country: 'US' }), lead({ country: 'CA' })]);
    const refreshed = await refresh(first._id);
    expect(refreshed.statusCode, refreshed.body).toBe(202);
    const after = await orderOf(first._id);
    expect(after.cut).toMatchObject({ status: 'ready', rows: 4, replaced: 2 });
    const ids = await cutLeadIds(first._id);
    expect(ids).not.toContain(gone);
    expect(ids).not.toContain(removed);
    const emails = [];
    for (const file of after.cut?.files ?? [])
      emails.push(...(await fileRows(first._id, file.slot)).map((row) => row.Email));
    expect(emails).toHaveLength(4);
    // Still one order e-mail: a refresh sends none.
    expect(
      outboxMessagesTo(ctx.dataDir, ctx.buyer.email).filter((mail) =>
        mail.text.includes(first.orderId),
      ),
    ).toHaveLength(1);
  });

  it('refuses a refresh after 30 days, and files of a refunded order', async () => {
    await ctx.database.db
      .update(orderCuts)
      .set({ readyAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(orderCuts.orderId, first._id));
    expect(expectError(await refresh(first._id), 409).message).toMatch(/30 days/);
    await ctx.database.db
      .update(orders)
      .set({ paymentStatus: 'Refunded' })
      .where(eq(orders.id, first._id));
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: `/api/orders/${first._id}/deliveries/1`,
        cookie: ctx.buyer.cookie,
        body: {},
      }),
      403,
      'ORDER_REFUNDED',
    );
  });

  it('cuts the files of an order staff mark as paid', async () => {
    const buyer = await signInAs(ctx.app, 'Customer');
    const order = await placeOrder(ctx.app, buyer.cookie, pkg._id);
    const marked = await send(ctx.app, {
      method: 'PUT',
      url: `/api/order/${order._id}`,
      cookie: ctx.admin.cookie,
      body: { paymentStatus: 'Received' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await orderOf(order._id, buyer)).cut).toMatchObject({ status: 'ready', rows: 4 });
  });
});
