import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  DESKTOP,
  latestOutboxMessageTo,
  PHONE,
  screenshot,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { png, signUpThroughForm } from './support/fixtures.ts';

const browser = useBrowser();

const PASSWORD = 'secret-pass-1';
const NAME = 'Jane Buyer';

type OrderJson = {
  _id: string;
  orderId: string;
  paymentId: string;
  paymentStatus: string;
  orderStatus: string;
  packageName: string;
  packagePrice: number;
  accessLink1?: string;
};

const path = (page: Page) => new URL(page.url()).pathname;

/** Signs up a new customer on /register (the page may send them on to a saved package). */
async function signUp(page: Page, email = uniqueEmail('buyer')) {
  await signUpThroughForm(page, { name: NAME, email, password: PASSWORD });
  return email;
}

/** The seeded packages, as the public API lists them. */
async function packages(page: Page): Promise<Array<{ _id: string; packageName: string }>> {
  const response = await page.request.get('/api/packages');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function readOrder(page: Page, id: string): Promise<OrderJson> {
  const response = await page.request.get(`/api/order/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Fills the checkout form and places the order; answers the new order's `_id`. */
async function placeOrder(page: Page, packageId: string): Promise<string> {
  await page.goto(`/checkout/${packageId}`);
  await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
  await page.getByLabel('Address').fill('1 Market Street');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country').selectOption('Germany');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL('**/pay-now/*');
  return path(page).split('/').at(-1) ?? '';
}

/** On /pay-now: clicks PayPal's 'Pay' button and waits for the sandbox's approval page. */
async function openPayPal(page: Page) {
  const payButton = page.getByRole('button', { name: /Pay with PayPal/ });
  await payButton.waitFor();
  await payButton.click();
  await page.waitForURL('**/sandbox/paypal/checkoutnow?token=*');
  await page.getByRole('button', { name: 'Approve payment' }).waitFor();
}

/** Full-page screenshots at 1280 and at 390, waiting for `ready` after each resize. */
async function shootBoth(page: Page, name: string, ready?: () => Promise<unknown>) {
  await page.setViewportSize(DESKTOP);
  await ready?.();
  await screenshot(page, `purchase-${name}-1280`);
  await page.setViewportSize(PHONE);
  await ready?.();
  await screenshot(page, `purchase-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('the purchase in the browser', () => {
  it('goes from Buy Now through sign-up, checkout and the PayPal sandbox to the paid order', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const [, growth] = await packages(page);
    if (!growth) throw new Error('The seeded packages are missing');

    // Buy Now on the second plan: signed out, so the guard sends the visitor to /login.
    const plan = page.getByRole('article').filter({ hasText: growth.packageName });
    await plan.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await signUp(page);

    // Sign-up lands on the package whose Buy Now was clicked last.
    await page.waitForURL(`**/package/${growth._id}`);
    await page.getByRole('heading', { level: 1, name: growth.packageName }).waitFor();
    await page.getByText('$149.00').first().waitFor();
    await page
      .getByRole('complementary', { name: 'Order this package' })
      .getByText('5 credits')
      .waitFor();
    await page.getByText('Three regional files prepared by our team').waitFor();
    await shootBoth(page, 'package');

    await page.getByRole('link', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(`**/checkout/${growth._id}`);
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe(NAME);
    const country = page.getByLabel('Country');
    expect(await country.inputValue()).toBe('');
    expect(
      await country.locator('option', { hasText: 'Select your country' }).getAttribute('disabled'),
    ).not.toBeNull();
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByText('$149.00')
      .first()
      .waitFor();
    await page.locator('option', { hasText: 'Germany' }).waitFor({ state: 'attached' });
    await shootBoth(page, 'checkout');

    // Validation on submit: required fields say so and nothing is sent.
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText('Full Name is required.').waitFor();
    await page.getByText('Address is required.').waitFor();
    await page.getByText('City is required.').waitFor();
    await page.getByText('Country is required.').waitFor();
    expect(path(page)).toBe(`/checkout/${growth._id}`);
    // The first invalid field has focus, and it, its label and its message are in view below
    // the sticky header (the page had scrolled down to the button).
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('name') === 'customerName',
    );
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    const fullNameLabel = await page.getByText('Full Name', { exact: true }).boundingBox();
    const fullNameError = await page.getByText('Full Name is required.').boundingBox();
    expect(fullNameLabel?.y).toBeGreaterThanOrEqual(headerBottom);
    expect((fullNameError?.y ?? 0) + (fullNameError?.height ?? 0)).toBeLessThanOrEqual(
      DESKTOP.height,
    );
    await screenshot(page, 'purchase-checkout-errors-1280');

    await page.getByLabel('Full Name').fill(NAME);
    await page.getByLabel('Address').fill('1 Market Street');
    await page.getByLabel('City').fill('Berlin');
    await country.selectOption('Germany');
    await page.getByLabel('Website (optional)').fill('https://buyer.example.com');
    await page.getByLabel('Note (optional)').fill('Please include Berlin start-ups.');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/pay-now/*');
    const orderId = path(page).split('/').at(-1) ?? '';

    await page.getByRole('heading', { level: 1, name: 'Pay Now' }).waitFor();
    await page.getByText('Amount to Pay: $149.00 USD').waitFor();
    await page.getByRole('button', { name: /Pay with PayPal/ }).waitFor();
    await shootBoth(page, 'pay-now', () =>
      page.getByRole('button', { name: /Pay with PayPal/ }).waitFor(),
    );

    await openPayPal(page);
    await screenshot(page, 'purchase-paypal-approval-1280');
    await page.getByRole('button', { name: 'Approve payment' }).click();

    // Back on the pay page the SDK calls onApprove; the server captures; My Orders follows.
    await page.waitForURL('**/user-dashboard/my-orders/');
    await page.getByText('Total Orders: 1 | Total Spend: $149.00').waitFor();
    const row = page.getByRole('row').filter({ hasText: growth.packageName });
    await row.getByText('Received').waitFor();
    const paid = await readOrder(page, orderId);
    expect(paid.paymentStatus).toBe('Received');
    expect(paid.orderStatus).toBe('Completed');
    await row.getByText(paid.orderId, { exact: true }).waitFor();
    await shootBoth(page, 'my-orders', () =>
      page.getByText('Total Orders: 1 | Total Spend: $149.00').waitFor(),
    );

    // Database 1 is a sample file the store hosts (the demo seed): it downloads as an attachment.
    await row.getByText('leadvault-growth-database-1-north-america.csv').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download Database 1/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('leadvault-growth-database-1-north-america.csv');

    // The dashboard counts it; the pay page now says it is paid, without buttons.
    await page.goto('/user-dashboard');
    const ordersTile = page.getByRole('link', { name: 'Total Orders' });
    await ordersTile.getByText('1', { exact: true }).waitFor();
    await page
      .getByRole('link', { name: 'Pending Payments' })
      .getByText('0', { exact: true })
      .waitFor();
    await shootBoth(page, 'dashboard', () => ordersTile.getByText('1', { exact: true }).waitFor());

    await page.goto(`/pay-now/${orderId}`);
    await page.getByText('Payment has already been received.').waitFor();
    expect(await page.getByRole('button', { name: /PayPal/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to My Orders' }).waitFor();
    await shootBoth(page, 'pay-now-paid');

    // The received-payment page asks the server, which already has it.
    await page.goto(`/received-payment/${orderId}/${paid.paymentId}`);
    await page.getByRole('heading', { name: 'Payment Confirmation' }).waitFor();
    await page.getByRole('heading', { name: 'Payment has already been received.' }).waitFor();
    await shootBoth(page, 'received-payment');
    await page.waitForURL('**/user-dashboard', { timeout: 10_000 });
  });

  it('buys a credit pack from /deposit: it reads as credits from card to e-mail, and the credits arrive once', async () => {
    const page = await browser.newPage();
    const email = await signUp(page);
    await page.waitForURL('**/user-dashboard');
    const pack = (await packages(page)).find((pkg) => pkg.packageName === '100 credits');
    if (!pack) throw new Error('The seeded credit pack is missing');

    await page.goto('/deposit');
    const card = page.getByRole('article').filter({ hasText: '100 credits' });
    await card.getByRole('link', { name: 'Buy' }).click();
    await page.waitForURL(`**/package/${pack._id}`);
    // The pack's page: labelled a credit pack, reached from Deposit, never a database.
    const main = page.getByRole('main');
    await main.getByText('Credit pack', { exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Deposit' })
      .waitFor();
    await main.getByText('Credits added').first().waitFor();
    expect(await main.getByText(/database/i).count()).toBe(0);
    await shootBoth(page, 'credit-pack-page');
    await expectAccessible(page, 'the credit pack page');

    await page.getByRole('link', { name: 'Continue to Checkout' }).first().click();
    await page.waitForURL(`**/checkout/${pack._id}`);
    const steps = page.getByRole('navigation', { name: 'Checkout progress' });
    await steps.getByText('Credits added').waitFor({ state: 'attached' });
    expect(await page.getByText('Database access').count()).toBe(0);
    await page.getByLabel('Address').fill('1 Market Street');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Country').selectOption('Germany');
    await shootBoth(page, 'credit-pack-checkout');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/pay-now/*');
    await page.getByRole('button', { name: /Pay with PayPal/ }).waitFor();
    // The footer speaks of the shop's databases; the purchase itself never does.
    expect(
      await page
        .getByRole('main')
        .getByText(/database/i)
        .count(),
    ).toBe(0);
    await shootBoth(page, 'credit-pack-pay-now');
    await openPayPal(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL('**/user-dashboard/my-orders/');
    await page.getByText('Payment received. 100 credits added to your balance.').waitFor();
    const row = page.getByRole('row').filter({ hasText: '100 credits' });
    await row.getByText('Received').waitFor();
    // My Orders: the credits the pack added, no database slots.
    await row.getByText('100 credits added').waitFor();
    expect(await row.getByText('N/A').count()).toBe(0);
    await shootBoth(page, 'credit-pack-my-orders');
    await expectAccessible(page, 'My Orders with a credit pack');

    // 5 from sign-up plus the pack's 100, once, whatever the webhook does after the capture.
    await expect
      .poll(async () => (await (await page.request.get('/api/credits')).json()).balance)
      .toBe(105);
    await expect
      .poll(() => latestOutboxMessageTo(email), { timeout: 15_000 })
      .toContain('100 credits added; your balance is 105.');
    expect(latestOutboxMessageTo(email)).not.toMatch(/database/i);
    await page.goto('/find-leads/credits');
    await page.getByText('+100').first().waitFor();
    await screenshot(page, 'purchase-credit-pack-ledger-1280');
  });

  it('cancels on the approval page: the order is Cancelled and the buyer lands on the dashboard', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await page.waitForURL('**/user-dashboard');
    const [starter] = await packages(page);
    if (!starter) throw new Error('The seeded packages are missing');
    const orderId = await placeOrder(page, starter._id);
    await openPayPal(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // From the moment the address commits: the message shows for 1.5 s, then the dashboard
    // opens, and waiting for the load event as well could miss that window on a busy machine.
    await page.waitForURL(`**/cancelled-payment/${orderId}`, { waitUntil: 'commit' });
    await page.getByText('You have cancelled the payment').waitFor();
    await screenshot(page, 'purchase-cancelled-payment-1280');
    await page.waitForURL('**/user-dashboard', { timeout: 10_000 });

    const cancelled = await readOrder(page, orderId);
    expect(cancelled.paymentStatus).toBe('Cancelled');
    expect(cancelled.orderStatus).toBe('Cancelled');

    // Its pay page says so and offers to order again, without PayPal buttons.
    await page.goto(`/pay-now/${orderId}`);
    await page.getByRole('heading', { name: 'This order was cancelled' }).waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /PayPal/ }).count()).toBe(0);
    await shootBoth(page, 'pay-now-cancelled');
    await page.getByRole('link', { name: 'Order again' }).click();
    await page.waitForURL(`**/package/${starter._id}`);
  });

  it('lists an unpaid order under Pending Payments with Pay Now, on a phone', async () => {
    const page = await browser.newPage(PHONE);
    await signUp(page);
    await page.waitForURL('**/user-dashboard');

    await page.goto('/pending-payment/');
    await page.getByText('No pending payments found.').waitFor();
    await screenshot(page, 'purchase-pending-empty-390');
    await page.goto('/user-dashboard/my-orders/');
    await page.getByText('No orders found.').waitFor();
    await page.getByText('Total Orders: 0 | Total Spend: $0.00').waitFor();
    await screenshot(page, 'purchase-my-orders-empty-390');

    const [starter] = await packages(page);
    if (!starter) throw new Error('The seeded packages are missing');
    const orderId = await placeOrder(page, starter._id);
    const order = await readOrder(page, orderId);
    expect(order.paymentStatus).toBe('Pending');

    await page.goto('/pending-payment/');
    await page.getByRole('heading', { name: 'Pending Payments' }).waitFor();
    await page.getByText('1 pending payment to process').waitFor();
    const card = page.getByRole('row').filter({ hasText: order.orderId });
    await card.getByText('$49.00', { exact: true }).waitFor();
    await shootBoth(page, 'pending', () =>
      page.getByText('1 pending payment to process').waitFor(),
    );
    await page.setViewportSize(PHONE);
    await card.getByRole('link', { name: 'Pay Now' }).click();
    await page.waitForURL(`**/pay-now/${orderId}`);
    await page.getByText('Amount to Pay: $49.00 USD').waitFor();

    await page.goto('/user-dashboard');
    await page
      .getByRole('link', { name: 'Pending Payments' })
      .getByText('1', { exact: true })
      .waitFor();

    // Not paid through PayPal yet: the confirmation page refuses and says why.
    await page.goto(`/received-payment/${orderId}/${order.paymentId}`);
    await page.getByRole('heading', { name: 'The payment is not confirmed yet' }).waitFor();
    await page.getByText('No PayPal payment has been made for this order yet.').waitFor();
    await shootBoth(page, 'received-payment-not-paid');
    expect((await readOrder(page, orderId)).paymentStatus).toBe('Pending');
  });

  it('uploads a profile picture that becomes the avatar', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await page.waitForURL('**/user-dashboard');

    await page.goto('/update-profile');
    await page.waitForURL('**/update-profile/*');
    await page.getByRole('heading', { name: 'Update Profile' }).waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe(NAME);
    await page.getByRole('img', { name: 'No profile picture yet' }).waitFor();
    await shootBoth(page, 'update-profile');

    // The name is required.
    await page.getByLabel('Your Name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Your Name is required.').waitFor();

    await page.getByLabel('Your Name').fill('Jane Pictured');
    await page.getByLabel('Profile Image URL').fill('https://images.example.com/ignored.png');
    const input = page.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await png(32, 32, [79, 70, 229]),
    });
    await page.getByText('avatar.png').waitFor();
    expect(await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    await screenshot(page, 'purchase-update-profile-file-1280');

    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Image uploaded successfully!').waitFor();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.waitForURL('**/user-dashboard');

    // The chosen file won over the typed address, and the header shows it.
    const me = await (await page.request.get('/api/me')).json();
    expect(me.profile.userName).toBe('Jane Pictured');
    expect(me.profile.profileImg).toMatch(/^\/uploads\//);
    const avatar = page.getByRole('button', { name: 'Your account' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toBe(me.profile.profileImg);
    await page.getByText('Welcome back, Jane Pictured.').waitFor();
    // So does the dashboard's account card.
    const cardPicture = page.getByRole('complementary', { name: 'Account summary' }).locator('img');
    expect(await cardPicture.getAttribute('src')).toBe(me.profile.profileImg);
    await expect
      .poll(() => cardPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await shootBoth(page, 'dashboard-picture');
  });

  it('tells the buyer when the card is declined, keeps the order Pending and lets them pay again', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await page.waitForURL('**/user-dashboard');
    const [starter] = await packages(page);
    if (!starter) throw new Error('The seeded packages are missing');
    const orderId = await placeOrder(page, starter._id);
    await openPayPal(page);

    await page.getByText('Sandbox test options').click();
    await page.getByRole('button', { name: 'Approve with a card that will be declined' }).click();
    await page.waitForURL(`**/pay-now/${orderId}*`);
    await page.getByText('Your card was declined.').waitFor();
    await screenshot(page, 'purchase-pay-now-declined-1280');
    expect((await readOrder(page, orderId)).paymentStatus).toBe('Pending');

    // PayPal opens again so another card can be chosen; this time the payment goes through.
    await page.waitForURL('**/sandbox/paypal/checkoutnow?token=*', { timeout: 15_000 });
    expect((await readOrder(page, orderId)).paymentStatus).toBe('Pending');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL('**/user-dashboard/my-orders/');
    await page.getByText('Total Orders: 1 | Total Spend: $49.00').waitFor();
    expect((await readOrder(page, orderId)).paymentStatus).toBe('Received');
  });

  it('shows the missing-order and missing-package states', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await page.waitForURL('**/user-dashboard');
    const unknown = '00000000-0000-4000-8000-000000000000';

    await page.goto(`/pay-now/${unknown}`);
    await page.getByRole('alert').filter({ hasText: 'Order not found' }).waitFor();
    await shootBoth(page, 'pay-now-not-found');

    await page.goto(`/package/${unknown}`);
    await page.getByRole('heading', { name: 'Package not found' }).waitFor();
    await shootBoth(page, 'package-not-found');

    await page.goto(`/checkout/${unknown}`);
    await page.getByRole('heading', { name: 'Package not found' }).waitFor();
  });
});
