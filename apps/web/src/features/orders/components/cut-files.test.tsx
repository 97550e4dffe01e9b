import type { Order, OrderCut } from '@leadvault/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueries, stubFetch } from '@/lib/test-api';
import { anyPreparing, canRefresh } from '../cut-texts';
import { CutFiles } from './cut-files';

const fetchMock = stubFetch();

const formats = (name: string) => [
  { format: 'csv' as const, fileName: `${name}.csv`, sizeBytes: 2048 },
  { format: 'xlsx' as const, fileName: `${name}.xlsx`, sizeBytes: 4096 },
];
const ready: OrderCut = {
  status: 'ready',
  rowCount: 1234,
  rows: 1234,
  files: [
    { slot: 1, name: 'Germany', rows: 1000, formats: formats('germany') },
    { slot: 2, name: 'France', rows: 234, formats: formats('france') },
  ],
  readyAt: '2026-11-20T10:00:00.000Z',
  refreshUntil: '2099-12-20T10:00:00.000Z',
  replaced: 0,
};
const order = {
  _id: 'order-1',
  orderId: 'AB12CD34',
  packageName: 'EU CTOs',
  paymentStatus: 'Received',
  cut: ready,
} as Order;

const show = (cut: OrderCut) => renderWithQueries(<CutFiles order={{ ...order, cut }} cut={cut} />);

describe("a segment order's files in My Orders", () => {
  it('says the files are being prepared, and the list polls only then', () => {
    show({ ...ready, status: 'preparing', files: [], readyAt: null, refreshUntil: null });
    expect(screen.getByRole('status').textContent).toContain('Preparing your files');
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refresh files/ })).toBeNull();
    expect(anyPreparing([{ cut: { ...ready, status: 'preparing' } }, {}])).toBe(true);
    expect(anyPreparing([{ cut: ready }, {}])).toBe(false);
  });

  it('lists each file with its contacts and CSV and Excel downloads', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        kind: 'download',
        url: '/api/files/signed',
        fileName: 'france.xlsx',
        sizeBytes: 4096,
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    show(ready);
    expect(screen.getByText('1,000 contacts')).toBeTruthy();
    expect(screen.getByText('234 contacts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download CSV/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Download Excel \(XLSX\).*France/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/api/orders/order-1/deliveries/2?format=xlsx',
    );
  });

  it('offers a refresh with a confirmation while the window is open', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(202, { ...order, cut: { ...ready, status: 'preparing' } }),
    );
    show(ready);
    fireEvent.click(screen.getByRole('button', { name: /^Refresh files/ }));
    expect(
      await screen.findByText(/Contacts whose e-mail turned invalid are replaced/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh files' }));
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/orders/order-1/refresh-files'),
    );
    expect(canRefresh({ ...ready, refreshUntil: '2020-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('says how many contacts a refresh replaced, and what a short cut holds', () => {
    show({ ...ready, replaced: 12 });
    expect(screen.getByText('12 contacts replaced')).toBeTruthy();
    show({ ...ready, status: 'short', rowCount: 1200, rows: 1180, refreshUntil: null });
    expect(
      screen.getByText(
        '1,180 of 1,200 contacts: fewer checked contacts were left; our team has been told.',
      ),
    ).toBeTruthy();
  });
});
