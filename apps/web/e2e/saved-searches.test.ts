import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { serverSecret, useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 30's saved searches in the browser: save the search on screen with an alert, find it
 * under Saved, rename it, stop its alert from the e-mail's link, run it again, delete it.
 * (The alert e-mail itself is the API tests': its pass needs a day to have passed.)
 */

const browser = useBrowser();

/** The token of an alert e-mail's link, as the server signs it (saved-searches/alerts.ts). */
function unsubscribeToken(secret: string, id: string): string {
  const key = createHmac('sha256', secret).update('leadvault:saved-search-alert-off:v1').digest();
  return `${id}.${createHmac('sha256', key).update(id).digest('base64url').slice(0, 32)}`;
}

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your saved searches' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name }),
    });

describe('saved searches in the browser', () => {
  it('saves a search with an alert, renames it, stops the alert by its link and deletes it', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Sam Saver', 'savedsearch', { verified: true });

    await page.goto('/find-leads?q=director&country=DE');
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('director · Germany');
    await dialog.getByLabel(/Daily/).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The same name again is refused in the dialog, which stays open.
    await page.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByText('You already have a saved search named “director · Germany”').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Saved' })
      .click();
    const saved = card(page, 'director · Germany');
    await saved.getByText('Keywords: director').waitFor();
    await saved.getByText('Country: Germany').waitFor();
    await expect.poll(() => saved.getByLabel('Daily').isChecked()).toBe(true);
    await shootAndAuditBoth(page, 'saved-searches');

    await saved.getByRole('button', { name: 'Rename director · Germany' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel('Name').fill('German directors');
    await rename.getByRole('button', { name: 'Save name' }).click();
    const renamed = card(page, 'German directors');
    await renamed.waitFor();
    const id = await page.evaluate(async () => {
      const response = await fetch('/api/saved-searches');
      const [search] = (await response.json()) as Array<{ _id: string }>;
      return search?._id ?? '';
    });

    // The alert e-mail's link, opened in the browser.
    const token = unsubscribeToken(serverSecret(), id);
    await page.goto(`/find-leads/saved-searches?unsubscribe=${encodeURIComponent(token)}`);
    await page.getByText('Alerts for “German directors” are off.').waitFor();
    await expect
      .poll(() => card(page, 'German directors').getByLabel('Off').isChecked())
      .toBe(true);
    expect(page.url()).not.toContain('unsubscribe=');

    // Its name runs the search again.
    await card(page, 'German directors').getByRole('link', { name: 'German directors' }).click();
    await page.waitForURL(/\/find-leads\?q=director&country=DE$/);
    await page.getByText('Country: Germany').waitFor();

    await page.goto('/find-leads/saved-searches');
    await card(page, 'German directors')
      .getByRole('button', { name: 'Delete German directors' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete search' }).click();
    await page.getByText('No saved searches yet').waitFor();
  });
});
