import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser.ts';
import {
  apiCall,
  apiRequest,
  paidOrder,
  screenshotBoth,
  signInAs,
  signUpByApi,
} from './support/fixtures.ts';

const browser = useBrowser();

const CSV = 'First Name,Email\r\nZoë,zoe@acme.example\r\nNoah,noah@beta.example\r\n';
const FILE_NAME = 'Growth leads (e2e).csv';

const BILLING = {
  customerName: 'Dana Delivery',
  address: '5 Download Lane',
  cityName: 'Lisbon',
  countryName: 'Portugal',
};

let admin: Page;
let customer: Page;
let growthId: string;

beforeAll(async () => {
  admin = await browser.newPage();
  await signInAs(admin, 'Admin');
  customer = await browser.newPage();
  await signUpByApi(customer, {
    name: 'Dana Delivery',
    email: uniqueEmail('delivery'),
    password: 'secret-pass-1',
  });
  const packages = (await apiCall(customer, 'GET', '/api/packages')) as Array<{
    _id: string;
    packageName: string;
  }>;
  growthId = packages.find((pkg) => pkg.packageName === 'Growth')?._id ?? '';
  expect(growthId).not.toBe('');
});

describe('delivery of database files', () => {
  it('delivers the demo sample files to a demo purchase: each Database downloads a real CSV', async () => {
    const order = await paidOrder(customer, BILLING, growthId);
    expect(order.paymentStatus).toBe('Received');
    await customer.goto('/user-dashboard/my-orders/');
    const row = customer.getByRole('row').filter({ hasText: order.orderId });
    await row.getByText('leadvault-growth-database-3-rest-of-the-world.csv').waitFor();
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      row.getByRole('button', { name: /^Download Database 3/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('leadvault-growth-database-3-rest-of-the-world.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^First Name,Last Name,Email,/);
    expect(lines).toHaveLength(501);
  });

  it('lets staff attach a CSV to a slot; the buyer downloads it; the order page records it; a refund withdraws it', async () => {
    // Staff replace Growth's Database 1 with their own file.
    await admin.goto(`/admin/package-edit/${growthId}`);
    await admin.getByRole('heading', { name: 'Edit Growth Package' }).waitFor();
    await admin.getByLabel('Replace the file of Database 1').setInputFiles({
      name: FILE_NAME,
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await admin.getByText(`Database 1: ${FILE_NAME} attached.`).waitFor();
    const slot = admin
      .getByRole('listitem')
      .filter({ hasText: 'Database 1' })
      .filter({
        has: admin.getByText(FILE_NAME, { exact: true }),
      });
    await slot.getByText(`${Buffer.byteLength(CSV)} bytes`, { exact: false }).waitFor();
    await screenshotBoth(admin, 'delivery-package-edit');

    // A file that is no database is refused where it was picked.
    await admin.getByLabel('Replace the file of Database 2').setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    });
    await admin
      .getByText('Only CSV (UTF-8 text) or Excel XLSX files can be attached', {
        exact: false,
      })
      .waitFor();

    // The customer buys Growth through the sandbox and downloads Database 1 from My Orders.
    const order = await paidOrder(customer, BILLING, growthId);
    await customer.goto('/user-dashboard/my-orders/');
    const row = customer.getByRole('row').filter({ hasText: order.orderId });
    await row.getByText(FILE_NAME).waitFor();
    await screenshotBoth(customer, 'delivery-my-orders');
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      row.getByRole('button', { name: /^Download Database 1/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    expect(await readFile(await download.path(), 'utf8')).toBe(CSV);

    // The order action page shows who downloaded what, when.
    await admin.goto(`/admin/order/${order._id}`);
    await admin.getByRole('heading', { name: `Order ${order.orderId}` }).waitFor();
    const record = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Delivery record', exact: true }) });
    const line = record.getByRole('row').filter({ hasText: 'Database 1' });
    await line.getByText('Downloaded').waitFor();
    await line.getByText(FILE_NAME, { exact: false }).waitFor();
    await screenshotBoth(admin, 'delivery-order-record');

    // A signed link taken before the refund stops working with it.
    const before = await apiCall(customer, 'POST', `/api/orders/${order._id}/deliveries/1`);
    expect(before.kind).toBe('download');
    await apiCall(admin, 'POST', `/api/orders/${order._id}/refund`, { reason: 'Delivery test' });
    const late = await customer.request.get(before.url);
    expect(late.status()).toBe(403);
    expect((await late.json()).error.code).toBe('ORDER_REFUNDED');
    const again = await apiRequest(customer, 'POST', `/api/orders/${order._id}/deliveries/1`);
    expect(again.status).toBe(403);
    expect(again.json.error.message).toBe(
      'This order was refunded, so its databases are no longer available.',
    );
    // My Orders keeps the refunded order, marked Refunded, with nothing left to download.
    await customer.goto('/user-dashboard/my-orders/');
    await customer.getByText('Total Orders:').waitFor();
    const refunded = customer.getByRole('row').filter({ hasText: order.orderId });
    await refunded.getByText('Refunded').first().waitFor();
    expect(await refunded.getByRole('button', { name: /download/i }).count()).toBe(0);
  });
});
