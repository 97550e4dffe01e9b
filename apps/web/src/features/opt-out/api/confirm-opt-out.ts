import { OptOutConfirmed } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Uses the e-mailed link once: the address is suppressed and its contact data erased. */
export function confirmOptOut(token: string): Promise<OptOutConfirmed> {
  return api.get('/api/opt-out/confirm', { query: { token }, schema: OptOutConfirmed });
}

export function useConfirmOptOut() {
  return useMutation({ mutationFn: confirmOptOut });
}
