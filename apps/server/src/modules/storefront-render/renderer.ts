import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { deferEntry } from './deferred-entry.ts';
import { composeDocument, type PageMeta, type RenderedPage } from './document.ts';
import { type EncodedBody, encodeBody } from './encodings.ts';
import { type FetchedImage, inlinePreloadedImages } from './inline-images.ts';
import { PageCache } from './page-cache.ts';

/** The built server entry of the web app (apps/web/src/entry-server.tsx). */
type WebServerEntry = {
  createRenderer(options: {
    origin: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): { render(url: string): Promise<RenderedPage | undefined> };
  publicPages: Readonly<Record<string, PageMeta>>;
  pageKind(pathname: string): 'public' | 'not-found' | 'browser';
  SSR_DATA_ELEMENT_ID: string;
};

/** A rendered page ready to send: status, entity tag and its body in each encoding. */
export type StorefrontPage = { status: number; etag: string; body: EncodedBody };

export type Storefront = {
  /** The public pages' paths (for the sitemap). */
  publicPaths: string[];
  /** The rendered document for a public page or the 404; `undefined` for the browser's pages. */
  page(url: string): Promise<StorefrontPage | undefined>;
  /** The CSP script source the rendered documents' inline entry loader needs, if they have one. */
  scriptSource: string | undefined;
};

/** The 404 page does not depend on the address: one copy serves every unknown path. */
const NOT_FOUND_KEY = '\u0000404';

/**
 * The web app's own data requests, answered inside this server: anonymous GETs of the API only
 * (the page is shared by everyone, so no cookie ever reaches them).
 */
function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`The server renderer only reads the API (${method} ${url}).`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/** A picture of this site (`/images/…`, `/uploads/…`) as the server answers it. */
function injectImageFetch(app: FastifyInstance) {
  return async (url: string): Promise<FetchedImage | undefined> => {
    const answer = await app.inject({ method: 'GET', url });
    const contentType = answer.headers['content-type'];
    if (answer.statusCode !== 200 || typeof contentType !== 'string') return undefined;
    return { contentType, body: answer.rawPayload };
  };
}

/**
 * Loads the built server entry next to the built web app (`apps/web/dist-server`), when there
 * is one; without it every page is the browser-rendered shell, as before.
 */
export async function loadStorefront(
  app: FastifyInstance,
  { template, entryFile }: { template: string; entryFile: string },
): Promise<Storefront | undefined> {
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  const origin = app.config.publicUrl;
  const renderer = entry.createRenderer({ origin, transport: injectTransport(app) });
  const cache = new PageCache<StorefrontPage>(app.signals);
  const deferred = deferEntry(template);
  const fetchImage = injectImageFetch(app);

  const render = async (url: string): Promise<StorefrontPage | undefined> => {
    const rendered = await renderer.render(url);
    if (!rendered) return undefined;
    const inlined = await inlinePreloadedImages(rendered.html, fetchImage);
    const page = {
      ...rendered,
      html: inlined.html,
      data: { ...(rendered.data as object), inlineImages: inlined.images },
    };
    const pathname = new URL(url, origin).pathname;
    const document = composeDocument({
      template: deferred?.template ?? template,
      page,
      url: page.status === 404 ? undefined : `${origin}${pathname === '/' ? '/' : pathname}`,
      dataElementId: entry.SSR_DATA_ELEMENT_ID,
    });
    return { status: document.status, etag: document.etag, body: await encodeBody(document.body) };
  };

  return {
    publicPaths: Object.keys(entry.publicPages),
    scriptSource: deferred?.scriptSource,
    async page(url) {
      const { pathname } = new URL(url, origin);
      const kind = entry.pageKind(pathname);
      if (kind === 'browser') return undefined;
      // The query string changes nothing in a public page's HTML (the contact form's ?subject=
      // is filled in by the browser): every address of a path shares its cached page.
      return cache.get(kind === 'public' ? pathname : NOT_FOUND_KEY, () => render(pathname));
    },
  };
}
