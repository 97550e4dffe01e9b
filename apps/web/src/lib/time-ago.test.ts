import { describe, expect, it } from 'vitest';
import { isWithinDays, timeAgo } from './time-ago';

const now = Date.parse('2026-11-26T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(timeAgo(before(10), now)).toBe('just now');
    expect(timeAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(before(86_400), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400), now)).toBe('3 days ago');
    expect(timeAgo(before(15 * 86_400), now)).toBe('2 weeks ago');
    expect(timeAgo(before(95 * 86_400), now)).toBe('3 months ago');
    expect(timeAgo(before(400 * 86_400), now)).toBe('last year');
  });

  it('answers nothing for a broken date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });

  it('tells whether a time is within some days', () => {
    expect(isWithinDays(before(6 * 86_400), 7, now)).toBe(true);
    expect(isWithinDays(before(8 * 86_400), 7, now)).toBe(false);
  });
});
