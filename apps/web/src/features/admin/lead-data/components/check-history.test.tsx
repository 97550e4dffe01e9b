import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { CheckHistory, formatDuration } from './check-history';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();
const leadId = '6f9d1c1e-0000-4000-8000-000000000003';

const check = {
  _id: 'c1',
  email: 'ana@acme.example',
  status: 'invalid',
  reason: 'mailbox_not_found',
  flags: [],
  smtpCode: 550,
  enhancedCode: '5.1.1',
  reply: 'User unknown',
  mailHost: 'mx.acme.example',
  method: 'smtp',
  durationMs: 1234,
  checkedAt: '2026-11-20T09:30:00.000Z',
};

const renderHistory = () => renderWithQueries(<CheckHistory leadId={leadId} onChecked={vi.fn()} />);

afterEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('a lead’s check history', () => {
  it('says when we never checked the lead', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [] }));
    renderHistory();
    expect(await screen.findByText('Not checked by us yet')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/admin/leads/${leadId}/verifications`);
  });

  it('lists each check with its evidence', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [check] }));
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Check history' });
    expect(table.textContent).toContain('Invalid');
    expect(table.textContent).toContain('Mailbox not found');
    expect(table.textContent).toContain('550 5.1.1');
    expect(table.textContent).toContain('User unknown');
    expect(table.textContent).toContain('mx.acme.example');
    expect(table.textContent).toContain('Our SMTP check');
    expect(table.textContent).toContain('1.2 s');
  });

  it('queues a check now and says so', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(202, { queued: 1 }) : json(200, { items: [] }),
    );
    renderHistory();
    await screen.findByText('Not checked by us yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 check queued'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ leadIds: [leadId] });
    expect(screen.getByText('Check queued: it appears here when it is done.')).toBeTruthy();
  });

  it('shows why nothing was queued while checks are off', async () => {
    const message = 'E-mail checks are off on this server (VERIFY_METHOD=off): nothing was queued.';
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(409, { error: { code: 'VERIFICATION_OFF', message } })
        : json(200, { items: [] }),
    );
    renderHistory();
    await screen.findByText('Not checked by us yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });

  it('writes durations for people', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(4200)).toBe('4.2 s');
  });
});
