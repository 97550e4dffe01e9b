import type { Db } from '../db/index.ts';

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and run many times (Drizzle's prepared query: a named
 * server-side statement on PostgreSQL), for the reads and writes nearly every request makes.
 * Building their SQL again each time cost more CPU than running them (decision 044).
 * Not for transactions: a prepared query runs on the database it was prepared on.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (db: Db) => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    statements.set(name, statement);
  }
  return statement;
}
