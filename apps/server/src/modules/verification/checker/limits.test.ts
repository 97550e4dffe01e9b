import { describe, expect, it } from 'vitest';
import { MemoryDomainCache } from './cache.ts';
import { KeyedLimiter, Semaphore } from './limits.ts';

describe('Semaphore and KeyedLimiter', () => {
  it('hands out at most `max` slots and the next waiter gets a released one', async () => {
    const semaphore = new Semaphore(2);
    const first = await semaphore.acquire();
    await semaphore.acquire();
    let third = false;
    const waiting = semaphore.acquire().then((release) => {
      third = true;
      return release;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    first();
    first(); // a second release of the same slot changes nothing
    (await waiting)();
    expect(third).toBe(true);
    expect(semaphore.active).toBe(1);
  });

  it('a waiter whose signal aborts leaves the queue with the abort reason', async () => {
    const semaphore = new Semaphore(1);
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    controller.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(semaphore.waiting).toBe(0);
    release();
    expect(semaphore.active).toBe(0);
  });

  it('limits per key and forgets idle keys', async () => {
    const limiter = new KeyedLimiter(1);
    const a = await limiter.acquire('mx.a.test');
    const b = await limiter.acquire('mx.b.test');
    expect(limiter.active('mx.a.test')).toBe(1);
    a();
    b();
    expect(limiter.active('mx.a.test')).toBe(0);
  });
});

describe('MemoryDomainCache', () => {
  it('forgets an entry after its TTL and the oldest past maxEntries', () => {
    let now = 1_000;
    const cache = new MemoryDomainCache<boolean>({ maxEntries: 2, now: () => now });
    cache.set('a.test', true, 100);
    expect(cache.get('a.test')).toBe(true);
    now += 100;
    expect(cache.get('a.test')).toBeUndefined();
    cache.set('a.test', true, 1_000);
    cache.set('b.test', false, 1_000);
    cache.set('c.test', true, 1_000);
    expect(cache.get('a.test')).toBeUndefined();
    expect(cache.get('b.test')).toBe(false);
    expect(cache.size).toBe(2);
  });
});
