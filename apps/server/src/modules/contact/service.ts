import type { ContactMessage, ContactMessageInput } from '@leadvault/contract';
import type { Db } from '../../db/index.ts';
import { contactMessages } from '../../db/schema/index.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    date: row.date,
    messageStatus: row.messageStatus,
  };
}

/** Stores a message from the public form; every new message starts UnRead. */
export async function createContactMessage(
  db: Db,
  input: ContactMessageInput,
): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      date: input.date,
      messageStatus: 'UnRead',
    })
    .returning();
  if (!row) throw new Error('The contact message was not stored');
  return toContactMessage(row);
}
