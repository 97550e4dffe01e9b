import type { AdminPackage, Order, SegmentDefinition } from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import { paidOrder } from '../../../test/purchase.ts';
import { activityLog, leads } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { useTestPeers } from '../verification/test-verification.ts';
import { cutTuning } from './cut.ts';

/**
 * Issue 28 with our checker on (LEADS.md rule 3): a cut sells only what our own check found
 * `valid` or `accept_all` within the segment's bound. Stale leads are checked during the cut,
 * against real DNS and SMTP peers on loopback addresses, and the cut waits for them only so long.
 */

const setup = useTestPeers({
  timeouts: { connectMs: 2_000, replyMs: 2_000, totalMs: 4_000, dnsMs: 1_000 },
});
const ctx = useTestApp({ env: setup.env, people: { admin: 'Admin', buyer: 'Customer' } });

const boundBefore = cutTuning.checkBoundMs;
afterAll(() => {
  cutTuning.checkBoundMs = boundBefore;
});

const segment = (industry: string, rowCount: number): SegmentDefinition => ({
  filters: { industry: [industry] },
  rowCount,
  maxAgeDays: 30,
  splitBy: null,
  files: [{ name: industry, values: [] }],
});

async function buy(definition: SegmentDefinition): Promise<Order> {
  const created = await send(ctx.app, {
    method: 'POST',
    url: '/api/add-package',
    cookie: ctx.admin.cookie,
    body: { packageName: definition.files[0]?.name, price: 19, segmentDefinition: definition },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { order } = await paidOrder(
    ctx.app,
    ctx.buyer.cookie,
    (created.json() as AdminPackage)._id,
  );
  return (await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.buyer.cookie })).json();
}

async function csvOf(order: Order) {
  const start = await send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${order._id}/deliveries/1`,
    cookie: ctx.buyer.cookie,
    body: {},
  });
  expect(start.statusCode, start.body).toBe(200);
  const file = await ctx.app.inject({ url: start.json().url });
  return parse(file.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
}

describe('a cut with our checks', () => {
  it('checks stale leads first and leaves out the ones our check rejects', async () => {
    await insertLeads(ctx.database, [
      // Checked by us last week: goes in as it is.
      {
        email: 'fresh@fresh.example',
        industry: 'Software',
        verificationReason: 'mailbox_exists',
        verifiedAt: new Date(Date.now() - 7 * 24 * 60 * 60_000),
      },
      // The supplier says valid; our check decides (alice and bob exist, zed does not).
      ...['alice', 'bob', 'zed'].map((name) => ({
        email: `${name}@accept.test`,
        industry: 'Software',
        emailStatus: 'valid',
        verifiedAt: null,
      })),
    ]);
    const order = await buy(segment('Software', 3));
    expect(order.cut).toMatchObject({ status: 'ready', rows: 3 });
    const rows = await csvOf(order);
    expect(rows.map((row) => row.Email).sort()).toEqual([
      'alice@accept.test',
      'bob@accept.test',
      'fresh@fresh.example',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows.filter((one) => one.Email?.endsWith('@accept.test'))) {
      expect(row['Email Status']).toBe('Valid');
      expect(row['Email Checked On']).toBe(today);
    }
    const [zed] = await ctx.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'zed@accept.test'));
    expect(zed).toMatchObject({ emailStatus: 'invalid', verificationReason: expect.any(String) });
  });

  it('waits for checks only within its bound: what did not conclude is not sold', async () => {
    cutTuning.checkBoundMs = 1_500;
    // The silent peer never greets: these checks outlast the bound.
    await insertLeads(ctx.database, [
      { email: 'one@silent.test', industry: 'Retail', verifiedAt: null },
      { email: 'two@silent.test', industry: 'Retail', verifiedAt: null },
    ]);
    const order = await buy(segment('Retail', 2));
    expect(order.cut).toMatchObject({ status: 'short', rowCount: 2, rows: 0 });
    expect(await csvOf(order)).toEqual([]);
    // Staff are told in the activity log.
    const [logged] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'order.cut-short'), eq(activityLog.entityId, order._id)));
    expect(logged?.summary).toMatch(/files cut with 0 of 2 contacts/);
  });
});
