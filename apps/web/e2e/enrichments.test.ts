import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENRICHMENT_RESULT_COLUMNS } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import { shootAndAuditBoth } from './support/axe.ts';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import { signUpNewCustomer } from './support/fixtures.ts';

/**
 * Issue 29's bulk enrichment in the browser, against the demo's mail sandbox: the sample file
 * (public/samples) goes up, its columns and quote show, the run is followed to the end, the
 * file comes back with the answers and the history lists it.
 */

const browser = useBrowser();

const SAMPLE = path.resolve(import.meta.dirname, '../public/samples/enrichment-sample.csv');

describe('bulk enrichment in the browser', () => {
  it('uploads the sample, maps, quotes, runs it to the end and downloads the result', async () => {
    const page = await browser.newPage();
    await signUpNewCustomer(page, 'Erin Enricher', 'enricher', { verified: true });

    await page.goto('/find-leads');
    await page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Enrichment' })
      .click();
    await page.waitForURL('**/find-leads/enrichments');
    await page.getByRole('heading', { name: '1. Upload a CSV of people' }).waitFor();
    await page.getByText('No enrichments yet').waitFor();
    const sample = await page.request.get('/samples/enrichment-sample.csv');
    expect((await sample.text()).split('\n')[0]).toBe('First name,Last name,Company domain');
    await shootAndAuditBoth(page, 'enrichments-empty');

    // Not a CSV: said before anything is sent.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'people.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByRole('button', { name: 'Upload and map the columns' }).click();
    await page.getByText('people.txt is not a CSV file').waitFor();

    await page.getByLabel('CSV file').setInputFiles(SAMPLE);
    await page.getByRole('button', { name: 'Upload and map the columns' }).click();
    const mapping = page.getByRole('heading', { name: '2. Check the columns and start' });
    await mapping.waitFor();
    expect(await mapping.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByText('enrichment-sample.csv').first().waitFor();
    // The suggestion, from the headings.
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('0');
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('1');
    expect(await page.getByLabel('Company domain or website').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('quote-rows').innerText()).toBe('8');
    await page.getByTestId('quote-max-cost').waitFor();
    await shootAndAuditBoth(page, 'enrichments-mapping');

    // A mapping without the last name: the quote is asked again (nothing can be found).
    const toFind = await page.getByTestId('quote-toFind').innerText();
    await page.getByLabel('Last name', { exact: true }).selectOption('');
    await expect.poll(() => page.getByTestId('quote-toFind').innerText()).not.toBe(toFind);
    await page.getByLabel('Last name', { exact: true }).selectOption('1');
    await expect.poll(() => page.getByTestId('quote-toFind').innerText()).toBe(toFind);

    const cap = await page.getByLabel('Spend at most (credits)').inputValue();
    expect(Number(cap)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Start the enrichment' }).click();
    await page.getByRole('progressbar', { name: 'Enrichment progress' }).waitFor();
    if (await page.getByText('You may leave this page').isVisible()) {
      await shootAndAuditBoth(page, 'enrichments-progress');
    }
    await page.getByRole('heading', { name: '3. Your file is ready' }).waitFor({ timeout: 90_000 });
    expect(Number(await page.getByTestId('enrichment-found').innerText())).toBeGreaterThan(0);
    const charged = Number(await page.getByTestId('enrichment-charged').innerText());
    expect(charged).toBeLessThanOrEqual(Number(cap));
    await expect
      .poll(() => page.getByTestId('balance-chip').innerText())
      .toBe(`${5 - charged} credits`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the result' }).first().click(),
    ]);
    const file = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const header = file.split(/\r?\n/)[0] ?? '';
    expect(header).toBe(
      ['First name', 'Last name', 'Company domain', ...ENRICHMENT_RESULT_COLUMNS].join(','),
    );
    const rows = file.trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(8);
    // The last cell is what the row cost; together, what the screen says was charged.
    const costs = rows.map((row) => Number(row.split(',').at(-1)));
    expect(costs.reduce((sum, cost) => sum + cost, 0)).toBe(charged);
    // Nobody of that name works at that company: no address, nothing charged.
    expect(rows.find((row) => row.startsWith('Zebulon,'))).toMatch(
      /^Zebulon,Quist,[^,]+,,,,\w+,0$/,
    );

    const history = page.getByRole('table', { name: 'Your enrichments' });
    await history.getByRole('cell', { name: 'enrichment-sample.csv', exact: true }).waitFor();
    await history.getByText('Done').waitFor();
    await shootAndAuditBoth(page, 'enrichments-done');

    // Opened on a phone, the tab bar scrolls its Enrichment tab into view beside the balance.
    await page.setViewportSize(PHONE);
    await page.goto('/find-leads/enrichments');
    const tab = page
      .getByRole('navigation', { name: 'Find Leads' })
      .getByRole('link', { name: 'Enrichment' });
    await history.waitFor();
    await expect
      .poll(async () => {
        const [box, chip] = [
          await tab.boundingBox(),
          await page.getByTestId('balance-chip').boundingBox(),
        ];
        return box && chip ? box.x >= 0 && box.x + box.width <= chip.x : false;
      })
      .toBe(true);
    await screenshot(page, 'enrichments-phone-load-390');
  });
});
