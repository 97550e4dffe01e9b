import {
  LEAD_PAGE_SIZE,
  type LeadList,
  type LeadListDetail,
  type LeadListDetailQuery,
  type LeadListInput,
  type LeadListItemsResult,
} from '@leadvault/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leadListItems, leadLists, leads } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor, olderThan, TimeAndId } from '../../lib/keyset-cursor.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Viewer } from '../auth/index.ts';
import { notSuppressed } from './filters.ts';
import { leadColumns, presentLeads } from './present.ts';

const LIST_NOT_FOUND = 'List not found.';

type ListRow = typeof leadLists.$inferSelect;

// Suppressed leads stay in the list (a lifted staff suppression brings them back) but are not shown.
// Qualified by hand: a one-table select renders its columns unqualified, and `id` would be ambiguous.
const itemCount = sql<number>`(select count(*)::int from lead_list_items i join leads l on l.id = i.lead_id where i.list_id = "lead_lists"."id" and l.suppressed_at is null)`;

function toLeadList(row: ListRow, itemTotal: number): LeadList {
  return {
    _id: row.id,
    name: row.name,
    count: itemTotal,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list when it is this person's: ownership is part of the query, so others get 404. */
async function ownList(
  db: DbOrTx,
  viewer: Pick<Viewer, 'user'> | { user: { id: string } },
  id: string,
  lock = false,
): Promise<ListRow> {
  if (!isUuid(id)) throw notFound(LIST_NOT_FOUND);
  const query = db
    .select()
    .from(leadLists)
    .where(and(eq(leadLists.id, id), eq(leadLists.userId, viewer.user.id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

export async function ownListRow(db: DbOrTx, viewer: Viewer, id: string): Promise<ListRow> {
  return ownList(db, viewer, id);
}

async function countItems(db: DbOrTx, listId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leadListItems)
    .innerJoin(leads, eq(leads.id, leadListItems.leadId))
    .where(and(eq(leadListItems.listId, listId), notSuppressed));
  return row?.total ?? 0;
}

export async function listLeadLists(db: DbOrTx, viewer: Viewer): Promise<LeadList[]> {
  const rows = await db
    .select({ list: leadLists, count: itemCount })
    .from(leadLists)
    .where(eq(leadLists.userId, viewer.user.id))
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id));
  return rows.map((row) => toLeadList(row.list, row.count));
}

/** A second list of a name the person already uses: 409 with the field. */
const nameTaken =
  (name: string) =>
  (error: unknown): never => {
    if (!isUniqueViolation(error, 'lead_lists_user_name_key')) throw error;
    const message = `You already have a list named “${name}”. Choose another name.`;
    throw new HttpError(409, 'CONFLICT', message, [{ field: 'name', message }]);
  };

export async function createLeadList(
  db: DbOrTx,
  viewer: Viewer,
  input: LeadListInput,
): Promise<LeadList> {
  const [row] = await db
    .insert(leadLists)
    .values({ userId: viewer.user.id, name: input.name })
    .returning()
    .catch(nameTaken(input.name));
  if (!row) throw new Error('No list was created');
  return toLeadList(row, 0);
}

/** The list with one page of its leads, most recently added first. */
export async function leadListDetail(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
  query: LeadListDetailQuery,
): Promise<LeadListDetail> {
  const list = await ownList(db, viewer, id);
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const rows = await db
    .select({ lead: leadColumns, at: sql<string>`${leadListItems.addedAt}::text` })
    .from(leadListItems)
    .innerJoin(leads, eq(leads.id, leadListItems.leadId))
    .where(
      and(
        eq(leadListItems.listId, list.id),
        notSuppressed,
        olderThan(leadListItems.addedAt, leadListItems.leadId, after),
      ),
    )
    .orderBy(desc(leadListItems.addedAt), desc(leadListItems.leadId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    ...toLeadList(list, await countItems(db, list.id)),
    items: await presentLeads(
      db,
      viewer,
      page.map(({ lead }) => lead),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor([last.at, last.lead.id]) : null,
  };
}

export async function renameLeadList(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
  input: LeadListInput,
): Promise<LeadList> {
  if (!isUuid(id)) throw notFound(LIST_NOT_FOUND);
  const [row] = await db
    .update(leadLists)
    .set({ name: input.name, updatedAt: new Date() })
    .where(and(eq(leadLists.id, id), eq(leadLists.userId, viewer.user.id)))
    .returning()
    .catch(nameTaken(input.name));
  if (!row) throw notFound(LIST_NOT_FOUND);
  return toLeadList(row, await countItems(db, row.id));
}

export async function deleteLeadList(db: DbOrTx, viewer: Viewer, id: string): Promise<LeadList> {
  if (!isUuid(id)) throw notFound(LIST_NOT_FOUND);
  const [row] = await db
    .delete(leadLists)
    .where(and(eq(leadLists.id, id), eq(leadLists.userId, viewer.user.id)))
    .returning();
  if (!row) throw notFound(LIST_NOT_FOUND);
  return toLeadList(row, 0);
}

/** Adds leads (locked ones too: adding is free); unknown ids and ones already in it are skipped. */
export async function addToLeadList(
  db: Db,
  viewer: Viewer,
  id: string,
  leadIds: string[],
): Promise<LeadListItemsResult> {
  return addToLeadListOf(db, viewer.user.id, id, leadIds);
}

/** addToLeadList for a person known by id (a whole-search job runs without a request). */
export async function addToLeadListOf(
  db: Db,
  userId: string,
  id: string,
  leadIds: string[],
): Promise<LeadListItemsResult> {
  return db.transaction(async (tx) => {
    const list = await ownList(tx, { user: { id: userId } }, id, true);
    const added = await tx
      .insert(leadListItems)
      .select(
        tx
          .select({
            listId: sql`${list.id}::uuid`.as('list_id'),
            leadId: leads.id,
            addedAt: sql`clock_timestamp()`.as('added_at'),
          })
          .from(leads)
          .where(and(inArray(leads.id, leadIds), notSuppressed)),
      )
      .onConflictDoNothing()
      .returning({ leadId: leadListItems.leadId });
    if (added.length > 0) {
      await tx.update(leadLists).set({ updatedAt: new Date() }).where(eq(leadLists.id, list.id));
    }
    return { changed: added.length, count: await countItems(tx, list.id) };
  });
}

export async function removeFromLeadList(
  db: Db,
  viewer: Viewer,
  id: string,
  leadIds: string[],
): Promise<LeadListItemsResult> {
  return db.transaction(async (tx) => {
    const list = await ownList(tx, viewer, id, true);
    const removed = await tx
      .delete(leadListItems)
      .where(and(eq(leadListItems.listId, list.id), inArray(leadListItems.leadId, leadIds)))
      .returning({ leadId: leadListItems.leadId });
    if (removed.length > 0) {
      await tx.update(leadLists).set({ updatedAt: new Date() }).where(eq(leadLists.id, list.id));
    }
    return { changed: removed.length, count: await countItems(tx, list.id) };
  });
}
