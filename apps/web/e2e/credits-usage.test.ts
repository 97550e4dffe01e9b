import type { Lead } from '@leadvault/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, paidOrder, signInAs, signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 30's usage view in the browser: reveals read as actions in the credit history, each
 * linking to My Leads narrowed to its leads; the chart and the spending per list; the header
 * balance following a staff change without a reload; the low-balance notice; the tab bar at
 * 390 px.
 */

const browser = useBrowser();

/** A demo domain the mail sandbox answers as catch-all: its leads reveal whichever they are. */
const CATCH_ALL_DOMAIN = 'oakoak-agency.example';

const BILLING = {
  customerName: 'Uma Usage',
  address: 'Rua Augusta 1',
  cityName: 'Lisbon',
  countryName: 'Portugal',
};

/** Two cores shared with other runs: give a refetch or a render time to land. */
const SLOW = { timeout: 15_000 };

const balanceChip = (page: Page) => page.getByTestId('balance-chip');
const notice = (page: Page) => page.getByRole('region', { name: 'Low balance' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Find Leads' });

/** What react-query hears when the person comes back to the tab. */
const comeBackToTab = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

async function reveal(page: Page, leadIds: string[]) {
  const answer = (await apiCall(page, 'POST', '/api/leads/reveal', { leadIds })) as {
    charged: number;
  };
  expect(answer.charged).toBe(leadIds.length);
}

describe('credit usage in the browser', () => {
  it('groups reveals, links them to their leads, charts the days, follows staff changes and warns when low', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Uma Usage', 'usage', { verified: true });
    const { items } = (await apiCall(
      page,
      'GET',
      `/api/leads?limit=10&domain=${CATCH_ALL_DOMAIN}&emailStatus=valid,accept_all`,
    )) as { items: Lead[] };
    const ids = items.map((lead) => lead._id);
    if (ids.length < 4) throw new Error(`The demo has too few leads at ${CATCH_ALL_DOMAIN}.`);
    // One reveal of three leads, then one of a single lead: 5 − 4 leaves 1 credit.
    await reveal(page, ids.slice(0, 3));
    await reveal(page, ids.slice(3, 4));
    const list = (await apiCall(page, 'POST', '/api/lists', { name: 'Q4 prospects' })) as {
      _id: string;
    };
    await apiCall(page, 'POST', `/api/lists/${list._id}/leads`, { leadIds: ids.slice(0, 2) });

    await page.goto('/find-leads/credits');
    await expect.poll(() => balanceChip(page).innerText(), SLOW).toBe('1 credit');
    const chart = page.getByRole('img', { name: /Credits spent per day/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-labelledby')).toBeTruthy();
    await page.getByText(/^4 credits spent from .* \(UTC days\), on 1 day/).waitFor();
    expect(await page.getByTestId('usage-chart').locator('rect[data-spent="4"]').count()).toBe(1);
    // The numbers behind the chart, as a table.
    await page.getByText('Show as a table').click();
    await page.getByRole('table', { name: 'Credits per day (UTC days)' }).waitFor();
    await page.getByText('Show as a table').click();
    const lists = page.getByRole('region', { name: 'Spending per list' });
    await lists.getByRole('link', { name: 'Q4 prospects' }).waitFor();
    await lists.getByText('2 credits · 2 leads').waitFor();

    const history = page.getByRole('table', { name: 'Credit history' });
    const rows = history.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/Revealed 1 lead\s+−1\s+1(\s|$)/);
    expect(texts[1]).toMatch(/Revealed 3 leads\s+−3\s+2(\s|$)/);
    expect(texts[2]).toMatch(/Welcome credits\s+\+5\s+5/);

    // Low balance: the notice, with the way to buy more.
    await notice(page).getByText('You have 1 credit left').waitFor();
    expect(await notice(page).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/deposit',
    );
    await shootAndAuditBoth(page, 'credits-usage');

    // "Revealed 3 leads" opens My Leads with exactly those three.
    await history.getByRole('link', { name: 'Revealed 3 leads' }).click();
    await page.waitForURL((url) => url.pathname === '/find-leads/my-leads');
    const revealId = new URL(page.url()).searchParams.get('reveal');
    expect(revealId).toMatch(/^[0-9a-f-]{36}$/);
    const banner = page.getByTestId('reveal-banner');
    await banner.getByText(/^Showing the 3 leads of the reveal on \d{1,2} \w{3} \d{4}$/).waitFor();
    const leadRows = page.getByRole('table', { name: 'My leads' }).locator('tbody tr');
    await expect.poll(() => leadRows.count()).toBe(3);
    const shown = await leadRows.allInnerTexts();
    for (const lead of items.slice(0, 3)) {
      expect(shown.some((text) => text.includes(lead.lastName))).toBe(true);
    }
    await shootAndAuditBoth(page, 'my-leads-reveal');
    await banner.getByRole('link', { name: 'Show all' }).click();
    await page.getByText('4 leads unlocked').waitFor();

    // Staff raise the balance in another window: back on this tab, the pill follows, no reload.
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    const me = (await apiCall(page, 'GET', '/api/me')) as { profile: { _id: string } };
    const setCredits = (userPoint: number) =>
      apiCall(admin, 'PUT', `/api/update-credit/${me.profile._id}`, {
        userPoint,
        reason: 'Usage journey',
      });
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await setCredits(40);
    await comeBackToTab(page);
    await expect.poll(() => balanceChip(page).innerText(), SLOW).toBe('40 credits');
    await notice(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // Down to 3: the notice comes back; dismissed, it stays away for the session.
    await setCredits(3);
    await comeBackToTab(page);
    await notice(page).getByText('You have 3 credits left').waitFor();
    await notice(page).getByRole('button', { name: 'Dismiss the low balance notice' }).click();
    await notice(page).waitFor({ state: 'detached' });
    await tabs(page).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/find-leads');
    await expect.poll(() => balanceChip(page).innerText(), SLOW).toBe('3 credits');
    expect(await notice(page).count()).toBe(0);
    await admin.context().close();

    // A credit pack bought (PayPal's sandbox): the pill follows; the history names the order,
    // which opens in My Orders alone.
    const packs = (await apiCall(page, 'GET', '/api/packages')) as Array<{
      _id: string;
      kind: string;
      credits: number;
    }>;
    const pack = packs.find((one) => one.kind === 'credit_pack');
    if (!pack) throw new Error('No seeded credit pack');
    const order = await paidOrder(page, BILLING, pack._id);
    await comeBackToTab(page);
    await expect
      .poll(() => balanceChip(page).innerText(), SLOW)
      .toBe(`${3 + pack.credits} credits`);
    await tabs(page).getByRole('link', { name: 'Credits' }).click();
    const purchase = page
      .getByRole('table', { name: 'Credit history' })
      .locator('tbody tr')
      .filter({ hasText: 'Credit pack purchase' });
    await purchase.getByText(`+${pack.credits}`).waitFor();
    await purchase.getByRole('link', { name: `Order ${order.orderId} in My Orders` }).click();
    await page.waitForURL((url) => url.pathname === '/user-dashboard/my-orders/');
    await page
      .getByRole('status')
      .filter({ hasText: `Showing order ${order.orderId}` })
      .waitFor();
    const orderRows = page.getByRole('table', { name: 'My orders' }).locator('tbody tr');
    await expect.poll(() => orderRows.count()).toBe(1);
    expect(await orderRows.first().innerText()).toContain(order.orderId);
    await screenshot(page, 'my-orders-one-order-1280');
  });

  it('keeps every Find Leads tab reachable beside the balance at 390 px, with a short search hint', async () => {
    const page = await browser.newPage(PHONE);
    await signUpNewCustomer(page, 'Tab Tester', 'usage-tabs');
    await page.goto('/find-leads');
    await balanceChip(page).waitFor();
    const search = page.getByRole('searchbox', { name: 'Keywords' });
    expect(await search.getAttribute('placeholder')).toBe('Name, job title, company');
    // More tabs than fit: the bar says so on its right edge, and scrolls to the last one.
    await expect
      .poll(() =>
        page.getByTestId('tabs-more-after').evaluate((node) => getComputedStyle(node).opacity),
      )
      .toBe('1');
    await screenshot(page, 'find-leads-tabs-start-390');
    const api = tabs(page).getByRole('link', { name: 'API' });
    await api.scrollIntoViewIfNeeded();
    const [apiBox, chipBox] = await Promise.all([
      api.boundingBox(),
      balanceChip(page).locator('xpath=ancestor::a[1]').boundingBox(),
    ]);
    if (!apiBox || !chipBox) throw new Error('no boxes');
    // Wholly in view and left of the pill, not under it.
    expect(apiBox.x).toBeGreaterThanOrEqual(0);
    expect(apiBox.x + apiBox.width).toBeLessThanOrEqual(chipBox.x);
    await screenshot(page, 'find-leads-tabs-end-390');
    await api.click();
    await page.waitForURL((url) => url.pathname === '/find-leads/api');
    await expect.poll(() => api.getAttribute('aria-current'), SLOW).toBe('page');
    await page.setViewportSize(DESKTOP);
    expect(await search.count()).toBe(0);
    await page.goto('/find-leads');
    expect(
      await page.getByRole('searchbox', { name: 'Keywords' }).getAttribute('placeholder'),
    ).toBe('Search by name, job title or company');
  });
});
