import { z } from 'zod';
import { emailField } from './email.ts';
import { text } from './text.ts';

// The public removal form (`/opt-out`): a person asks by e-mail to be removed from the leads.

export const OptOutInput = z.object({
  email: emailField({ required: 'Email is required.', invalid: 'Invalid email address.' }),
});
export type OptOutInput = z.infer<typeof OptOutInput>;

/** The same answer whether or not we hold the address, so the form tells nobody who is listed. */
export const OPT_OUT_REQUESTED_MESSAGE =
  'If we hold this address, we have sent it a link to confirm its removal. The link works for 24 hours.';

export const OptOutRequested = z.object({ message: z.string() });
export type OptOutRequested = z.infer<typeof OptOutRequested>;

export const OptOutConfirmQuery = z.object({
  token: text({ label: 'The removal link', max: 200, required: 'The removal link is incomplete.' }),
});
export type OptOutConfirmQuery = z.infer<typeof OptOutConfirmQuery>;

export const OPT_OUT_INVALID_LINK_MESSAGE =
  'This removal link has expired or was already used. Ask for a new one below.';

export const OptOutConfirmed = z.object({
  /** The address that is now suppressed. */
  email: z.string(),
  message: z.string(),
});
export type OptOutConfirmed = z.infer<typeof OptOutConfirmed>;
