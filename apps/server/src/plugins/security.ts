import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that other sites may post to because they prove themselves another way. */
const CROSS_ORIGIN_ALLOWED = ['/api/paypal/webhook'];

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

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
      if (CROSS_ORIGIN_ALLOWED.some((path) => request.url.startsWith(path))) return;
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
