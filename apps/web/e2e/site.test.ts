import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, screenshot, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const publicPages = [
  { path: '/', name: 'home' },
  { path: '/pricing', name: 'pricing' },
  { path: '/about', name: 'about' },
  { path: '/why-choose', name: 'why-choose' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/terms-condition', name: 'terms-condition' },
  { path: '/deposit', name: 'deposit' },
];

const settleNetwork = (page: Page) =>
  page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

/**
 * Scrolls down the page (as a reader would), then makes sure every image has arrived before a
 * full-page screenshot: lazy images skipped by a quick scroll are switched to eager loading.
 */
async function loadWholePage(page: Page) {
  // Network idle is a courtesy wait (an embedded player may keep a request open); what the
  // screenshot needs is checked below: every image complete.
  await settleNetwork(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await settleNetwork(page);
}

/** The active slide's label from Swiper's a11y module, e.g. 'Review 2 of 6'. */
function activeSlide(page: Page): Promise<string | null> {
  return page.locator('.swiper-slide-active').first().getAttribute('aria-label');
}

async function topOf(page: Page, text: string): Promise<number> {
  const box = await page.getByRole('heading', { name: text, exact: true }).first().boundingBox();
  if (!box) throw new Error(`Heading not visible: ${text}`);
  return box.y;
}

describe('the public site', () => {
  it('shows every home section with the seeded content, in the spec order', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const hero = page.getByRole('heading', {
      level: 1,
      name: 'Verified B2B e-mail leads that turn into pipeline',
    });
    await hero.waitFor();

    // Hero: button from the banner record (internal link) and the video in a player dialog.
    const heroButton = page.getByRole('link', { name: 'Browse packages' });
    expect(await heroButton.getAttribute('href')).toBe('/pricing');
    const video = page.getByRole('button', { name: 'Watch the video' });
    await video.click();
    const player = page.getByRole('dialog', { name: 'Watch the video' });
    await player.waitFor();
    const frame = player.locator('iframe');
    expect(await frame.getAttribute('title')).toBe('LeadVault video');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/jNQXAC9IVRw\?/,
    );
    expect(
      await player.getByRole('link', { name: /Watch it on YouTube/ }).getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=jNQXAC9IVRw');
    await screenshot(page, 'home-video-dialog-1280');
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'detached' });
    expect(await video.evaluate((element) => element === document.activeElement)).toBe(true);

    await loadWholePage(page);
    for (const text of [
      'Verified e-mail addresses',
      'Lists built around your ideal customer',
      'Simple, transparent pricing',
      'Starter',
      'Growth',
      'Enterprise',
      '$149.00',
      '$49.00',
      'Best value',
      'Quality you can measure',
      'Choose the package that fits your market',
      'Customer Reviews',
      'Emily Carter',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    // Only non-empty bullets: each seeded plan has ten.
    const growth = page.getByRole('article', { name: 'Growth' });
    expect(await growth.getByRole('listitem').count()).toBe(10);
    // The roadmap's contact e-mail.
    const email = page.getByRole('link', { name: 'support@leadvault.example' }).first();
    expect(await email.getAttribute('href')).toBe('mailto:support@leadvault.example');

    const order = [
      await topOf(page, 'Verified B2B e-mail leads that turn into pipeline'),
      await topOf(page, 'Everything you need to reach the right buyers'),
      await topOf(page, 'More than a list: help at every step of your outreach'),
      await topOf(page, 'Simple, transparent pricing'),
      await topOf(page, 'The lead partner sales teams stay with'),
      await topOf(page, 'From first click to closed deal in four steps'),
      await topOf(page, 'What People Say About Us'),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The rating is drawn from 4.5 to 5.0 with one decimal.
    const rating = await page
      .getByRole('img', { name: /^Rated / })
      .first()
      .getAttribute('aria-label');
    expect(rating).toMatch(/^Rated (4\.[5-9]|5\.0) out of 5$/);

    // Footer texts come from the footer-links record.
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/LeadVault provides verified business e-mail databases/).waitFor();
    await footer.getByText(/© \d{4} LeadVault\. All rights reserved\./).waitFor();
    // The logo image from the logo record.
    await page.getByRole('banner').getByRole('img', { name: 'LeadVault' }).waitFor();

    // Social icons link to the footer-social record's addresses; none points to '#'.
    const social = footer.getByRole('link', { name: /^(Facebook|Twitter|Instagram|YouTube)/ });
    expect(await social.count()).toBe(4);
    expect(await footer.getByRole('link', { name: /^Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/',
    );
    expect(await footer.getByRole('link', { name: 'E-mail us' }).getAttribute('href')).toBe(
      'mailto:support@leadvault.example',
    );
    expect(await footer.locator('a[href="#"]').count()).toBe(0);

    // Review texts stop at three whole lines: no part of a fourth shows under the ellipsis.
    const clamps = await page.locator('.swiper-slide blockquote p').evaluateAll((items) =>
      items.map((item) => {
        const lineHeight = Number.parseFloat(getComputedStyle(item).lineHeight);
        return { height: item.getBoundingClientRect().height, lineHeight };
      }),
    );
    expect(clamps.length).toBeGreaterThan(0);
    for (const { height, lineHeight } of clamps)
      expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  });

  it('links every public page from the desktop header', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Why Choose Us', '/why-choose'],
      ['Pricing', '/pricing'],
      ['Find Leads', '/find-leads'],
      ['Deposit', '/deposit'],
      ['Contact', '/contact'],
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(
        href,
      );
    }
    await nav.getByRole('link', { name: 'Why Choose Us' }).click();
    await page.waitForURL('**/why-choose');
    await screenshot(page, 'header-nav-1280');
  });

  it('shows the scroll-to-top button once scrolled, and scrolls to the top on navigation only', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top', includeHidden: true });
    expect(await button.getAttribute('aria-hidden')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(
      () =>
        !document.querySelector('button[aria-label="Scroll to top"]')?.hasAttribute('aria-hidden'),
    );
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() =>
      document.querySelector('button[aria-label="Scroll to top"]')?.hasAttribute('aria-hidden'),
    );

    // A reload keeps the browser's restored position; a link to another page starts at its top.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('lines the pricing cards up: the side cards share top and bottom, the best one overhangs both evenly', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/pricing');
    const cards = page.getByRole('article');
    await cards.nth(2).waitFor();
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
    const [first, best, third] = boxes;
    if (!first || !best || !third) throw new Error('Three plans expected');
    expect(Math.abs(first.top - third.top)).toBeLessThan(1);
    expect(Math.abs(first.bottom - third.bottom)).toBeLessThan(1);
    expect(Math.abs(first.top - best.top - (best.bottom - first.bottom))).toBeLessThan(1);
  });

  it('hides a social icon whose address is empty', async () => {
    const page = await browser.newPage();
    await page.route('**/api/footer-social', async (route) => {
      const response = await route.fetch();
      const [record] = await response.json();
      await route.fulfill({ response, json: [{ ...record, twitter: '', youtube: '#' }] });
    });
    // A page the browser renders, so the footer's record comes through the route above (the
    // server-rendered pages carry it in their HTML).
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /^Facebook/ }).waitFor();
    expect(await footer.getByRole('link', { name: /^Twitter/ }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: /^YouTube/ }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: /^Instagram/ }).count()).toBe(1);
  });

  it("'Buy Now' remembers the package and goes to its page (sign-in first)", async () => {
    const packages = (await (await fetch(`${baseUrl()}/api/packages`)).json()) as Array<{
      _id: string;
      packageName: string;
    }>;
    const growthId = packages.find((item) => item.packageName === 'Growth')?._id;
    expect(growthId).toBeTruthy();

    const page = await browser.newPage();
    await page.goto('/');
    const buy = page.getByRole('article', { name: 'Growth' }).getByRole('link', {
      name: 'Buy Now',
    });
    expect(await buy.getAttribute('href')).toBe(`/package/${growthId}`);
    await buy.click();
    // The sign-in guard sends a visitor to /login, remembering /package/{id}.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('lastClickedPackage'))).toBe(growthId);
  });

  it('autoplays the reviews carousel, and moves with the buttons under reduced motion', async () => {
    const moving = await browser.newPage();
    await moving.emulateMedia({ reducedMotion: 'no-preference' });
    await moving.goto('/');
    const reviews = moving.getByRole('heading', { name: 'What People Say About Us' });
    await reviews.scrollIntoViewIfNeeded();
    await moving.locator('.swiper-slide-active').first().waitFor();
    const before = await activeSlide(moving);
    await moving.waitForTimeout(3_600);
    expect(await activeSlide(moving)).not.toBe(before);
    await moving.getByRole('button', { name: 'Pause the reviews' }).waitFor();

    // Reduced motion: no autoplay, but the next button moves it.
    const still = await browser.newPage();
    await still.goto('/');
    await still.getByRole('heading', { name: 'What People Say About Us' }).scrollIntoViewIfNeeded();
    await still.locator('.swiper-slide-active').first().waitFor();
    const first = await activeSlide(still);
    expect(await still.getByRole('button', { name: 'Pause the reviews' }).count()).toBe(0);
    await still.waitForTimeout(3_500);
    expect(await activeSlide(still)).toBe(first);
    await still.getByRole('button', { name: 'Next review' }).click();
    await still.waitForFunction(
      (previous) =>
        document.querySelector('.swiper-slide-active')?.getAttribute('aria-label') !== previous,
      first,
    );
  });

  it('validates the contact form, sends it, clears it, and shows the rate-limit message', async () => {
    const page = await browser.newPage();
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Visit Our Office' }).waitFor();
    await page.getByRole('heading', { name: 'Call Us Anytime' }).waitFor();
    await page.getByRole('heading', { name: 'Email Us' }).waitFor();
    expect(await page.getByRole('link', { name: '+1 (415) 555-0132' }).getAttribute('href')).toBe(
      'tel:+14155550132',
    );

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('Email is required.').waitFor();
    await page.getByText('Subject is required.').waitFor();
    await page.getByText('Message is required.').waitFor();
    await page.getByLabel('Your Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Provide a valid Email').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'site-contact-errors-1280');

    expect(await page.locator('input[name="date"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.locator('input[name="messageStatus"]').inputValue()).toBe('pending');

    await page.getByLabel('Your Name').fill('Jane Prospect');
    await page.getByLabel('Your Email').fill('jane.prospect@mail.example.co.uk');
    await page.getByLabel('Subject').fill('Custom list for logistics');
    await page.getByLabel('Your Message').fill('We need 10,000 logistics contacts in Germany.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await page.getByLabel('Your Message').inputValue()).toBe('');

    // Use up this address's allowance, then the form shows the server's message.
    await page.evaluate(async () => {
      for (let i = 0; i < 5; i++) {
        await fetch('/api/add-contact-message', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }),
        });
      }
    });
    await page.getByLabel('Your Name').fill('Jane Prospect');
    await page.getByLabel('Your Email').fill('jane.prospect@mail.example.co.uk');
    await page.getByLabel('Subject').fill('Second message');
    await page.getByLabel('Your Message').fill('Hello again.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many messages' });
    await alert.waitFor();
  });

  it('reuses the banner (12 h) and the testimonials (3 h) from browser storage', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(banner|testimonials|testimonials-title)\/?$/.test(pathname)) {
        calls.push(pathname);
      }
    });
    // The home page reached in the browser (from a page it renders): the server-rendered home
    // page carries its content in the HTML and asks for none of it.
    const openHomeInBrowser = async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
    };
    await page.goto('/login');
    await openHomeInBrowser();
    await page.getByText('Emily Carter').first().waitFor();
    expect(calls.sort()).toEqual(['/api/banner', '/api/testimonials', '/api/testimonials-title']);
    const stored = await page.evaluate(() => ({
      banner: JSON.parse(localStorage.getItem('leadvault.content.banner') ?? 'null'),
      testimonials: JSON.parse(localStorage.getItem('leadvault.content.testimonials') ?? 'null'),
    }));
    expect(typeof stored.banner.savedAt).toBe('number');
    expect(stored.banner.data.bannerHeadingText1).toBe(
      'Verified B2B e-mail leads that turn into pipeline',
    );
    expect(stored.testimonials.data.length).toBeGreaterThan(0);

    // A new visit within the windows asks the server for none of them.
    calls.length = 0;
    await page.goto('/login');
    await openHomeInBrowser();
    await page.getByText('Emily Carter').first().waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(calls).toEqual([]);

    // A banner older than 12 hours is fetched again; the testimonials are still reused.
    await page.evaluate(() => {
      const key = 'leadvault.content.banner';
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...entry, savedAt: Date.now() - 43_200_001 }));
    });
    await page.goto('/login');
    await openHomeInBrowser();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['/api/banner']);
  });

  it('shows a friendly error with a retry when content cannot load', async () => {
    const page = await browser.newPage();
    await page.route('**/api/packages', (route) => route.abort());
    // Reached in the browser: the server-rendered /pricing carries its packages in the HTML.
    await page.goto('/login');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    const error = page.getByRole('alert').filter({ hasText: "We couldn't load our packages." });
    await error.waitFor({ timeout: 20_000 });
    await screenshot(page, 'site-pricing-error-1280');
    await page.unroute('**/api/packages');
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('article', { name: 'Growth' }).waitFor();
  });

  it('shows the legal pages with their date and the site address', async () => {
    const page = await browser.newPage();
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-condition', 'Terms & Conditions'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Last updated: December 2024').first().waitFor();
      await page.getByText(baseUrl()).first().waitFor();
      for (const section of ['Definitions', 'Cookies', 'ecurity']) {
        await page
          .getByRole('heading', { name: new RegExp(section) })
          .first()
          .waitFor();
      }
    }
  });

  it('shows the signed-in balance on /deposit', async () => {
    const page = await browser.newPage();
    await page.goto('/deposit');
    await page.getByText('Sign in to see your credit balance.').waitFor();
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByLabel('Password').fill('customer-demo-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/user-dashboard');
    await page.goto('/deposit');
    const balance = page.getByTestId('credit-balance');
    await balance.waitFor();
    expect(await balance.innerText()).toMatch(/^\d+$/);
    await page.getByRole('link', { name: 'Contact sales' }).first().click();
    await page.waitForURL('**/contact?subject=Credit%20top-up');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Credit top-up');
    await page.goto('/deposit');
    await balance.waitFor();
    await loadWholePage(page);
    await screenshot(page, 'site-deposit-signed-in-1280');
  });

  for (const { path, name } of publicPages) {
    it(`lays out ${path} at 390 px without horizontal overflow, and at 1280 px`, async () => {
      const phone = await browser.newPage(PHONE);
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).first().waitFor();
      await loadWholePage(phone);
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(phone, `site-${name}-390`);

      const desktop = await browser.newPage(DESKTOP);
      await desktop.goto(path);
      await desktop.getByRole('heading', { level: 1 }).first().waitFor();
      await loadWholePage(desktop);
      await screenshot(desktop, `site-${name}-1280`);
    });
  }
});
