import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** Public pages the server renders, with a text their server HTML carries. */
const pages = [
  { path: '/', text: 'Verified B2B e-mail leads that turn into pipeline' },
  { path: '/pricing', text: 'Starter' },
  { path: '/contact', text: 'Contact' },
  // The visitors' search of Find Leads: its first results are in the server's HTML.
  { path: '/find-leads', text: 'Search verified B2B contacts' },
] as const;

describe('server-rendered public pages', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`hydrate ${pages.map((page) => page.path).join(', ')} at ${viewport.width} px without an error or warning, and without fetching their content again`, async () => {
      const page = await browser.newPage(viewport);
      const problems: string[] = [];
      const contentRequests: string[] = [];
      page.on('console', (message) => {
        // Includes the browser's own line for an HTTP error answer: a signed-out visitor's
        // pages answer nothing with an error.
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/session')
          contentRequests.push(pathname);
      });

      for (const { path, text } of pages) {
        // The text is in the server's HTML, before any script has run.
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toContain(text);

        await page.goto(path);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        // Hydrated: React has taken over the server's markup (the header's account area is
        // filled in from /api/session, which only the browser asks for).
        await page.getByRole('link', { name: 'Login' }).first().waitFor();
        await expect.poll(() => page.title()).not.toBe('');
        expect(await page.locator('head title').count(), path).toBe(1);
      }
      expect(problems).toEqual([]);
      expect(contentRequests).toEqual([]);
    });
  }

  it('keeps the document title in step with client-side navigation', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.waitForURL('**/pricing');
    await expect.poll(() => page.title()).toBe('Pricing · LeadVault');
    expect(await page.locator('head title').count()).toBe(1);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page Not Found');
  });

  it('paints the hero and logo from the page itself and fetches the pictures below the fold once live', async () => {
    const page = await browser.newPage(PHONE);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) {
        pictures.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/');
    const hero = page.getByRole('img', { name: /A lead list of verified business contacts/ });
    expect(await hero.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(pictures).not.toContain('/images/seed/hero.svg');
    expect(pictures).not.toContain('/images/seed/logo.svg');
    // The features' pictures arrive with the live page, and show once scrolled to.
    const feature = page.locator('img[src="/images/seed/feature-verified.svg"]');
    await feature.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        feature.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(pictures).toContain('/images/seed/feature-verified.svg');
  });

  it('comes alive in a browser without paint timing too', async () => {
    const page = await browser.newPage(PHONE);
    // The loader asks for paint entries before observing them; here there are none.
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: ['mark'] });
    });
    await page.goto('/pricing');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      true,
    );
  });
});
