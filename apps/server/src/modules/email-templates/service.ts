import {
  EMAIL_TEMPLATE_PLACEHOLDERS,
  EMAIL_TEMPLATE_VERSIONS_KEPT,
  type EmailTemplateState,
  type EmailTemplateVersion,
  sampleOrderEmailValues,
} from '@leadvault/contract';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/index.ts';
import { emailTemplates, user } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { DEFAULT_ORDER_TEMPLATE, orderEmail } from '../orders/index.ts';

const TEMPLATE_NOT_FOUND = 'Template version not found.';

const versionColumns = {
  id: emailTemplates.id,
  html: emailTemplates.html,
  createdAt: emailTemplates.createdAt,
  createdBy: user.email,
};

type VersionRow = { id: string; html: string; createdAt: Date; createdBy: string | null };

function toVersion(row: VersionRow): EmailTemplateVersion {
  return {
    _id: row.id,
    generateEmailTemplate: row.html,
    createdBy: row.createdBy ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

function selectVersions(db: DbOrTx) {
  return db
    .select(versionColumns)
    .from(emailTemplates)
    .leftJoin(user, eq(user.id, emailTemplates.createdBy))
    .orderBy(desc(emailTemplates.seq))
    .$dynamic();
}

/** The kept versions, newest (the one in use) first. */
export async function listTemplateVersions(db: DbOrTx): Promise<EmailTemplateVersion[]> {
  const rows = await selectVersions(db).limit(EMAIL_TEMPLATE_VERSIONS_KEPT);
  return rows.map(toVersion);
}

export async function templateState(db: DbOrTx): Promise<EmailTemplateState> {
  const [current] = await selectVersions(db).limit(1);
  return {
    current: current ? toVersion(current) : null,
    defaultTemplate: DEFAULT_ORDER_TEMPLATE,
    placeholders: EMAIL_TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`),
  };
}

export async function countTemplateVersions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(emailTemplates);
  return row?.count ?? 0;
}

/**
 * Saves `html` as the newest version (the one the order e-mail sends) and drops all but the
 * newest 20, with an activity entry, in one transaction.
 */
async function addVersion(
  db: Db,
  viewer: Viewer,
  html: string,
  activity: { action: string; summary: string; details?: Record<string, unknown> },
): Promise<EmailTemplateVersion> {
  return db.transaction(async (tx) => {
    // Saves by two staff at once are made one after the other, so "newest" is well defined.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('email_templates'))`);
    const [row] = await tx
      .insert(emailTemplates)
      .values({ html, createdBy: viewer.user.id })
      .returning();
    if (!row) throw new Error('The template was not saved');
    const kept = tx
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .orderBy(desc(emailTemplates.seq))
      .limit(EMAIL_TEMPLATE_VERSIONS_KEPT);
    await tx.delete(emailTemplates).where(notInArray(emailTemplates.id, kept));
    await recordActivity(tx, viewer, {
      action: activity.action,
      entity: 'emailTemplate',
      entityId: row.id,
      summary: activity.summary,
      details: { length: html.length, ...activity.details },
    });
    return toVersion({ ...row, createdBy: viewer.user.email });
  });
}

export function saveTemplate(db: Db, viewer: Viewer, html: string) {
  return addVersion(db, viewer, html, {
    action: 'emailTemplate.save',
    summary: 'E-mail template saved',
  });
}

/** Puts an older version back in use, as a new newest version (history is never rewritten). */
export async function restoreTemplate(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<EmailTemplateVersion> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [source] = await db
    .select({ html: emailTemplates.html, createdAt: emailTemplates.createdAt })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .limit(1);
  if (!source) throw notFound(TEMPLATE_NOT_FOUND);
  return addVersion(db, viewer, source.html, {
    action: 'emailTemplate.restore',
    summary: `E-mail template restored from the version of ${source.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    details: { restoredFrom: id },
  });
}

/**
 * Mails the draft (or the template in use, or the built-in one) filled with example values to
 * the person asking, and only to them.
 */
export async function sendTestEmail(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  viewer: Viewer,
  draft: string | undefined,
): Promise<{ sentTo: string }> {
  const html = draft ?? (await templateState(deps.db)).current?.generateEmailTemplate;
  const message = orderEmail(viewer.user.email, sampleOrderEmailValues(deps.publicUrl), html);
  try {
    // Through the queue like every e-mail, but once and waited for: the person is told now
    // whether it went out (still waiting after 10 s: it goes out when the mail server answers).
    await deps.mailer.sendAndWait(deps.db, { ...message, subject: `[Test] ${message.subject}` });
  } catch (error) {
    deps.log.error({ err: error }, 'test e-mail could not be sent');
    throw new HttpError(502, 'MAIL_FAILED', 'The test e-mail could not be sent. Try again later.');
  }
  return { sentTo: viewer.user.email };
}
