import { z } from 'zod';
import { emailField } from './email.ts';
import { todayIsoDate } from './iso-date.ts';
import { TEXT_MAX, text } from './text.ts';

// The public contact form and the message it stores, in a module of their own: the contact
// page loads these schemas without every other content record's (decision 026).

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** The public contact form. The status is decided by the server; `website` is a honeypot. */
export const ContactMessageInput = z.object({
  name: text({ label: 'Name', max: TEXT_MAX.name, required: 'Name is required.' }),
  email: emailField({ required: 'Email is required.', invalid: 'Provide a valid Email' }),
  subject: text({ label: 'Subject', max: TEXT_MAX.title, required: 'Subject is required.' }),
  message: text({ label: 'Message', max: TEXT_MAX.message, required: 'Message is required.' }),
  date: z
    .string({ error: 'Date must be yyyy-mm-dd.' })
    .trim()
    .refine(isRealDate, 'Date must be yyyy-mm-dd.')
    .optional()
    .transform((value) => value ?? todayIsoDate()),
  /** Hidden from people; a bot that fills it is answered as if it had succeeded. */
  website: text({ label: 'Website', max: TEXT_MAX.url }).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  date: z.string(),
  messageStatus: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
