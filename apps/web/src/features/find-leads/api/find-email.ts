import { FinderAnswer, type FinderInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterBalanceChange } from './cached-leads';

/** `POST /api/finder`: a person's address at a company (1 credit only when answered). */
export function findEmail(input: FinderInput): Promise<FinderAnswer> {
  return api.post('/api/finder', input, { schema: FinderAnswer });
}

export function useFindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findEmail,
    onSuccess: (answer) => {
      // A found address is a new lead unlocked by the caller: the header and My leads move.
      if (answer.charged > 0 || answer.leadId) afterBalanceChange(queryClient, answer.balance);
    },
  });
}
