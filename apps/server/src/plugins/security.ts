import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer[ \t]+\S+\s*$/i;

/**
 * Routes (as registered, so the check follows the route that will run, not the raw request
 * target) that other sites may post to: PayPal's webhook proves itself by its signature, and
 * better-auth checks the origin of its own routes against the same trusted origins.
 */
const CROSS_ORIGIN_ALLOWED_ROUTES = new Set(['/api/paypal/webhook', '/api/auth/*']);

/**
 * Security headers on every answer, and a refusal of state-changing requests that a browser sent
 * from another origin (better-auth checks its own routes the same way).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { trustedOrigins }: { trustedOrigins: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://www.paypal.com', 'https://*.paypal.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://*.paypal.com'],
          frameSrc: ["'self'", 'https:'],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Every unsafe method on every path: an absolute-form target (`POST http://host/api/...`)
    // or an encoded path (`/%61pi/...`) reaches the same handlers as `/api/...`.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const route = request.routeOptions.url;
      if (route !== undefined && CROSS_ORIGIN_ALLOWED_ROUTES.has(route)) return;
      // An API-key call (LEADS.md "or API key") proves itself by its key, which no browser adds
      // on its own, and it is authenticated by that key alone (never its cookie): no Origin
      // is needed, as for curl or a server-side client.
      if (request.routeOptions.config?.apiKey && BEARER.test(request.headers.authorization ?? '')) {
        return;
      }
      const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
      if (origin && !trustedOrigins.includes(origin)) {
        throw forbidden('Requests from another site are not accepted.');
      }
      // A cookie-carrying write with no origin at all is what a forged form post looks like.
      if (!origin && request.headers.cookie) {
        throw forbidden('Requests from another site are not accepted.');
      }
    });
  },
);

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
