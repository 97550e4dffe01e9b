import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own (migrations and
   * seeding at start). PostgreSQL: a session advisory lock on a dedicated connection, freed
   * when the work ends or the process dies. PGlite: one process per folder already (011).
   */
  exclusive<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** The PostgreSQL server's URL (for a dedicated LISTEN connection); undefined on PGlite. */
  url?: string;
  /** Runs raw SQL and answers its rows, whichever driver is underneath. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
};

/** Taken around migrations and seeds at start; distinct from the seeds' own transaction locks. */
const START_LOCK = 7_314_000;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string };

/** Opens PGlite (in a folder, or in memory without one) or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async exclusive(work, onWait) {
        const connection = await client.reserve();
        try {
          const [free] = await connection`select pg_try_advisory_lock(${START_LOCK}) as locked`;
          if (!free?.locked) {
            onWait?.();
            await connection`select pg_advisory_lock(${START_LOCK})`;
          }
          try {
            return await work();
          } finally {
            await connection`select pg_advisory_unlock(${START_LOCK})`;
          }
        } finally {
          connection.release();
        }
      },
      url: options.url,
      rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as T[],
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Extensions an index uses must be loaded at every open, or every query fails (PITFALLS).
  const extensions = { btree_gin };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
    close: () => client.close(),
  };
}

export { schema, sql };

/** A transaction handle, accepted wherever a write may join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
