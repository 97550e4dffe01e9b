import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { DataTable, type DataTableProps } from './data-table';
import { ListFooter } from './list-footer';

/** One page of a list as the server answers it. */
type Page<T> = { items: T[]; total: number };

/**
 * A list the server pages: the loading and error states of its query, the page's rows in a
 * DataTable (dimmed while the next page loads) and, under it, "Showing 11–20 of 57" with the
 * page buttons.
 */
export function PagedTable<T>({
  query,
  loadingLabel,
  page,
  limit,
  onPageChange,
  pagesLabel,
  variant,
  windowSize,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'busy'> & {
  query: UseQueryResult<Page<T>>;
  loadingLabel: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** The pager's accessible name ("Profile pages"). */
  pagesLabel: string;
  variant?: Parameters<typeof ListFooter>[0]['variant'];
  windowSize?: number;
}) {
  return (
    <QueryState query={query} label={loadingLabel}>
      {(data) => (
        <div className="space-y-4">
          <DataTable {...table} rows={data.items} busy={query.isPlaceholderData} />
          <ListFooter
            page={page}
            limit={limit}
            shown={data.items.length}
            total={data.total}
            onPageChange={onPageChange}
            variant={variant}
            windowSize={windowSize}
            label={pagesLabel}
          />
        </div>
      )}
    </QueryState>
  );
}
