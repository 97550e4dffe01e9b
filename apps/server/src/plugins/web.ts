import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';
import { matchesEtag } from '../lib/response-cache.ts';
import {
  allowScript,
  canHoldPages,
  loadStorefront,
  preferredEncoding,
  registerSeoRoutes,
} from '../modules/storefront-render/index.ts';
import { DOCUMENT_ONLY_HEADERS } from './security.ts';

const API_PREFIXES = ['/api/', '/api', '/uploads/', '/sandbox/'];
/** A script or stylesheet, or its prepared .br or .gz copy (what the static plugin names). */
const SCRIPT_OR_STYLESHEET = /\.(?:m?js|css)(?:\.br|\.gz)?$/;

/**
 * Public pages that are a tool for a signed-in person at the same address (`/find-leads`: the
 * visitors' search, issue 30). With a session cookie the browser renders the page itself, so a
 * customer never sees the visitors' version first; the answer varies with the cookie.
 */
const MEMBER_APP_PATHS = new Set(['/find-leads', '/find-leads/']);
/** better-auth's session cookie (`__Secure-` prefixed over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const isMemberAppRequest = (url: string, cookie: string | undefined) =>
  MEMBER_APP_PATHS.has(url.split('?')[0] ?? '') && SESSION_COOKIE.test(cookie ?? '');

/** The web app's server build sits beside its browser build (apps/web/dist-server). */
const serverEntryOf = (webRoot: string) =>
  path.resolve(webRoot, '..', 'dist-server', 'entry-server.js');

/**
 * Serves the built web app. Unknown /api paths answer JSON 404. The public pages (and the 404)
 * are rendered on the server when the web app's server build is there; every other GET answers
 * index.html, rendered in the browser, so deep links into the single-page app work.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webRoot }: { webRoot: string | undefined }) => {
    const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
    const hasWebApp = indexFile !== undefined && existsSync(indexFile);
    if (hasWebApp && webRoot) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies beside each asset (apps/web/scripts/compress-assets.mjs):
        // the one the browser accepts is sent, with `Vary: accept-encoding`.
        preCompressed: true,
        setHeaders(reply, filePath) {
          if (!filePath.includes(`${path.sep}assets${path.sep}`)) return;
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          // Never shown as a page (served as what they are, with nosniff): the page-only
          // security headers only weigh them down. Pictures keep them, an SVG can be opened.
          if (SCRIPT_OR_STYLESHEET.test(filePath)) {
            for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
          }
        },
      });
    }
    const indexHtml = hasWebApp && indexFile ? readFileSync(indexFile, 'utf8') : undefined;
    const storefront =
      indexHtml && webRoot && canHoldPages(indexHtml)
        ? await loadStorefront(app, { template: indexHtml, entryFile: serverEntryOf(webRoot) })
        : undefined;
    if (storefront) registerSeoRoutes(app, storefront.publicPaths);

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some(
        (prefix) => request.url === prefix || request.url.startsWith(prefix),
      );
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isApi || !isPageRequest) {
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
      }
      if (!indexHtml) {
        throw notFound('The web app is not built. Run `npm run build` first.');
      }
      const memberApp = isMemberAppRequest(request.url, request.headers.cookie);
      if (MEMBER_APP_PATHS.has(request.url.split('?')[0] ?? '')) reply.header('vary', 'cookie');
      const page = memberApp ? undefined : await storefront?.page(request.url);
      if (page) {
        // Shared by everyone (nothing per person in it): revalidated on every load.
        reply.header('etag', page.etag).header('cache-control', 'no-cache');
        const policy = reply.getHeader('content-security-policy');
        if (storefront?.scriptSource && typeof policy === 'string') {
          reply.header('content-security-policy', allowScript(policy, storefront.scriptSource));
        }
        if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
          return reply.code(304).send();
        }
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.code(page.status).type('text/html; charset=utf-8').send(page.body[encoding]);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    });
  },
);
