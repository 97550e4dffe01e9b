import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer[ \t]+\S+\s*$/i;

/**
 * Routes (as registered, so the check follows the route that will run, not the raw request
 * target) that other sites may post to: PayPal's webhook proves itself by its signature, and
 * better-auth checks the origin of its own routes against the same trusted origins.
 */
export const CROSS_ORIGIN_ALLOWED_ROUTES = new Set(['/api/paypal/webhook', '/api/auth/*']);

type HelmetOptions = Omit<FastifyHelmetOptions, 'enableCSPNonces' | 'global'>;

/** Where PayPal's JavaScript SDK loads from and frames (PayPal's CSP recommendation). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...PAYPAL_SOURCES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...PAYPAL_SOURCES],
      // The banner's video player (hero-video.tsx embeds youtube-nocookie only) and PayPal's
      // buttons and windows; no other site can be framed into a page.
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        ...PAYPAL_SOURCES,
        'https://*.venmo.com',
      ],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** helmet itself, as @fastify/helmet loads it (that plugin registers a per-request hook only). */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as (
  options: HelmetOptions,
) => (
  request: unknown,
  response: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet sets with these options, collected once from its middleware: helmet stays
 * the source of the values, its per-request work does not.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({}, response, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of the JSON API (`/api/*`), after OWASP's REST Security Cheat Sheet. A browser never
 * renders these answers as a page, so helmet's page headers (the page's CSP sources, the opener
 * and agent-cluster isolation, the referrer policy, DNS prefetching, the legacy IE and Flash
 * switches) do nothing there but cost bytes and header checks on every call (decision 028). What
 * stays: no sniffing into HTML, no cross-origin reads, HTTPS only, and should an answer ever be
 * opened as a page anyway, a policy that lets it load and frame nothing.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // Account data, orders and keys must not stay in a shared or browser cache; the cacheable
  // public reads (the catalog, content, pictures) set their own policy over this default.
  'cache-control': 'no-store',
};

/** The API's pages for people (the OpenAPI browser, which sets its own CSP) get the page set. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

// Worked out once: @fastify/helmet rebuilds helmet's middleware (and re-parses the CSP) on every
// request, a tenth of a cached GET's time (025). A route may still set its own value (the PayPal
// sandbox's pages, the API docs).
const PAGE_HEADERS = helmetHeaders(HELMET_OPTIONS);
const HSTS = PAGE_HEADERS['strict-transport-security'];
const JSON_API_HEADERS = HSTS ? { ...API_HEADERS, 'strict-transport-security': HSTS } : API_HEADERS;

/**
 * Helmet's headers that only a document reads (decision 043): a script or a stylesheet ignores
 * its own CSP, framing, opener and agent-cluster rules and the legacy IE and Flash switches. On
 * HTTP/1.1 they went uncompressed with each of a page's scripts, about 0.7 KB each, more than
 * many of those scripts weigh. What stays on such an asset: no sniffing, no cross-origin reads,
 * the referrer policy (a module's own imports follow it), HTTPS only.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The security headers of an answer to this request target: the API's set or the page set. */
export function securityHeadersFor(url: string): Record<string, string> {
  return isApiAnswer(url) ? JSON_API_HEADERS : PAGE_HEADERS;
}

/**
 * Security headers on every answer, and a refusal of state-changing requests that a browser sent
 * from another origin (better-auth checks its own routes the same way).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const trustedOrigins = app.config.trustedOrigins;
  // One callback hook, not two or an async one: every request passes through it. The cross-site
  // check covers every unsafe method on every path: an absolute-form target
  // (`POST http://host/api/...`) or an encoded path (`/%61pi/...`) reaches the same handlers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done(crossSiteRefusal(request, trustedOrigins));
  });
});

/** Why a request is refused as a cross-site write, or undefined when it may go on. */
function crossSiteRefusal(request: FastifyRequest, trustedOrigins: string[]) {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const route = request.routeOptions.url;
  if (route !== undefined && CROSS_ORIGIN_ALLOWED_ROUTES.has(route)) return undefined;
  // An API-key call (LEADS.md "or API key") proves itself by its key, which no browser adds on
  // its own, and it is authenticated by that key alone (never its cookie): no Origin is needed,
  // as for curl or a server-side client.
  if (request.routeOptions.config?.apiKey && BEARER.test(request.headers.authorization ?? '')) {
    return undefined;
  }
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin && !trustedOrigins.includes(origin)) {
    return forbidden('Requests from another site are not accepted.');
  }
  // A cookie-carrying write with no origin at all is what a forged form post looks like.
  if (!origin && request.headers.cookie) {
    return forbidden('Requests from another site are not accepted.');
  }
  return undefined;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
