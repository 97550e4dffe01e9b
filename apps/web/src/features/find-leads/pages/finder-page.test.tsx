import { INSUFFICIENT_CREDITS } from '@leadvault/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leadKeys } from '@/lib/query-keys';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { FOUND_ANSWER } from '../test-finder';
import { FinderPage } from './finder-page';

const fetchMock = stubFetch();

const answer = FOUND_ANSWER;

const domainSearch = {
  domain: 'acme.example',
  pattern: 'first.last',
  patternShare: '14 of 15 verified addresses at acme.example',
  catchAll: false,
  mailHost: 'aspmx.l.google.com',
  provider: 'google',
  leads: 25,
  verifiedLeads: 15,
};

function renderPage() {
  return renderWithQueries(
    <MemoryRouter>
      <FinderPage />
    </MemoryRouter>,
  );
}

function ask(company: string) {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Company domain or company name'), {
    target: { value: company },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find the address' }));
}

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('the finder page', () => {
  it('asks by domain, shows the answer, moves the balance and searches that domain', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/api/finder/domain') ? json(200, domainSearch) : json(200, answer),
    );
    const { queryClient } = renderPage();
    ask('https://www.acme.example/team');
    await screen.findByText('ada.lovelace@acme.example');
    expect(sentBody(0)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.example' });
    expect(queryClient.getQueryData(leadKeys.balance())).toEqual({ balance: 4 });

    await screen.findByText('25 leads, 15 checked by us');
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain(
      '/api/finder/domain?domain=acme.example',
    );
    expect(screen.getByText('Google Workspace')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Search Find Leads at acme.example' }).getAttribute('href'),
    ).toBe('/find-leads?domain=acme.example');
  });

  it('asks by company name, and says when the credits ran out, with where to buy them', async () => {
    fetchMock.mockResolvedValue(
      json(402, { error: { code: INSUFFICIENT_CREDITS, message: 'Not enough credits.' } }),
    );
    renderPage();
    ask('Acme Inc');
    await screen.findByText(
      /You have no credits left\. Buy a credit pack to find more addresses\./,
    );
    expect(sentBody(0)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Acme Inc',
    });
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/deposit');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('asks for nothing until the form is filled', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Find the address' }));
    await screen.findByText('Enter the first name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
