import { type OptOutInput, OptOutRequested } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails the address a link to confirm its removal (the same answer whether we hold it or not). */
export function requestOptOut(input: OptOutInput): Promise<OptOutRequested> {
  return api.post('/api/opt-out', input, { schema: OptOutRequested });
}

export function useRequestOptOut() {
  return useMutation({ mutationFn: requestOptOut });
}
