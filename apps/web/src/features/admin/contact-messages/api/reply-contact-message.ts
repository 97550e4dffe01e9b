import { type ContactReplyInput, ContactReplyResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactMessageKeys, dashboardKeys } from '@/lib/query-keys';

export const replyContactMessage = ({ id, input }: { id: string; input: ContactReplyInput }) =>
  api.post(`/api/contact-message/${encodeURIComponent(id)}/reply`, input, {
    schema: ContactReplyResult,
  });

export function useReplyContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContactMessage,
    onSuccess: ({ message }) => {
      queryClient.setQueryData(contactMessageKeys.detail(message._id), message);
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
