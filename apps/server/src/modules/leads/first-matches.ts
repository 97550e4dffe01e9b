import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';

// PostgreSQL cannot estimate how many leads a word prefix (`director:*`) matches: it assumes 2 %
// of them whatever the word (the other filters' estimates are good, from their statistics, and
// a search without words is left to the planner). For "the first 26 matches in this order" it then walks the order's
// index and tests each lead, expecting a match every 50 rows; for a word no lead has, that walk
// reads the whole table (seconds at 1,000,000 leads). So a page is read in two steps whose cost
// does not depend on the planner's guess (decision 054):
//   1. the next `window` leads in the order, straight from its index, each tested: dense matches
//      fill the page here;
//   2. only when they did not, the matches are sparse: read them all from the filters' own
//      indexes (a bitmap scan, index walks switched off for this one query) and sort those few.

/** What a windowed read needs: the selection, the matching condition and the order. */
export type OrderedRead<T extends Record<string, unknown>> = {
  select: T;
  /** The search's conditions (filters, rank, not suppressed). */
  where: SQL | undefined;
  /** The rows after the cursor in this order (undefined on the first page). */
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** Whether the conditions match words (keywords, job titles): the planner misjudges those. */
  words: boolean;
  /** Known to match few leads (sorts.ts, rankPresence): the window would be wasted. */
  sparse?: boolean;
};

/** Leads read in the first step: enough for dense matches, cheap when there are none. */
export const windowFor = (limit: number) => Math.max(4000, 40 * limit);

/** The table's JS field name of each of its columns (a window's fields are named so). */
const fieldOf = new Map<unknown, string>(
  Object.entries(getTableColumns(leads)).map(([name, column]) => [column, name]),
);

/** Step 1: the matches among the next `window` leads in the order. */
export function windowedQuery<T extends Record<string, unknown>>(
  db: DbOrTx,
  read: OrderedRead<T>,
  window: number,
) {
  // The window is named as the table, so the conditions and the order (written against `leads`)
  // apply to it as they are.
  const next = db.$with('leads').as(
    db
      .select()
      .from(leads)
      .where(read.after)
      .orderBy(...read.orderBy)
      .limit(window),
  );
  const selection = Object.fromEntries(
    Object.entries(read.select).map(([name, field]) => {
      const column = fieldOf.get(field);
      return [name, column ? next[column as keyof typeof next] : field];
    }),
  );
  return db
    .with(next)
    .select(selection as never)
    .from(next)
    .where(read.where)
    .orderBy(...read.orderBy)
    .limit(read.limit) as unknown as Promise<Array<Record<keyof T, unknown>>> & {
    getSQL(): SQL;
  };
}

/** Step 2: the sparse matches from the filters' indexes, then sorted (and the plain query). */
export function sparseQuery<T extends Record<string, unknown>>(db: DbOrTx, read: OrderedRead<T>) {
  return db
    .select(read.select as never)
    .from(leads)
    .where(and(read.where, read.after))
    .orderBy(...read.orderBy)
    .limit(read.limit) as unknown as Promise<Array<Record<keyof T, unknown>>> & {
    getSQL(): SQL;
  };
}

/** Runs step 2 with index walks off (SET LOCAL: for this transaction only). */
export function withoutIndexWalks<R>(db: DbOrTx, run: (tx: DbOrTx) => Promise<R>): Promise<R> {
  return db.transaction(async (tx) => {
    // Both settings in one statement (SET LOCAL takes one each): a round trip less per read.
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return run(tx);
  });
}

/** The first `limit` matches in the order, read as above (or as the planner sees fit). */
export async function firstMatches<T extends Record<string, unknown>>(
  db: DbOrTx,
  read: OrderedRead<T>,
): Promise<Array<Record<keyof T, unknown>>> {
  if (!read.words) return sparseQuery(db, read);
  if (read.sparse) return withoutIndexWalks(db, (tx) => sparseQuery(tx, read));
  const dense = await windowedQuery(db, read, windowFor(read.limit));
  if (dense.length >= read.limit) return dense;
  return withoutIndexWalks(db, (tx) => sparseQuery(tx, read));
}
