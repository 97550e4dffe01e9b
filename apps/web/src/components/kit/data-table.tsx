import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EmptyBlock, LoadingBlock } from '@/components/query-state';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes for the header and the cells (width, alignment, wrapping). */
  className?: string;
  /**
   * Cards layout: on phones the cell shows without its column name, beside the next such cell
   * (Edit and Delete buttons, which explain themselves).
   */
  action?: boolean;
};

/** True while the element's content is wider than its box (it scrolls sideways). */
function useOverflows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/** A region only while it scrolls: then it is a tab stop, so keyboard users can scroll it. */
const scrollRegion = (caption: string) =>
  ({ role: 'region', 'aria-label': caption, tabIndex: 0 }) as const;

const cardRow =
  'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-2 max-sm:shadow-sm';
const cardCell =
  'max-sm:flex max-sm:w-auto max-sm:min-h-10 max-sm:items-center max-sm:gap-3 max-sm:px-0 max-sm:py-2 max-sm:text-left max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';
const cardActionCell =
  'max-sm:inline-flex max-sm:w-auto max-sm:px-0 max-sm:pt-2 max-sm:pr-2 max-sm:pb-1';

/**
 * The back office's one table, in a white card. Below 640 px it either turns each row into a
 * card (`phone="cards"`: every cell shows its column's name; one DOM, so screen readers and
 * tests still see a single table) or scrolls sideways inside its card (`phone="scroll"`, for
 * wide tables; the card then takes the keyboard focus so arrow keys can scroll it).
 * While `busy` the rows dim (the next page is loading); with no rows it shows `empty`, or the
 * loading block when it is busy fetching the first ones.
 */
export type DataTableProps<T> = {
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
  /** How rows show below 640 px. */
  phone?: 'cards' | 'scroll';
  /** A row to mark and scroll to (the one just added); it takes the focus once shown. */
  highlightKey?: string;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy = false,
  dense = false,
  phone = 'scroll',
  highlightKey,
}: DataTableProps<T>) {
  const cellPadding = dense ? 'px-3 py-2.5' : 'px-4 py-3';
  const cards = phone === 'cards';
  const highlighted = useRef<HTMLTableRowElement>(null);
  const scroller = useOverflows<HTMLDivElement>();
  const shown = rows.some((row) => rowKey(row) === highlightKey);
  useEffect(() => {
    if (!shown || !highlighted.current) return;
    highlighted.current.focus({ preventScroll: true });
    highlighted.current.scrollIntoView({ block: 'center' });
  }, [shown]);

  if (rows.length === 0) {
    return busy ? <LoadingBlock /> : <EmptyBlock>{empty}</EmptyBlock>;
  }
  const scrollable = !cards && scroller.overflows;
  return (
    <div
      ref={scroller.ref}
      {...(scrollable ? scrollRegion(caption) : {})}
      aria-busy={busy || undefined}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white shadow-sm transition-opacity',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        cards
          ? 'overflow-hidden max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none'
          : // relative: screen-reader-only text in cells is positioned; it must stay inside the scroller.
            'relative overflow-x-auto',
        busy && 'opacity-60',
      )}
    >
      <table className={cn('w-full text-left text-sm', cards && 'max-sm:block')}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-b border-slate-200 bg-slate-50', cards && 'max-sm:sr-only')}>
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
        <tbody
          className={cn(
            'divide-y divide-slate-100',
            cards && 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
          )}
        >
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
                  cards && cardRow,
                  isNew &&
                    'bg-indigo-50 outline-2 -outline-offset-2 outline-indigo-500 hover:bg-indigo-50 max-sm:bg-indigo-50',
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={cards ? column.header : undefined}
                    className={cn(
                      cellPadding,
                      'text-slate-700',
                      column.className,
                      cards && (column.action ? cardActionCell : cardCell),
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
