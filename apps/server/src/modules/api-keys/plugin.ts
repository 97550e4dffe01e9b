import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/index.ts';
import { unauthorized } from '../../lib/http-error.ts';
import {
  hitRateLimit,
  type RateLimitRule,
  rateLimitedError,
  setRateLimitHeaders,
  tryAgainIn,
} from '../../lib/rate-limit.ts';
import { authenticateApiKey } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For the routes LEADS.md marks "or API key" (route config `apiKey: true`): a request with
     * `Authorization: Bearer lv_…` is the key's owner, and only that (its cookie is not looked
     * at); any other request needs a signed-in session, as `requireSignedIn`.
     */
    requireSignedInOrApiKey: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** The route accepts an API key instead of a session (LEADS.md "or API key"). */
    apiKey?: boolean;
  }
}

const INVALID_API_KEY_MESSAGE = 'This API key is not valid or was revoked.';
const API_KEY_WINDOW_MS = 60_000;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * One call of a key, counted in the database (fixed one-minute window, shared by every server
 * process), with the `RateLimit-*` headers on every keyed answer and 429 + `Retry-After` beyond.
 */
async function countKeyedCall(
  database: Database,
  reply: FastifyReply,
  keyId: string,
  rule: RateLimitRule,
) {
  const result = await hitRateLimit(database, `api-key:${keyId}`, rule);
  setRateLimitHeaders(reply, rule, result);
  if (!result.allowed) {
    throw rateLimitedError(
      reply,
      result,
      (seconds) =>
        `This API key made more than ${rule.max} requests this minute. ${tryAgainIn(seconds)}`,
    );
  }
}

export const apiKeyAuthPlugin = fp(
  async (app) => {
    const database = app.database;
    const rule: RateLimitRule = { max: app.config.apiKeyRateLimit, windowMs: API_KEY_WINDOW_MS };
    app.decorate(
      'requireSignedInOrApiKey',
      async (request: FastifyRequest, reply: FastifyReply) => {
        const token = request.routeOptions.config.apiKey ? bearerToken(request) : undefined;
        if (token === undefined) return app.requireSignedIn.call(app, request, reply);
        const owner = await authenticateApiKey(database.db, token);
        if (!owner) throw unauthorized(INVALID_API_KEY_MESSAGE);
        await countKeyedCall(database, reply, owner.keyId, rule);
        request.viewer = {
          user: owner.user,
          sessionId: '',
          apiKeyId: owner.keyId,
          // The leads API is a customer product: a key never carries a staff role, whoever
          // made it and whatever role the account holds now (an Admin's key would otherwise
          // read every e-mail, and a key left by whoever held the account before its owner
          // took it back would gain the owner's role).
          role: 'Customer',
        };
      },
    );
  },
  { name: 'api-key-auth' },
);
