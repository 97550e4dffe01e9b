import type {
  CreatedSuppression,
  CreateSuppressionInput,
  RemovedSuppression,
  Suppression,
  SuppressionListQuery,
  SuppressionPage,
  SuppressionPreview,
  SuppressionPreviewInput,
} from '@leadvault/contract';
import { ERASED_EMAIL_DOMAIN } from '@leadvault/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { leadListItems, leads, suppressions } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { anySuppressionCoversLead, leadsCoveredBy } from './matching.ts';

const SUPPRESSION_NOT_FOUND = 'Suppression not found.';

type SuppressionRow = typeof suppressions.$inferSelect;

function toSuppression(row: SuppressionRow): Suppression {
  return {
    _id: row.id,
    email: row.email,
    domain: row.domain,
    reason: row.reason,
    source: row.source as Suppression['source'],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

const target = (row: Pick<SuppressionRow, 'email' | 'domain'>) =>
  row.email ? row.email : `*@${row.domain}`;

/** Marks the leads a suppression covers, at once: search, reveal, lists and exports skip them. */
async function hideCoveredLeads(tx: DbOrTx, row: SuppressionRow): Promise<number> {
  const hidden = await tx
    .update(leads)
    .set({ suppressedAt: row.createdAt })
    .where(and(leadsCoveredBy(row), isNull(leads.suppressedAt)))
    .returning({ id: leads.id });
  return hidden.length;
}

/**
 * `POST /api/admin/suppressions/preview`: how many leads saving this suppression would hide now,
 * counted with the rule that hides them (`leadsCoveredBy`). Nothing is written.
 */
export async function previewSuppression(
  db: DbOrTx,
  input: SuppressionPreviewInput,
): Promise<SuppressionPreview> {
  const target = {
    email: input.email ?? null,
    domain: input.email ? null : (input.domain ?? null),
  };
  const [[covered], [existing]] = await Promise.all([
    db
      .select({ value: count() })
      .from(leads)
      .where(and(leadsCoveredBy(target), isNull(leads.suppressedAt))),
    db
      .select({ id: suppressions.id })
      .from(suppressions)
      .where(
        target.email
          ? eq(suppressions.email, target.email)
          : eq(suppressions.domain, target.domain ?? ''),
      )
      .limit(1),
  ]);
  return { ...target, leadsToHide: covered?.value ?? 0, alreadySuppressed: existing !== undefined };
}

/** `POST /api/admin/suppressions`: one transaction for the row, the leads and the activity log. */
export async function addSuppression(
  db: Db,
  actor: Actor,
  input: CreateSuppressionInput,
): Promise<CreatedSuppression> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppressions)
      .values({
        email: input.email ?? null,
        domain: input.email ? null : (input.domain ?? null),
        reason: input.reason,
        source: 'staff',
        createdBy: actor.user.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw conflict(
        input.email
          ? 'This e-mail address is already suppressed.'
          : 'This domain is already suppressed.',
      );
    }
    const leadsSuppressed = await hideCoveredLeads(tx, row);
    await recordActivity(tx, actor, {
      action: 'create',
      entity: 'suppression',
      entityId: row.id,
      summary: `Suppressed ${target(row)} (${leadsSuppressed} lead${leadsSuppressed === 1 ? '' : 's'} hidden)`,
      details: { reason: row.reason, leadsSuppressed },
    });
    return { ...toSuppression(row), leadsSuppressed };
  });
}

/**
 * `DELETE /api/admin/suppressions/:id`: a staff suppression is lifted and its leads come back,
 * except those another suppression still covers. A person's own opt-out cannot be lifted here
 * (their data was erased, and they asked).
 */
export async function removeSuppression(
  db: Db,
  actor: Actor,
  id: string,
): Promise<RemovedSuppression> {
  if (!isUuid(id)) throw notFound(SUPPRESSION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(suppressions)
      .where(eq(suppressions.id, id))
      .limit(1)
      .for('update');
    if (!row) throw notFound(SUPPRESSION_NOT_FOUND);
    if (row.source === 'opt_out') {
      throw new HttpError(
        409,
        'OPT_OUT',
        'This person removed themselves through the opt-out form: the suppression stays.',
      );
    }
    await tx.delete(suppressions).where(eq(suppressions.id, row.id));
    const restored = await tx
      .update(leads)
      .set({ suppressedAt: null })
      .where(and(leadsCoveredBy(row), isNotNull(leads.suppressedAt), not(anySuppressionCoversLead)))
      .returning({ id: leads.id });
    await recordActivity(tx, actor, {
      action: 'delete',
      entity: 'suppression',
      entityId: row.id,
      summary: `Lifted the suppression of ${target(row)} (${restored.length} lead${restored.length === 1 ? '' : 's'} back)`,
      details: { reason: row.reason, leadsRestored: restored.length },
    });
    return { ...toSuppression(row), leadsRestored: restored.length };
  });
}

/** `GET /api/admin/suppressions`: newest first, optionally those whose address or domain has `q`. */
export async function listSuppressions(
  db: DbOrTx,
  query: SuppressionListQuery,
): Promise<SuppressionPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const q = query.q?.trim().toLowerCase();
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? or(ilike(suppressions.email, pattern), ilike(suppressions.domain, pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(suppressions)
      .where(where)
      .orderBy(desc(suppressions.createdAt), desc(suppressions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(suppressions).where(where),
  ]);
  return { items: rows.map(toSuppression), total: counted?.total ?? 0, page, limit };
}

/**
 * A confirmed opt-out: the address is suppressed for good (source `opt_out`, replacing a staff
 * suppression of it) and its lead's personal data is erased in the caller's transaction. The
 * lead row stays, emptied and marked, so that customers who had unlocked it see it as removed;
 * its address is replaced by a one-way placeholder, so the suppression list is the only place
 * that still holds it (and only to keep imports from bringing it back). Lists drop it.
 */
export async function suppressByOptOut(
  tx: Tx,
  email: string,
): Promise<{ leadsErased: number; suppressionId: string }> {
  const now = new Date();
  const [suppression] = await tx
    .insert(suppressions)
    .values({ email, reason: 'Opted out through the public form', source: 'opt_out' })
    .onConflictDoUpdate({
      target: suppressions.email,
      set: { source: 'opt_out', reason: 'Opted out through the public form', createdBy: null },
    })
    .returning({ id: suppressions.id });
  if (!suppression) throw new Error('The opt-out suppression was not written');
  const erased = await tx
    .update(leads)
    .set({
      firstName: '',
      lastName: '',
      jobTitle: '',
      city: '',
      linkedinUrl: '',
      email: sql`encode(sha256(convert_to(${leads.email}, 'UTF8')), 'hex') || ${`@${ERASED_EMAIL_DOMAIN}`}`,
      suppressedAt: sql`coalesce(${leads.suppressedAt}, now())`,
      updatedAt: now,
    })
    .where(eq(leads.email, email))
    .returning({ id: leads.id });
  for (const { id } of erased) {
    await tx.delete(leadListItems).where(eq(leadListItems.leadId, id));
  }
  return { leadsErased: erased.length, suppressionId: suppression.id };
}
