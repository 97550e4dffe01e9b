import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { viewerOf } from '../auth/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read of lead data (search, facets, lists, export): counted against its person's one read
     * budget, whether it came with their session or any of their API keys.
     */
    leadRead?: 'search' | 'facets' | 'other';
  }
}

const MINUTE_MS = 60_000;

export type ReadBudget = {
  /** Lead reads a minute one person may make, across their session and all their keys. */
  perPerson: number;
  /** Keyword searches and facet counts a minute from one client address, whoever asks. */
  searchesPerAddress: number;
};

function refusal(reply: FastifyReply, rule: RateLimitRule, retryAfterMs: number, what: string) {
  const reset = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', String(reset));
  reply.header('ratelimit-limit', String(rule.max));
  reply.header('ratelimit-remaining', '0');
  reply.header('ratelimit-reset', String(reset));
  return new HttpError(
    429,
    'RATE_LIMITED',
    `${what} more than ${rule.max} times this minute. Try again in ${reset} second${reset === 1 ? '' : 's'}.`,
  );
}

/**
 * preHandler of the lead reads: one budget per person (the API-key limit alone let a customer
 * multiply it by making keys, and the session had none), and the costly keyword searches and
 * facet counts limited per client address too, so many throwaway accounts from one place do not
 * add up either. Counted in the database, so every server process shares the counts.
 */
export function leadReadBudget(database: Database, budget: ReadBudget) {
  const personRule: RateLimitRule = { max: budget.perPerson, windowMs: MINUTE_MS };
  const addressRule: RateLimitRule = { max: budget.searchesPerAddress, windowMs: MINUTE_MS };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.leadRead;
    if (!kind) return;
    const keyword = kind === 'search' && Boolean((request.query as { q?: string }).q?.trim());
    if (keyword || kind === 'facets') {
      const byAddress = await hitRateLimit(database, `lead-search-ip:${request.ip}`, addressRule);
      if (!byAddress.allowed) {
        throw refusal(reply, addressRule, byAddress.retryAfterMs, 'This address searched leads');
      }
    }
    const person = viewerOf(request).user.id;
    const byPerson = await hitRateLimit(database, `lead-read:${person}`, personRule);
    if (!byPerson.allowed) {
      throw refusal(reply, personRule, byPerson.retryAfterMs, 'Your account read leads');
    }
  };
}
