import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes the day, month, year and 24-hour time in UTC, named', () => {
    expect(formatDateTime('2026-11-26T14:05:00Z')).toBe('26 Nov 2026, 14:05 UTC');
    expect(formatDateTime(new Date('2026-01-03T04:07:59.999Z'))).toBe('3 Jan 2026, 04:07 UTC');
  });

  it('reads an offset time as the same instant in UTC', () => {
    expect(formatDateTime('2026-11-26T23:30:00-02:00')).toBe('27 Nov 2026, 01:30 UTC');
    expect(formatDateTime('2026-11-26T00:15:00+01:00')).toBe('25 Nov 2026, 23:15 UTC');
  });

  it('answers an empty text for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('is the UTC day of the same instant', () => {
    expect(formatDate('2026-11-26T14:05:00Z')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26T23:30:00-02:00')).toBe('27 Nov 2026');
    expect(formatDate('broken')).toBe('');
  });

  it("reads an ISO date and the spec's dd/mm/yyyy order date as that day", () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDate('03/01/2026')).toBe('3 Jan 2026');
    expect(formatDate('31/02/2026')).toBe('');
  });
});
