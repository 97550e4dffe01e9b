import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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
 * client address.
 */
export function useBrowser() {
  const state: { browser?: Browser; contexts: BrowserContext[] } = { contexts: [] };

  beforeAll(async () => {
    const starting = startServer();
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
      state.contexts.push(context);
      return context.newPage();
    },
  };
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

/** The newest e-mail written to the server's outbox, with quoted-printable undone. */
export function latestOutboxMessage(): string {
  const outbox = path.join(currentServer().dataDir, 'outbox');
  const last = readdirSync(outbox).sort().at(-1);
  if (!last) throw new Error('The outbox is empty');
  return readFileSync(path.join(outbox, last), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest e-mail the server wrote to this address, with quoted-printable undone. */
export function latestOutboxMessageTo(email: string): string {
  const outbox = path.join(currentServer().dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    if (text.includes(`To: ${email}`)) return text;
  }
  throw new Error(`No e-mail to ${email} in the outbox`);
}

/** The staff verification link e-mailed to this address (open it signed in to that account). */
export function verificationLinkFor(email: string): string {
  const link = latestOutboxMessageTo(email).match(
    /https?:\/\/\S+?\/verify-email\?token=[\w.%-]+/,
  )?.[0];
  if (!link) throw new Error(`No verification link was e-mailed to ${email}`);
  return link;
}
