import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPages } from './support/axe.ts';
import { DESKTOP, PHONE, uniqueEmail, useBrowser, verificationLinkFor } from './support/browser.ts';
import { apiCall, placeOrder, signInAs, signUpByApi } from './support/fixtures.ts';

const browser = useBrowser();

const viewports = [
  { name: '1280', size: DESKTOP },
  { name: '390', size: PHONE },
] as const;

const firstId = async (page: Page, url: string): Promise<string> => {
  const answer = await apiCall(page, 'GET', url);
  const list: Array<{ _id: string }> = Array.isArray(answer) ? answer : answer.items;
  const id = list[0]?._id;
  if (!id) throw new Error(`${url} is empty`);
  return id;
};

/** Waits until the page's data has arrived and no spinner or skeleton is left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

const audit = (page: Page, paths: string[], extra: Record<string, () => Promise<void>> = {}) =>
  auditPages(page, { paths, widths: viewports, settle, extra });

describe('axe-core on every admin page (1280 and 390 px)', () => {
  it('finds no serious or critical violation on the operations pages', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Admin');

    // An order and a contact message, so the lists and detail pages have rows.
    const { order } = await placeOrder(page, {
      customerName: 'Axe Admin',
      address: '1 Test Street',
      cityName: 'Lisbon',
      countryName: 'Portugal',
    });
    await apiCall(page, 'POST', '/api/add-contact-message', {
      name: 'Jordan Miles',
      email: 'jordan.miles@mail.example.co.uk',
      subject: 'Axe check',
      message: 'Is everything readable?',
    });
    const adminPackageId = await firstId(page, '/api/admin/packages');
    const titleId = await firstId(page, '/api/package-titles');
    const settingId = await firstId(page, '/api/admin/payments');
    const userId = await firstId(page, '/api/users');
    const profileId = await firstId(page, '/api/profiles?page=1');
    const messageId = await firstId(page, '/api/contact-messages?page=1');

    const failures = await audit(
      page,
      [
        '/admin/dashboard',
        '/admin/orders/',
        '/admin/orders-pending',
        '/admin/orders/accepted',
        '/admin/orders/cancelled',
        '/admin/orders/delivered',
        '/admin/payments/pending',
        '/admin/payments/received',
        '/admin/payments/cancelled',
        '/admin/payments/refunded',
        `/admin/order/${order._id}`,
        '/admin/packages/',
        `/admin/package-edit/${adminPackageId}`,
        `/package-title-edit/${titleId}`,
        '/admin/setting-payment',
        `/admin/paypal/${settingId}`,
        '/admin/manage-users/',
        `/admin/user/${userId}`,
        '/admin/manage-profiles/',
        `/admin/edit-user-profile/${profileId}`,
        '/admin/contact-messages/',
        '/admin/contact-message-unread/',
        '/admin/contact-message-read/',
        `/admin/contact-message/${messageId}`,
        '/admin/add-email-template/',
      ],
      {
        'the Add User form with its errors': async () => {
          await page.goto('/admin/manage-users/');
          await settle(page);
          await page.getByRole('button', { name: 'Add User' }).click();
          await page.getByText("Enter the user's name.").waitFor();
        },
        'the package form with its errors': async () => {
          await page.goto(`/admin/package-edit/${adminPackageId}`);
          await settle(page);
          await page.getByLabel('Package Price').fill('abc');
          await page.getByRole('button', { name: 'Update Package' }).click();
          await page.getByText('Enter the price in dollars, like 49.99.').waitFor();
        },
        'the e-mail template with an unknown placeholder': async () => {
          await page.goto('/admin/add-email-template/');
          await settle(page);
          await page.getByLabel('Email Template HTML').fill('<p>Hi {{customerNmae}}</p>');
          await page.getByText('Unknown placeholders').waitFor();
        },
        'the e-mail template preview dialog': async () => {
          await page.goto('/admin/add-email-template/');
          await settle(page);
          await page.getByRole('button', { name: 'View Template Preview' }).click();
          await page.getByRole('dialog', { name: 'View Template Preview' }).waitFor();
        },
        'the order menu opened': async () => {
          await page.goto('/admin/orders/');
          await settle(page);
          const menu = page.getByRole('navigation', { name: 'Order dashboards' });
          await menu.getByRole('button', { name: /Payments/ }).click();
          await menu.getByRole('link', { name: /Refunded/ }).waitFor();
        },
      },
    );
    expect(failures.join('\n\n')).toBe('');
  }, 600_000);

  it('finds no serious or critical violation on the site content editors', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'Admin');
    const id = (path: string) => firstId(page, `/api/${path}`);
    const ids = {
      logo: await id('logo'),
      contact: await id('contact'),
      banner: await id('banner'),
      featuresTitle: await id('features-title'),
      feature: await id('features'),
      featurePageTwo: await id('feature-page-two'),
      about: await id('about'),
      aboutService: await id('about-services'),
      speciality: await id('speciality'),
      whyChoose: await id('why-choose'),
      road: await id('road'),
      team: await id('teams'),
      teamTitle: await id('team-title'),
      testimonial: await id('testimonials'),
      testimonialsTitle: await id('testimonials-title'),
      faq: await id('faqs'),
      faqTitle: await id('faqs-title'),
      footerLinks: await id('footer-links'),
      footerSocial: await id('footer-social'),
      pkg: await id('packages'),
    };
    const failures = await audit(
      page,
      [
        '/admin/setting',
        '/admin/setting-general/',
        `/admin/update-logo/${ids.logo}`,
        '/admin/setting-homepage/',
        '/admin/setting-footer',
        `/admin/edit-contact-page/${ids.contact}`,
        `/admin/edit-banner-option/${ids.banner}`,
        '/admin/feature-page/',
        `/admin/feature-title/${ids.featuresTitle}`,
        `/admin/edit-feature/${ids.feature}`,
        `/admin/feature-page-two/${ids.featurePageTwo}`,
        `/admin/about-edit/${ids.about}`,
        '/admin/about-service-list/',
        `/admin/edit-about-service/${ids.aboutService}`,
        `/admin/speciality-edit/${ids.speciality}`,
        `/admin/why-choose-edit/${ids.whyChoose}`,
        `/admin/cta-edit/${ids.road}`,
        '/admin/team/',
        `/admin/team-edit/${ids.team}`,
        `/admin/edit-team-title/${ids.teamTitle}`,
        '/admin/testimonials',
        `/admin/testimonial-edit/${ids.testimonial}`,
        `/admin/edit-testimonial-title/${ids.testimonialsTitle}`,
        '/admin/faqs',
        `/admin/faq-edit/${ids.faq}`,
        `/admin/faqs-title/${ids.faqTitle}`,
        `/admin/edit-footer/${ids.footerLinks}`,
        `/admin/edit-social/${ids.footerSocial}`,
        '/admin/edit-package-style',
        `/admin/edit-package-style/${ids.pkg}`,
      ],
      {
        'the Add Testimonial form with its errors': async () => {
          await page.goto('/admin/testimonials');
          await settle(page);
          await page.getByRole('button', { name: 'Add Testimonial' }).click();
          await page.getByText('Enter the review text.').waitFor();
        },
        'the banner form with its errors': async () => {
          await page.goto(`/admin/edit-banner-option/${ids.banner}`);
          await settle(page);
          await page.getByLabel('Banner Heading').fill('');
          await page.getByRole('button', { name: /Update/ }).click();
          await page.getByText("Enter the banner's first heading line.").waitFor();
        },
        'the delete confirmation': async () => {
          await page.goto('/admin/faqs');
          await settle(page);
          await page
            .getByRole('button', { name: /^Delete FAQ/ })
            .first()
            .click();
          await page.getByRole('alertdialog').waitFor();
        },
      },
    );
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);

  it('finds no serious or critical violation on the pages a Manager sees, access denied included', async () => {
    const admin = await browser.newPage();
    await signInAs(admin, 'Admin');
    const manager = await browser.newPage();
    const email = uniqueEmail('axe.manager');
    await signUpByApi(manager, {
      name: 'Axe Manager',
      email,
      password: 'secret-pass-1',
    });
    await apiCall(admin, 'POST', '/api/add-user', {
      userName: 'Axe Manager',
      userEmail: email,
      userRole: 'Manager',
    });
    // The invitation goes out through the mail queue: wait for it to reach the outbox.
    const link = async () => {
      try {
        return verificationLinkFor(email);
      } catch {
        return '';
      }
    };
    await expect.poll(link, { timeout: 60_000, interval: 500 }).not.toBe('');
    await manager.goto(await link());
    await manager.waitForURL('**/admin/dashboard');

    const failures = await audit(manager, [
      '/admin/dashboard',
      '/admin/add-email-template/',
      '/admin/orders/',
      '/admin/manage-users/',
    ]);
    await manager.goto('/admin/orders/');
    await manager.getByText('This page is for Admins. Ask an Admin for access.').waitFor();
    expect(failures.join('\n\n')).toBe('');
  }, 180_000);
});
