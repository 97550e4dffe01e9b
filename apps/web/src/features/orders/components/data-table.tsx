import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
};

/**
 * A table for wide screens. On phones the caller shows cards instead (`hidden md:block` here),
 * since seven columns do not fit 390 px.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block',
        className,
      )}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-6 last:pr-6',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className="align-middle hover:bg-slate-50/60">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn('px-4 py-4 text-slate-700 first:pl-6 last:pr-6', column.className)}
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout of a list: one card per row (`md:hidden`). */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-4 md:hidden">
      {children}
    </ul>
  );
}

/** A label/value pair inside a phone card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
