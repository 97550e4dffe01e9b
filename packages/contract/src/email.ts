import { z } from 'zod';

/**
 * An e-mail address field with the spec's messages. Unlike the old app's regex it accepts
 * real addresses (sub-domains, long TLDs, dots and plus signs) and normalizes case.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .pipe(z.email({ error: messages.invalid }));
}
