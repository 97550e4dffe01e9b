import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  DESKTOP,
  latestOutboxMessageTo,
  PHONE,
  screenshot,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import {
  ADMIN,
  apiCall,
  type PaidOrder,
  paidOrder,
  signInAs,
  signUpByApi,
} from './support/fixtures.ts';

const browser = useBrowser();

const BILLING = {
  customerName: 'Rita Refund',
  address: '1 Refund Road',
  cityName: 'Porto',
  countryName: 'Portugal',
};

let admin: Page;
let customer: Page;
const customerEmail = uniqueEmail('refund');

beforeAll(async () => {
  customer = await browser.newPage();
  await signUpByApi(customer, {
    name: 'Rita Refund',
    email: customerEmail,
    password: 'secret-pass-1',
  });
  admin = await browser.newPage();
  await signInAs(admin, 'Admin');
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
    const order = await paidOrder(customer, BILLING);
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
      .getByText(
        'Payment Received → Refunded, order Completed → Cancelled: Customer bought the wrong plan',
      )
      .waitFor();
    await history.getByText(`${ADMIN.email} ·`, { exact: false }).waitFor();
    await screenshot(admin, 'admin-order-refunded-1280');

    const seen = await apiCall(customer, 'GET', `/api/order/${order._id}`);
    expect(seen.paymentStatus).toBe('Refunded');
    expect(seen).not.toHaveProperty('accessLink1');
  });

  it("says how many of a credit pack's credits are left and spent before the refund, and mails the customer", async () => {
    const packs: Array<{ _id: string; packageName: string }> = await apiCall(
      customer,
      'GET',
      '/api/packages',
    );
    const pack = packs.find((pkg) => pkg.packageName === '100 credits');
    if (!pack) throw new Error('The seeded credit pack is missing');
    const order = await paidOrder(customer, BILLING, pack._id);
    // The customer spent 60 of the pack's credits: 40 of the balance are left.
    const { items } = await apiCall(
      admin,
      'GET',
      `/api/profiles?email=${encodeURIComponent(customerEmail)}&page=1`,
    );
    await apiCall(admin, 'PUT', `/api/update-credit/${items[0]._id}`, { userPoint: 40 });

    await openOrder(order);
    const panel = card('Refund');
    await panel.getByText("the pack's unspent credits are taken back").waitFor();
    await panel.getByRole('button', { name: 'Refund Payment' }).click();
    const dialog = refundDialog();
    await dialog
      .getByText(
        "40 of this pack's 100 credits are left to take back; 60 were spent and stay spent.",
      )
      .waitFor();
    await dialog.getByLabel('Reason').fill('Pack bought twice');
    await expectAccessible(admin, 'the credit pack refund dialog');
    await admin.setViewportSize(DESKTOP);
    await shootWindow('admin-order-refund-credit-pack-1280');
    await admin.setViewportSize(PHONE);
    await shootWindow('admin-order-refund-credit-pack-390');
    await admin.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await dialog.waitFor({ state: 'detached' });

    expect((await apiCall(customer, 'GET', '/api/credits')).balance).toBe(0);
    await expect
      .poll(() => latestOutboxMessageTo(customerEmail), { timeout: 15_000 })
      .toContain('40 credits of this pack were taken back from your balance');
    // The refunded order stays in My Orders, marked Refunded and no longer Completed.
    await customer.goto('/user-dashboard/my-orders/');
    const row = customer.getByRole('row').filter({ hasText: order.orderId });
    await row.getByText('Refunded', { exact: true }).waitFor();
    await row.getByText('Refunded: unspent credits taken back').waitFor();
    expect((await apiCall(customer, 'GET', `/api/order/${order._id}`)).orderStatus).toBe(
      'Cancelled',
    );
    await customer.setViewportSize(DESKTOP);
    await screenshot(customer, 'my-orders-refunded-pack-1280');
    await customer.setViewportSize(PHONE);
    await screenshot(customer, 'my-orders-refunded-pack-390');
    await customer.setViewportSize(DESKTOP);
    await expectAccessible(customer, 'My Orders with a refunded pack');
  });

  it("shows PayPal's reason when PayPal refuses the refund, and changes nothing", async () => {
    const order = await paidOrder(customer, BILLING);
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
    expect((await apiCall(customer, 'GET', `/api/order/${order._id}`)).paymentStatus).toBe(
      'Received',
    );
  });
});
