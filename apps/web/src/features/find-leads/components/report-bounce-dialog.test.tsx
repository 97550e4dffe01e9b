import type { Lead } from '@leadvault/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { leadKeys } from '@/lib/query-keys';
import {
  jsonResponse as json,
  renderWithQueries,
  stubFetch,
  testQueryClient,
} from '@/lib/test-api';
import { LeadTable } from './lead-table';
import { ReportBounceDialog } from './report-bounce-dialog';

const fetchMock = stubFetch();

const lead: Lead = {
  _id: '6f9d1c1e-0000-4000-8000-000000000002',
  firstName: 'Sam',
  lastName: 'Lee',
  jobTitle: 'CTO',
  seniority: 'c_level',
  department: 'engineering',
  companyName: 'Acme',
  companyDomain: 'acme.example',
  industry: 'Software',
  companySize: '11-50',
  country: 'DE',
  city: 'Berlin',
  linkedinUrl: '',
  emailStatus: 'valid',
  verifiedAt: '2026-11-01T10:00:00.000Z',
  verificationReason: 'mailbox_exists',
  unlocked: true,
  email: 'sam@acme.example',
};

function renderWith(ui: ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(leadKeys.myLeadsPage(undefined), { items: [lead], total: 1 });
  // The lead table links company names to their pages: it needs a router.
  return renderWithQueries(<MemoryRouter>{ui}</MemoryRouter>, queryClient);
}

describe('Report bounce', () => {
  it('is a row action on a revealed lead, and the outcome once reported', () => {
    const onReport = vi.fn();
    const { rerender } = renderWith(
      <LeadTable caption="My leads" leads={[lead]} onReportBounce={onReport} />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Report bounce of sam@acme.example' });
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onReport).toHaveBeenCalledWith(lead);

    const reported = {
      ...lead,
      bounce: { outcome: 'refunded' as const, reportedAt: lead.verifiedAt as string },
    };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LeadTable caption="My leads" leads={[reported]} onReportBounce={onReport} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: /Report bounce/ })).toBeNull();
    expect(screen.getAllByText('Refunded — 1 credit is back').length).toBeGreaterThan(0);
  });

  it('is not offered on a locked lead', () => {
    renderWith(
      <LeadTable
        caption="A list"
        leads={[{ ...lead, unlocked: false, email: null }]}
        onReportBounce={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /Report bounce/ })).toBeNull();
  });

  it('sends the note, says the outcome and the balance, and marks the lead', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        outcome: 'refunded',
        emailStatus: 'invalid',
        verificationReason: 'mailbox_not_found',
        balance: 5,
      }),
    );
    const { queryClient } = renderWith(<ReportBounceDialog lead={lead} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Report a bounce?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What happened? (optional)'), {
      target: { value: ' 550 user unknown ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report bounce' }));

    expect(await screen.findByText('Refunded — 1 credit is back')).toBeTruthy();
    expect(screen.getByText('Your balance: 5 credits.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/leads/${lead._id}/bounce`);
    expect(JSON.parse(String(init?.body))).toEqual({ note: '550 user unknown' });
    expect(queryClient.getQueryData(leadKeys.balance())).toEqual({ balance: 5 });
    const page = queryClient.getQueryData<{ items: Lead[] }>(leadKeys.myLeadsPage(undefined));
    expect(page?.items[0]).toMatchObject({
      emailStatus: 'invalid',
      bounce: { outcome: 'refunded' },
    });
  });

  it('says the other outcomes', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        outcome: 'checking',
        emailStatus: 'valid',
        verificationReason: null,
        balance: 4,
      }),
    );
    renderWith(<ReportBounceDialog lead={lead} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report bounce' }));
    expect(
      await screen.findByText('Checking — we refund automatically if it does not confirm'),
    ).toBeTruthy();
  });

  it("shows the server's reason when the report is refused", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        error: {
          code: 'BOUNCE_WINDOW_CLOSED',
          message: 'Bounces can be reported within 30 days of the reveal.',
        },
      }),
    );
    renderWith(<ReportBounceDialog lead={lead} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report bounce' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bounces can be reported within 30 days of the reveal.',
    );
    // Still open, so the person can cancel.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
