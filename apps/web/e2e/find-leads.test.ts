import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  DESKTOP,
  latestOutboxMessageTo,
  PHONE,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { signInAs, signUpNewCustomer, verifyEmailByLink } from './support/fixtures.ts';
import { rowsTheCheckConfirms } from './support/mail-sandbox.ts';

const browser = useBrowser();

const LIST_NAME = 'Boston marketing';

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /leads? found|Searching/ });

/** The leads shown in the table (wide screens): one row each, after the header. */
const leadRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** Waits until the results shown are those of the current URL (not the last ones, dimmed). */
async function settled(page: Page) {
  const search = new URL(page.url()).searchParams.toString();
  await page.locator(`[data-results-for="${search}"]`).waitFor();
  await resultCount(page).filter({ hasText: /found/ }).waitFor();
}

/** Full-page screenshots at 1280 and at 390, waiting for `ready` after each resize. */
async function shootBoth(page: Page, name: string, ready?: () => Promise<unknown>) {
  await page.setViewportSize(DESKTOP);
  await ready?.();
  await screenshot(page, `find-leads-${name}-1280`);
  await page.setViewportSize(PHONE);
  await ready?.();
  await screenshot(page, `find-leads-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function emailOf(row: Locator): Promise<string> {
  const link = row.getByRole('link', { name: /@/ });
  await link.waitFor();
  return (await link.innerText()).trim();
}

describe('Find Leads in the browser', () => {
  it('searches, reveals two leads, lists them, exports the list and shows the ledger', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Lena Finder', 'finder', { verified: true });

    // The dashboard's tiles and the avatar menu lead here.
    await page.getByRole('link', { name: /My Leads/ }).waitFor();
    await page.getByRole('link', { name: /^Credits/ }).waitFor();
    const accountButton = page.getByRole('button', { name: 'Your account' });
    await accountButton.click();
    const accountMenu = page.locator(`#${await accountButton.getAttribute('aria-controls')}`);
    await accountMenu.getByRole('link', { name: 'Find Leads', exact: true }).click();
    await page.waitForURL('**/find-leads');
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');
    await settled(page);

    // Job title (typed, applied on Enter), then a country from its facet.
    await page.getByLabel('Job title').fill('Marketing Manager');
    await page.getByLabel('Job title').press('Enter');
    await page.waitForURL(/title=Marketing\+Manager|title=Marketing%20Manager/);
    await settled(page);
    const unitedStates = page.getByRole('checkbox', { name: /^United States/ });
    await unitedStates.check();
    await page.waitForURL(/country=US/);
    await settled(page);
    await page.getByRole('button', { name: 'Remove filter Country: United States' }).waitFor();

    // Every lead shown matches both filters.
    const rows = leadRows(page);
    expect(await rows.count()).toBeGreaterThan(1);
    for (const text of await rows.allInnerTexts()) {
      expect(text).toMatch(/Marketing Manager/i);
      expect(text).toContain('United States');
    }

    // The back button undoes the country, forward brings it back.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('country='));
    await settled(page);
    expect(await unitedStates.isChecked()).toBe(false);
    await page.goForward();
    await page.waitForURL(/country=US/);
    await settled(page);
    expect(await unitedStates.isChecked()).toBe(true);
    await shootBoth(page, 'search', () => settled(page));

    // Two leads whose e-mails are for sale (and that our check will confirm): the masked
    // placeholder shows their domain.
    const [first = rows.nth(0), second = rows.nth(1)] = await rowsTheCheckConfirms(rows, 2);
    const names = [
      (await first.locator('th').locator('span').first().innerText()).trim(),
      (await second.locator('th').locator('span').first().innerText()).trim(),
    ];
    expect(await first.innerText()).toMatch(/••••@/);
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();

    const bar = page.getByRole('region', { name: 'Selected leads' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Reveal 2 — 2 credits' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reveal 2 e-mails?' });
    await dialog.getByText('Balance after').waitFor();
    const quote = await dialog.locator('dl').innerText();
    expect(quote).toMatch(/New e-mails\s+2/);
    expect(quote).toMatch(/Cost\s+2 credits/);
    expect(quote).toMatch(/Your balance\s+5 credits/);
    await screenshot(page, 'find-leads-reveal-dialog-1280');
    // Focus starts on the dialog itself (its question read out), never on the spend button.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-modal') ?? ''),
    ).toBe('true');
    await dialog.getByRole('button', { name: 'Reveal for 2 credits' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The selection bar (the dialog's opener) is gone: focus lands on the result count.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/leads? found/);

    await page
      .getByRole('status')
      .filter({ hasText: 'Revealed 2 e-mails for 2 credits.' })
      .waitFor();
    await expect.poll(() => balanceChip(page).innerText()).toBe('3 credits');
    const emails = [await emailOf(first), await emailOf(second)];
    for (const email of emails) expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);

    // Both into a new list.
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Add to list' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Add 2 leads to a list' });
    await listDialog.getByLabel('List name').fill(LIST_NAME);
    await screenshot(page, 'find-leads-add-to-list-1280');
    await listDialog.getByRole('button', { name: 'Add 2 to list' }).click();
    await listDialog.waitFor({ state: 'detached' });
    await page.getByText(`Added 2 leads to “${LIST_NAME}”.`).waitFor();

    // The list page shows both leads with their e-mails.
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Lists' })
      .click();
    await page.waitForURL('**/find-leads/lists');
    const card = page.getByRole('listitem').filter({ hasText: LIST_NAME });
    await card.getByText('2 leads').waitFor();
    await shootBoth(page, 'lists', () => card.waitFor());
    await card.getByRole('link', { name: LIST_NAME }).click();
    await page.waitForURL('**/find-leads/lists/*');
    await page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor();
    for (const name of names) await leadRows(page).filter({ hasText: name }).waitFor();
    for (const email of emails) await page.getByRole('link', { name: email }).first().waitFor();
    await shootBoth(page, 'list', () =>
      page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor(),
    );

    // Export: a CSV with those e-mails.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-boston-marketing-.*\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('First Name,Last Name,Email,Email Status');
    expect(lines).toHaveLength(3);
    for (const email of emails) expect(csv).toContain(email);

    // The same list as HubSpot imports it: its contact headers.
    await page.getByLabel('File format').selectOption('hubspot');
    const [hubspot] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const hubspotCsv = readFileSync((await hubspot.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    expect(hubspotCsv.split(/\r?\n/)[0]).toBe(
      'First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Country/Region',
    );

    // My leads: the two, with Export all.
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'My leads' })
      .click();
    await page.getByText('2 leads unlocked').waitFor();
    await page.getByRole('link', { name: 'Export all' }).waitFor();
    await shootBoth(page, 'my-leads', () => page.getByText('2 leads unlocked').waitFor());

    // The ledger: welcome credits, then the reveal of two leads as one line.
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Credits' })
      .click();
    await page.waitForURL('**/find-leads/credits');
    const ledger = page.getByRole('table', { name: 'Credit history' });
    await ledger.waitFor();
    const ledgerRows = ledger.locator('tbody tr');
    expect(await ledgerRows.count()).toBe(2);
    const texts = await ledgerRows.allInnerTexts();
    expect(texts[0]).toMatch(/Revealed 2 leads\s+−2\s+3(\s|$)/);
    expect(texts.at(-1)).toMatch(/Welcome credits\s+\+5\s+5/);
    // The balance card's link (the low-balance notice has one too).
    const balanceCard = page.getByRole('region', { name: 'Your balance' });
    await balanceCard.getByRole('link', { name: 'Buy credits' }).waitFor();
    await shootBoth(page, 'credits', () =>
      page.getByRole('heading', { name: 'Credit history' }).waitFor(),
    );

    // /deposit: the balance, the credit packs with Buy and the ledger link.
    await balanceCard.getByRole('link', { name: 'Buy credits' }).click();
    await page.waitForURL('**/deposit');
    await expect.poll(() => page.getByTestId('credit-balance').innerText()).toBe('3');
    const packs = page.getByRole('list', { name: 'Credit packs' }).getByRole('article');
    await packs.first().waitFor();
    await page.getByRole('link', { name: 'Credit history' }).waitFor();
    await shootBoth(page, 'deposit-signed-in', () => packs.first().waitFor());
    await packs.first().getByRole('link', { name: 'Buy' }).click();
    await page.waitForURL('**/package/*');

    // The dashboard's tiles count the leads and the credits.
    await page.goto('/user-dashboard');
    const leadsTile = page.getByRole('link', { name: /My Leads/ });
    await expect.poll(() => leadsTile.innerText()).toMatch(/My Leads\s+2/);
    await expect
      .poll(() => page.getByRole('link', { name: /^Credits/ }).innerText())
      .toMatch(/Credits\s+3/);
    await shootBoth(page, 'dashboard');
  });

  // Issue 25, item 7: the free credits wait for a verified address.
  it('asks a new customer to verify the address on the dashboard and in the reveal dialog', async () => {
    const page = await browser.newPage();
    const email = await signUpNewCustomer(page, 'Vera Unverified', 'unverified');
    const notice = page.getByRole('status').filter({ hasText: 'Verify your e-mail' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(email);
    await shootBoth(page, 'verify-notice-dashboard');
    await expectAccessible(page, 'dashboard with the verify notice');
    // The resend button, reached by keyboard.
    const resend = notice.getByRole('button', { name: 'Send a new link' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await notice.getByText('A new link is on its way. It works for 48 hours.').waitFor();
    expect(latestOutboxMessageTo(email)).toContain('Verify your e-mail address for LeadVault');

    await page.goto('/find-leads');
    await settled(page);
    const first = leadRows(page)
      .filter({ hasText: /Valid|Accept-all/ })
      .first();
    await first.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selected leads' });
    await bar.getByRole('button', { name: 'Reveal 1 — 1 credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal 1 e-mail?' });
    await dialog.getByRole('button', { name: /^Reveal for/ }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Verify your e-mail' });
    await refused.waitFor();
    await refused.getByRole('button', { name: 'Send a new link' }).waitFor();
    // Nothing was spent.
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');
    await shootBoth(page, 'verify-notice-reveal-dialog');
    await expectAccessible(page, 'reveal dialog with the verify notice');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Once the link is opened, the same reveal goes through and the notice is gone.
    await verifyEmailByLink(page, email);
    await page.goto('/user-dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Verify your e-mail').count()).toBe(0);
  });

  it('works at phone width: filters in a disclosure, leads as cards, paging by cursor', async () => {
    const page = await browser.newPage(PHONE);
    await signUpNewCustomer(page, 'Pia Phone', 'finder');
    await page.goto('/find-leads');
    await settled(page);
    await noHorizontalOverflow(page);

    const toggle = page.getByRole('button', { name: /^Filters/ });
    const filters = page.getByRole('region', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await filters.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await filters.getByRole('checkbox', { name: /^Director/ }).check();
    await page.waitForURL(/seniority=director/);
    await filters.getByRole('button', { name: 'Show results' }).click();
    expect(await filters.isVisible()).toBe(false);
    await settled(page);
    await screenshot(page, 'find-leads-search-phone-filtered-390');

    const cards = page.getByRole('list', { name: 'Leads found' }).getByRole('listitem');
    expect(await cards.count()).toBe(25);
    expect(await page.getByRole('table').isVisible()).toBe(false);
    const firstOnPageOne = await cards.first().innerText();

    // Next page by cursor (in the URL), then Previous back to the first.
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.getByRole('button', { name: /Next/ }).click();
    await page.waitForURL(/cursor=/);
    await settled(page);
    await pager.getByText('Page 2').waitFor();
    expect(await cards.first().innerText()).not.toBe(firstOnPageOne);
    await pager.getByRole('button', { name: /Previous/ }).click();
    await page.waitForURL((url) => !url.search.includes('cursor='));
    await settled(page);
    expect(await cards.first().innerText()).toBe(firstOnPageOne);

    // Select all on the page: the bar offers the reveal of those for sale.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected leads' });
    await bar.getByText('25 selected').waitFor();
    await bar.getByRole('button', { name: /^Reveal \d+ — \d+ credits$/ }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'find-leads-search-selected-390');
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });

    // The mobile menu links Find Leads too.
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByRole('link', { name: 'Find Leads' }).last().waitFor();
  });

  it('sorts and sizes the pages, both kept in the URL and restarted from page 1', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Sami Sorter', 'finder');
    await page.goto('/find-leads?seniority=director');
    await settled(page);
    const rows = leadRows(page);
    const shownNames = async () =>
      (await rows.locator('th').allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
    const lastNameInitials = async () =>
      (await shownNames()).map((name) => name.split(' ').at(-1)?.charAt(0) ?? '');
    const defaultOrder = await shownNames();
    const countLine = await resultCount(page).innerText();

    const sortBy = page.getByLabel('Sort by');
    const perPage = page.getByLabel('Per page');
    expect(await sortBy.inputValue()).toBe('');
    // Without keywords there is nothing to rank by: no "Relevance".
    expect(await sortBy.locator('option').allInnerTexts()).toEqual([
      'Default order',
      'Name',
      'Company',
      'Company size',
      'Country',
      'Recently checked',
    ]);

    // By name, with the keyboard: the order changes, last names run A to Z.
    await sortBy.focus();
    await sortBy.selectOption('name');
    await page.waitForURL(/sort=name/);
    await settled(page);
    const byName = await shownNames();
    expect(byName).not.toEqual(defaultOrder);
    const initials = await lastNameInitials();
    expect(initials).toEqual([...initials].sort());
    expect(await resultCount(page).innerText()).toBe(countLine);

    // 50 a page; the next page keeps the order, the size and the first page's count.
    await perPage.selectOption('50');
    await page.waitForURL(/limit=50/);
    await settled(page);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(await rows.count()).toBe(50);
    await shootBoth(page, 'search-sorted', () => settled(page));
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.getByRole('button', { name: /Next/ }).click();
    await page.waitForURL(/cursor=/);
    await settled(page);
    expect(await rows.count()).toBe(50);
    expect(await resultCount(page).innerText()).toBe(countLine);
    const pageTwoInitials = await lastNameInitials();
    expect((pageTwoInitials[0] ?? '') >= (initials.at(-1) ?? '')).toBe(true);

    // Another order restarts from the first page; the back button returns to page 2 by name.
    await sortBy.selectOption('checked');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'checked');
    await settled(page);
    expect(new URL(page.url()).searchParams.has('cursor')).toBe(false);
    expect(new URL(page.url()).searchParams.get('limit')).toBe('50');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.has('cursor'));
    await settled(page);
    expect(await sortBy.inputValue()).toBe('name');
    expect(await perPage.inputValue()).toBe('50');

    // A shared link opens in its order and size; keywords bring "Relevance" as the default.
    await page.goto('/find-leads?seniority=director&sort=company&limit=100');
    await settled(page);
    expect(await sortBy.inputValue()).toBe('company');
    expect(await rows.count()).toBe(100);
    await page.goto('/find-leads?q=director');
    await settled(page);
    expect(await sortBy.locator('option').first().innerText()).toBe('Relevance');
    await page.setViewportSize(PHONE);
    await noHorizontalOverflow(page);
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, 'find leads sorted by relevance');
  });

  it('lets staff change the credits a credit pack grants, and /deposit offers it signed out', async () => {
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    const packages = (await (await admin.request.get('/api/packages')).json()) as Array<{
      _id: string;
      packageName: string;
      kind: string;
      credits: number;
    }>;
    const pack = packages.find((pkg) => pkg.kind === 'credit_pack');
    if (!pack) throw new Error('No seeded credit pack');
    await admin.goto(`/admin/package-edit/${pack._id}`);
    const field = admin.getByLabel('Credits granted');
    await field.waitFor();
    expect(await field.inputValue()).toBe(String(pack.credits));
    await field.fill('-3');
    await admin.getByRole('button', { name: 'Update Package' }).click();
    await admin.getByText('Enter 0 or more credits.').waitFor();
    await field.fill('250');
    await screenshot(admin, 'find-leads-admin-package-credits-1280');
    await admin.getByRole('button', { name: 'Update Package' }).click();
    await expect
      .poll(async () => {
        const list = (await (await admin.request.get('/api/packages')).json()) as typeof packages;
        return list.find((pkg) => pkg._id === pack._id)?.credits;
      })
      .toBe(250);

    const visitor = await browser.newPage();
    await visitor.goto('/deposit');
    await visitor.getByText('Sign in to see your credit balance.').waitFor();
    const card = visitor
      .getByRole('list', { name: 'Credit packs' })
      .getByRole('article')
      .filter({ hasText: pack.packageName });
    await card.getByText('250').first().waitFor();
    await shootBoth(visitor, 'deposit-signed-out', () => card.waitFor());
    await card.getByRole('link', { name: 'Sign in to buy' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
  });
});
