import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPages } from './support/axe.ts';
import { DESKTOP, PHONE, uniqueEmail, useBrowser } from './support/browser.ts';
import { apiCall, screenshotBoth, signInAs, signUpByApi } from './support/fixtures.ts';

/**
 * Issue 31: a business buys with its company, VAT id and the demo's discount code, downloads its
 * invoice from My Orders, staff refund it in the back office, and the buyer downloads the
 * credit note. One server, one journey; axe on the new screens at both widths.
 */
const browser = useBrowser();
const viewports = [
  { name: '1280', size: DESKTOP },
  { name: '390', size: PHONE },
] as const;

let customer: Page;
let admin: Page;
/** The journey's order and package, which the accessibility audit opens again. */
let orderId = '';
let packageId = '';

beforeAll(async () => {
  customer = await browser.newPage();
  await signUpByApi(customer, {
    name: 'Greta Invoice',
    email: uniqueEmail('invoice'),
    password: 'secret-pass-1',
  });
  admin = await browser.newPage();
  await signInAs(admin, 'Admin');
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function pdfTextOf(download: Download): Promise<string> {
  const file = await download.path();
  const { text } = await extractText(new Uint8Array(await readFile(file)), { mergePages: true });
  return text;
}

describe('invoices and credit notes', () => {
  it('buys as a company with a VAT id, downloads the invoice, and the credit note after a refund', async () => {
    const packages: Array<{ _id: string; packageName: string; packageKind?: string }> =
      await apiCall(customer, 'GET', '/api/packages');
    const pkg = packages[0];
    if (!pkg) throw new Error('no seeded package');
    packageId = pkg._id;

    // Checkout: company and VAT id beside the billing fields; a VAT id of another format is
    // refused in the form with the country's example.
    await customer.goto(`/checkout/${pkg._id}`);
    await customer.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    await customer.getByLabel('Address').fill('Friedrichstraße 10');
    await customer.getByLabel('City').fill('Berlin');
    await customer.getByLabel('Country').selectOption('Germany');
    await customer.getByLabel('Company (optional)').fill('Greta Analytics GmbH');
    await customer.getByLabel('VAT ID (optional)').fill('DE136695977');
    await customer.getByRole('button', { name: 'Proceed to Payment' }).click();
    await customer
      .getByText('This is not a VAT ID of Germany (for example DE136695976).')
      .waitFor();
    await screenshotBoth(customer, 'invoice-checkout-vat-error');
    await customer.getByLabel('VAT ID (optional)').fill('de 136 695 976');
    // The demo's code (WELCOME10, 10 % off): the invoice carries the discount.
    await customer.getByLabel('Discount code (optional)').fill('WELCOME10');
    await customer.getByRole('button', { name: 'Apply' }).click();
    await customer.getByText('Discount (WELCOME10)').first().waitFor();
    await customer.getByRole('button', { name: 'Proceed to Payment' }).click();
    await customer.waitForURL('**/pay-now/*');
    orderId = new URL(customer.url()).pathname.split('/').at(-1) ?? '';

    const payButton = customer.getByRole('button', { name: /Pay with PayPal/ });
    await payButton.click();
    await customer.waitForURL('**/sandbox/paypal/checkoutnow?token=*');
    await customer.getByRole('button', { name: 'Approve payment' }).click();
    await customer.waitForURL('**/user-dashboard/my-orders/');

    // My Orders: the Invoice beside the paid order.
    const order = await apiCall(customer, 'GET', `/api/order/${orderId}`);
    expect(order).toMatchObject({
      companyName: 'Greta Analytics GmbH',
      vatId: 'DE136695976',
      discountCode: 'WELCOME10',
    });
    const row = customer.getByRole('row').filter({ hasText: order.orderId });
    const invoiceLink = row.getByRole('link', { name: `Invoice of order ${order.orderId} (PDF)` });
    await invoiceLink.waitFor();
    await screenshotBoth(customer, 'invoice-my-orders');
    const [invoice] = await Promise.all([customer.waitForEvent('download'), invoiceLink.click()]);
    expect(invoice.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const invoiceText = await pdfTextOf(invoice);
    for (const expected of [
      'INVOICE',
      'LeadVault Demo Ltd',
      'Greta Analytics GmbH',
      'VAT ID: DE136695976',
      'Berlin, Germany',
      pkg.packageName,
      'Discount (WELCOME10)',
      order.transactionId,
    ]) {
      expect(invoiceText).toContain(expected);
    }
    await invoice.saveAs(`${import.meta.dirname}/../../../screenshots/invoice-journey.pdf`);

    // The back office: the order page offers the invoice; a refund issues the credit note.
    await admin.goto(`/admin/order/${orderId}`);
    await admin.getByRole('heading', { name: `Order ${order.orderId}` }).waitFor();
    await admin.getByText('Greta Analytics GmbH, VAT ID DE136695976').waitFor();
    await admin.getByRole('link', { name: `Invoice of order ${order.orderId} (PDF)` }).waitFor();
    await admin.getByRole('button', { name: 'Refund Payment' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByLabel('Reason').fill('Bought by mistake');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin
      .getByRole('link', { name: `Credit note of order ${order.orderId} (PDF)` })
      .waitFor();
    await screenshotBoth(admin, 'invoice-admin-order-refunded');

    await customer.reload();
    const creditLink = row.getByRole('link', {
      name: `Credit note of order ${order.orderId} (PDF)`,
    });
    await creditLink.waitFor();
    const [creditNote] = await Promise.all([customer.waitForEvent('download'), creditLink.click()]);
    const creditText = await pdfTextOf(creditNote);
    expect(creditText).toContain('CREDIT NOTE');
    expect(creditText).toContain(
      `cancels invoice ${invoice.suggestedFilename().replace('.pdf', '')}`,
    );
    await creditNote.saveAs(`${import.meta.dirname}/../../../screenshots/credit-note-journey.pdf`);

    // The seller details screen.
    await admin.goto('/admin/setting-invoice');
    await admin.getByLabel('Legal name').waitFor();
    expect(await admin.getByLabel('Legal name').inputValue()).toBe('LeadVault Demo Ltd');
    await screenshotBoth(admin, 'invoice-settings');
  }, 120_000);

  it('passes axe on the new screens at both widths', async () => {
    if (!orderId) throw new Error('the journey placed no order');
    const failures = [
      ...(await auditPages(admin, {
        paths: ['/admin/setting-invoice', `/admin/order/${orderId}`],
        widths: viewports,
        settle,
      })),
      ...(await auditPages(customer, {
        paths: ['/user-dashboard/my-orders/', `/checkout/${packageId}`],
        widths: viewports,
        settle,
      })),
    ];
    expect(failures).toEqual([]);
  }, 120_000);
});
