import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueries } from '@/lib/test-api';
import { UsageChart } from './usage-chart';

afterEach(cleanup);

describe('the usage chart', () => {
  const days = [
    { date: '2026-11-25', spent: 0, added: 5, taken: 0 },
    { date: '2026-11-26', spent: 4, added: 0, taken: 0 },
  ];

  it('is an image named by its summary, with a bar per day and the numbers as a table', () => {
    renderWithQueries(<UsageChart days={days} />);
    const chart = screen.getByRole('img', { name: /Credits spent per day/ });
    expect(chart.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(
      screen.getByText(
        '4 credits spent from 25 Nov to 26 Nov (UTC days), on 1 day; the most on 26 Nov: 4 credits.',
      ),
    ).toBeTruthy();
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Credits per day (UTC days)', hidden: true });
    const rows = table.querySelectorAll('tbody tr');
    // Newest first in the table.
    expect(rows[0]?.textContent).toBe('26 Nov400');
    expect(rows[1]?.textContent).toBe('25 Nov050');
  });
});
