import { CreditLedgerPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/credits/ledger?cursor=`: every change of the caller's balance, newest first. */
export function getLedger(cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/api/credits/ledger', { query: { cursor }, schema: CreditLedgerPage, signal });
}

export const ledgerQueryOptions = (cursor?: string) =>
  queryOptions({
    queryKey: leadKeys.ledger(cursor),
    queryFn: ({ signal }) => getLedger(cursor, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useLedger = (cursor?: string) => useQuery(ledgerQueryOptions(cursor));
