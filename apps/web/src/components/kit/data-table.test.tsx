import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table';

type Faq = { id: string; question: string };
const columns: Column<Faq>[] = [
  { header: 'SL', cell: (_row, index) => index + 1 },
  { header: 'Question', cell: (row) => row.question },
  { header: 'Actions', cell: () => <button type="button">Edit</button>, action: true },
];
const rows: Faq[] = [
  { id: 'a', question: 'What is a lead?' },
  { id: 'b', question: 'How do I pay?' },
];
const table = (props: Partial<Parameters<typeof DataTable<Faq>>[0]> = {}) => (
  <DataTable
    caption="FAQs"
    columns={columns}
    rows={rows}
    rowKey={(row) => row.id}
    empty="No FAQs yet."
    {...props}
  />
);

afterEach(cleanup);

describe('DataTable', () => {
  it('renders one captioned table with a header per column and a row per record', () => {
    render(table());
    const grid = screen.getByRole('table', { name: 'FAQs' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SL', 'Question', 'Actions']);
    const [, first] = within(grid).getAllByRole('row');
    expect(first?.textContent).toContain('What is a lead?');
    expect(first?.textContent).toContain('1');
  });

  it('labels each cell with its column for the phone cards layout, but not the action cells', () => {
    render(table({ phone: 'cards' }));
    const cell = screen.getByText('How do I pay?');
    expect(cell.getAttribute('data-label')).toBe('Question');
    expect(cell.className).toContain('max-sm:before:content-[attr(data-label)]');
    const action = screen.getAllByRole('button', { name: 'Edit' })[0]?.closest('td');
    expect(action?.className).not.toContain('max-sm:before:content-[attr(data-label)]');
  });

  it('says the empty text when there are no rows, and loading while busy with none', () => {
    const { rerender } = render(table({ rows: [] }));
    expect(screen.getByText('No FAQs yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(table({ rows: [], busy: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('marks the table busy while the next page loads', () => {
    render(table({ busy: true }));
    expect(screen.getByRole('table').parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('marks and focuses the highlighted (just added) row', () => {
    render(table({ highlightKey: 'b' }));
    const row = screen.getByText('How do I pay?').closest('tr');
    expect(row?.getAttribute('data-highlighted')).toBe('true');
    expect(document.activeElement).toBe(row);
  });
});
