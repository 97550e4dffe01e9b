import { type ContentEntity, contentFields } from '@leadvault/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';

/** What every content table has besides its text fields (see db/schema/content-table.ts). */
type ContentTable = PgTable & {
  id: PgColumn;
  position: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** One content entity: its wire fields and the table that holds them. */
export type ContentSource = { entity: ContentEntity; table: ContentTable };

/** A record as the API answers it: `_id` and the entity's fields. */
export type ContentRecord = { _id: string } & Record<string, string>;

/** Field values to write; a field left out keeps its stored value. */
export type ContentValues = Record<string, string | undefined>;

function toRecord(entity: ContentEntity, row: Record<string, unknown>): ContentRecord {
  const record: ContentRecord = { _id: String(row.id) };
  for (const field of contentFields[entity]) record[field] = String(row[field] ?? '');
  return record;
}

/** Only the entity's own fields that were given; nothing else reaches the table. */
function fieldValues(entity: ContentEntity, values: ContentValues): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of contentFields[entity]) {
    const value = values[field];
    if (value !== undefined) picked[field] = value;
  }
  return picked;
}

// Drizzle cannot type a query over "any content table"; the casts stay in this file and the
// values are limited to the entity's own fields above.
type Row = Record<string, unknown>;

/** Every record of the entity, in display order (position, then creation). */
export async function listContent(db: DbOrTx, { entity, table }: ContentSource) {
  const rows = (await db
    .select()
    .from(table)
    .orderBy(asc(table.position), asc(table.createdAt), asc(table.id))) as Row[];
  return rows.map((row) => toRecord(entity, row));
}

export async function getContent(db: DbOrTx, { entity, table }: ContentSource, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Row[];
  if (!row) throw notFound();
  return toRecord(entity, row);
}

/** Adds a record at the end of the list. */
export async function createContent(
  db: DbOrTx,
  { entity, table }: ContentSource,
  values: ContentValues,
) {
  const nextPosition = sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})`;
  const [row] = (await db
    .insert(table)
    .values({ ...fieldValues(entity, values), position: nextPosition } as never)
    .returning()) as Row[];
  if (!row) throw new Error(`No ${entity} record was created`);
  return toRecord(entity, row);
}

export async function updateContent(
  db: DbOrTx,
  { entity, table }: ContentSource,
  id: string,
  values: ContentValues,
) {
  if (!isUuid(id)) throw notFound();
  const [row] = (await db
    .update(table)
    .set({ ...fieldValues(entity, values), updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning()) as Row[];
  if (!row) throw notFound();
  return toRecord(entity, row);
}

/** Removes a record and answers it as it was. */
export async function deleteContent(db: DbOrTx, { entity, table }: ContentSource, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
  if (!row) throw notFound();
  return toRecord(entity, row);
}
