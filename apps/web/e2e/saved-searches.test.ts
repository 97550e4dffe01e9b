import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { outboxMessageTo, useBrowser } from './support/browser.ts';
import { signInAs, signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 30's saved searches in the browser: save the search on screen with an alert, find it
 * under Saved, rename it; staff import a lead that matches it and the alert e-mail names it;
 * its link stops the alert; the search runs again; delete it. An alert "day" lasts 20 s here
 * (SAVED_SEARCH_ALERT_DAY_S) and the alert pass runs every 2 s.
 */

const ALERT_DAY_S = 20;
const browser = useBrowser({
  env: { SAVED_SEARCH_ALERT_DAY_S: String(ALERT_DAY_S), SAVED_SEARCH_ALERT_PASS_S: '2' },
});

const stamp = Date.now().toString(36);
const NEW_LEAD_CSV = [
  'Email,First name,Last name,Job title,Company,Company domain,Country',
  `ada.${stamp}@alertwatch-e2e.test,Ada,Alertson,Director of Sales,Alertwatch GmbH,alertwatch-e2e.test,DE`,
].join('\r\n');

/** Staff import a CSV through the API, as the import screen does, and wait for it to finish. */
async function importLeads(staff: Page, csv: string) {
  const finished = await staff.evaluate(async (content) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'alert-leads.csv');
    const upload = await fetch('/api/admin/lead-imports', { method: 'POST', body: form });
    const { _id, mapping } = (await upload.json()) as { _id: string; mapping: unknown };
    await fetch(`/api/admin/lead-imports/${_id}/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mapping, onDuplicate: 'skip' }),
    });
    for (let tries = 0; tries < 100; tries += 1) {
      const state = (await (await fetch(`/api/admin/lead-imports/${_id}`)).json()) as {
        status: string;
        inserted: number;
      };
      if (state.status === 'done' || state.status === 'failed') return state;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  }, csv);
  expect(finished).toMatchObject({ status: 'done', inserted: 1 });
}

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your saved searches' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name }),
    });

describe('saved searches in the browser', () => {
  it('saves a search with an alert, renames it, receives the alert, stops it by its link and deletes it', async () => {
    const page = await browser.newPage();
    const email = await signUpNewCustomer(page, 'Sam Saver', 'savedsearch', { verified: true });

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
    // A German director arrives after the alert began: the next alert names her.
    const staff = await browser.newPage();
    await signInAs(staff, 'Admin');
    await importLeads(staff, NEW_LEAD_CSV);
    const alert = outboxMessageTo(
      email,
      '1 new lead match your saved search',
      (ALERT_DAY_S + 15) * 1000,
    );
    expect(alert).toContain('Ada Alertson, Director of Sales, Alertwatch GmbH');
    const stop = /Stop these alerts: (\S+)/.exec(alert)?.[1];
    if (!stop) throw new Error(`The alert has no link to stop it:\n${alert}`);

    // The alert e-mail's link, opened in the browser.
    await page.goto(stop);
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
  }, 120_000);
});
