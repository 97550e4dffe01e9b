import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, signInAs, TEST_ORIGIN, useTestApp } from '../../../test/helpers.ts';
import type { Signal, Signals } from '../../lib/notify.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { seedContent } from '../content/seed.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { composeDocument } from './document.ts';
import { preferredEncoding } from './encodings.ts';
import { PageCache } from './page-cache.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../../web/dist');
const serverEntry = path.resolve(webRoot, '../dist-server/entry-server.js');

// The pages are rendered by the web app's own server build: build it when it is not there.
beforeAll(() => {
  if (existsSync(path.join(webRoot, 'index.html')) && existsSync(serverEntry)) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadvault/web'], {
    cwd: path.resolve(webRoot, '../../..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web app could not be built.');
}, 180_000);

const ctx = useTestApp({ people: { admin: 'Admin' }, webRoot });

beforeAll(async () => {
  await seedContent(ctx.database.db);
});

const SSR_DATA = '<script type="application/json" id="leadvault-ssr-data">';

/** The visible text of a page's #root, tags removed (what a crawler without scripts reads). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(SSR_DATA));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');
}

describe('server-rendered public pages', () => {
  it('answers / with the home page content from the database', async () => {
    const response = await send(ctx.app, { url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const text = rootText(response.body);
    expect(text).toContain('Verified B2B e-mail leads that turn into pipeline');
    for (const name of ['Starter', 'Growth', 'Enterprise']) expect(text).toContain(name);
    expect(response.body).toContain(SSR_DATA);
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    // One title, the page's own, in the head.
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toMatch(
      /<head>[\s\S]*<title>LeadVault — Verified[^<]*<\/title>[\s\S]*<\/head>/,
    );
  });

  it('answers /pricing with the packages, title, description and Open Graph tags', async () => {
    const response = await send(ctx.app, { url: '/pricing' });
    expect(response.statusCode).toBe(200);
    const text = rootText(response.body);
    for (const name of ['Starter', 'Growth', 'Enterprise']) expect(text).toContain(name);
    expect(text).toContain('49');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<title>Pricing · LeadVault</title>');
    expect(head).toMatch(/<meta name="description" content="Compare LeadVault [^"]+" \/>/);
    expect(head).toContain('<meta property="og:title" content="Pricing · LeadVault" />');
    expect(head).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/pricing" />`);
    expect(head).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/pricing" />`);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('renders every public page with its heading and hands over its data as JSON only', async () => {
    const titles: Record<string, string> = {
      '/about': 'About Us · LeadVault',
      '/why-choose': 'Why Choose Us · LeadVault',
      '/contact': 'Contact Us · LeadVault',
      '/privacy-policy': 'Privacy Policy · LeadVault',
      '/terms-condition': 'Terms &amp; Conditions · LeadVault',
      '/deposit': 'Deposit · LeadVault',
    };
    for (const [url, title] of Object.entries(titles)) {
      const response = await send(ctx.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      // The page's own heading is in the HTML, filled from the database or the page.
      expect(response.body, url).toMatch(/<h1[^>]*>[^<]{3,}/);
      // The CSP allows no inline script but the one entry loader, by its hash; the rest is data.
      const inline = [...response.body.matchAll(/<script type="module">([^<]*)<\/script>/g)];
      expect(inline, url).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0]?.[1] ?? '')
        .digest('base64');
      expect(response.headers['content-security-policy'], url).toMatch(
        new RegExp(`script-src [^;]*'sha256-${hash.replaceAll('+', '\\+')}'`),
      );
      for (const tag of response.body.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, url).toMatch(/^<script type="module">$|type="application\/json"/);
      }
    }
  });

  it("loads the app only after the first paint, and no other page gets the loader's hash", async () => {
    const home = await send(ctx.app, { url: '/' });
    // No entry script or preload in the head competes with the stylesheet and the hero.
    expect(home.body).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    expect(home.body).toMatch(
      /<script type="module">const load=\(\)=>import\("\/assets\/index-[\w-]+\.js"\)/,
    );
    expect(home.body).toContain("getEntriesByName('first-contentful-paint')");
    // The browser-rendered shell keeps its entry file and the site's plain policy.
    const shell = await send(ctx.app, { url: '/user-dashboard' });
    expect(shell.body).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"/);
    expect(shell.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('writes the small pictures above the fold into the page, and hands their copies over', async () => {
    const response = await send(ctx.app, { url: '/' });
    // The hero and the logo: no preload, no request, the same data: address in the JSON.
    expect(response.body).not.toMatch(/<link rel="preload" as="image"/);
    expect(response.body).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="A lead list/);
    const json = response.body.slice(response.body.indexOf(SSR_DATA) + SSR_DATA.length);
    const data = JSON.parse(json.slice(0, json.indexOf('</script>')));
    expect(Object.keys(data.inlineImages).sort()).toEqual([
      '/images/seed/hero.svg',
      '/images/seed/logo.svg',
    ]);
    expect(data.inlineImages['/images/seed/hero.svg']).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // Pictures below the fold wait for the live page: a blank of their size stands in.
    expect(response.body).not.toContain('src="/images/seed/feature-');
    expect(response.body).toMatch(
      /<img src="data:image\/svg\+xml,%3Csvg [^"]*width=&#x27;56&#x27;/,
    );
  });

  it('answers an unknown path with the 404 page and status 404, kept out of search engines', async () => {
    for (const url of ['/no-such-page', '/also/missing']) {
      const response = await send(ctx.app, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(rootText(response.body)).toContain('Page Not Found');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('rel="canonical"');
    }
    expectError(await send(ctx.app, { url: '/api/no-such-route' }), 404, 'NOT_FOUND');
  });

  it('leaves signed-in and admin pages to the browser (the plain shell)', async () => {
    for (const url of ['/login', '/admin/dashboard', '/user-dashboard']) {
      const response = await send(ctx.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain(SSR_DATA);
    }
  });

  it('serves one cached page for every query string of a path', async () => {
    for (const path of ['/pricing', '/contact']) {
      const plain = await send(ctx.app, { url: path });
      const tagged = await send(ctx.app, { url: `${path}?utm_source=news&subject=Custom%20list` });
      expect(tagged.statusCode).toBe(200);
      expect(tagged.headers.etag, path).toBe(plain.headers.etag);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await send(ctx.app, { url: '/pricing' });
    const etag = first.headers.etag as string;
    const again = await send(ctx.app, { url: '/pricing', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the page compressed in the encoding the browser prefers', async () => {
    const plain = await send(ctx.app, { url: '/pricing' });
    const br = await send(ctx.app, { url: '/pricing', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await send(ctx.app, { url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
  });

  it('shows a content edit and a package edit on the next load', async () => {
    const before = await send(ctx.app, { url: '/' });
    const [banner] = (await send(ctx.app, { url: '/api/banner' })).json();
    const saved = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-banner/${banner._id}`,
      cookie: ctx.admin.cookie,
      body: { ...banner, bannerHeadingText1: 'A heading edited for the page cache test' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await send(ctx.app, { url: '/' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(rootText(after.body)).toContain('A heading edited for the page cache test');

    const [starter] = (
      await send(ctx.app, { url: '/api/admin/packages', cookie: ctx.admin.cookie })
    ).json();
    const edited = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${starter._id}`,
      cookie: ctx.admin.cookie,
      body: { ...starter, packageName: 'Starter Renamed' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(rootText((await send(ctx.app, { url: '/pricing' })).body)).toContain('Starter Renamed');
  });

  it('serves sitemap.xml with the public pages at absolute addresses, and robots.txt', async () => {
    const sitemap = await send(ctx.app, { url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        '/',
        '/pricing',
        '/about',
        '/why-choose',
        '/contact',
        '/privacy-policy',
        '/terms-condition',
        '/find-leads',
        '/deposit',
      ].map((page) => `${TEST_ORIGIN}${page}`),
    );
    const robots = await send(ctx.app, { url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /admin\nDisallow: /api\n');
    expect(robots.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe("Find Leads' page for visitors (issue 30)", () => {
  it('holds real leads with masked e-mails; a suppression drops them from the rendered page', async () => {
    await insertLeads(ctx.database, [
      {
        firstName: 'Aaron',
        lastName: 'Rendered',
        companyName: 'Prerendered Corp',
        companyDomain: 'prerendered.example',
        email: 'aaron@prerendered.example',
      },
    ]);
    // Rendered pages are kept while the signals are live: the drop below is what removes the lead.
    expect(ctx.app.signals.live).toBe(true);
    // A fresh render: the lead is new since any cached one.
    await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/suppressions',
      cookie: ctx.admin.cookie,
      body: { email: 'nobody@elsewhere.example', reason: 'Drops the cached pages' },
    });
    const page = await send(ctx.app, { url: '/find-leads' });
    expect(page.statusCode).toBe(200);
    const text = rootText(page.body);
    expect(text).toContain('Search verified B2B contacts');
    expect(text).toContain('Create a free account to reveal e-mails — 5 free credits');
    expect(text).toContain('Aaron R.');
    expect(text).toContain('••••@prerendered.example');
    expect(page.body).not.toContain('aaron@prerendered.example');
    expect(page.body).not.toContain('Rendered');
    expect(page.headers.vary).toContain('cookie');

    const added = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/suppressions',
      cookie: ctx.admin.cookie,
      body: { email: 'aaron@prerendered.example', reason: 'Asked by phone' },
    });
    expect(added.statusCode).toBe(201);
    const after = rootText((await send(ctx.app, { url: '/find-leads' })).body);
    expect(after).toContain('Search verified B2B contacts');
    expect(after).not.toContain('Aaron R.');
  });

  it("answers a signed-in person the app itself, not the visitors' page", async () => {
    const customer = await signInAs(ctx.app, 'Customer');
    const page = await send(ctx.app, { url: '/find-leads', cookie: customer.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SSR_DATA);
    expect(page.body).not.toContain('Search verified B2B contacts');
    expect(page.headers.vary).toContain('cookie');
  });
});

describe('the rendered document', () => {
  const template =
    '<!doctype html><html><head><title>Shell</title>\n<meta\n  name="description"\n  content="Shell text"\n/>\n</head><body><div id="root"></div></body></html>';

  it('keeps hostile data inside its JSON element and escapes the meta text', () => {
    const document = composeDocument({
      template,
      page: {
        status: 200,
        meta: { title: 'A "quoted" $& title', description: '<b>bold</b>' },
        noIndex: false,
        html: '<title>A title</title><p>Body</p>',
        data: { text: '</script><script>alert(1)</script>' },
      },
      url: 'https://leads.example.com/x',
      dataElementId: 'data',
    });
    expect(document.body).not.toContain('<script>alert(1)');
    expect(document.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(document.body).toContain('content="&lt;b&gt;bold&lt;/b&gt;"');
    expect(document.body).toContain('content="A &quot;quoted&quot; $&amp; title"');
    expect(document.body).not.toContain('Shell');
    expect(document.body).toContain('<div id="root"><p>Body</p></div>');
    expect(document.body).toMatch(/<head>[\s\S]*<title>A title<\/title>[\s\S]*<\/head>/);
  });
});

/** Signals as another process would deliver them, without a database. */
function fakeSignals(): Signals & { deliver(signal: Signal): void; resync(): void } {
  const listeners = new Set<(signal: Signal) => void>();
  const resyncs = new Set<() => void>();
  return {
    live: true,
    publish() {},
    async publishIn() {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    async start() {},
    async close() {},
    deliver: (signal) => {
      for (const listener of listeners) listener(signal);
    },
    resync: () => {
      for (const listener of resyncs) listener();
    },
  };
}

describe('the page cache', () => {
  it('drops every page on an edit here, in another process, or after missed signals', async () => {
    const signals = fakeSignals();
    const pages = new PageCache<string>(signals);
    const content = new ResponseCache(signals);
    let renders = 0;
    const load = async () => `page ${++renders}`;

    expect(await pages.get('/', load)).toBe('page 1');
    expect(await pages.get('/', load)).toBe('page 1');
    content.invalidate('banner');
    expect(pages.size).toBe(0);
    expect(await pages.get('/', load)).toBe('page 2');
    signals.deliver({ topic: 'response-cache', key: 'packages' });
    expect(await pages.get('/', load)).toBe('page 3');
    signals.deliver({ topic: 'jobs', key: 'mail' });
    expect(await pages.get('/', load)).toBe('page 3');
    signals.resync();
    expect(await pages.get('/', load)).toBe('page 4');
  });

  it('does not keep a page whose render started before an edit', async () => {
    const signals = fakeSignals();
    const pages = new PageCache<string>(signals);
    let finish: (page: string) => void = () => {};
    const slow = pages.get('/', () => new Promise((resolve) => (finish = resolve)));
    pages.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(pages.size).toBe(0);
  });
});
