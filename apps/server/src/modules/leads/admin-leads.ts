import {
  type AdminLead,
  type AdminLeadPage,
  type AdminLeadSearchQuery,
  LEAD_PAGE_SIZE,
  type UpdateAdminLeadInput,
} from '@leadvault/contract';
import { and, asc, eq, gt, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leads, suppressions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { countMatches } from './count-matches.ts';
import { hasWords, leadFilter } from './filters.ts';
import { leadColumns, toLead } from './present.ts';

// The back office's Leads screen (issue 13): every lead with its e-mail, the search's filters
// plus an e-mail, suppressed ones marked (they stay in the table, `suppressed_at` set), and edit.

const LEAD_NOT_FOUND = 'Lead not found.';
const Cursor = z.tuple([z.uuid()]);
type LeadRow = typeof leads.$inferSelect;

function toAdminLead(row: LeadRow): AdminLead {
  return {
    // Staff see the lead as it is stored, suppressed or not, with its e-mail.
    ...toLead({ ...row, suppressedAt: null }, { unlocked: true, showEmail: true }),
    email: row.email,
    // The date as stored: a supplier's claimed date too, which customers never see as a check.
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    suppressed: row.suppressedAt !== null,
    leadAdded: row.leadAdded,
    importId: row.importId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An e-mail filter: a whole address matches exactly, anything else the start of addresses. */
function emailFilter(email: string | undefined): SQL | undefined {
  if (!email) return undefined;
  if (email.includes('@')) return eq(leads.email, email);
  return like(leads.email, `${email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** What staff see of a lead: the answered columns, and where it came from. */
const columns = {
  ...leadColumns,
  leadAdded: leads.leadAdded,
  importId: leads.importId,
  updatedAt: leads.updatedAt,
};

/** A page of every lead (suppressed ones too), by keyset on the id, counted up to the cap (an estimate beyond). */
export async function searchAdminLeads(
  db: DbOrTx,
  query: AdminLeadSearchQuery,
): Promise<AdminLeadPage> {
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const filter = and(leadFilter(query), emailFilter(query.email));
  const after = query.cursor ? decodeCursor(query.cursor, Cursor)[0] : undefined;
  const rows = await db
    .select(columns)
    .from(leads)
    .where(and(filter, after ? gt(leads.id, after) : undefined))
    .orderBy(asc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit) as LeadRow[];
  const last = page.at(-1);
  const count = await countMatches(db, filter, { words: hasWords(query) });
  return {
    items: page.map(toAdminLead),
    nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
    ...count,
  };
}

export async function getAdminLead(db: DbOrTx, id: string): Promise<AdminLead> {
  if (!isUuid(id)) throw notFound(LEAD_NOT_FOUND);
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return toAdminLead(row);
}

/** Whether a suppression covers this address (itself, or its domain or a parent domain). */
async function isSuppressed(db: DbOrTx, email: string): Promise<boolean> {
  const labels = email.slice(email.lastIndexOf('@') + 1).split('.');
  const domains = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  const [hit] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(
      domains.length > 0
        ? or(eq(suppressions.email, email), inArray(suppressions.domain, domains))
        : eq(suppressions.email, email),
    )
    .limit(1);
  return hit !== undefined;
}

/**
 * Saves every field of a lead, with the activity log in the same transaction (what changed,
 * from and to). 409 when the new e-mail belongs to another lead or is suppressed: an edit never
 * brings back someone who asked to be removed.
 */
export async function updateAdminLead(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateAdminLeadInput,
): Promise<AdminLead> {
  if (!isUuid(id)) throw notFound(LEAD_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    if (input.email !== current.email) {
      const [taken] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.email, input.email), ne(leads.id, id)));
      if (taken) throw conflict('Another lead already has this e-mail address.');
      if (await isSuppressed(tx, input.email)) {
        throw conflict('This e-mail address or its domain is suppressed: it cannot be sold.');
      }
    }
    const next = {
      ...input,
      verifiedAt: input.verifiedAt ? new Date(input.verifiedAt) : null,
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, value] of Object.entries(next)) {
      const before = current[field as keyof LeadRow];
      const same =
        before instanceof Date || value instanceof Date
          ? (before as Date | null)?.getTime() === (value as Date | null)?.getTime()
          : before === value;
      if (!same) changes[field] = { from: before, to: value };
    }
    // A status, date or address set by hand is no longer what our check concluded (issue 26).
    const ownCheckStands = !changes.email && !changes.emailStatus && !changes.verifiedAt;
    const [saved] = await tx
      .update(leads)
      .set({
        ...next,
        ...(ownCheckStands ? {} : { verificationReason: null }),
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id))
      .returning();
    if (!saved) throw notFound(LEAD_NOT_FOUND);
    if (Object.keys(changes).length > 0) {
      await recordActivity(tx, actor, {
        action: 'lead.update',
        entity: 'lead',
        entityId: id,
        summary: `Lead ${saved.email} edited (${Object.keys(changes).join(', ')})`,
        details: { changes },
      });
    }
    return toAdminLead(saved);
  });
}
