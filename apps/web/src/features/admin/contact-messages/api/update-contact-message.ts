import { ContactMessage, type UpdateContactMessageInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactMessageKeys, dashboardKeys } from '@/lib/query-keys';

export const updateContactMessage = ({
  id,
  input,
}: {
  id: string;
  input: UpdateContactMessageInput;
}) => api.put(`/api/contact-message/${encodeURIComponent(id)}`, input, { schema: ContactMessage });

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: (message) => {
      queryClient.setQueryData(contactMessageKeys.detail(message._id), message);
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
