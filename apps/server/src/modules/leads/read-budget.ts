import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/index.ts';
import {
  hitRateLimit,
  type RateLimitResult,
  type RateLimitRule,
  rateLimitedError,
  setRateLimitHeaders,
  tryAgainIn,
} from '../../lib/rate-limit.ts';
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

/** The 429 of a spent budget, with the budget's `RateLimit-*` headers. */
function refusal(reply: FastifyReply, rule: RateLimitRule, result: RateLimitResult, who: string) {
  setRateLimitHeaders(reply, rule, result);
  return rateLimitedError(
    reply,
    result,
    (seconds) => `${who} more than ${rule.max} times this minute. ${tryAgainIn(seconds)}`,
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
        throw refusal(reply, addressRule, byAddress, 'This address searched leads');
      }
    }
    const person = viewerOf(request).user.id;
    const byPerson = await hitRateLimit(database, `lead-read:${person}`, personRule);
    if (!byPerson.allowed) {
      throw refusal(reply, personRule, byPerson, 'Your account read leads');
    }
  };
}
