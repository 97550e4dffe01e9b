import type { Lead } from '@leadvault/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lockedLead } from '../test-leads';
import { LeadTable } from './lead-table';

afterEach(cleanup);

const lead = lockedLead();

const renderTable = (leads: Lead[]) =>
  render(
    <MemoryRouter>
      <LeadTable caption="Leads found" leads={leads} />
    </MemoryRouter>,
  );

describe('the lead table', () => {
  it("links each company's name to its page, in the table and on the phone's cards", () => {
    renderTable([lead]);
    const links = screen.getAllByRole('link', { name: 'Acme Industries' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/find-leads/companies/acme.example');
    }
  });

  it('shows a company without a domain as plain text', () => {
    renderTable([{ ...lead, companyDomain: '' }]);
    expect(screen.queryByRole('link', { name: 'Acme Industries' })).toBeNull();
    expect(screen.getAllByText('Acme Industries').length).toBeGreaterThan(0);
  });

  it("leaves the company out on the company's own page", () => {
    render(
      <MemoryRouter>
        <LeadTable caption="Leads at Acme" leads={[lead]} withoutCompany />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByText('Acme Industries')).toBeNull();
    expect(screen.getAllByText('Berlin, Germany').length).toBe(2);
  });
});
