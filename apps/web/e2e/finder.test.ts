import type { Lead } from '@leadvault/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { apiCall, signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 29 in the browser, against the demo's mail sandbox: the finder answers a lead we hold
 * (1 credit, then free), says what the sandbox answers for a name we do not hold, and the domain
 * search tells the domain's pattern and mail server.
 */

const browser = useBrowser();

/** A name no demo lead has: its address is for the sandbox to accept or refuse. */
const NEW_PERSON = { firstName: 'Quentin', lastName: 'Zyxwander' };

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const answerEmail = (page: Page) => page.getByTestId('finder-email');
const missSentence = (page: Page) => page.getByTestId('finder-miss');

async function ask(page: Page, person: { firstName: string; lastName: string }, company: string) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Company domain or company name').fill(company);
  await page.getByRole('button', { name: 'Find the address' }).click();
}

/** A demo domain the mail sandbox answers as catch-all (mail-sandbox/profiles.ts). */
const CATCH_ALL_DOMAIN = 'oakoak-agency.example';

describe('the e-mail finder in the browser', () => {
  it('finds a lead of ours, then a new name, copies the address and searches the domain', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpNewCustomer(page, 'Finn Finder', 'emailfinder', { verified: true });
    // A lead at a demo domain whose mail server accepts every address: the reveal's check
    // answers it (accept-all) whichever lead it is. Elsewhere a lead only the supplier called
    // valid may turn out gone, greylisted or on a domain that takes no mail.
    const { items } = (await apiCall(
      page,
      'GET',
      `/api/leads?limit=10&domain=${CATCH_ALL_DOMAIN}&emailStatus=valid,accept_all`,
    )) as { items: Lead[] };
    const lead = items[0];
    if (!lead) throw new Error(`The demo has no lead at ${CATCH_ALL_DOMAIN}.`);
    const domain = lead.companyDomain;

    await page.goto('/find-leads');
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Finder' })
      .click();
    await page.waitForURL('**/find-leads/finder');
    await page.getByRole('heading', { name: 'Find an e-mail address' }).waitFor();
    await page
      .getByText('1 credit only when we answer an address; the same question again is free.')
      .waitFor();
    await expect.poll(() => balanceChip(page).innerText()).toBe('5 credits');

    // A name the form cannot send: the schema's messages, nothing asked.
    await page.getByRole('button', { name: 'Find the address' }).click();
    await page.getByText('Enter the first name.').waitFor();

    // A lead we hold, asked by its web address: 1 credit, and the header's balance follows.
    await ask(page, lead, `https://www.${domain}/about`);
    await page.getByRole('button', { name: 'Checking…' }).waitFor();
    await answerEmail(page).waitFor({ timeout: 30_000 });
    expect(await answerEmail(page).innerText()).toMatch(
      new RegExp(`@${domain.replace(/\./g, '\\.')}$`),
    );
    await page.getByText('Charged 1 credit · balance 4').waitFor();
    await expect.poll(() => balanceChip(page).innerText()).toBe('4 credits');
    await page.getByRole('meter', { name: 'Confidence' }).waitFor();
    const email = (await answerEmail(page).innerText()).trim();

    await page.getByRole('button', { name: `Copy ${email}` }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
    // The toast would cover the answer in the screenshots.
    await page.getByRole('button', { name: 'close' }).click();
    await page.getByText('Copied', { exact: true }).waitFor({ state: 'detached' });

    // The domain search ran for that domain by itself.
    const result = page.getByTestId('domain-search-result');
    await result.getByText(domain, { exact: true }).waitFor();
    await result.getByText(/\d+ leads?, \d+ checked by us/).waitFor();
    await expect.poll(() => page.getByLabel('Domain', { exact: true }).inputValue()).toBe(domain);
    await shootAndAuditBoth(page, 'finder-answer');

    // The same question again is free.
    await page.getByRole('button', { name: 'Find the address' }).click();
    await page.getByText('Free: you had this address already').waitFor({ timeout: 30_000 });
    await expect.poll(() => balanceChip(page).innerText()).toBe('4 credits');

    // A name we do not hold: whatever the sandbox says, a clear answer card or miss sentence.
    await ask(page, NEW_PERSON, domain);
    await page.getByRole('heading', { name: /Quentin Zyxwander/ }).waitFor({ timeout: 30_000 });
    if (await missSentence(page).isVisible()) {
      expect(await missSentence(page).innerText()).toMatch(/Nothing was charged\.$/);
      await expect.poll(() => balanceChip(page).innerText()).toBe('4 credits');
    } else {
      expect(await answerEmail(page).innerText()).toMatch(/^quentin|zyxwander|^q/);
      await page.getByText(/Charged 1 credit · balance 3/).waitFor();
    }
    await shootAndAuditBoth(page, 'finder-new-name');

    // A company we do not know by name: the miss says so, free.
    await ask(page, NEW_PERSON, 'No Such Company Anywhere');
    await missSentence(page)
      .filter({ hasText: 'We hold no company of that name' })
      .waitFor({ timeout: 30_000 });
    await shootAndAuditBoth(page, 'finder-miss');

    // The domain search on its own, and its way to the leads held there.
    await page.getByLabel('Domain', { exact: true }).fill('oakoak-agency.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await result.getByText('oakoak-agency.example', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Search Find Leads at oakoak-agency.example' }).click();
    await page.waitForURL(/\/find-leads\?domain=oakoak-agency\.example/);
  });
});
