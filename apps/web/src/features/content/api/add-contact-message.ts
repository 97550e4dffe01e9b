import type { ContactMessageInput } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** What the contact form sends: the contract's input plus the status the spec's form sets. */
export type ContactMessageBody = z.input<typeof ContactMessageInput> & { messageStatus: string };

/** The contact form's schemas, with zod: a chunk of their own, loaded when the form is used. */
export const loadContactMessageSchemas = () => import('./contact-message-schemas');

export const addContactMessage = async (body: ContactMessageBody) => {
  const { ContactMessage } = await loadContactMessageSchemas();
  return api.post('/api/add-contact-message', body, { schema: ContactMessage });
};

export const useAddContactMessage = () => useMutation({ mutationFn: addContactMessage });
