import { Pagination, type PaginationProps } from '@/components/ui/pagination';
import { pageCount, rangeText } from './list-format';

/** "Showing 11–20 of 57" and the list's page buttons. */
export function ListFooter({
  page,
  limit,
  shown,
  total,
  onPageChange,
  variant,
  windowSize,
  label,
}: {
  page: number;
  limit: number;
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
  variant?: PaginationProps['variant'];
  windowSize?: number;
  label: string;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">{rangeText(page, limit, shown, total)}</p>
      <Pagination
        page={page}
        pageCount={pageCount(total, limit)}
        onPageChange={onPageChange}
        variant={variant}
        windowSize={windowSize}
        label={label}
      />
    </div>
  );
}
