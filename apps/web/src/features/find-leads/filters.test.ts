import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromParams,
  paramsFromFilters,
  suggestedSearchName,
  withoutValue,
} from './filters';

describe('the name suggested for a saved search', () => {
  it('reads the keywords, then the first value of each filter', () => {
    expect(suggestedSearchName({ q: 'cto', country: ['DE', 'AT'], seniority: ['c_level'] })).toBe(
      'cto · C-level · Germany +1',
    );
    expect(suggestedSearchName({ q: undefined, industry: ['Software'] })).toBe('Software');
    expect(suggestedSearchName({ q: undefined })).toBe('All leads');
  });
});

describe('the company filter', () => {
  it("travels in the URL as one text, in the filters' order", () => {
    const filters = filtersFromParams(new URLSearchParams('country=DE&company=acme%20ind'));
    expect(filters).toMatchObject({ company: 'acme ind', country: ['DE'] });
    expect(paramsFromFilters(filters).toString()).toBe('country=DE&company=acme+ind');
    expect(activeFilterCount(filters)).toBe(2);
    // Blank or too long for a name: left out, the rest of the link still works.
    expect(filtersFromParams(new URLSearchParams('company=%20%20')).company).toBeUndefined();
    expect(filtersFromParams(new URLSearchParams(`company=${'a'.repeat(101)}&country=DE`))).toEqual(
      { q: undefined, country: ['DE'] },
    );
  });

  it('names a saved search by the text typed, and is removed whole', () => {
    expect(suggestedSearchName({ q: undefined, company: 'acme ind' })).toBe('acme ind');
    const filters = { q: undefined, company: 'acme', country: ['DE', 'AT'] };
    expect(withoutValue(filters, 'company', 'acme')).toEqual({
      q: undefined,
      company: undefined,
      country: ['DE', 'AT'],
    });
    expect(withoutValue(filters, 'country', 'DE')).toMatchObject({ country: ['AT'] });
  });
});
