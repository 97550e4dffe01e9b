import { z } from 'zod';
import { TEXT_MAX, text } from './text.ts';

/**
 * An e-mail address field with the spec's messages. Unlike the old app's regex it accepts
 * real addresses (sub-domains, long TLDs, dots and plus signs) and normalizes case.
 */
export function emailField(messages: { required: string; invalid: string; label?: string }) {
  return text({
    label: messages.label ?? 'Email',
    max: TEXT_MAX.email,
    required: messages.required,
  })
    .toLowerCase()
    .pipe(z.email({ error: messages.invalid }));
}
