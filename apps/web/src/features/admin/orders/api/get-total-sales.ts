import { SalesTotal } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const getTotalSales = () => api.get('/api/orders/total-sales', { schema: SalesTotal });

export const totalSalesQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.totalSales(), queryFn: getTotalSales });

export function useTotalSales() {
  return useQuery(totalSalesQueryOptions());
}
