import type { Order, Package, SegmentDefinition } from '@leadvault/contract';
import {
  COMPANY_SIZE_LABELS,
  countryName,
  DEPARTMENT_LABELS,
  EMAIL_STATUS_LABELS,
  SENIORITY_LABELS,
} from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import { paidOrder } from '../../../test/purchase.ts';
import { leads } from '../../db/schema/index.ts';
import { seedContent } from '../content/index.ts';
import { seedFindLeadsDemo } from '../leads/index.ts';

/**
 * Issue 28's "done when": the demo's segment packages deliver files that match their cards row for
 * row — count, filters, statuses, check dates — read back from the downloads.
 */

const ctx = useTestApp({ people: { admin: 'Admin', buyer: 'Customer' } });

let catalog: Package[];
beforeAll(async () => {
  await seedContent(ctx.database.db);
  await seedFindLeadsDemo(ctx.database.db);
  catalog = (await send(ctx.app, { url: '/api/packages' })).json();
});

async function definitionOf(name: string): Promise<{ pkg: Package; segment: SegmentDefinition }> {
  const pkg = catalog.find((item) => item.packageName === name);
  if (!pkg) throw new Error(`no ${name}`);
  const staff = await send(ctx.app, {
    url: `/api/admin/package/${pkg._id}`,
    cookie: ctx.admin.cookie,
  });
  return { pkg, segment: staff.json().segmentDefinition };
}

async function download(order: Order, slot: number) {
  const start = await send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${order._id}/deliveries/${slot}`,
    cookie: ctx.buyer.cookie,
    body: {},
  });
  expect(start.statusCode, start.body).toBe(200);
  const file = await ctx.app.inject({ url: start.json().url });
  return parse(file.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
}

describe.each(['Starter', 'Enterprise'])('the demo’s %s package', (name) => {
  it('is available, and its files hold exactly what its card promises', async () => {
    const { pkg, segment } = await definitionOf(name);
    expect(pkg.segment?.available).toBe(true);
    expect(pkg.pointOne).toBe(`${segment.rowCount.toLocaleString('en-US')} business contacts`);
    const { order } = await paidOrder(ctx.app, ctx.buyer.cookie, pkg._id);
    const bought = (
      await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.buyer.cookie })
    ).json() as Order;
    expect(bought.cut).toMatchObject({ status: 'ready', rows: segment.rowCount });

    const rows: Record<string, string>[] = [];
    for (const [index, file] of segment.files.entries()) {
      const records = await download(bought, index + 1);
      expect(records).toHaveLength(bought.cut?.files[index]?.rows ?? -1);
      for (const record of records) {
        if (segment.splitBy === 'department') {
          const labels = file.values.map(
            (value) => DEPARTMENT_LABELS[value as keyof typeof DEPARTMENT_LABELS],
          );
          expect(labels).toContain(record.Department);
        }
      }
      rows.push(...records);
    }
    expect(rows).toHaveLength(segment.rowCount);
    const stored = await ctx.database.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.email,
          rows.map((row) => row.Email ?? ''),
        ),
      );
    expect(stored).toHaveLength(segment.rowCount);
    const byEmail = new Map(stored.map((lead) => [lead.email, lead]));
    for (const row of rows) {
      const lead = byEmail.get(row.Email ?? '');
      if (!lead) throw new Error(`${row.Email} is not one of our leads`);
      // Every row is the lead as we hold it, in words.
      expect(lead.suppressedAt).toBeNull();
      expect(['valid', 'accept_all']).toContain(lead.emailStatus);
      expect(row['Email Status']).toBe(EMAIL_STATUS_LABELS[lead.emailStatus as 'valid']);
      expect(row['Email Checked On']).toBe(
        lead.verificationReason && lead.verifiedAt
          ? lead.verifiedAt.toISOString().slice(0, 10)
          : '',
      );
      expect(row.Seniority).toBe(SENIORITY_LABELS[lead.seniority as 'vp']);
      expect(row['Company Size']).toBe(
        lead.companySize ? COMPANY_SIZE_LABELS[lead.companySize as '1-10'] : '',
      );
      expect(row.Country).toBe(countryName(lead.country));
      for (const industry of [segment.filters.industry]) {
        if (industry) expect(industry).toContain(lead.industry);
      }
      if (segment.filters.country) expect(segment.filters.country).toContain(lead.country);
    }
  });
});
