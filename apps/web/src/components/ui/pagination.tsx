import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Page buttons under a list. Pages are numbered from 1.
 *
 * Variants (the back-office spec uses all three):
 * - `window` (default): ‹ previous, a window of up to `windowSize` (3) page numbers around
 *   the current page, next ›. Order, payment and testimonial lists.
 * - `all`: ‹ previous, every page number, next ›. Refunded payments.
 * - `numbers`: page numbers only, no arrows; every page unless `windowSize` caps them.
 *   Delivered orders; contact messages with `windowSize={3}`.
 *
 * It renders a `<nav>` with `aria-label` (default 'Pagination'), marks the current page with
 * `aria-current="page"`, disables the arrows at either end, and renders nothing for a single
 * page.
 *
 * ```tsx
 * const [page, setPage] = useState(1);
 * const pageCount = Math.ceil(total / 10);
 * <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
 * ```
 */
export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  variant?: 'window' | 'all' | 'numbers';
  /** How many numbers `window` (default 3) and `numbers` (default all) show at most. */
  windowSize?: number;
  /** The nav's accessible name, e.g. 'Testimonials pages'. */
  label?: string;
  className?: string;
};

/** The page numbers to show: `size` consecutive pages around `page`, kept inside 1..count. */
function pageWindow(page: number, pageCount: number, size: number): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const width = Math.max(1, Math.min(Math.floor(size), count));
  const current = Math.min(Math.max(1, page), Math.max(1, count));
  let start = current - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, count - width + 1));
  return Array.from({ length: width }, (_, index) => start + index);
}

const itemBase =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export function Pagination({
  page,
  pageCount,
  onPageChange,
  variant = 'window',
  windowSize,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (!(pageCount > 1)) return null;

  const size = windowSize ?? (variant === 'window' ? 3 : Number.POSITIVE_INFINITY);
  const numbers =
    variant === 'all'
      ? pageWindow(page, pageCount, pageCount)
      : pageWindow(page, pageCount, Math.min(size, pageCount));
  const arrows = variant !== 'numbers';
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next !== page) onPageChange(next);
  };

  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {arrows ? (
          <li>
            <button
              type="button"
              onClick={() => go(page - 1)}
              disabled={page <= 1}
              aria-label="Previous page"
              className={cn(
                itemBase,
                'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
                'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
              )}
            >
              <Chevron direction="left" />
            </button>
          </li>
        ) : null}
        {numbers.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                onClick={() => go(number)}
                aria-label={`Page ${number}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  itemBase,
                  current
                    ? 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500'
                    : 'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
                )}
              >
                {number}
              </button>
            </li>
          );
        })}
        {arrows ? (
          <li>
            <button
              type="button"
              onClick={() => go(page + 1)}
              disabled={page >= pageCount}
              aria-label="Next page"
              className={cn(
                itemBase,
                'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
                'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
              )}
            >
              <Chevron direction="right" />
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  const Glyph = direction === 'left' ? ChevronLeft : ChevronRight;
  return <Glyph aria-hidden="true" className="size-4" />;
}
