import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { LowBalanceNotice } from './low-balance-notice';

const fetchMock = stubFetch();

beforeEach(() => window.sessionStorage.clear());

function renderNotice() {
  return renderWithQueries(
    <MemoryRouter>
      <LowBalanceNotice />
    </MemoryRouter>,
  );
}

describe('the low-balance notice', () => {
  it('says how many credits are left, links to the packs, and stays away once dismissed', async () => {
    fetchMock.mockResolvedValue(json(200, { balance: 3 }));
    const { unmount } = renderNotice();
    const notice = await screen.findByRole('region', { name: 'Low balance' });
    expect(notice.textContent).toContain('You have 3 credits left');
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the low balance notice' }));
    expect(screen.queryByRole('region', { name: 'Low balance' })).toBeNull();
    unmount();
    // Another Find Leads page in the same session: still dismissed.
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Low balance' })).toBeNull();
  });

  it('stays silent from 10 credits up', async () => {
    fetchMock.mockResolvedValue(json(200, { balance: 10 }));
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Low balance' })).toBeNull();
  });
});
