// What the benchmarks share: a database to fill (PGlite in a folder, or a database created and
// dropped on a PostgreSQL server), an app in process on it (withBenchApp), accounts signed in,
// percentiles, and query plans read from EXPLAIN.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StaffRole } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/index.ts';
import { markEmailVerified } from '../../apps/server/src/modules/auth/index.ts';
import { ensureStaffMember } from '../../apps/server/src/modules/users/index.ts';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const secondsSince = (from: number) => (performance.now() - from) / 1000;

/**
 * PGlite in `dataDir`, or a fresh database on `serverUrl`'s server (dropped by `drop`), with a
 * pool of `maxConnections` (4 unless told; the server's own default is DATABASE_POOL_SIZE=10).
 */
export async function benchDatabase(
  dataDir: string,
  serverUrl?: string,
  { maxConnections = 4 }: { maxConnections?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    return { database, drop: () => database.close() };
  }
  const name = `leadvault_bench_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The databases the benches run on, as their reports name them. */
export const DATABASE_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;
export type BenchDatabaseKind = keyof typeof DATABASE_NAMES;

/** The origin the in-process benches' apps are configured with (PUBLIC_URL). */
export const BENCH_ORIGIN = 'http://localhost:3000';

/** The AUTH_SECRET of every bench's app (in process or a server process). */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth';

/** `1.2 -> 3.4 on 2 cores`: the 1-minute load average at the start and now, for a report. */
export const loadLine = (loadAtStart: number) =>
  `${loadAtStart.toFixed(1)} -> ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`;

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * An app in process on a fresh, migrated database (benchDatabase: PGlite in a new temp folder
 * named `folderPrefix…`, or a database created on `serverUrl` when `kind` is postgres),
 * configured for development at BENCH_ORIGIN with BENCH_SECRET, no demo data and LOG_LEVEL
 * warn, plus `env`; ready, then handed to `run` with its config. Whatever `run` does, the app is closed, the
 * database dropped and the folder removed afterwards. Answers what `run` answers.
 */
export async function withBenchApp<T>(
  {
    kind,
    serverUrl,
    env = {},
    jobs,
    maxConnections,
    folderPrefix = 'leadvault-bench-',
  }: {
    kind: BenchDatabaseKind;
    serverUrl?: string;
    env?: Record<string, string>;
    jobs?: { pollIntervalMs?: number | false };
    maxConnections?: number;
    folderPrefix?: string;
  },
  run: (bench: { app: App; database: Database; config: Config; dataDir: string }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  try {
    const { database, drop } = await benchDatabase(
      dataDir,
      kind === 'postgres' ? serverUrl : undefined,
      maxConnections === undefined ? {} : { maxConnections },
    );
    try {
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PUBLIC_URL: BENCH_ORIGIN,
        AUTH_SECRET: BENCH_SECRET,
        DEMO: '0',
        LOG_LEVEL: 'warn',
        ...env,
      });
      const app = await buildApp({ config, database, ...(jobs ? { jobs } : {}) });
      try {
        await app.ready();
        return await run({ app, database, config, dataDir });
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A TCP port nothing listens on right now (for a server process to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when a PostgreSQL server answers at `url` within a few seconds. */
export async function serverAnswers(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

export type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  /** With ANALYZE: rows per loop, and how many loops. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/**
 * The plan PostgreSQL picks for `query`; with `analyze` the query runs, and the plan's nodes
 * carry actual rows and `executionMs` the time it took inside the database.
 */
export async function explained(
  database: Database,
  query: ReturnType<typeof sql>,
  { analyze = false } = {},
): Promise<{ plan: PlanNode | undefined; executionMs?: number }> {
  const options = analyze ? 'analyze, format json' : 'format json';
  const [row] = await database.rows<Record<string, unknown>>(
    sql`explain (${sql.raw(options)}) ${query}`,
  );
  const value = row ? Object.values(row)[0] : undefined;
  const [entry] = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{
    Plan: PlanNode;
    'Execution Time'?: number;
  }>;
  return { plan: entry?.Plan, executionMs: entry?.['Execution Time'] };
}

/** Every node of a plan, parents first. */
export function planNodes(root: PlanNode | undefined): PlanNode[] {
  if (!root) return [];
  return [root, ...(root.Plans ?? []).flatMap((child) => planNodes(child))];
}

/** `Index Scan using x`, `Seq Scan on t`, `Sort`: one line per node. */
export const describeNode = (node: PlanNode) =>
  node['Index Name']
    ? `${node['Node Type']} using ${node['Index Name']}`
    : node['Relation Name']
      ? `${node['Node Type']} on ${node['Relation Name']}`
      : node['Node Type'];

/** The plan's nodes as short descriptions, parents first. */
export async function planOf(database: Database, query: ReturnType<typeof sql>) {
  return planNodes((await explained(database, query)).plan).map(describeNode);
}

/**
 * Runs `load` without `table`'s secondary indexes (its primary key stays), then rebuilds them
 * from their own definitions: much faster than maintaining them row by row, the GIN indexes
 * above all. Answers how many were rebuilt.
 */
export async function rebuildingIndexes(
  database: Database,
  table: string,
  load: () => Promise<void>,
): Promise<number> {
  const indexes = await database.rows<{
    name: string;
    definition: string;
    constraint: string | null;
  }>(sql`
    select i.indexname as name, i.indexdef as definition,
      (select pg_get_constraintdef(c.oid) from pg_constraint c
        where c.conname = i.indexname and c.conrelid = ${table}::regclass) as constraint
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename = ${table} and i.indexname <> ${`${table}_pkey`}`);
  for (const index of indexes) {
    await database.rows(
      sql.raw(
        index.constraint
          ? `alter table "${table}" drop constraint "${index.name}"`
          : `drop index "${index.name}"`,
      ),
    );
  }
  await load();
  await database.db.transaction(async (tx) => {
    // More sort memory makes the index builds (GIN above all) much faster.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) {
      await tx.execute(
        sql.raw(
          index.constraint
            ? `alter table "${table}" add constraint "${index.name}" ${index.constraint}`
            : index.definition,
        ),
      );
    }
  });
  return indexes.length;
}

// -- accounts ----------------------------------------------------------------------------------

/** A JSON POST to the app, in process (app.inject) or over HTTP: status, body, cookies set. */
export type BenchPost = (
  url: string,
  body: unknown,
) => Promise<{ status: number; body: string; setCookie: string[] }>;

/** A Cookie header from Set-Cookie values (`name=value` of each, attributes dropped). */
export const cookieHeader = (setCookie: string[]) =>
  setCookie.map((value) => value.split(';')[0]).join('; ');

/**
 * A new account's session. Sign-up signs nobody in and answers the same whether or not the
 * address was taken (decision 036: autoSignIn is off), so: sign up, run `beforeSignIn` (prove
 * the address, give a staff role), then sign in with the password, as the web app does, and
 * take the session cookie from that answer. Throws on any other answer than 200, or a sign-in
 * that sets no cookie.
 */
export async function signUpAndSignIn(
  post: BenchPost,
  account: { name: string; email: string; password: string },
  beforeSignIn: () => Promise<void> = async () => {},
): Promise<{ cookie: string }> {
  const signUp = await post('/api/auth/sign-up/email', account);
  if (signUp.status !== 200) {
    throw new Error(`sign-up of ${account.email}: ${signUp.status} ${signUp.body}`);
  }
  await beforeSignIn();
  const signIn = await post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  const cookie = cookieHeader(signIn.setCookie);
  if (signIn.status !== 200 || cookie === '') {
    throw new Error(`sign-in of ${account.email}: ${signIn.status} ${signIn.body}`);
  }
  return { cookie };
}

/** BenchPost through app.inject, from `remoteAddress` (the rate limits count per address). */
export function injectPost(
  app: App,
  { origin = BENCH_ORIGIN, remoteAddress }: { origin?: string; remoteAddress?: string } = {},
): BenchPost {
  return async (url, body) => {
    const response = await app.inject({
      method: 'POST',
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const setCookie = response.headers['set-cookie'] ?? [];
    return {
      status: response.statusCode,
      body: response.body,
      setCookie: Array.isArray(setCookie) ? setCookie : [String(setCookie)],
    };
  };
}

/**
 * An account signed in through `app` (app.inject): signed up, its id looked up, given `role`
 * on the staff list, its address marked verified (as the e-mailed link does) when `verified`,
 * which a staff role needs (decision 009) and so is the default with one, and customers' free
 * credits and reveals need too (decision 036); then signed in. Not timed by any bench: password
 * hashing is deliberately slow.
 */
export async function benchAccount(
  app: App,
  database: Database,
  {
    name,
    email,
    password,
    role,
    verified = role !== undefined,
  }: { name: string; email: string; password: string; role?: StaffRole; verified?: boolean },
  options: { origin?: string; remoteAddress?: string } = {},
): Promise<{ cookie: string; userId: string }> {
  if (role && !verified) throw new Error(`${email}: a staff role needs a verified address`);
  let userId = '';
  const { cookie } = await signUpAndSignIn(
    injectPost(app, options),
    { name, email, password },
    async () => {
      const [person] = await database.rows<{ id: string }>(
        sql`select id from "user" where lower(email) = ${email.toLowerCase()}`,
      );
      if (!person) throw new Error(`sign-up of ${email} made no account`);
      userId = person.id;
      if (role) {
        await ensureStaffMember(database.db, { userName: name, userEmail: email, userRole: role });
      }
      if (verified) await markEmailVerified(database.db, userId);
    },
  );
  return { cookie, userId };
}

/**
 * One row of a Markdown table as the benchmarks print them: the first `leftColumns` cells
 * padded on the right (names), the others on the left (figures).
 */
export function tableLine(cells: string[], widths: number[], leftColumns = 1): string {
  const padded = cells.map((cell, i) =>
    i < leftColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
  );
  return `| ${padded.join(' | ')} |`;
}

/** The rule under a table's heading, for `tableLine`'s widths. */
export function tableRule(widths: number[]): string {
  return tableLine(
    widths.map((width) => '-'.repeat(width)),
    widths,
  );
}

/** A server process a benchmark started, and what it printed so far. */
export type BenchServer = { child: ChildProcess; base: string; output: () => string };

/** Waits until the server prints `banner`; throws with its output if it exits or takes too long. */
export async function printed(server: BenchServer, banner: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(banner)) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`A server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server (SIGTERM) and waits for it to exit. */
export async function stopServer(server: BenchServer) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
