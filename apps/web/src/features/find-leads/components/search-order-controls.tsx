import { LEAD_PAGE_SIZE, LEAD_PAGE_SIZES } from '@leadvault/contract';
import { useId } from 'react';
import { defaultOrderLabel, type PageSize, type SearchOrder, SORT_LABELS } from '../search-order';

const selectClasses =
  'h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600';

/**
 * "Sort by" and "Per page" above the results: plain labelled selects (the keyboard and screen
 * readers know them), each change a new search from its first page.
 */
export function SearchOrderControls({
  order,
  hasKeyword,
  onChange,
}: {
  order: SearchOrder;
  hasKeyword: boolean;
  onChange: (order: SearchOrder) => void;
}) {
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-slate-700">
          Sort by
        </label>
        <select
          id={sortId}
          value={order.sort ?? ''}
          onChange={(event) =>
            onChange({
              ...order,
              sort: (event.target.value || undefined) as SearchOrder['sort'],
            })
          }
          className={selectClasses}
        >
          <option value="">{defaultOrderLabel(hasKeyword)}</option>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="shrink-0 text-sm font-medium text-slate-700">
          Per page
        </label>
        <select
          id={sizeId}
          value={order.limit ?? LEAD_PAGE_SIZE}
          onChange={(event) =>
            onChange({ ...order, limit: Number(event.target.value) as PageSize })
          }
          className={selectClasses}
        >
          {LEAD_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
