import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  baseUrl,
  DESKTOP,
  latestOutboxMessageTo,
  PHONE,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { signInAs, signUpNewCustomer } from './support/fixtures.ts';

const browser = useBrowser();

/** Full-page screenshots at 1280 and 390 wide: no sideways scrolling and no serious axe issue. */
async function shootBoth(page: Page, name: string) {
  for (const [size, label] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${label} scrolls sideways`).toBe(0);
    await expectAccessible(page, `${name} at ${label}`);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

const leadRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** A demo lead as an Admin sees it in Find Leads (Admins see every e-mail): name and address. */
async function someLead(page: Page, index: number): Promise<{ name: string; email: string }> {
  await page.goto('/find-leads');
  const row = leadRows(page).nth(index);
  const email = (await row.getByRole('link', { name: /@/ }).innerText()).trim();
  const name = (await row.locator('th').locator('span').first().innerText()).trim();
  return { name, email };
}

async function searchFor(page: Page, name: string) {
  await page.goto(`/find-leads?q=${encodeURIComponent(name)}`);
  await page.getByRole('status').filter({ hasText: /found/ }).waitFor();
}

describe('Removal and API keys in the browser', () => {
  it('staff suppress an address, and it vanishes from Find Leads', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Admin');
    const lead = await someLead(page, 0);
    await searchFor(page, lead.name);
    await expect.poll(() => page.getByText(lead.email).count()).toBeGreaterThan(0);

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Suppressions' }).first().click();
    await page.waitForURL('**/admin/suppressions');
    await page.getByText('No suppressions yet.').waitFor();
    // Nothing typed: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Suppress', exact: true }).click();
    await page.getByText('Enter the e-mail address to suppress.').waitFor();
    await page.getByLabel('E-mail address', { exact: true }).fill(lead.email);
    await page.getByLabel('Reason').fill('Asked by phone');
    // Before it is saved, the form says how many leads it will hide (issue 28).
    await page
      .getByTestId('suppression-preview')
      .filter({ hasText: 'It will hide 1 lead now.' })
      .waitFor();
    await shootBoth(page, 'admin-suppression-preview');
    await page.getByRole('button', { name: 'Suppress', exact: true }).click();
    await page.getByText(`Suppressed ${lead.email}: 1 lead hidden.`).waitFor();
    const table = page.getByRole('table', { name: 'Suppressions' });
    await table.getByText(lead.email).waitFor();
    await table.getByText('Asked by phone').waitFor();
    // A whole domain too, with its subdomains.
    await page.getByLabel('A whole domain').check();
    // Typed as a web address: saved as its domain, www. dropped.
    await page.getByLabel('Domain', { exact: true }).fill('https://www.closed-company.test/');
    await page
      .getByTestId('suppression-preview')
      .filter({
        hasText: 'Saved as closed-company.test (and its subdomains). It will hide 0 leads now.',
      })
      .waitFor();
    await shootBoth(page, 'admin-suppression-url-preview');
    await page.getByLabel('Reason').fill('Company asked');
    await page.getByRole('button', { name: 'Suppress', exact: true }).click();
    await table.getByText('*@closed-company.test (and subdomains)').waitFor();
    // The form is empty again for the next one.
    expect(await page.getByLabel('Domain', { exact: true }).inputValue()).toBe('');
    await shootBoth(page, 'admin-suppressions');

    await searchFor(page, lead.name);
    expect(await page.getByText(lead.email).count()).toBe(0);

    // Lifting the domain suppression asks first.
    await page.goto('/admin/suppressions');
    await page.getByRole('button', { name: 'Lift the suppression of closed-company.test' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Lift suppression' }).click();
    await page.getByText('Suppression lifted: 0 leads back.').waitFor();
    await expect.poll(() => table.getByText('closed-company.test').count()).toBe(0);
  });

  it('a person opts out by e-mail from the footer link, and their lead is gone', async () => {
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    const lead = await someLead(admin, 1);

    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Remove my data' }).click();
    await page.waitForURL('**/opt-out');
    await page.getByRole('heading', { name: 'Remove my data' }).waitFor();
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Email is required.').waitFor();
    await page.getByLabel('Email').fill(lead.email.toUpperCase());
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('If we hold this address, we have sent it a link').waitFor();
    await shootBoth(page, 'opt-out-sent');

    const mail = latestOutboxMessageTo(lead.email);
    const link = mail.match(/https?:\/\/\S+?\/opt-out\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Confirm removal' }).waitFor();
    await shootBoth(page, 'opt-out-confirm');
    await page.getByRole('button', { name: 'Remove my data' }).click();
    await page.getByRole('heading', { name: 'Your data is removed' }).waitFor();
    await page.getByText(lead.email).waitFor();
    await shootBoth(page, 'opt-out-done');

    // The same link works once.
    await page.goto(link ?? '');
    await page.getByRole('button', { name: 'Remove my data' }).click();
    await page.getByText('This removal link has expired or was already used.').waitFor();

    await searchFor(admin, lead.name);
    expect(await admin.getByText(lead.email).count()).toBe(0);
    await admin.goto('/admin/suppressions');
    const row = admin.getByRole('table', { name: 'Suppressions' }).getByRole('row', {
      name: new RegExp(lead.email),
    });
    await row.getByText('Opt-out').waitFor();
    await row.getByText('Kept: the person asked').waitFor();

    // The privacy policy links to the form too.
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: 'removal form' }).click();
    await page.waitForURL('**/opt-out');
  });

  it('a customer creates an API key, sees it once, uses it, and revokes it', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Kim Keys', 'keys', { verified: true });
    await page.goto('/find-leads');
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'API' })
      .click();
    await page.waitForURL('**/find-leads/api');
    await page.getByText('No API keys yet').waitFor();
    await shootBoth(page, 'api-keys-empty');

    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Enter a name for the key.').waitFor();
    await page.getByLabel('Key name').fill('CRM sync');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.innerText()).trim();
    expect(key).toMatch(/^lv_[\w-]{43}$/);
    await page.getByRole('table', { name: 'Your API keys' }).getByText('CRM sync').waitFor();
    await shootBoth(page, 'api-keys-created');

    // The key works from outside the browser, as curl would use it.
    const credits = await fetch(`${baseUrl()}/api/credits`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(credits.status).toBe(200);
    expect(await credits.json()).toEqual({ balance: 5 });
    expect(credits.headers.get('ratelimit-limit')).toBe('60');

    // Shown once: gone after Done and after a reload; the list shows only its prefix.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shown.count()).toBe(0);
    await page.reload();
    await page.getByRole('table', { name: 'Your API keys' }).getByText('CRM sync').waitFor();
    expect(await page.content()).not.toContain(key);
    await page
      .getByText(`${key.slice(0, 9)}…`)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “CRM sync”?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Key “CRM sync” revoked.').waitFor();
    await page
      .getByRole('table', { name: 'Your API keys' })
      .getByText(/^Revoked/)
      .waitFor();
    await shootBoth(page, 'api-keys-revoked');
    const refused = await fetch(`${baseUrl()}/api/credits`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
  });
});
