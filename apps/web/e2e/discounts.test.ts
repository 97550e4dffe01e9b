import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPages } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, uniqueEmail, useBrowser } from './support/browser.ts';
import { signInAs, signUpThroughForm } from './support/fixtures.ts';

// Issue 31: the way in (a package link opened signed out), buying with a discount code, and
// the back office's discount codes screen. One server for the three journeys.
const browser = useBrowser();

async function packages(page: Page): Promise<Array<{ _id: string; packageName: string }>> {
  const response = await page.request.get('/api/packages');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `discounts-${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `discounts-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('discount codes and the way in', () => {
  it('a package link opened signed out goes through /login?next= and sign-up to the package', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const [first] = await packages(page);
    if (!first) throw new Error('The seeded packages are missing');

    // A fresh page, straight to the package (a link from an e-mail, a new tab).
    const fresh = await browser.newPage();
    await fresh.goto(`/package/${first._id}`);
    await fresh.waitForURL((url) => url.pathname === '/login');
    expect(new URL(fresh.url()).searchParams.get('next')).toBe(`/package/${first._id}`);
    await fresh.getByRole('link', { name: 'Create an account' }).click();
    await fresh.waitForURL((url) => url.pathname === '/register');
    expect(new URL(fresh.url()).searchParams.get('next')).toBe(`/package/${first._id}`);
    // A full load keeps it: it is in the address, not in the router's memory.
    await fresh.reload();
    await signUpThroughForm(fresh, {
      name: 'Way In',
      email: uniqueEmail('wayin'),
      password: 'secret-pass-1',
    });
    await fresh.waitForURL(`**/package/${first._id}`);
    await fresh.getByRole('heading', { level: 1, name: first.packageName }).waitFor();

    // Only local paths are followed.
    const outside = await browser.newPage();
    await outside.goto('/login?next=//evil.example/x');
    await outside.getByLabel('Email').fill('customer@example.com');
    await outside.getByLabel('Password').fill('customer-demo-123');
    await outside.getByRole('button', { name: 'Sign In' }).click();
    await outside.waitForURL('**/user-dashboard');
  });

  it('buys with the demo code: the summary shows price, discount and total, PayPal the discounted amount', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Customer');
    const [first] = await packages(page);
    if (!first) throw new Error('The seeded packages are missing');
    await page.goto(`/checkout/${first._id}`);
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    await page.getByLabel('Address').fill('1 Market Street');
    await page.getByLabel('City').fill('Berlin');
    await page.locator('option', { hasText: 'Germany' }).waitFor({ state: 'attached' });
    await page.getByLabel('Country').selectOption('Germany');

    const code = page.getByLabel('Discount code (optional)');
    await code.fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The discount code NOPE does not exist.').waitFor();
    await code.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('applied').first().waitFor();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Discount (WELCOME10)').waitFor();
    await shootBoth(page, 'checkout-with-code');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/pay-now/*');
    await page.getByText('Discount (WELCOME10)').waitFor();
    await shootBoth(page, 'pay-now-with-code');
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const order = await (await page.request.get(`/api/order/${id}`)).json();
    expect(order.discountCode).toBe('WELCOME10');
    expect(order.total).toBeCloseTo(order.packagePrice * 0.9, 2);

    await page.getByRole('button', { name: /Pay with PayPal/ }).click();
    await page.waitForURL('**/sandbox/paypal/checkoutnow?token=*');
    await page.getByText(order.total.toFixed(2)).first().waitFor();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL('**/user-dashboard/my-orders/');
    const paid = await (await page.request.get(`/api/order/${id}`)).json();
    expect(paid.paymentStatus).toBe('Received');
  });

  it('the admin discount codes screen creates, deactivates with confirmation, and passes axe at both widths', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Admin');
    await page.goto('/admin/discount-codes');
    await page.getByRole('heading', { name: 'Discount codes', level: 1 }).waitFor();
    await page.getByText('WELCOME10').first().waitFor();

    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('SPRING5');
    await page.getByLabel('Discount type').selectOption('fixed');
    await page.getByLabel('Amount off (USD)').fill('5');
    await page.getByLabel('Total redemptions (optional)').fill('100');
    await page.getByRole('button', { name: 'Create code' }).click();
    await page.getByText('Code SPRING5 created.').waitFor();
    await page.getByRole('button', { name: 'Deactivate SPRING5' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Code SPRING5 deactivated.').waitFor();
    await shootBoth(page, 'admin');

    const failures = await auditPages(page, {
      paths: ['/admin/discount-codes'],
      widths: [
        { name: '1280', size: DESKTOP },
        { name: '390', size: PHONE },
      ],
      settle: async (opened) => {
        await opened.getByText('WELCOME10').first().waitFor();
      },
    });
    expect(failures).toEqual([]);
  });
});
