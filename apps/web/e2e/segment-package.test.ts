import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiRequest, signInAs, signUpNewCustomer } from './support/fixtures.ts';

const browser = useBrowser();

const PACKAGE_NAME = 'Sales and Marketing Starter';
const ROWS = 20;

/** Screenshots at 1280 and 390 px and axe at both, in one navigation (the page is resized). */
async function shootAndAudit(
  page: Page,
  name: string,
  label: string,
  ready?: () => Promise<unknown>,
) {
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await ready?.();
    await screenshot(page, `segment-${name}-${width}`);
    await expectAccessible(page, `${label} at ${width} px`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Ticks the option called `name` inside the checkbox group called `group`. Once in many runs on
 * a loaded machine the click lands while the editor re-renders and does not take: tried again.
 */
async function tick(scope: Locator, group: string, name: string) {
  const box = scope
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { name, exact: true });
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked())) await box.check({ timeout: 5_000 }).catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Starts a download with `click` and answers the file's name and bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

describe('a database package cut from our leads', () => {
  it('is defined by staff, bought by a customer and delivered as CSV and Excel files', async () => {
    // Staff define the segment: two departments, 20 contacts, one file per department.
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    await admin.goto('/admin/packages/');
    await admin.getByRole('button', { name: 'Add Package' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Package Name').fill(PACKAGE_NAME);
    await dialog.getByLabel('Package Price').fill('19.00');
    await dialog.getByRole('radio', { name: /Cut from our leads/ }).check();
    expect(await dialog.getByLabel('Access Link One').count()).toBe(0);
    expect(await dialog.getByLabel('Feature One').count()).toBe(0);
    await tick(dialog, 'Department', 'Sales');
    await tick(dialog, 'Department', 'Marketing');
    await dialog.getByLabel('Number of contacts').fill(String(ROWS));
    expect(await dialog.getByLabel('Checked within (days)').inputValue()).toBe('30');
    await dialog.getByLabel('Split files by').selectOption('department');
    await dialog.getByLabel('File 1 name').fill('Sales');
    await tick(dialog, 'Department values in file 1', 'Sales');
    await dialog.getByRole('button', { name: 'Add a file' }).click();
    await dialog.getByLabel('File 2 name').fill('Marketing');
    await tick(dialog, 'Department values in file 2', 'Marketing');

    // The preview: the card's generated lines and the live counts, per file too.
    const preview = dialog.getByRole('complementary', { name: 'Preview' });
    await preview.getByText('Matching checked contacts').waitFor();
    await preview.getByText('File “Sales”').waitFor();
    await preview.getByText('File “Marketing”').waitFor();
    expect(await preview.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await preview.getByText(/^Cannot be bought/).count()).toBe(0);
    await shootAndAudit(admin, 'editor', 'the package editor cut from our leads', () =>
      preview.getByText('Matching checked contacts').waitFor(),
    );

    await dialog.getByRole('button', { name: 'Add Package' }).click();
    await dialog.waitFor({ state: 'detached' });
    const listed = admin.getByRole('row').filter({ hasText: PACKAGE_NAME });
    await listed.getByText(/Cut from our leads · [\d,]+ live of 20 promised · 0 sold/).waitFor();
    expect(await listed.getByText('Not buyable: fewer live contacts than promised').count()).toBe(
      0,
    );
    await shootAndAudit(admin, 'package-list', 'the package list with a segment package');

    // Its edit page opens in segment mode with the stored definition and its preview.
    await listed.getByRole('link', { name: /^Edit/ }).click();
    expect(await admin.getByRole('radio', { name: /Cut from our leads/ }).isChecked()).toBe(true);
    expect(await admin.getByLabel('File 2 name').inputValue()).toBe('Marketing');
    const editPreview = admin.getByRole('complementary', { name: 'Preview' });
    await editPreview.getByText('Matching checked contacts').waitFor();
    await shootAndAudit(admin, 'editor-page', 'the edit page of a segment package', () =>
      editPreview.getByText('Matching checked contacts').waitFor(),
    );
    await admin.goto('/admin/packages/');

    const packages: Array<{ _id: string; packageName: string; segment: unknown }> = await apiCall(
      admin,
      'GET',
      '/api/packages',
    );
    const pkg = packages.find((one) => one.packageName === PACKAGE_NAME);
    if (!pkg) throw new Error('The new package is not on sale');
    expect(pkg.segment).toMatchObject({
      rowCount: ROWS,
      files: ['Sales', 'Marketing'],
      available: true,
    });

    // A customer buys it: the checkout offers to include contacts bought before (off).
    const customer = await browser.newPage();
    await signUpNewCustomer(customer, 'Sam Segment', 'segment-buyer');
    await customer.goto(`/package/${pkg._id}`);
    await customer.getByRole('heading', { level: 1, name: PACKAGE_NAME }).waitFor();
    await customer.getByRole('link', { name: 'Continue to Checkout' }).first().click();
    await customer.waitForURL(`**/checkout/${pkg._id}`);
    const includeOwned = customer.getByLabel(
      'Also include contacts I already bought in earlier packages',
    );
    expect(await includeOwned.isChecked()).toBe(false);
    await customer.getByText('By default we leave them out').waitFor();
    await customer.getByLabel('Address').fill('1 Market Street');
    await customer.getByLabel('City').fill('Berlin');
    await customer.getByLabel('Country').selectOption('Germany');
    await customer.getByRole('button', { name: 'Proceed to Payment' }).click();
    await customer.waitForURL('**/pay-now/*');
    await customer.getByText(/we start preparing your files/).waitFor();

    const payButton = customer.getByRole('button', { name: /Pay with PayPal/ });
    await payButton.waitFor();
    await payButton.click();
    await customer.waitForURL('**/sandbox/paypal/checkoutnow?token=*');
    await customer.getByRole('button', { name: 'Approve payment' }).click();

    // My Orders: "Preparing your files" (asked again every 3 s), then the two files.
    await customer.waitForURL('**/user-dashboard/my-orders/');
    await customer
      .getByText(
        'Payment received. Your files are being prepared: we will e-mail you when they are ready.',
      )
      .waitFor();
    const row = customer.getByRole('row').filter({ hasText: PACKAGE_NAME });
    const csvButtons = row.getByRole('button', { name: /^Download CSV/ });
    await row.getByText('Preparing your files').or(csvButtons.first()).first().waitFor();
    if (await row.getByText('Preparing your files').isVisible()) {
      await shootAndAudit(customer, 'my-orders-preparing', 'My Orders while files are prepared');
    }
    await csvButtons.first().waitFor({ timeout: 60_000 });
    expect(await csvButtons.count()).toBe(2);
    await row.getByText('Sales', { exact: true }).waitFor();
    await row.getByText('Marketing', { exact: true }).waitFor();
    const counts = await row.getByText(/^[\d,]+ contacts?$/).allInnerTexts();
    expect(counts.reduce((sum, text) => sum + Number.parseInt(text.replace(/,/g, ''), 10), 0)).toBe(
      ROWS,
    );
    await row.getByRole('button', { name: /^Refresh files/ }).waitFor();
    await shootAndAudit(customer, 'my-orders-ready', 'My Orders with the files ready');

    // CSV: a header and one line per contact of the file; Excel: an XLSX (a zip) of it.
    const salesCsv = await download(customer, () =>
      row.getByRole('button', { name: /^Download CSV[^:]*: Sales,/ }).click(),
    );
    expect(salesCsv.name).toMatch(/\.csv$/);
    const lines = salesCsv.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    const salesXlsx = await download(customer, () =>
      row.getByRole('button', { name: /^Download Excel \(XLSX\)[^:]*: Sales,/ }).click(),
    );
    expect(salesXlsx.name).toMatch(/\.xlsx$/);
    expect(salesXlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Staff see the cut on the order, read-only, and the sale on the package list.
    await admin.goto('/admin/packages/');
    await listed.getByText(/· 1 sold · last cut \d{1,2} \w{3} \d{4}/).waitFor();
  });

  it('cannot be bought while fewer checked contacts match than it promises', async () => {
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    const short = await apiCall(admin, 'POST', '/api/add-package', {
      packageName: 'Every Lead We Have',
      price: '499.00',
      kind: 'database',
      accessLink1: '',
      accessLink2: '',
      accessLink3: '',
      segmentDefinition: {
        filters: {},
        rowCount: 100_000,
        maxAgeDays: 30,
        splitBy: null,
        files: [{ name: 'All contacts', values: [] }],
      },
    });

    // Staff see it on the package list, marked.
    await admin.goto('/admin/packages/');
    const listed = admin.getByRole('row').filter({ hasText: 'Every Lead We Have' });
    await listed.getByText('Not buyable: fewer live contacts than promised').waitFor();
    await listed.getByText(/of 100,000 promised · 0 sold · not cut yet/).waitFor();
    await shootAndAudit(admin, 'package-list-not-buyable', 'the package list with a short segment');

    // Its card says why, and its Buy Now is a disabled button, not a link.
    const visitor = await browser.newPage();
    await visitor.goto('/pricing');
    const card = visitor.getByRole('article').filter({ hasText: 'Every Lead We Have' });
    await card
      .getByText('Not available right now: fewer checked contacts than this package promises')
      .waitFor();
    expect(await card.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
    await shootAndAudit(visitor, 'card-unavailable', 'Pricing with an unavailable segment');

    // An order for it is refused with SEGMENT_SHORT, whatever the page showed.
    const { status, json } = await apiRequest(admin, 'POST', '/api/new-order', {
      packageId: short._id,
      customerName: 'Ada Admin',
      address: '1 Market Street',
      cityName: 'Berlin',
      countryName: 'Germany',
    });
    expect(status).toBe(400);
    expect(json.error.code).toBe('SEGMENT_SHORT');
  });
});
