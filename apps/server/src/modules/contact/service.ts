import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  type ContactMessageInput,
  type ContactMessageListQuery,
  type ContactMessagePage,
  type ContactReplyInput,
  escapeHtml,
  type UpdateContactMessageInput,
} from '@leadvault/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listOrPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import { emailLayout, type Mailer, type MailMessage } from '../mail/index.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactMessageRow): ContactMessage {
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

// -- the back office -----------------------------------------------------------------------

const MESSAGE_NOT_FOUND = 'Message not found.';

/**
 * Unread is every message not marked Read: new messages are UnRead, and the old public form's
 * `pending` (or anything else) counts as unread too.
 */
const isUnread = ne(contactMessages.messageStatus, 'Read');
const isRead = eq(contactMessages.messageStatus, 'Read');

const statusFilter = (status: ContactMessageListQuery['status']) =>
  status === 'unread' ? isUnread : status === 'read' ? isRead : undefined;

/**
 * Newest first; one page with the total when `page`, `limit` or `status` is given (the paging
 * rule, lib/paging.ts), else every message.
 */
export async function listContactMessages(
  db: Db,
  query: ContactMessageListQuery,
): Promise<ContactMessage[] | ContactMessagePage> {
  const where = statusFilter(query.status);
  const order = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  return listOrPage(query, CONTACT_PAGE_SIZE, {
    rows: async (window) => {
      const rows = db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await (window ? rows.limit(window.limit).offset(window.offset) : rows)).map(
        toContactMessage,
      );
    },
    count: async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(where);
      return counted?.total ?? 0;
    },
  });
}

export async function countUnreadMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isUnread);
  return row?.count ?? 0;
}

export async function findContactMessage(db: DbOrTx, id: string): Promise<ContactMessage> {
  if (!isUuid(id)) throw notFound(MESSAGE_NOT_FOUND);
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toContactMessage(row);
}

/** A message row, locked until the transaction ends; 404 when there is none. */
async function lockedMessage(tx: Tx, id: string) {
  const [current] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!current) throw notFound(MESSAGE_NOT_FOUND);
  return current;
}

/** Mark as Read (or back to UnRead), recorded in the activity log. */
export async function setMessageStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateContactMessageInput,
): Promise<ContactMessage> {
  if (!isUuid(id)) throw notFound(MESSAGE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await lockedMessage(tx, id);
    if (current.messageStatus === input.messageStatus) return toContactMessage(current);
    const [row] = await tx
      .update(contactMessages)
      .set({ messageStatus: input.messageStatus })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    await recordActivity(tx, viewer, {
      action: 'contact.status',
      entity: 'contactMessage',
      entityId: id,
      summary: `Message "${shorten(row.subject)}" marked ${input.messageStatus}`,
      details: { messageStatus: { from: current.messageStatus, to: input.messageStatus } },
    });
    return toContactMessage(row);
  });
}

const shorten = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The reply e-mail: the staff member's text, with the sender's message quoted below. */
function contactReplyEmail(message: ContactMessage, input: ContactReplyInput): MailMessage {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [input.message, '', `On ${message.date}, ${message.name} wrote:`, quoted].join('\n');
  const paragraphs = input.message
    .split(/\r?\n\r?\n/)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
  const html = emailLayout(
    input.subject,
    `${paragraphs}
<p style="margin-top:24px;font-size:13px;color:#475569">On ${escapeHtml(message.date)}, ${escapeHtml(message.name)} wrote:</p>
<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #cbd5e1;color:#475569;font-size:13px">${escapeHtml(message.message).replace(/\r?\n/g, '<br>')}</blockquote>`,
    'You receive this e-mail because you wrote to LeadVault through our contact form.',
  );
  return { to: message.email, subject: input.subject, text, html };
}

/**
 * Answers a message by e-mail to its sender. The reply is recorded (the message counts as Read,
 * the activity log names who replied) and its e-mail queued in one transaction, so a reply that
 * could not be recorded is never sent. The e-mail gets one attempt, waited for: when it fails
 * the message gets its status back and the failure is recorded next to the reply (the admin is
 * told and may try again); still running after 10 s, it is left to the queue.
 */
export async function replyToMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  viewer: Viewer,
  id: string,
  input: ContactReplyInput,
): Promise<{ sentTo: string; message: ContactMessage }> {
  if (!isUuid(id)) throw notFound(MESSAGE_NOT_FOUND);
  const recorded = await deps.db.transaction(async (tx) => {
    const current = await lockedMessage(tx, id);
    const [row] = await tx
      .update(contactMessages)
      .set({ messageStatus: 'Read' })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordActivity(tx, viewer, {
      action: 'contact.reply',
      entity: 'contactMessage',
      entityId: id,
      summary: `Replied to ${current.email}: "${shorten(input.subject)}"`,
      details: { subject: input.subject, message: input.message.slice(0, 2000) },
    });
    const before = toContactMessage(current);
    const mail = await deps.mailer.send(tx, contactReplyEmail(before, input), { maxAttempts: 1 });
    return { before, after: toContactMessage(row ?? current), mail };
  });

  try {
    await deps.mailer.outcome(recorded.mail);
  } catch (error) {
    deps.log.error({ err: error, messageId: id }, 'contact reply could not be sent');
    await undoReply(deps.db, viewer, recorded.before, input);
    throw new HttpError(502, 'MAIL_FAILED', 'The reply could not be sent. Try again later.');
  }
  return { sentTo: recorded.before.email, message: recorded.after };
}

/** After a failed send: the status it had before the reply, and the failure in the log. */
async function undoReply(
  db: Db,
  viewer: Viewer,
  before: ContactMessage,
  input: ContactReplyInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(contactMessages)
      .set({ messageStatus: before.messageStatus })
      .where(and(eq(contactMessages.id, before._id), eq(contactMessages.messageStatus, 'Read')));
    await recordActivity(tx, viewer, {
      action: 'contact.reply-failed',
      entity: 'contactMessage',
      entityId: before._id,
      summary: `Reply to ${before.email} not sent: "${shorten(input.subject)}"`,
      details: { subject: input.subject },
    });
  });
}
