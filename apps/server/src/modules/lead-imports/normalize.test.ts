import { describe, expect, it } from 'vitest';
import { parseCountry } from './countries.ts';
import { parseImportDate } from './dates.ts';
import { normalizeRow } from './normalize.ts';
import { parseCompanySize } from './vocabulary.ts';

describe('parseCountry', () => {
  it.each([
    ['UK', 'GB'],
    ['uk', 'GB'],
    ['U.K.', 'GB'],
    ['United Kingdom', 'GB'],
    ['Great Britain', 'GB'],
    ['England', 'GB'],
    ['GBR', 'GB'],
    ['France', 'FR'],
    ['FX', 'FR'],
    ['fr', 'FR'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['United States', 'US'],
    ['United States of America', 'US'],
    ['america', 'US'],
    ['Deutschland', 'DE'],
    ['Germany', 'DE'],
    ['España', 'ES'],
    ['The Netherlands', 'NL'],
    ['Holland', 'NL'],
    ["Côte d'Ivoire", 'CI'],
    ['South Korea', 'KR'],
    ['Russia', 'RU'],
    ['Czech Republic', 'CZ'],
    ['UAE', 'AE'],
    ['  Singapore ', 'SG'],
  ])('%s -> %s', (text, code) => {
    expect(parseCountry(text)).toBe(code);
  });

  it('never answers a code that names no country', () => {
    for (const text of ['EU', 'SU', 'YU', 'ZZ', 'European Union', 'Atlantis', 'XX', '']) {
      expect(parseCountry(text), text).toBeUndefined();
    }
  });
});

describe('parseImportDate', () => {
  const range = { earliest: Date.UTC(1990, 0, 1), latest: Date.UTC(2030, 0, 1) };
  const day = (value: string) => {
    const parsed = parseImportDate(value, range);
    return parsed.ok ? parsed.date.toISOString().slice(0, 10) : parsed.problem;
  };

  it('reads the common spellings of one day', () => {
    for (const text of [
      '2026-11-20',
      '20/11/2026',
      '11/20/2026',
      '20.11.2026',
      '20-11-2026',
      'Nov 20, 2026',
      '20 November 2026',
      '46346',
    ]) {
      expect(day(text), text).toBe('2026-11-20');
    }
    expect(day('2026-11-20 10:30')).toBe('2026-11-20');
    const withTime = parseImportDate('2026-11-20T10:30:00+02:00', range);
    expect(withTime.ok && withTime.date.toISOString()).toBe('2026-11-20T08:30:00.000Z');
  });

  it('calls a day-month order it cannot tell ambiguous, and never guesses', () => {
    expect(day('03/04/2026')).toBe('ambiguous');
    expect(day('04/04/2026')).toBe('2026-04-04');
  });

  it('refuses what is no date, no existing day, or out of range', () => {
    expect(day('May 5')).toBe('unreadable');
    expect(day('31/02/2026')).toBe('unreadable');
    expect(day('12')).toBe('unreadable');
    expect(day('1899-12-31')).toBe('out_of_range');
    expect(day('2999-01-01')).toBe('out_of_range');
  });
});

describe('parseCompanySize', () => {
  it.each([
    ['51-200', '51-200'],
    ['51 to 200', '51-200'],
    ['51–200', '51-200'],
    ['250', '201-500'],
    ['10,000+', '5001+'],
    ['1', '1-10'],
  ])('%s -> %s', (text, size) => {
    expect(parseCompanySize(text)).toBe(size);
  });

  it('answers undefined for what is no size', () => {
    expect(parseCompanySize('lots')).toBeUndefined();
  });
});

describe('normalizeRow', () => {
  const columns = { email: 0, jobTitle: 1, companySize: 2, country: 3, verifiedAt: 4 };
  const now = Date.UTC(2026, 10, 26);

  it('loads a row with a blank size, leaving the size empty', () => {
    const row = normalizeRow(['a@b.example', 'CTO', '', 'UK', ''], columns, now);
    expect(row.ok && row.lead).toMatchObject({ companySize: null, country: 'GB' });
    expect(row.ok && row.warnings).toEqual([]);
  });

  it('leaves an unreadable size or an ambiguous date empty with a warning', () => {
    const row = normalizeRow(['a@b.example', 'CTO', 'lots', 'France', '03/04/2026'], columns, now);
    expect(row.ok && row.lead).toMatchObject({
      companySize: null,
      verifiedAt: null,
      country: 'FR',
    });
    expect(row.ok && row.warnings).toEqual(['company_size_unreadable', 'verified_at_ambiguous']);
    expect(row.ok && row.given.has('verifiedAt')).toBe(false);
  });

  it('marks seniority and department worked out from the title as derived, not given', () => {
    const row = normalizeRow(['a@b.example', 'VP Marketing', '10', 'US', ''], columns, now);
    expect(row.ok && row.lead).toMatchObject({ seniority: 'vp', department: 'marketing' });
    expect(row.ok && [...row.derived].sort()).toEqual(['department', 'seniority']);
    expect(row.ok && row.given.has('seniority')).toBe(false);
  });

  it('rejects with a reason code the report counts', () => {
    expect(normalizeRow(['', 'CTO', '10', 'US', ''], columns, now)).toMatchObject({
      ok: false,
      code: 'email_missing',
    });
    expect(normalizeRow(['a@b.example', 'CTO', '10', 'Atlantis', ''], columns, now)).toMatchObject({
      ok: false,
      code: 'country_unknown',
    });
  });
});
