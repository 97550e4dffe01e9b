import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server.ts';

let server: TestServer | undefined;

function currentServer(): TestServer {
  if (!server) throw new Error('No test server: call useBrowser() at the top of the test file');
  return server;
}

/** The address of this test file's server. */
export const baseUrl = () => currentServer().baseUrl;

const screenshotDir = path.resolve(import.meta.dirname, '../../../../screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

let clientCounter = 0;

/**
 * One server and one Chromium per test file; each page gets its own context (cookies) and
 * client address. `env` adds settings to the server's environment.
 */
export function useBrowser(options: { env?: Record<string, string> } = {}) {
  const state: { browser?: Browser; contexts: BrowserContext[] } = { contexts: [] };

  beforeAll(async () => {
    const starting = startServer(options.env);
    state.browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    server = await starting;
  });

  // A failed journey leaves what its pages showed: the address, the text and a screenshot
  // (screenshots/failed-*.png), so a failure seen once on CI can be read afterwards.
  afterEach(async (context) => {
    const pages = state.contexts.splice(0).flatMap((browserContext) => browserContext.pages());
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.replace(/[^\w-]+/g, '-').slice(0, 60);
    for (const [index, page] of pages.entries()) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '');
      console.error(
        `[failed: ${context.task.name}] page ${index + 1} at ${page.url()}\n${text.slice(0, 3_000)}`,
      );
      await screenshot(page, `failed-${name}-${index + 1}`).catch(() => undefined);
    }
  });

  afterAll(async () => {
    await state.browser?.close();
    await server?.stop();
    server = undefined;
  });

  return {
    async newPage(viewport = DESKTOP): Promise<Page> {
      if (!state.browser) throw new Error('The browser is not started');
      clientCounter += 1;
      const context = await state.browser.newContext({
        baseURL: baseUrl(),
        viewport,
        reducedMotion: 'reduce',
        // The server trusts this header in the test run, so each page has its own rate limits.
        extraHTTPHeaders: {
          'x-forwarded-for': `198.51.${process.pid % 250}.${clientCounter % 250}`,
        },
      });
      // The test machine has no Internet: a page that embeds another site (the YouTube player)
      // would wait on it forever and never reach network idle. Other sites answer an empty page.
      const ownOrigin = new URL(baseUrl()).origin;
      await context.route(
        (url) => url.origin !== ownOrigin,
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
      );
      state.contexts.push(context);
      return untilHydrated(await context.newPage());
    },
  };
}

/**
 * A server-rendered page loads its app after the first paint: `goto` and `reload` wait until
 * the page is hydrated (`<html data-hydrated>`), as a person would see it come alive, so a
 * click lands on the app's handlers. Pages rendered in the browser pass at once.
 */
function untilHydrated(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('leadvault-ssr-data') ||
        'hydrated' in document.documentElement.dataset,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}${emailCounter}@mail.example.co.uk`;
}

/** Every e-mail in the server's outbox, newest first, with quoted-printable undone. */
function outboxNewestFirst(): string[] {
  const outbox = path.join(currentServer().dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort().reverse();
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
  );
}

/**
 * Mail goes out through the server's job queue a moment after the answer: looks again (for up
 * to `withinMs`, blocking, so the helpers stay synchronous) until `find` has what it wants.
 */
function fromOutbox<T>(
  find: (messages: string[]) => T | undefined,
  missing: string,
  withinMs = 10_000,
): T {
  const deadline = Date.now() + withinMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const found = find(outboxNewestFirst());
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(missing);
    Atomics.wait(pause, 0, 0, 100);
  }
}

/** The newest e-mail written to the server's outbox, with quoted-printable undone. */
export function latestOutboxMessage(): string {
  return fromOutbox((messages) => messages[0], 'The outbox is empty');
}

/** The newest e-mail the server wrote to this address, with quoted-printable undone. */
export function latestOutboxMessageTo(email: string): string {
  return fromOutbox(
    (messages) => messages.find((text) => text.includes(`To: ${email}`)),
    `No e-mail to ${email} in the outbox`,
  );
}

/** The newest e-mail to this address that holds `text`, waited for up to `withinMs`. */
export function outboxMessageTo(email: string, text: string, withinMs: number): string {
  return fromOutbox(
    (messages) =>
      messages.find((message) => message.includes(`To: ${email}`) && message.includes(text)),
    `No e-mail to ${email} with "${text}" in the outbox`,
    withinMs,
  );
}

/** The staff verification link e-mailed to this address (open it signed in to that account). */
export function verificationLinkFor(email: string): string {
  return fromOutbox(
    (messages) =>
      messages
        .find((text) => text.includes(`To: ${email}`) && text.includes('/verify-email?token='))
        ?.match(/https?:\/\/\S+?\/verify-email\?token=[\w.%-]+/)?.[0],
    `No verification link was e-mailed to ${email}`,
  );
}
