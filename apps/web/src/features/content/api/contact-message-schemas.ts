import { ContactMessage, ContactMessageInput } from '@leadvault/contract';
import { z } from 'zod';

// Loaded on demand (loadContactMessageSchemas): zod and these schemas are ~25 KB compressed,
// which /contact's first load does without. The form asks for them when it is first used.

/** The contract's input plus the status the spec's form sends (the server stores UnRead). */
export const ContactFormInput = ContactMessageInput.extend({ messageStatus: z.literal('pending') });
export type ContactFormOutput = z.output<typeof ContactFormInput>;

export { ContactMessage };

export type ContactFormCheck =
  | { data: ContactFormOutput; errors: Record<string, never> }
  | { data: undefined; errors: Record<string, string> };

/** The form's values against the schema: the message to send, or each field's first problem. */
export function checkContactForm(values: Record<string, unknown>): ContactFormCheck {
  const result = ContactFormInput.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { data: undefined, errors };
}
