import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
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

/**
 * PGlite's own start parameters plus smaller memory settings (decision 025). Its PostgreSQL
 * starts with 128 MB of shared buffers and room for 100 connections, all inside the WASM heap
 * and touched at start: about 125 MB of the server's RSS. One process with one connection
 * needs neither; the operating system's page cache still holds the data files.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=4',
];

/**
 * bytea in and out of PGlite as hex, converted by Buffer. PGlite's own converters go through one
 * string per byte (`Array.from(bytes).map(...)`, `parseInt` per pair): storing a 232 KB sample
 * database left ~19 MB of garbage, a 1 MiB file chunk ~80 MB (decision 025).
 */
const PGLITE_BYTEA = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

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
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    await initialiseInChildProcess(options.dataDir);
  }
  // Extensions an index uses must be loaded at every open, or every query fails (PITFALLS).
  const extensions = { btree_gin };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions, startParams: PGLITE_START_PARAMS, ...PGLITE_BYTEA })
    : new PGlite({ extensions, startParams: PGLITE_START_PARAMS, ...PGLITE_BYTEA });
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

/**
 * A new PGlite folder runs initdb first, in a second PGlite instance and WASM module whose
 * memory this process would keep (about 125 MB of RSS for the server's whole life, decision 025).
 * A short-lived child process does it instead and leaves the folder ready; PGlite then only
 * resumes it here.
 */
async function initialiseInChildProcess(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = [
    "import { PGlite, types } from '@electric-sql/pglite';",
    'const db = new PGlite(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) });',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    // Resolves @electric-sql/pglite from here, as this module does.
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      PGLITE_DIR: dataDir,
      PGLITE_START_PARAMS: JSON.stringify(PGLITE_START_PARAMS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`Creating the embedded database in ${dataDir} failed:\n${errors.trim()}`);
  }
}

export { schema, sql };

/** A transaction handle, accepted wherever a write may join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
