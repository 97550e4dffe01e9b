import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { RevealDialog } from './reveal-dialog';

const fetchMock = stubFetch();
const ids = ['6f9d1c1e-0000-4000-8000-000000000001', '6f9d1c1e-0000-4000-8000-000000000002'];

function openWithQuote(quote: { new: number; cost: number; balance: number }) {
  fetchMock.mockResolvedValue(json(200, { owned: 0, unavailable: 0, unchecked: 0, ...quote }));
  renderWithQueries(
    <MemoryRouter>
      <RevealDialog open leadIds={ids} onClose={vi.fn()} onRevealed={vi.fn()} />
    </MemoryRouter>,
  );
}

const row = (label: string) =>
  within(screen.getByRole('dialog')).getByText(label).closest('div')?.textContent;

describe('the reveal dialog', () => {
  it('says what a short balance pays for, in the cost and on the button alike', async () => {
    openWithQuote({ new: 6, cost: 6, balance: 2 });
    expect(await screen.findByRole('button', { name: 'Reveal for 2 credits' })).toBeTruthy();
    expect(row('Cost')).toBe('Cost2 credits');
    expect(row('Left locked (not enough credits)')).toBe('Left locked (not enough credits)4');
    expect(row('Balance after')).toBe('Balance after0 credits');
  });

  it('offers to buy credits instead of a dead button when there are none', async () => {
    openWithQuote({ new: 2, cost: 2, balance: 0 });
    const buy = await screen.findByRole('link', { name: 'Buy credits' });
    expect(buy.getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('button', { name: /^Reveal for/ })).toBeNull();
  });
});
