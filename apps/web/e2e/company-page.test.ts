import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';
import { rowsTheCheckConfirms } from './support/mail-sandbox.ts';

/**
 * Issue 30's company pages in the browser: from the search, a company's name opens its page
 * (facts, e-mail pattern and share, its leads masked), one of its leads is revealed there; then
 * the search is filtered by a company's name; an unknown domain says we hold nothing there.
 */

const browser = useBrowser();

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const leadRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** Waits until the results shown are those of the current URL (not the last ones, dimmed). */
async function settled(page: Page) {
  const search = new URL(page.url()).searchParams.toString();
  await page.locator(`[data-results-for="${search}"]`).waitFor();
}

describe('company pages in the browser', () => {
  it('opens a company from the results, reveals a lead there, and filters the search by company', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Cora Company', 'company', { verified: true });
    await page.goto('/find-leads?emailStatus=valid');
    await settled(page);
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');

    // A result's company name is a link to the company's page: the first result whose address
    // our check will confirm, so that one of the company's leads can be revealed there.
    const [result] = await rowsTheCheckConfirms(leadRows(page));
    const companyLink = (result ?? leadRows(page).first()).locator(
      'a[href^="/find-leads/companies/"]',
    );
    const companyName = (await companyLink.innerText()).trim();
    await companyLink.click();
    await page.waitForURL(/\/find-leads\/companies\/[a-z0-9.-]+$/);
    const domain = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();

    // Facts: the demo's addresses are first.last, their share read from the valid ones.
    const facts = page.getByRole('region', { name: `About ${companyName}` });
    await expect
      .poll(() => facts.getByTestId('company-pattern').textContent())
      .toBe(`first.last@${domain}`);
    const share = await facts.getByText(/^\d+ of \d+ verified address(es)?$/).innerText();
    const [matching = 0, verified = 0] = share.match(/\d+/g)?.map(Number) ?? [];
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThanOrEqual(verified);
    const checkedBefore = Number(
      (await facts.getByText(/checked by us$/).innerText()).match(/\d+/)?.[0],
    );

    // Its leads, masked until revealed, all at this company's domain.
    const status = page.getByRole('status').filter({ hasText: /leads? · e-mails stay masked/ });
    await status.waitFor();
    const rows = leadRows(page);
    expect(await rows.count()).toBeGreaterThan(1);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(`••••@${domain}`);
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0);
    await shootAndAuditBoth(page, 'company-page');

    // Reveal one of them here, as in the search.
    const [forSale = rows.first()] = await rowsTheCheckConfirms(rows);
    expect(await forSale.innerText()).toContain(`••••@${domain}`);
    const uncheckedBefore = (await forSale.innerText()).includes('Not checked yet');
    await forSale.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selected leads' });
    await bar.getByRole('button', { name: 'Reveal 1 — 1 credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal 1 e-mail?' });
    await dialog.getByRole('button', { name: 'Reveal for 1 credit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Revealed 1 e-mail for 1 credit.' }).waitFor();
    await expect.poll(() => balanceChip(page).innerText()).toBe('4 credits');
    const revealed = forSale.getByRole('link', {
      name: new RegExp(`@${domain.replaceAll('.', '\\.')}$`),
    });
    await revealed.waitFor();
    // The reveal checked the lead: the company's checked count follows.
    const checkedCount = async () =>
      Number((await facts.getByText(/checked by us$/).innerText()).match(/\d+/)?.[0]);
    await expect.poll(checkedCount).toBe(checkedBefore + (uncheckedBefore ? 1 : 0));
    await shootAndAuditBoth(page, 'company-page-revealed');

    // The search by company name: the first word of the name, typed in the filter panel.
    await page.goto('/find-leads');
    await settled(page);
    const word = companyName.split(/\s+/)[0] ?? companyName;
    await page.getByLabel('Company', { exact: true }).fill(word);
    await page.getByLabel('Company', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('company') === word);
    await settled(page);
    await page.getByRole('button', { name: `Remove filter Company: ${word}` }).waitFor();
    const matches = await leadRows(page).allInnerTexts();
    expect(matches.length).toBeGreaterThan(0);
    const prefix = new RegExp(`\\b${word.replace(/[^\p{L}\p{N}]/gu, '')}`, 'iu');
    for (const text of matches) expect(text).toMatch(prefix);
    // The field keeps focus and the page its scroll: the full-page shot starts at the top.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shootAndAuditBoth(page, 'find-leads-company-filter');

    // A domain we hold nothing at.
    await page.goto('/find-leads/companies/nowhere.example');
    await page.getByText('We hold no leads at nowhere.example').waitFor();
    await shootAndAuditBoth(page, 'company-page-not-found');
  });
});
