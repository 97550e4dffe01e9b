import type { SegmentDefinition } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import { slotOf } from './segment-definition.ts';
import { promiseLines, promisePoints } from './segment-promise.ts';

const base: SegmentDefinition = {
  filters: {},
  rowCount: 5000,
  maxAgeDays: 30,
  splitBy: null,
  files: [{ name: 'All contacts', values: [] }],
};

describe('a segment’s promise lines', () => {
  it('say what the definition holds, in words, never codes', () => {
    expect(
      promiseLines({
        ...base,
        filters: {
          industry: ['Software'],
          country: ['US', 'CA'],
          seniority: ['c_level', 'vp'],
          department: ['it'],
          companySize: ['1-10'],
          emailStatus: ['valid'],
        },
        maxAgeDays: 1,
      }),
    ).toEqual([
      '5,000 business contacts',
      'Software',
      'United States and Canada',
      'Seniority: C-level and VP',
      'Department: IT',
      'Company size: 1–10 employees',
      'E-mails checked by us within the last 1 day',
      'Only valid e-mails, never unknown or invalid',
      'One CSV and Excel file with CRM-ready headers',
      'Contacts you already bought are left out',
    ]);
  });

  it('say "all" where nothing is chosen, and name the files', () => {
    const lines = promiseLines({
      ...base,
      splitBy: 'department',
      files: [
        { name: 'Sales and marketing', values: ['sales', 'marketing'] },
        { name: 'Technology', values: ['engineering', 'it'] },
      ],
    });
    expect(lines.slice(0, 3)).toEqual([
      '5,000 business contacts',
      'All industries',
      'All countries',
    ]);
    expect(lines).toContain('Only valid and accept-all e-mails, never unknown or invalid');
    expect(lines).toContain('2 CSV and Excel files: Sales and marketing · Technology');
  });

  it('fill a package’s ten points, the rest empty', () => {
    const points = promisePoints(base);
    expect(points.pointOne).toBe('5,000 business contacts');
    expect(points.pointTen).toBe('');
    expect(Object.keys(points)).toHaveLength(10);
  });
});

describe('the file a lead goes in', () => {
  const split: SegmentDefinition = {
    ...base,
    splitBy: 'country',
    files: [
      { name: 'North America', values: ['US', 'CA'] },
      { name: 'Europe', values: ['GB', 'DE'] },
    ],
  };
  const lead = (country: string) => ({
    country,
    department: 'sales',
    seniority: 'vp',
    industry: 'Software',
    companySize: null,
  });

  it('is the first file whose values hold the split field, or none', () => {
    expect(slotOf(split, lead('CA'))).toBe(1);
    expect(slotOf(split, lead('DE'))).toBe(2);
    expect(slotOf(split, lead('JP'))).toBeUndefined();
    expect(slotOf(base, lead('JP'))).toBe(1);
  });
});
