import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPages, describeViolations, seriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { signInAs } from './support/fixtures.ts';

const browser = useBrowser();

const viewports = [
  { name: '1280', size: DESKTOP },
  { name: '390', size: PHONE },
] as const;

/** Waits until the page's data has arrived and no spinner or skeleton is left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.getByRole('contentinfo').waitFor();
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

const auditPaths = (page: Page, paths: string[], extra?: Record<string, () => Promise<void>>) =>
  auditPages(page, { paths, widths: viewports, settle, extra });

describe('axe-core on the public and customer pages (1280 and 390 px)', () => {
  it('finds no serious or critical violation on any public page', async () => {
    const page = await browser.newPage();
    const failures = await auditPaths(
      page,
      [
        '/',
        '/pricing',
        '/about',
        '/why-choose',
        '/contact',
        '/privacy-policy',
        '/terms-condition',
        '/deposit',
        '/no/such/page',
        '/login',
        '/register',
        '/reset',
        '/update-password',
      ],
      {
        'the sign-in form with its errors': async () => {
          await page.goto('/login');
          await page.getByRole('button', { name: 'Sign In' }).click();
          await page.getByText('Email is Required').waitFor();
        },
        'the sign-up form with its errors': async () => {
          await page.goto('/register');
          await page.getByRole('button', { name: 'Sign Up' }).click();
          await page.getByText('Name is Required').waitFor();
        },
        'the contact form with its errors': async () => {
          await page.goto('/contact');
          await settle(page);
          await page.getByRole('button', { name: 'Send Message' }).click();
          await page.locator('[aria-invalid="true"]').first().waitFor();
        },
        'the video dialog': async () => {
          await page.goto('/');
          await settle(page);
          const video = page.getByRole('button', { name: /Watch the video/ });
          if ((await video.count()) === 0) return;
          await video.click();
          await page.getByRole('dialog').waitFor();
        },
      },
    );
    // The mobile menu only exists at phone width.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    const menu = await seriousViolations(page);
    if (menu.length > 0) failures.push(`the mobile menu at 390 px:\n${describeViolations(menu)}`);

    expect(failures.join('\n\n')).toBe('');
  }, 300_000);

  it('finds no serious or critical violation on any customer page', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Customer');
    await page.waitForURL('**/user-dashboard');
    const packages: Array<{ _id: string }> = await (await page.request.get('/api/packages')).json();
    const packageId = packages[1]?._id ?? packages[0]?._id;
    if (!packageId) throw new Error('The seeded packages are missing');

    // A pending order, so Pending Payments and Pay Now have something to show.
    await page.goto(`/checkout/${packageId}`);
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    await page.getByLabel('Address').fill('1 Market Street');
    await page.getByLabel('City').fill('Berlin');
    await page.locator('option', { hasText: 'Germany' }).waitFor({ state: 'attached' });
    await page.getByLabel('Country').selectOption('Germany');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/pay-now/*');
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const failures = await auditPaths(
      page,
      [
        '/user-dashboard',
        '/user-dashboard/my-orders/',
        '/pending-payment/',
        '/update-profile',
        '/update-password',
        `/package/${packageId}`,
        `/checkout/${packageId}`,
        `/pay-now/${orderId}`,
        '/find-leads',
        '/find-leads/lists',
        '/find-leads/my-leads',
        '/find-leads/credits',
        '/deposit',
      ],
      {
        'the checkout form with its errors': async () => {
          await page.goto(`/checkout/${packageId}`);
          await settle(page);
          await page.getByLabel('Full Name').fill('');
          await page.getByRole('button', { name: 'Proceed to Payment' }).click();
          await page.getByText('Full Name is required.').waitFor();
        },
        'the avatar menu': async () => {
          await page.goto('/user-dashboard');
          await settle(page);
          await page.getByRole('button', { name: 'Your account' }).click();
          await page.getByRole('link', { name: 'Edit Profile', exact: true }).waitFor();
        },
      },
    );
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
