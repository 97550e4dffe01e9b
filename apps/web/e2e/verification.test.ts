import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 26 in the browser, against the demo's mail sandbox (a real DNS and SMTP server in the
 * server process, scripted per domain): a reveal checks the lead first, the badge shows what our
 * check saw, and a bounce report on a catch-all address — which no check can confirm — gives the
 * credit back.
 */

const browser = useBrowser();

/** A catch-all agency of the demo (mail-sandbox/profiles.ts): every address is accepted. */
const CATCH_ALL_DOMAIN = 'oakoak-agency.example';

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const leadRows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function settled(page: Page) {
  const search = new URL(page.url()).searchParams.toString();
  await page.locator(`[data-results-for="${search}"]`).waitFor();
}

describe('our own e-mail checks in the browser', () => {
  it('checks a lead in the reveal, shows the evidence, and refunds a bounce our check cannot rule out', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Bea Bounce', 'bounce', { verified: true });
    await page.goto(`/find-leads?domain=${CATCH_ALL_DOMAIN}`);
    await settled(page);
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');

    // Not checked by us yet: the badge says the reveal checks it, free.
    const row = leadRows(page)
      .filter({ hasText: /Valid|Accept-all/ })
      .first();
    await row.getByText('Not checked yet — checked free when you reveal').waitFor();
    const name = (await row.locator('th').locator('span').first().innerText()).trim();
    await row.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selected leads' });
    await bar.getByRole('button', { name: 'Reveal 1 — 1 credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal 1 e-mail?' });
    await dialog
      .getByText('1 of these is checked first, free: you pay only for addresses our check confirms')
      .waitFor();
    await dialog.getByRole('button', { name: 'Reveal for 1 credit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Revealed 1 e-mail for 1 credit.' }).waitFor();
    await expect.poll(() => balanceChip(page).innerText()).toBe('4 credits');

    // Our check's verdict replaces the supplier's: accept-all, checked just now, with evidence.
    const revealed = leadRows(page).filter({ hasText: name });
    await revealed.getByText(/Accept-all/).waitFor();
    await revealed.getByText(/checked (just now|now|\d+ seconds? ago)/).waitFor();
    const evidenceButton = revealed.getByRole('button', {
      name: `How we checked the e-mail of ${name}`,
    });
    // From the keyboard: the evidence is a button, not a hover-only tooltip.
    await evidenceButton.press('Enter');
    const evidence = page.locator('[popover]').filter({ hasText: 'Mail server' });
    await evidence.getByText(`mx.${CATCH_ALL_DOMAIN}`).waitFor();
    expect(await evidence.innerText()).toMatch(/Catch-all domain\s+Yes/i);
    expect(await evidence.innerText()).toMatch(/250/);
    await screenshot(page, 'verification-evidence-1280');
    await expectAccessible(page, 'search with the check evidence open');
    await page.keyboard.press('Escape');
    await evidence.waitFor({ state: 'detached' });

    // It bounced: reported from My Leads. A catch-all address cannot be confirmed: refunded.
    await page.goto('/find-leads/my-leads');
    const mine = leadRows(page).filter({ hasText: name });
    await mine.getByRole('button', { name: /^Report bounce/ }).click();
    const report = page.getByRole('dialog', { name: 'Report a bounce?' });
    await report.getByLabel('What happened? (optional)').fill('550 5.1.1 user unknown');
    await screenshot(page, 'verification-report-bounce-1280');
    await report.getByRole('button', { name: 'Report bounce' }).click();
    const outcome = page.getByRole('dialog', { name: 'Bounce reported' });
    await outcome.getByText('Refunded — 1 credit is back').waitFor();
    await outcome.getByText('Your balance: 5 credits.').waitFor();
    await expectAccessible(page, 'bounce outcome');
    await outcome.getByRole('button', { name: 'Done' }).click();
    await outcome.waitFor({ state: 'detached' });
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');
    // Once per unlock: the row shows the outcome instead of the button, also after a reload.
    await page.reload();
    const reported = leadRows(page).filter({ hasText: name });
    await reported.getByText(/Bounce reported/).waitFor();
    expect(await reported.getByRole('button', { name: /^Report bounce/ }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'verification-my-leads-390');
    await page.setViewportSize(DESKTOP);

    // The ledger says why the credit came back.
    await page.goto('/find-leads/credits');
    const ledger = page.getByRole('table');
    await ledger.getByText('Bounce refund').first().waitFor();
    expect(await ledger.innerText()).toMatch(/Bounce refund[\s\S]*\+1/);
  });
});
