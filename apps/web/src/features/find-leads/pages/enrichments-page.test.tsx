import type { Enrichment, EnrichmentQuote, EnrichmentUpload } from '@leadvault/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leadKeys } from '@/lib/query-keys';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { EnrichmentsPage } from './enrichments-page';

const fetchMock = stubFetch();

const UPLOAD: EnrichmentUpload = {
  _id: 'enr-1',
  fileName: 'people.csv',
  rowsTotal: 3,
  headers: ['First', 'Last', 'Website'],
  sample: [
    ['Ada', 'Lovelace', 'acme.example'],
    ['Alan', 'Turing', 'bletchley.example'],
  ],
  mapping: { firstName: 0, lastName: 1, companyDomain: 2 },
};

const quoteFor = (search: URLSearchParams): EnrichmentQuote => {
  // Without a last name nothing can be found: the quote shows it.
  const complete = search.has('lastName');
  return {
    rows: 3,
    inOurLeads: 1,
    alreadyUnlocked: 1,
    toFind: complete ? 2 : 0,
    unanswerable: complete ? 0 : 2,
    maxCost: complete ? 2 : 0,
    balance: 40,
  };
};

const RUN: Enrichment = {
  _id: 'enr-1',
  fileName: 'people.csv',
  status: 'queued',
  rowsTotal: 3,
  rowsDone: 0,
  progress: 0,
  found: 0,
  notFound: 0,
  charged: 0,
  maxCredits: 2,
  stoppedBy: null,
  error: null,
  resultUrl: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};

const DONE: Enrichment = {
  ...RUN,
  status: 'done',
  rowsDone: 3,
  progress: 100,
  found: 2,
  notFound: 1,
  charged: 1,
  stoppedBy: 'max_credits',
  resultUrl: '/api/enrichments/enr-1/result',
  finishedAt: '2026-11-26T10:01:00.000Z',
};

/** The server as the page sees it; the calls are in `fetchMock.mock.calls`. */
function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/credits') return json(200, { balance: 39 });
    if (url.pathname === '/api/enrichments' && method === 'POST') return json(201, UPLOAD);
    if (url.pathname === '/api/enrichments') {
      return json(200, { items: [], total: 0, page: 1, limit: 20 });
    }
    if (url.pathname.endsWith('/quote')) return json(200, quoteFor(url.searchParams));
    if (url.pathname.endsWith('/commit')) return json(202, RUN);
    if (url.pathname === '/api/enrichments/enr-1') return json(200, DONE);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}

const calls = (match: (url: string, method: string) => boolean) =>
  fetchMock.mock.calls.filter(([input, init]) => match(String(input), init?.method ?? 'GET'));

function renderPage() {
  return renderWithQueries(
    <MemoryRouter>
      <EnrichmentsPage />
    </MemoryRouter>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload and map the columns' }));
}

const csv = () =>
  new File(['First,Last,Website\nAda,Lovelace,acme.example\n'], 'people.csv', {
    type: 'text/csv',
  });

describe('the bulk enrichment page', () => {
  it('refuses a file that is not a CSV before sending it', async () => {
    serve();
    renderPage();
    await screen.findByText('No enrichments yet');
    choose(new File(['x'], 'people.xlsx', { type: 'application/vnd.ms-excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'people.xlsx is not a CSV file',
    );
    expect(calls((url, method) => url.endsWith('/api/enrichments') && method === 'POST')).toEqual(
      [],
    );
  });

  it('maps, quotes again when the mapping changes, starts with the cap and follows the run', async () => {
    serve();
    const { queryClient } = renderPage();
    choose(csv());

    const heading = await screen.findByRole('heading', { name: '2. Check the columns and start' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('cell', { name: 'Lovelace' })).toBeTruthy();
    expect((screen.getByLabelText('Last name') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText(/^Full name/) as HTMLSelectElement).value).toBe('');
    await screen.findByText('At most 2 credits');
    // Untouched, the cap is the most the file can cost (the balance is larger).
    const spend = screen.getByLabelText('Spend at most (credits)') as HTMLInputElement;
    await waitFor(() => expect(spend.value).toBe('2'));

    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    await screen.findByText('At most 0 credits');
    const quoteUrls = calls((url) => url.includes('/quote')).map(([input]) => String(input));
    expect(quoteUrls[0]).toContain('firstName=0&lastName=1&companyDomain=2');
    expect(quoteUrls.at(-1)).toContain('firstName=0&companyDomain=2');
    expect(quoteUrls.at(-1)).not.toContain('lastName');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '1' } });
    await screen.findByText('At most 2 credits');

    // A cap the person typed is sent as it is.
    fireEvent.change(spend, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the enrichment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a whole number of credits (0 or more).',
    );
    expect(calls((url) => url.endsWith('/commit'))).toEqual([]);
    fireEvent.change(spend, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the enrichment' }));

    await screen.findByRole('heading', { name: '3. Your file is ready' });
    const [commit] = calls((url) => url.endsWith('/commit'));
    expect(JSON.parse(String(commit?.[1]?.body))).toEqual({
      mapping: { firstName: 0, lastName: 1, companyDomain: 2 },
      maxCredits: 1,
    });
    const progress = screen.getByRole('progressbar', { name: 'Enrichment progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('enrichment-found').textContent).toBe('2');
    expect(screen.getByTestId('enrichment-not-found').textContent).toBe('1');
    expect(screen.getByTestId('enrichment-charged').textContent).toBe('1');
    expect(screen.getByText(/^Stopped at your cap of 2 credits/)).toBeTruthy();
    const download = within(
      screen.getByRole('region', { name: '3. Your file is ready' }),
    ).getByRole('link', { name: 'Download the result' });
    expect(download.getAttribute('href')).toBe('/api/enrichments/enr-1/result');
    // The run's end asks for the balance again and shows it.
    await waitFor(() =>
      expect(queryClient.getQueryData(leadKeys.balance())).toEqual({ balance: 39 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Enrich another file' }));
    const upload = screen.getByRole('heading', { name: '1. Upload a CSV of people' });
    await waitFor(() => expect(document.activeElement).toBe(upload));
  });
});
