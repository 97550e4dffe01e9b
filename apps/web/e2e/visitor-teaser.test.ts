import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';

const browser = useBrowser();

const OFFER = 'Create a free account to reveal e-mails — 5 free credits';
const rows = (page: Page) => page.getByTestId('preview-row');
const countHeading = (page: Page) => page.locator('#preview-count');

/** Console errors and warnings of a page (hydration mismatches among them). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe('Find Leads for a signed-out visitor', () => {
  it('is rendered on the server with real results, masked e-mails and the sign-up offer', async () => {
    const response = await fetch(`${baseUrl()}/find-leads`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Search verified B2B contacts');
    expect(html).toContain(OFFER);
    const rowCount = html.match(/data-testid="preview-row"/g)?.length ?? 0;
    expect(rowCount).toBe(25);
    expect(html).toContain('••••@');
    // Indexable: its own title and description, no noindex, and listed in the sitemap.
    expect(html).toContain('<title>Find Leads · LeadVault</title>');
    expect(html).not.toMatch(/noindex/);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/find-leads</loc>');
  });

  it('searches by keyword, shows masked e-mails and the offer, and leads to sign-up', async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = problemsOf(page);
    await page.goto('/find-leads');
    // The header names Find Leads for everyone at 1280 px.
    const findLeadsLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find Leads' });
    expect(await findLeadsLink.isVisible()).toBe(true);
    expect(await findLeadsLink.getAttribute('aria-current')).toBe('page');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(25);

    // A keyword from the first result's company: every row then matches it.
    const company = await rows(page)
      .first()
      .locator('td')
      .nth(1)
      .locator('span')
      .first()
      .innerText();
    const keyword = company.split(/\s+/)[0] ?? company;
    await page.getByLabel('Keywords').fill(keyword);
    await page.getByLabel('Seniority').selectOption('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === keyword);
    await expect.poll(() => countHeading(page).innerText()).toMatch(/^\d[\d,]* leads? found$/);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const texts = await rows(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain(keyword.toLowerCase());
    const masked = await rows(page).getByTestId('masked-email').allInnerTexts();
    expect(masked.length).toBe(texts.length);
    for (const address of masked) expect(address).toMatch(/^••••@[a-z0-9.-]+$/);
    await page.getByRole('heading', { name: OFFER }).waitFor();
    await shootAndAuditBoth(page, 'visitor-teaser-keyword');

    // Back to every lead: the address keeps the search, so Back returns to it.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/find-leads' && !url.search);
    await expect.poll(() => rows(page).count()).toBe(25);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await shootAndAuditBoth(page, 'visitor-teaser');

    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/find-leads');
    expect(problems).toEqual([]);
  });

  it('fits a phone, and opens filtered from a shared address', async () => {
    const page = await browser.newPage(PHONE);
    const problems = problemsOf(page);
    await page.goto('/find-leads?seniority=director&country=US');
    await page.getByTestId('preview-card').first().waitFor();
    await expect.poll(() => page.getByLabel('Seniority').inputValue()).toBe('director');
    expect(await page.getByLabel('Country').inputValue()).toBe('US');
    // The server's HTML holds the unfiltered first page; the filtered one follows once live.
    await expect
      .poll(
        async () => {
          const cards = await page.getByTestId('preview-card').allInnerTexts();
          return cards.length > 0 && cards.every((card) => card.includes('United States'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // The phone menu names Find Leads too.
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Find Leads' })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the other Find Leads pages behind sign-in, and gives customers the full tool', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/find-leads/lists');
    await visitor.waitForURL((url) => url.pathname === '/login');

    const customer = await browser.newPage();
    await signUpNewCustomer(customer, 'Tessa Teaser', 'teaser');
    await customer.goto('/find-leads');
    await expect
      .poll(() => customer.getByTestId('balance-chip').innerText(), { timeout: 15_000 })
      .toBe('5 credits');
    expect(await customer.getByRole('heading', { name: OFFER }).count()).toBe(0);
    // A signed-in person's /find-leads is the app itself, never the visitors' page first.
    const shell = await customer.request.get('/find-leads');
    expect(await shell.text()).not.toContain('data-testid="preview-row"');
  });
});
