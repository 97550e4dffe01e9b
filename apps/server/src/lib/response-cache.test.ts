import { describe, expect, it } from 'vitest';
import { matchesEtag, ResponseCache, toCachedAnswer } from './response-cache.ts';

describe('ResponseCache', () => {
  it('keeps answers per group and never stores a read that raced a write', async () => {
    const cache = new ResponseCache();
    await cache.answer('a', '/x', async () => [1]);
    expect(cache.size('a')).toBe(1);
    let release: () => void = () => {};
    const slow = cache.answer(
      'a',
      '/y',
      () =>
        new Promise((resolve) => {
          release = () => resolve(['stale']);
        }),
    );
    cache.invalidate('a');
    release();
    expect((await slow).body).toBe('["stale"]');
    expect(cache.size('a')).toBe(0);
    expect(toCachedAnswer([1]).etag).toBe(toCachedAnswer([1]).etag);
    expect(toCachedAnswer([1]).etag).not.toBe(toCachedAnswer([2]).etag);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
