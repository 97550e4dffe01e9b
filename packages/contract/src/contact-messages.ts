import { z } from 'zod';
import { ContactMessage } from './contact-form.ts';
import { MESSAGE_STATUSES } from './content-fields.ts';
import { pageLimit, pageNumber, pageOf } from './list-query.ts';
import { requiredText, TEXT_MAX } from './text.ts';

// The back office's contact messages: lists, read state and replies.

/** The unread and read lists; the all-messages view on the dashboard shows 5 a page. */
export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_ALL_VIEW_PAGE_SIZE = 5;

/** `unread` is every message not marked Read (the public form's `pending` included). */
export const ContactMessageListQuery = z.object({
  status: z.enum(['unread', 'read']).optional(),
  page: pageNumber,
  limit: pageLimit(100),
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuery>;

export const ContactMessagePage = pageOf(ContactMessage);
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageListResponse = z.union([z.array(ContactMessage), ContactMessagePage]);

/** `PUT /api/contact-message/:id` */
export const UpdateContactMessageInput = z.object({
  messageStatus: z.enum(MESSAGE_STATUSES, { error: 'Message status must be Read or UnRead.' }),
});
export type UpdateContactMessageInput = z.infer<typeof UpdateContactMessageInput>;

/** `POST /api/contact-message/:id/reply`: an e-mail to the sender. */
export const ContactReplyInput = z.object({
  subject: requiredText('Subject', 'Enter a subject for your reply.', TEXT_MAX.title),
  message: requiredText('Message', 'Enter your reply.', TEXT_MAX.reply),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInput>;

export const ContactReplyResult = z.object({ sentTo: z.string(), message: ContactMessage });
export type ContactReplyResult = z.infer<typeof ContactReplyResult>;
