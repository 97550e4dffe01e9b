import { formatUsdTotal } from '@leadvault/contract';
import { countOf } from '@/components/kit/list-format';
import { LoadError } from '@/components/query-state';
import { useTotalSales } from './api/get-total-sales';

/** The Total Orders list's banner: the sum of every order whose payment was received. */
export function TotalSales() {
  const total = useTotalSales();
  if (total.isError) {
    return (
      <LoadError
        error={total.error}
        title="Could not load the sales total."
        onRetry={() => void total.refetch()}
      />
    );
  }
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4">
      <p className="text-lg font-bold text-emerald-900" aria-live="polite">
        {total.data
          ? `Total Sales: ${formatUsdTotal(total.data.totalSales)} USD`
          : 'Total Sales: …'}
      </p>
      {total.data ? (
        <p className="mt-0.5 text-sm text-emerald-800">
          {countOf(total.data.orders, 'order', 'orders')} with payment Received
          {total.data.discounts > 0
            ? `, after ${formatUsdTotal(total.data.discounts)} of discount codes`
            : ''}
        </p>
      ) : null}
    </div>
  );
}
