import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/index.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
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
  const reset = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  reply.header('ratelimit-limit', String(rule.max));
  reply.header('ratelimit-remaining', String(Math.max(0, rule.max - result.count)));
  reply.header('ratelimit-reset', String(reset));
  if (!result.allowed) {
    reply.header('retry-after', String(reset));
    throw new HttpError(
      429,
      'RATE_LIMITED',
      `This API key made more than ${rule.max} requests this minute. Try again in ${reset} second${reset === 1 ? '' : 's'}.`,
    );
  }
}

export const apiKeyAuthPlugin = fp(
  async (app, { database, perMinute }: { database: Database; perMinute: number }) => {
    const rule: RateLimitRule = { max: perMinute, windowMs: API_KEY_WINDOW_MS };
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
