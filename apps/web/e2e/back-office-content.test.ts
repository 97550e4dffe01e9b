import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PHONE, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN, png, signInAs } from './support/fixtures.ts';

const browser = useBrowser();

const screenshotPath = (name: string) =>
  path.resolve(import.meta.dirname, '../../../screenshots', `${name}.png`);

async function adminPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport);
  await signInAs(page, 'Admin');
  return page;
}

/** The first record of a public content list, as the server answers it now. */
async function first(path: string): Promise<Record<string, string> & { _id: string }> {
  const response = await fetch(`${baseUrl()}/api/${path}`);
  const [record] = (await response.json()) as Array<Record<string, string> & { _id: string }>;
  if (!record) throw new Error(`/api/${path} is empty`);
  return record;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

async function seeToast(page: Page, text: string) {
  await page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
}

describe('back office: site content editors', () => {
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    const entries = await Promise.all(
      [
        'logo',
        'banner',
        'contact',
        'features',
        'features-title',
        'feature-page-two',
        'about',
        'about-services',
        'speciality',
        'why-choose',
        'road',
        'teams',
        'team-title',
        'testimonials',
        'testimonials-title',
        'faqs',
        'faqs-title',
        'footer-links',
        'footer-social',
        'packages',
      ].map(async (name) => [name, (await first(name))._id] as const),
    );
    ids = Object.fromEntries(entries);
  });

  it('settings hub: the five cards, and Home Page Setting with every section', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting');
    for (const card of [
      'Logo Setting',
      'Footer Setting',
      'Payment Setting',
      'Home Page Setting',
      'Contact Page Setting',
    ]) {
      await page.getByRole('link', { name: card }).waitFor();
    }
    await page.getByRole('heading', { name: 'Latest changes' }).waitFor();

    await page.getByRole('link', { name: 'Home Page Setting' }).click();
    await expectPath(page, '/admin/setting-homepage/');
    for (const card of [
      'Update Banner',
      'Feature Options',
      'Feature Two Options',
      'About Options',
      'Why Choose Option',
      'Cta Option',
      'Update Testimonials',
      'Speciality',
      'Team',
      'FAQs',
    ]) {
      await page.getByRole('link', { name: card, exact: true }).waitFor();
    }
  });

  it('banner: a required field is refused beside it; a saved heading shows on /', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting-homepage/');
    await page.getByRole('link', { name: 'Update Banner', exact: true }).click();
    await expectPath(page, `/admin/edit-banner-option/${ids.banner}`);

    const heading = page.getByLabel('Banner Heading');
    await heading.fill('');
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await page.getByText("Enter the banner's first heading line.").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/edit-banner-option/${ids.banner}`);

    const text = unique('Fresh leads for');
    await heading.fill(text);
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await seeToast(page, 'Banner updated successfully!');
    await expectPath(page, '/admin/setting-homepage/');

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: text }).waitFor();
  });

  it('FAQs: an added FAQ shows on /pricing; deleting asks first', async () => {
    const page = await adminPage();
    await page.goto('/admin/faqs');
    await page.getByRole('heading', { name: 'Faqs List' }).waitFor();
    await page.getByRole('link', { name: 'Update Faqs Title' }).waitFor();

    const question = unique('Can I pay by invoice');
    await page.getByLabel('Question').fill(question);
    await page.getByLabel('Answer').fill('Yes, for orders above $1,000.');
    await page.getByRole('button', { name: 'Add Faq' }).click();
    await seeToast(page, 'Faq added successfully!');
    const row = page.getByRole('row').filter({ hasText: question });
    await row.waitFor();
    // The add form empties itself for the next question.
    expect(await page.getByLabel('Question').inputValue()).toBe('');

    await page.goto('/pricing');
    await page.getByRole('button', { name: question }).waitFor();

    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this faq?' });
    await dialog.waitFor();
    await dialog.getByText(`"${question}" will be removed from the site.`).waitFor();
    // The viewport only: a full-page capture would stretch the fixed backdrop.
    await page.screenshot({ path: screenshotPath('admin-content-faqs-delete-confirm-1280') });
    // Focus starts on Cancel (a danger dialog), Tab stays inside, Escape closes it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Delete');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused()).toBe('Delete'); // back on the row's button that opened it

    await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor();

    await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seeToast(page, 'FAQ deleted successfully!');
    await row.waitFor({ state: 'detached' });

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'How accurate is the data?' }).waitFor();
    expect(await page.getByRole('button', { name: question }).count()).toBe(0);
  });

  it('logo: needs an image file; an uploaded PNG becomes the header logo', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting-general/');
    await page.getByRole('link', { name: 'Update Logo' }).click();
    await expectPath(page, `/admin/update-logo/${ids.logo}`);

    await page.getByRole('button', { name: 'Update Logo' }).click();
    await page.getByText('Please select a logo file to upload.').waitFor();

    const input = page.getByLabel('Logo file');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText('Please select an image file.').waitFor();

    await input.setInputFiles({
      name: 'new-logo.png',
      mimeType: 'image/png',
      // An indigo bar with a lighter stripe, enough to look like a logo.
      buffer: await png(320, 76, [79, 70, 229], [165, 180, 252]),
    });
    await page.getByRole('img', { name: 'Logo file preview' }).waitFor();
    await page.getByText(/new-logo\.png/).waitFor();
    await page.getByRole('button', { name: 'Update Logo' }).click();
    await seeToast(page, 'Logo updated successfully!');
    await expectPath(page, '/admin/setting-general/');

    const saved = await first('logo');
    expect(saved.logo).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    await page.goto('/');
    const headerLogo = page
      .getByRole('banner')
      .getByRole('img', { name: 'LeadVault', exact: true });
    await headerLogo.waitFor();
    // The server writes a logo this small into the page (decision 027): the same bytes.
    const src = (await headerLogo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/webp;base64,/);
    const upload = await page.request.get(saved.logo ?? '');
    expect(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')).toEqual(await upload.body());
    await expect
      .poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(320);
  });

  it('a failed upload stops the save and says why', async () => {
    const page = await adminPage();
    const before = await first('features');
    await page.goto(`/admin/edit-feature/${before._id}`);
    // Says it is a PNG, but is not one: the server checks the content.
    await page.getByLabel('Feature Image').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a png at all'),
    });
    await page.getByRole('button', { name: 'Update Feature' }).click();
    await seeToast(page, 'Image upload failed.');
    await page.getByText('Only images can be uploaded (PNG, JPEG, WebP or GIF).').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/edit-feature/${before._id}`);
    expect((await first('features')).featureImg).toBe(before.featureImg);
  });

  it('footer: the copyright line changes on every page', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting-footer');
    await page.getByRole('link', { name: 'Edit Footer About Options' }).click();
    await expectPath(page, `/admin/edit-footer/${ids['footer-links']}`);
    const copyright = unique('© LeadVault Ltd');
    await page.getByLabel('CopyRight').fill(copyright);
    await page.getByRole('button', { name: 'Update About & CopyRight' }).click();
    await seeToast(page, 'Footer updated successfully!');
    await expectPath(page, '/admin/setting');

    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByText(copyright).waitFor();
  });

  it('contact page: the address card shows the saved address', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting');
    await page.getByRole('link', { name: 'Contact Page Setting' }).click();
    await expectPath(page, `/admin/edit-contact-page/${ids.contact}`);
    const address = unique('221B Baker Street, London');
    await page.getByLabel('Address').fill(address);
    await page.getByRole('button', { name: 'Update Contact' }).click();
    await seeToast(page, 'Contact information updated successfully!');
    await expectPath(page, '/admin/setting');

    await page.goto('/contact');
    await page.getByText(address).waitFor();
  });

  it('testimonials: 10 per page; an edited review shows in the home carousel', async () => {
    const page = await adminPage();
    await page.goto('/admin/testimonials');
    await page.getByRole('link', { name: 'Edit Testimonial Title' }).waitFor();
    const firstReview = await first('testimonials');
    await page.getByRole('link', { name: `Edit Testimonial: ${firstReview.personName}` }).click();
    await expectPath(page, `/admin/testimonial-edit/${firstReview._id}`);
    await page.getByRole('img', { name: 'Person Image preview' }).waitFor();

    const review = unique('Our reply rate doubled in a month');
    await page.getByLabel('Description').fill(review);
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await seeToast(page, 'Testimonial updated successfully!');
    await expectPath(page, '/admin/testimonials');
    await page.getByRole('row').filter({ hasText: review }).waitFor();

    await page.goto('/');
    await page.locator('.swiper').getByText(review).first().waitFor({ state: 'attached' });

    // Five more (through the API, as this admin) make 11: two pages of 10.
    const added: string[] = await page.evaluate(async () => {
      const ids: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const response = await fetch('/api/testimonial', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ personName: `Paging Person ${n}`, desc: 'For the pager.' }),
        });
        ids.push((await response.json())._id);
      }
      return ids;
    });
    await page.goto('/admin/testimonials');
    const pager = page.getByRole('navigation', { name: 'Testimonials List pages' });
    await pager.waitFor();
    expect(await page.getByRole('row').count()).toBe(11); // the header and 10 rows
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pager.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('row').filter({ hasText: 'Paging Person 5' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.evaluate(async (ids) => {
      for (const id of ids) await fetch(`/api/testimonial/${id}`, { method: 'DELETE' });
    }, added);
  });

  it('Add Testimonial: an empty form publishes nothing; a filled one stays on the list with the new row marked', async () => {
    const page = await adminPage();
    const count = async () =>
      ((await (await fetch(`${baseUrl()}/api/testimonials`)).json()) as unknown[]).length;
    const before = await count();
    await page.goto('/admin/testimonials');
    const form = page.getByRole('form', { name: 'Add Testimonial' });
    await form.getByRole('button', { name: 'Add Testimonial' }).click();
    await form.getByText('Enter the name of the person who wrote the review.').waitFor();
    await form.getByText('Enter the review text.').waitFor();
    // Required fields say so beside their label, and the first invalid one has the focus.
    expect(await form.getByLabel(/Person Name/).getAttribute('aria-required')).toBe('true');
    expect(await form.getByLabel(/Person Name/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-testimonial-add-empty-1280');
    expect(await count()).toBe(before);

    // The server refuses it too, whatever the form does.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/testimonial', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ personTitle: 'Nobody' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.map((d: { field: string }) => d.field)).toEqual([
      'personName',
      'desc',
    ]);

    const name = unique('Robin Reviewer');
    await form.getByLabel(/Person Name/).fill(name);
    await form.getByLabel(/Description/).fill('Clean data and quick answers.');
    await form.getByRole('button', { name: 'Add Testimonial' }).click();
    await seeToast(page, 'Testimonial added successfully!');
    const row = page.locator('tr[data-highlighted]');
    await row.filter({ hasText: name }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/testimonials');
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByLabel(/Person Name/).inputValue()).toBe('');
    expect(await count()).toBe(before + 1);
    await screenshot(page, 'admin-testimonial-added-1280');

    const phone = await adminPage(PHONE);
    await phone.goto('/admin/testimonials');
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.waitForLoadState('networkidle');
    await screenshot(phone, 'admin-testimonials-390');
    const id = await row.evaluate((element) => element.querySelector('a')?.getAttribute('href'));
    await page.evaluate(async (href) => {
      const testimonialId = href?.split('/').at(-1);
      if (testimonialId) await fetch(`/api/testimonial/${testimonialId}`, { method: 'DELETE' });
    }, id);
  });

  it('asks before leaving an editor with unsaved changes', async () => {
    const page = await adminPage();
    await page.goto(`/admin/faq-edit/${ids.faqs}`);
    await page.getByLabel('Answer').fill('A change nobody saved.');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/admin/faq-edit/${ids.faqs}`);
    expect(await page.getByLabel('Answer').inputValue()).toBe('A change nobody saved.');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave page' }).click();
    await expectPath(page, '/admin/faqs');
  });

  it('lists the latest changes with who made them', async () => {
    const page = await adminPage();
    await page.goto('/admin/setting');
    const changes = page.getByRole('region', { name: 'Latest changes' });
    // The newest eight content changes: the testimonial test's adds and deletes among them.
    await changes.getByText('Testimonial "Paging Person 5" deleted').waitFor();
    await changes.getByText('Testimonial "Paging Person 1" deleted').waitFor();
    expect(await changes.getByRole('listitem').count()).toBe(8);
    expect(await changes.getByText(ADMIN.email, { exact: false }).count()).toBe(8);
    await changes.getByText('Deleted').first().waitFor();
  });

  it('every content screen at 1280 px loads its record', async () => {
    const page = await adminPage();
    const screens: Array<[string, string]> = [
      ['setting', '/admin/setting'],
      ['setting-general', '/admin/setting-general/'],
      ['update-logo', `/admin/update-logo/${ids.logo}`],
      ['setting-homepage', '/admin/setting-homepage/'],
      ['setting-footer', '/admin/setting-footer'],
      ['edit-contact-page', `/admin/edit-contact-page/${ids.contact}`],
      ['edit-banner-option', `/admin/edit-banner-option/${ids.banner}`],
      ['feature-page', '/admin/feature-page/'],
      ['feature-title', `/admin/feature-title/${ids['features-title']}`],
      ['edit-feature', `/admin/edit-feature/${ids.features}`],
      ['feature-page-two', `/admin/feature-page-two/${ids['feature-page-two']}`],
      ['about-edit', `/admin/about-edit/${ids.about}`],
      ['about-service-list', '/admin/about-service-list/'],
      ['edit-about-service', `/admin/edit-about-service/${ids['about-services']}`],
      ['speciality-edit', `/admin/speciality-edit/${ids.speciality}`],
      ['why-choose-edit', `/admin/why-choose-edit/${ids['why-choose']}`],
      ['cta-edit', `/admin/cta-edit/${ids.road}`],
      ['team', '/admin/team/'],
      ['team-edit', `/admin/team-edit/${ids.teams}`],
      ['edit-team-title', `/admin/edit-team-title/${ids['team-title']}`],
      ['testimonials', '/admin/testimonials'],
      ['testimonial-edit', `/admin/testimonial-edit/${ids.testimonials}`],
      ['edit-testimonial-title', `/admin/edit-testimonial-title/${ids['testimonials-title']}`],
      ['faqs', '/admin/faqs'],
      ['faq-edit', `/admin/faq-edit/${ids.faqs}`],
      ['faqs-title', `/admin/faqs-title/${ids['faqs-title']}`],
      ['edit-footer', `/admin/edit-footer/${ids['footer-links']}`],
      ['edit-social', `/admin/edit-social/${ids['footer-social']}`],
      ['edit-package-style', '/admin/edit-package-style'],
      ['edit-package-style-id', `/admin/edit-package-style/${ids.packages}`],
    ];
    for (const [name, path] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // Each screen loaded its record: no spinner and no error left.
      expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count(), name).toBe(0);
      expect(await page.getByText('Could not load this content.').count(), name).toBe(0);
      await screenshot(page, `admin-content-${name}-1280`);
    }
  }, 240_000);

  it('the hubs and a list at 390 px: cards, no sideways scrolling', async () => {
    const phone = await adminPage(PHONE);
    for (const [name, path] of [
      ['setting', '/admin/setting'],
      ['setting-homepage', '/admin/setting-homepage/'],
      ['faqs', '/admin/faqs'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.waitForLoadState('networkidle');
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name} fits the phone`).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phone, `admin-content-${name}-390`);
    }
  });
});
