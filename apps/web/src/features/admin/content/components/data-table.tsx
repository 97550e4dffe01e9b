import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes for the header and cells (width, alignment). */
  className?: string;
  /**
   * On phones, show the cell without its column name, beside the next such cell (the Edit
   * and Delete buttons, which explain themselves).
   */
  action?: boolean;
};

/**
 * A tidy table that turns into one card per row below 640 px: each cell shows its column's
 * name beside its value (one DOM, so screen readers and tests see a single table).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  highlightKey,
}: {
  /** The table's accessible name (visually hidden). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  /** A row to mark and scroll to (the one just added); it takes the focus once shown. */
  highlightKey?: string;
}) {
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
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {rows.map((row, index) => {
            const isNew = rowKey(row) === highlightKey;
            return (
              <tr
                key={rowKey(row)}
                ref={isNew ? highlighted : undefined}
                tabIndex={isNew ? -1 : undefined}
                data-highlighted={isNew || undefined}
                className={cn(
                  'align-middle hover:bg-slate-50/70 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-2 max-sm:shadow-sm',
                  isNew &&
                    'bg-indigo-50 outline-2 -outline-offset-2 outline-indigo-500 hover:bg-indigo-50 max-sm:bg-indigo-50',
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={cn(
                      'px-4 py-3 text-slate-700',
                      column.className,
                      column.action
                        ? 'max-sm:inline-flex max-sm:w-auto max-sm:px-0 max-sm:pt-2 max-sm:pr-2 max-sm:pb-1'
                        : 'max-sm:flex max-sm:w-auto max-sm:min-h-10 max-sm:items-center max-sm:gap-3 max-sm:px-0 max-sm:py-2 max-sm:text-left max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
                    )}
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
