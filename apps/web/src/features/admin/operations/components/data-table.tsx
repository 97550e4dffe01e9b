import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes for the header and the cells (width, alignment, wrapping). */
  className?: string;
};

/**
 * A table in a white card. Wide tables scroll sideways inside the card on small screens, so the
 * page itself never does.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy = false,
  dense = false,
  highlightKey,
}: {
  /** The table's accessible name (visually hidden). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  /** Dims the rows while the next page loads. */
  busy?: boolean;
  /** Tighter cells, for tables with many columns. */
  dense?: boolean;
  /** A row to mark and scroll to (the one just added); it takes the focus once shown. */
  highlightKey?: string;
}) {
  const cellPadding = dense ? 'px-3 py-2.5' : 'px-4 py-3';
  const highlighted = useRef<HTMLTableRowElement>(null);
  const shown = rows.some((row) => rowKey(row) === highlightKey);
  useEffect(() => {
    if (!shown || !highlighted.current) return;
    highlighted.current.focus({ preventScroll: true });
    highlighted.current.scrollIntoView({ block: 'center' });
  }, [shown]);
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
        {empty}
      </div>
    );
  }
  return (
    <div
      className={cn(
        // relative: screen-reader-only text in cells is positioned; it must stay inside the scroller.
        'relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm transition-opacity',
        busy && 'opacity-60',
      )}
      aria-busy={busy || undefined}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  cellPadding,
                  'text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => {
            const isNew = rowKey(row) === highlightKey;
            return (
              <tr
                key={rowKey(row)}
                ref={isNew ? highlighted : undefined}
                tabIndex={isNew ? -1 : undefined}
                data-highlighted={isNew || undefined}
                className={cn(
                  'align-middle hover:bg-slate-50/70',
                  isNew &&
                    'bg-indigo-50 outline-2 -outline-offset-2 outline-indigo-500 hover:bg-indigo-50',
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(cellPadding, 'text-slate-700', column.className)}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
