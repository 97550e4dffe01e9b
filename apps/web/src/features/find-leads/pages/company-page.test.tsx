import { COMPANY_NOT_FOUND, type CompanyProfile, type LeadPage } from '@leadvault/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { lockedLead } from '../test-leads';
import { CompanyPage } from './company-page';

const fetchMock = stubFetch();

const company: CompanyProfile = {
  domain: 'acme.example',
  companyName: 'Acme Industries',
  industry: 'Manufacturing',
  companySize: '201-500',
  country: 'DE',
  pattern: 'first.last',
  patternShare: { matching: 14, verified: 15 },
  catchAll: false,
  mailHost: 'mx.acme.example',
  leads: 25,
  checkedLeads: 18,
};

const leads: LeadPage = {
  items: [lockedLead({ _id: '6f9d1c1e-0000-4000-8000-000000000004' })],
  nextCursor: null,
  total: 1,
  totalCapped: false,
};

function renderAt(domain: string) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[`/find-leads/companies/${domain}`]}>
      <Routes>
        <Route path={paths.company.pattern} element={<CompanyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the company page', () => {
  it('shows the facts, the pattern with its share, and the leads of the domain', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/api/companies/') ? json(200, company) : json(200, leads),
    );
    renderAt('WWW.Acme.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Industries' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'About Acme Industries' });
    expect(within(facts).getByTestId('company-pattern').textContent).toBe(
      'first.last@acme.example',
    );
    expect(within(facts).getByText('14 of 15 verified addresses')).toBeTruthy();
    expect(within(facts).getByText('201–500 employees')).toBeTruthy();
    expect(within(facts).getByText('Germany')).toBeTruthy();
    expect(within(facts).getByText('18 checked by us')).toBeTruthy();
    // The address is read as the server reads it; the leads are the search at that domain.
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/companies/acme.example');
    const search = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/leads'));
    expect(search).toContain('domain=acme.example');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getAllByText('Ann Lee').length).toBeGreaterThan(0);
  });

  it('says we hold no leads at an unknown domain', async () => {
    fetchMock.mockResolvedValue(
      json(404, {
        error: { code: COMPANY_NOT_FOUND, message: 'We hold no leads at nowhere.test.' },
      }),
    );
    renderAt('nowhere.test');
    expect(await screen.findByText('We hold no leads at nowhere.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search leads' }).getAttribute('href')).toBe(
      '/find-leads',
    );
  });

  it('offers to try again when the company cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'INTERNAL_ERROR', message: 'Boom' } }));
    renderAt('acme.example');
    expect(await screen.findByText("We couldn't load this company")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
