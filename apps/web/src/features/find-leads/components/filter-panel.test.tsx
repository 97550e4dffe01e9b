import type { LeadFacets } from '@leadvault/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

afterEach(cleanup);

const facets = (country: Record<string, number>): LeadFacets => ({
  seniority: {},
  department: {},
  industry: {},
  companySize: {},
  country,
  estimated: false,
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

  it('applies the typed company name on Enter, and clears it when emptied', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <FilterPanel filters={{ q: 'cto' }} facets={undefined} onChange={onChange} />,
    );
    const field = within(container).getByRole('searchbox', { name: 'Company' });
    fireEvent.change(field, { target: { value: '  acme ind ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ q: 'cto', company: 'acme ind' });
    rerender(
      <FilterPanel
        filters={{ q: 'cto', company: 'acme ind' }}
        facets={undefined}
        onChange={onChange}
      />,
    );
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith({ q: 'cto', company: undefined });
  });

  it('says estimated counts are estimates, in print and to screen readers', () => {
    render(
      <FilterPanel
        filters={{ q: 'marketing' }}
        facets={{ ...facets({ US: 12_000, DE: 0 }), estimated: true }}
        onChange={vi.fn()}
      />,
    );
    screen.getByText('The counts beside the filters are estimates for a search this broad.');
    expect(countries()).toEqual(['United States~about 12,000', 'Germany0']);
  });
});
