import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { hitRateLimit } from './rate-limit.ts';

const ctx = useTestApp();

const rule = { max: 3, windowMs: 60_000 };
const T0 = 1_800_000_000_000;

describe('hitRateLimit', () => {
  it('allows max requests per fixed window, then refuses until the window ends', async () => {
    const results = [];
    for (let k = 0; k < 5; k += 1) {
      results.push(await hitRateLimit(ctx.database, 'test:window', rule, T0 + k * 1000));
    }
    expect(results.map((result) => [result.count, result.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(results[4]?.retryAfterMs).toBe(56_000);

    const nextWindow = await hitRateLimit(ctx.database, 'test:window', rule, T0 + 60_000);
    expect(nextWindow).toEqual({ allowed: true, count: 1, retryAfterMs: 60_000 });
  });

  it('counts every key on its own', async () => {
    await hitRateLimit(ctx.database, 'test:a', rule, T0);
    await hitRateLimit(ctx.database, 'test:a', rule, T0);
    const other = await hitRateLimit(ctx.database, 'test:b', rule, T0);
    expect(other.count).toBe(1);
  });

  it('counts concurrent requests exactly once each (one atomic statement)', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(ctx.database, 'test:burst', rule, T0)),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, k) => k + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('keeps one row per key in the shared rate_limit table', async () => {
    const rows = await ctx.database.rows<{ key: string; count: number }>(
      sql`select key, count from rate_limit where key like 'test:%' order by key`,
    );
    expect(rows).toEqual([
      { key: 'test:a', count: 2 },
      { key: 'test:b', count: 1 },
      { key: 'test:burst', count: 12 },
      { key: 'test:window', count: 1 },
    ]);
  });
});
