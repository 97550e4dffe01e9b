import { readFileSync } from 'node:fs';
import type { Lead, LeadPage } from '@leadvault/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 30's whole-search selection in the browser: a search of two demo companies (50 leads,
 * two pages), the page ticked, "Select all 50 results", the quote, a reveal run as a job that
 * stops when the 5 sign-up credits are spent (its progress and outcome said once), the credits
 * pill at 0, then the selection exported as a HubSpot file.
 */

const browser = useBrowser();

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const bar = (page: Page) => page.getByRole('region', { name: 'Selected leads' });

/** Two demo companies (25 leads each): the search's first page does not hold them all. */
async function twoDomains(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/leads?limit=100');
  const { items } = (await answer.json()) as LeadPage;
  const domains = [...new Set(items.map((lead: Lead) => lead.companyDomain))];
  expect(domains.length).toBeGreaterThanOrEqual(2);
  return domains.slice(0, 2);
}

async function settled(page: Page) {
  const search = new URL(page.url()).searchParams.toString();
  await page.locator(`[data-results-for="${search}"]`).waitFor();
}

describe('whole-search selection in the browser', () => {
  it('selects all results, quotes, reveals them as a job until the credits run out, and exports them', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Sam Selector', 'selector', { verified: true });
    const domains = await twoDomains(page);
    await page.goto(`/find-leads?domain=${domains.join(',')}`);
    await settled(page);
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');
    const count = await page
      .getByRole('status')
      .filter({ hasText: /leads? found/ })
      .innerText();
    const total = Number(count.replace(/[^0-9]/g, ''));
    expect(total).toBeGreaterThan(25);

    // The whole page first, then Gmail's offer.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('All 25 leads on this page are selected.').waitFor();
    await shootAndAuditBoth(page, 'whole-selection-offer');
    await page.getByRole('button', { name: `Select all ${total} results` }).click();
    await page.getByText(`All ${total} results of this search are selected.`).waitFor();
    await bar(page).getByText(`All ${total} results selected`).waitFor();

    // The bar comes before the table in the Tab order: from the page's checkbox, Tab reaches it.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).focus();
    let reached = false;
    for (let presses = 0; presses < 8 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[aria-label="Selected leads"]')),
      );
    }
    expect(reached, 'the selection bar is a few Tab presses away').toBe(true);
    await shootAndAuditBoth(page, 'whole-selection-selected');

    // The quote: nothing is spent before the person agrees.
    await bar(page).getByRole('button', { name: 'Reveal all...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal the whole search' });
    await dialog.getByText(`All ${total} leads of this search.`).waitFor();
    await dialog.getByText('New e-mails').waitFor();
    await dialog.getByText('Not enough credits for all of them').waitFor();
    await dialog.getByRole('link', { name: 'Buy credits' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/deposit',
    );
    await shootAndAuditBoth(page, 'whole-selection-quote');

    // The job: its progress, then its outcome, said once (in the dialog's live region).
    await dialog.getByRole('button', { name: 'Reveal for 5 credits' }).click();
    await dialog.getByRole('progressbar', { name: 'Revealing progress' }).waitFor();
    const outcome = dialog.getByRole('status').filter({ hasText: 'Revealed' });
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.innerText()).toMatch(
      /^Revealed 5 leads for 5 credits\..*Stopped: out of credits\. The rest stay locked and cost nothing\.$/,
    );
    await expect.poll(() => balanceChip(page).innerText()).toBe('0 credits');
    await shootAndAuditBoth(page, 'whole-selection-outcome');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Kept in the page once the dialog is gone, and no toast says it again.
    await page.getByRole('status').filter({ hasText: 'Revealed 5 leads for 5 credits.' }).waitFor();
    expect(await page.locator('.Toastify').getByText('Revealed').count()).toBe(0);
    // Five e-mails of the page are shown now.
    await expect
      .poll(() => page.getByRole('table').getByRole('link', { name: /@/ }).count())
      .toBeGreaterThanOrEqual(1);

    // Export the whole search as a HubSpot file: the five e-mails owned.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: `Select all ${total} results` }).click();
    await bar(page).getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export the whole search' });
    await exportDialog.getByText(`5 of the ${total} leads are yours`).waitFor();
    await exportDialog.getByLabel('File format').selectOption('hubspot');
    await shootAndAuditBoth(page, 'whole-selection-export');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      exportDialog.getByRole('button', { name: 'Export 5 leads' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^selected-leads-.*\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      'First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Country/Region',
    );
    expect(csv).toHaveLength(6);
    await exportDialog
      .getByRole('status')
      .filter({ hasText: 'Exported 5 leads you own.' })
      .waitFor();
    await exportDialog.getByRole('link', { name: 'Download the CSV again' }).waitFor();
  }, 240_000);
});
