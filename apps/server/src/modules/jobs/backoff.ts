export type Backoff = {
  /** The wait after the first failed attempt (before jitter). */
  baseMs: number;
  /** No wait grows beyond this. */
  maxMs: number;
};

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 60 * 60_000 };

/**
 * How long to wait after the `attempt`-th failed attempt (1-based): the exponential step
 * `base * 2^(attempt-1)`, capped, of which the upper half is random ("equal jitter"). So the
 * waits never shrink from one attempt to the next, and processes that failed together on the
 * same outage do not all come back at the same instant.
 */
export function backoffDelayMs(
  attempt: number,
  backoff: Backoff = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
