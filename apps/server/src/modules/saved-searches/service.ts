import {
  LEAD_PAGE_SIZE,
  type LeadFilters,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchNewLeads,
  type SavedSearchNewQuery,
  type SavedSearchUpdate,
} from '@leadvault/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads, savedSearches } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor, newerThan, TimeAndId } from '../../lib/keyset-cursor.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Viewer } from '../auth/index.ts';
import { leadColumns, leadFilter, notSuppressed, presentLeads } from '../leads/index.ts';

const NOT_FOUND = 'Saved search not found.';
type SavedSearchRow = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: row.filters,
    alert: row.alert,
    newSince: row.newSince.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own saved search; 404 for anyone else's. */
async function ownSearch(db: DbOrTx, userId: string, id: string): Promise<SavedSearchRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const nameTaken =
  (name: string) =>
  (error: unknown): never => {
    if (!isUniqueViolation(error, 'saved_searches_user_name_key')) throw error;
    const message = `You already have a saved search named “${name}”. Choose another name.`;
    throw new HttpError(409, 'CONFLICT', message, [{ field: 'name', message }]);
  };

export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Keeps a search under a name (at most SAVED_SEARCHES_MAX each); 409 for a name in use. */
export async function createSavedSearch(
  db: DbOrTx,
  userId: string,
  input: { name: string; filters: LeadFilters; alert: SavedSearch['alert'] },
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    // One creation at a time per person, so the limit holds under parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [held] = await tx
      .select({ count: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((held?.count ?? 0) >= SAVED_SEARCHES_MAX) {
      throw conflict(
        `You keep ${SAVED_SEARCHES_MAX} saved searches already: delete one to save another.`,
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        filters: input.filters,
        alert: input.alert,
      })
      .returning()
      .catch(nameTaken(input.name));
    if (!row) throw new Error('No saved search was created');
    return toSavedSearch(row);
  });
}

/**
 * Renames a search or changes its alert. Turning an alert on starts it from now: its first
 * e-mail tells of the leads added after that.
 */
export async function updateSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  update: SavedSearchUpdate,
): Promise<SavedSearch> {
  const current = await ownSearch(db, userId, id);
  const alertTurnedOn =
    update.alert !== undefined && update.alert !== 'off' && current.alert === 'off';
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(update.name === undefined ? {} : { name: update.name }),
      ...(update.alert === undefined ? {} : { alert: update.alert }),
      ...(alertTurnedOn ? { newSince: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, userId)))
    .returning()
    .catch(nameTaken(update.name ?? current.name));
  if (!row) throw notFound(NOT_FOUND);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<SavedSearch> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toSavedSearch(row);
}

/** The condition a lead meets to be new to a search: its filters, added after `since`. */
export const newToSearch = (filters: LeadFilters, since: Date) =>
  and(leadFilter(filters), notSuppressed, gt(leads.createdAt, since));

/** The leads added since the search's last alert that match it, oldest first, by keyset. */
export async function newLeadsOf(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
  query: SavedSearchNewQuery,
): Promise<SavedSearchNewLeads> {
  const search = await ownSearch(db, viewer.user.id, id);
  const limit = query.limit ?? LEAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, TimeAndId) : undefined;
  const rows = await db
    .select({ lead: leadColumns, at: sql<string>`${leads.createdAt}::text` })
    .from(leads)
    .where(
      and(
        newToSearch(search.filters, search.newSince),
        newerThan(leads.createdAt, leads.id, after),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    since: search.newSince.toISOString(),
    items: await presentLeads(
      db,
      viewer,
      page.map((row) => row.lead),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor([last.at, last.lead.id]) : null,
  };
}
