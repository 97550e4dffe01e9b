import type { VerificationSummary } from '@leadvault/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueries, stubFetch } from '@/lib/test-api';
import { bounceRateText, VerificationTile } from './verification-tile';

const fetchMock = stubFetch();

const summary: VerificationSummary = {
  method: 'smtp',
  days: 30,
  checks: 120,
  byStatus: { valid: 90, accept_all: 20, unknown: 6, invalid: 4 },
  byReason: { mailbox_exists: 90 },
  perDay: [],
  waiting: 3,
  bounces: { revealed: 400, reports: 12, refunded: 9, rate: 0.0225 },
};

describe('the dashboard’s verification tile', () => {
  it('writes the bounce rate as a percentage, or says nothing was revealed', () => {
    expect(bounceRateText(summary.bounces)).toBe('2.3%');
    expect(bounceRateText({ revealed: 0, reports: 0, refunded: 0, rate: 0 })).toBe(
      'No reveals yet',
    );
  });

  it('shows the checks by status and the bounce figures', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, summary));
    const router = createMemoryRouter([{ path: '/', element: <VerificationTile /> }]);
    renderWithQueries(<RouterProvider router={router} />);
    expect(await screen.findByText('2.3%')).toBeTruthy();
    expect(screen.getByText(/120 checks in 30 days/)).toBeTruthy();
    expect(screen.getByText('· 3 checks waiting', { exact: false })).toBeTruthy();
    expect(
      screen.getByText('9 refunds of 400 addresses revealed · 12 bounce reports'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invalid leads' }).getAttribute('href')).toBe(
      '/admin/leads?emailStatus=invalid',
    );
  });
});
