import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from './http-error.ts';

// Keyset paging: a page ends with the sort key of its last row, and the next page starts after
// it (`where (key, id) > (...)`), so a page deep in a long list costs what the first one does.
// The cursor is opaque to clients: base64url of the key's values as JSON.

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** 400 INVALID_CURSOR: a cursor that no list of ours made. */
export const invalidCursor = () =>
  new HttpError(
    400,
    'INVALID_CURSOR',
    'This page link is not valid any more. Start from the first page.',
  );

/** The values of a cursor, checked against the shape the list expects; 400 when it is not one. */
export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.infer<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = shape.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

/** A cursor made of a timestamp (PostgreSQL's text form, microseconds kept) and a uuid. */
export const TimeAndId = z.tuple([z.string().min(1).max(40), z.uuid()]);
export type TimeAndId = z.infer<typeof TimeAndId>;

/**
 * The rows after a (time, id) cursor in a newest-first list (`order by time desc, id desc`), as
 * one row comparison the (time, id) index serves; no condition on the first page.
 */
export function olderThan(
  time: AnyColumn,
  id: AnyColumn,
  after: readonly [string, string] | undefined,
): SQL | undefined {
  return after ? sql`(${time}, ${id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined;
}

/** The rows after a (time, id) cursor in an oldest-first list (`order by time, id`). */
export function newerThan(
  time: AnyColumn,
  id: AnyColumn,
  after: readonly [string, string] | undefined,
): SQL | undefined {
  return after ? sql`(${time}, ${id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined;
}
