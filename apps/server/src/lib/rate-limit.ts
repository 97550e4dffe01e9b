import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/index.ts';
import { HttpError } from './http-error.ts';

export type RateLimitRule = {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
};

/**
 * Counts one request under `key` (e.g. `contact:<ip>`) in a fixed window and says whether it is
 * within the rule. The count lives in the `rate_limit` table shared with better-auth (our keys
 * carry an area prefix, so they never meet its keys); `last_request` holds the start of the
 * key's current window. One atomic upsert, so concurrent requests and several server processes
 * count exactly.
 */
export async function hitRateLimit(
  database: Database,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const expired = now - rule.windowMs;
  const [row] = await database.rows<{ count: number; window_start: string | number }>(sql`
    insert into rate_limit (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expired} then 1 else rate_limit.count + 1 end,
      last_request = case
        when rate_limit.last_request <= ${expired} then excluded.last_request
        else rate_limit.last_request
      end
    returning count::int as count, last_request::text as window_start
  `);
  if (!row) throw new Error(`The rate limit for ${key} could not be counted`);
  const windowStart = Number(row.window_start);
  return {
    allowed: row.count <= rule.max,
    count: row.count,
    retryAfterMs: Math.max(0, windowStart + rule.windowMs - now),
  };
}

/** Whole seconds until the key's window ends, at least 1 (`Retry-After`, `RateLimit-Reset`). */
function secondsToReset(result: RateLimitResult): number {
  return Math.max(1, Math.ceil(result.retryAfterMs / 1000));
}

/** The `RateLimit-Limit/Remaining/Reset` headers of a counted call (keyed and budgeted reads). */
export function setRateLimitHeaders(
  reply: FastifyReply,
  rule: RateLimitRule,
  result: RateLimitResult,
): void {
  reply.header('ratelimit-limit', String(rule.max));
  reply.header('ratelimit-remaining', String(Math.max(0, rule.max - result.count)));
  reply.header('ratelimit-reset', String(secondsToReset(result)));
}

/**
 * The 429 RATE_LIMITED of a call beyond its rule, with `Retry-After` (whole seconds) set on the
 * reply and `message`, given the seconds to wait.
 */
export function rateLimitedError(
  reply: FastifyReply,
  result: RateLimitResult,
  message: string | ((retryAfterSeconds: number) => string),
): HttpError {
  const retryAfter = secondsToReset(result);
  reply.header('retry-after', String(retryAfter));
  return new HttpError(
    429,
    'RATE_LIMITED',
    typeof message === 'string' ? message : message(retryAfter),
  );
}

/** "Try again in 12 seconds." */
export const tryAgainIn = (seconds: number) =>
  `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Counts one request under `key` and, beyond the rule, answers 429 RATE_LIMITED with a
 * `Retry-After` header (whole seconds) and `message`, given the seconds to wait.
 */
export async function enforceRateLimit(
  database: Database,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
  message: string | ((retryAfterSeconds: number) => string),
): Promise<void> {
  const result = await hitRateLimit(database, key, rule);
  if (!result.allowed) throw rateLimitedError(reply, result, message);
}
