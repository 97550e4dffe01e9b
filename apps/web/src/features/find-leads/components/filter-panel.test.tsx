import type { LeadFacets } from '@leadvault/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

const facets = (country: Record<string, number>): LeadFacets => ({
  seniority: {},
  department: {},
  industry: {},
  companySize: {},
  country,
});

const countries = () =>
  within(screen.getByRole('group', { name: 'Country' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('the filter panel', () => {
  it('keeps the countries it offered, at 0, when a search has no matches', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FilterPanel
        filters={{ q: undefined }}
        facets={facets({ DE: 5, US: 3 })}
        onChange={onChange}
      />,
    );
    expect(countries()).toEqual(['Germany5', 'United States3']);
    rerender(<FilterPanel filters={{ q: 'nobody' }} facets={facets({})} onChange={onChange} />);
    expect(countries()).toEqual(['Germany0', 'United States0']);
    rerender(<FilterPanel filters={{ q: 'cto' }} facets={facets({ US: 1 })} onChange={onChange} />);
    expect(countries()).toEqual(['United States1', 'Germany0']);
  });
});
