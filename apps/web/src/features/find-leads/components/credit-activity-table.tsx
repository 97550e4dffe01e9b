import type { CreditActivityItem } from '@leadvault/contract';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/kit/data-table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { activityDetails, activityTitle, revealLeadsPath, signedCredits } from '../credit-usage';
import { formatCount, formatDateTime } from '../labels';

const linkClass =
  'font-semibold text-indigo-700 hover:text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The line's title; a reveal links to its leads, a purchase or refund names its order. */
function What({ item }: { item: CreditActivityItem }) {
  const title = activityTitle(item);
  if (item.reason === 'reveal' && item.revealId) {
    return (
      <Link to={revealLeadsPath(item.revealId)} className={linkClass}>
        {title}
      </Link>
    );
  }
  if (item.orderNumber) {
    return (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-slate-900">{title}</span>
        <Link
          to={`${paths.myOrders}?${new URLSearchParams({ order: item.orderNumber })}`}
          className={cn(linkClass, 'font-mono text-xs')}
          aria-label={`Order ${item.orderNumber} in My Orders`}
        >
          {item.orderNumber}
        </Link>
      </span>
    );
  }
  return <span className="font-medium text-slate-900">{title}</span>;
}

function Delta({ value }: { value: number }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-slate-600',
      )}
    >
      {signedCredits(value)}
    </span>
  );
}

const COLUMNS: Column<CreditActivityItem>[] = [
  {
    header: 'Date',
    cell: (item) => formatDateTime(item.createdAt),
    className: 'whitespace-nowrap text-slate-600',
  },
  { header: 'What', cell: (item) => <What item={item} /> },
  { header: 'Change', cell: (item) => <Delta value={item.delta} />, className: 'sm:text-right' },
  {
    header: 'Balance after',
    cell: (item) => formatCount(item.balanceAfter),
    className: 'font-medium text-slate-900 tabular-nums sm:text-right',
  },
  { header: 'Details', cell: activityDetails, className: 'break-words text-slate-600' },
];

/** The credit history: one line per change, each reveal as one line with its leads linked. */
export function CreditActivityTable({
  items,
  stale,
}: {
  items: CreditActivityItem[];
  stale: boolean;
}) {
  return (
    <DataTable
      caption="Credit history"
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item._id}
      empty="No credit history yet."
      busy={stale}
      phone="cards"
    />
  );
}
