import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, screenshot, uniqueEmail, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const ADMIN = { email: 'admin@example.com', password: 'admin-demo-123' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A JSON call from the page's own context (its cookies), as the web app makes it. */
async function call(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
  });
  const body = await response.text();
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${body}`);
  return body ? JSON.parse(body) : undefined;
}

type PaidOrder = { _id: string; orderId: string; packagePrice: number; paymentStatus: string };

/**
 * A paid order of a new customer: the order, PayPal's order, the buyer's approval on the
 * sandbox's page and the capture, as the pay page makes them.
 */
async function paidOrder(customer: Page, customerName: string): Promise<PaidOrder> {
  const [pkg] = (await call(customer, 'GET', '/api/packages')) as Array<{ _id: string }>;
  if (!pkg) throw new Error('no seeded package');
  const order = await call(customer, 'POST', '/api/new-order', {
    packageId: pkg._id,
    customerName,
    address: '1 Refund Road',
    cityName: 'Porto',
    countryName: 'Portugal',
  });
  const { id: paypalOrderId } = await call(customer, 'POST', '/api/paypal/orders', {
    orderId: order._id,
  });
  const approval = await customer.request.post(
    `/sandbox/paypal/checkoutnow/${paypalOrderId}/approve`,
    { form: {}, maxRedirects: 0, headers: { origin: baseUrl() } },
  );
  expect(approval.status()).toBe(303);
  return call(customer, 'POST', `/api/paypal/orders/${paypalOrderId}/capture`, {});
}

let admin: Page;
let customer: Page;

beforeAll(async () => {
  customer = await browser.newPage();
  await call(customer, 'POST', '/api/auth/sign-up/email', {
    name: 'Rita Refund',
    email: uniqueEmail('refund'),
    password: 'secret-pass-1',
  });
  admin = await browser.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
});

async function openOrder(order: PaidOrder) {
  await admin.goto(`/admin/order/${order._id}`);
  await admin.getByRole('heading', { name: `Order ${order.orderId}` }).waitFor();
}

/** The visible window only: a full-page shot would stretch the dialog's fixed backdrop. */
const shootWindow = (name: string) =>
  admin.screenshot({
    path: path.resolve(import.meta.dirname, '../../../screenshots', `${name}.png`),
  });

const refundDialog = () => admin.getByRole('alertdialog');
/** One of the page's cards, by its heading. */
const card = (title: string) =>
  admin
    .locator('section')
    .filter({ has: admin.getByRole('heading', { name: title, exact: true }) });

describe('back office: refunds', () => {
  it('refunds a Received order through PayPal after a confirmation with a reason', async () => {
    const order = await paidOrder(customer, 'Rita Refund');
    expect(order.paymentStatus).toBe('Received');
    const amount = `$${order.packagePrice.toFixed(2)}`;
    await openOrder(order);

    const panel = card('Refund');
    await panel.getByText(`Return the whole payment of ${amount}`).waitFor();
    await panel.getByRole('button', { name: 'Refund Payment' }).click();
    const dialog = refundDialog();
    await dialog.getByRole('heading', { name: `Refund ${amount} to Rita Refund?` }).waitFor();

    // The reason is required: nothing is sent without it.
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await dialog.getByText('Give a reason for the refund.').waitFor();
    await dialog.getByLabel('Reason').fill('Customer bought the wrong plan');

    await admin.setViewportSize(DESKTOP);
    await shootWindow('admin-order-refund-dialog-1280');
    await admin.setViewportSize(PHONE);
    await shootWindow('admin-order-refund-dialog-390');
    await admin.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await admin.getByText(`Payment refunded: ${amount} returned through PayPal.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The page shows the new status, offers no second refund and records who and why.
    const summary = card(`Order ${order.orderId}`);
    await summary.getByText('Refunded', { exact: true }).waitFor();
    expect(await admin.getByRole('button', { name: 'Refund Payment' }).count()).toBe(0);
    expect(await admin.getByLabel('Payment Status').inputValue()).toBe('Refunded');
    const history = admin.getByRole('list', { name: 'Status changes, newest first' });
    await history
      .getByText('Payment Received → Refunded: Customer bought the wrong plan')
      .waitFor();
    await history.getByText(`${ADMIN.email} ·`, { exact: false }).waitFor();
    await screenshot(admin, 'admin-order-refunded-1280');

    const seen = await call(customer, 'GET', `/api/order/${order._id}`);
    expect(seen.paymentStatus).toBe('Refunded');
    expect(seen).not.toHaveProperty('accessLink1');
  });

  it("shows PayPal's reason when PayPal refuses the refund, and changes nothing", async () => {
    const order = await paidOrder(customer, 'Rita Refund');
    const amount = `$${order.packagePrice.toFixed(2)}`;
    // PayPal's negative testing, which the local sandbox honours: the refund is not allowed.
    await admin.route('**/api/orders/*/refund', (route) =>
      route.continue({
        headers: {
          ...route.request().headers(),
          'paypal-mock-response': JSON.stringify({ mock_application_codes: 'REFUND_NOT_ALLOWED' }),
        },
      }),
    );
    try {
      await openOrder(order);
      await admin.getByRole('button', { name: 'Refund Payment' }).click();
      const dialog = refundDialog();
      await dialog.getByLabel('Reason').fill('Goodwill');
      await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
      await dialog.getByText('PayPal refused the refund: Capture cannot be refunded.').waitFor();
      await shootWindow('admin-order-refund-refused-1280');
      await admin.setViewportSize(PHONE);
      await shootWindow('admin-order-refund-refused-390');
      await admin.setViewportSize(DESKTOP);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await admin.unroute('**/api/orders/*/refund');
    }
    const summary = card(`Order ${order.orderId}`);
    await summary.getByText('Received', { exact: true }).waitFor();
    expect((await call(customer, 'GET', `/api/order/${order._id}`)).paymentStatus).toBe('Received');
  });
});
