import { describe, expect, it } from 'vitest';
import { csvFileProblem } from '@/components/kit/csv-upload';
import { defaultSpend, enrichmentStopText, parseSpend } from './labels';

describe('the enrichment cap', () => {
  it('starts at the most the file can cost, as far as the balance goes', () => {
    expect(defaultSpend({ maxCost: 7, balance: 5 })).toBe(5);
    expect(defaultSpend({ maxCost: 3, balance: 5 })).toBe(3);
    expect(defaultSpend({ maxCost: 3, balance: 0 })).toBe(0);
  });

  it('takes a whole number of credits only', () => {
    expect(parseSpend(' 12 ')).toEqual({ credits: 12 });
    expect(parseSpend('0')).toEqual({ credits: 0 });
    for (const text of ['', '-1', '1.5', 'ten']) {
      expect(parseSpend(text)).toEqual({ error: 'Enter a whole number of credits (0 or more).' });
    }
    expect(parseSpend('1000001')).toEqual({ error: 'Enter at most 1,000,000 credits.' });
  });

  it('says why rows were left', () => {
    expect(enrichmentStopText({ stoppedBy: null, maxCredits: 5 })).toBeNull();
    expect(enrichmentStopText({ stoppedBy: 'max_credits', maxCredits: 1 })).toMatch(
      /^Stopped at your cap of 1 credit: /,
    );
    expect(enrichmentStopText({ stoppedBy: 'no_credits', maxCredits: 50 })).toMatch(
      /^Your balance ran out: /,
    );
  });
});

describe('the CSV file check', () => {
  const file = (name: string, content = 'a,b\n1,2\n', type = '') =>
    new File([content], name, { type });

  it('lets a CSV go and says what is wrong with anything else', () => {
    expect(csvFileProblem(file('people.CSV'), 100)).toBe('');
    expect(csvFileProblem(file('export', 'a\n', 'text/csv'), 100)).toBe('');
    expect(csvFileProblem(null, 100)).toBe('Choose a CSV file to upload.');
    expect(csvFileProblem(file('people.xlsx'), 100)).toMatch(/^people\.xlsx is not a CSV file/);
    expect(csvFileProblem(file('empty.csv', ''), 100)).toBe('empty.csv is empty.');
    expect(csvFileProblem(file('big.csv', 'x'.repeat(200)), 100)).toMatch(
      /^The file is larger than/,
    );
  });
});
