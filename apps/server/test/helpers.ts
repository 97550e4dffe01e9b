import { AsyncLocalStorage } from 'node:async_hooks';
import dc from 'node:diagnostics_channel';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { markEmailVerified } from '../src/modules/auth/index.ts';
import { ensureStaffMember } from '../src/modules/users/index.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

let shared: Promise<Database> | undefined;

/** One database per test run (PGlite in memory, or the PostgreSQL database of global-setup). */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = inject('databaseUrl');
    const database = url
      ? await openDatabase({ kind: 'postgres', url, maxConnections: 5 })
      : await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  })();
  return shared;
}

async function emptyAllTables(database: Database) {
  const tables = await database.rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  const list = tables.map(({ tablename }) => `"${tablename}"`).join(', ');
  await database.rows(sql.raw(`truncate ${list} restart identity cascade`));
}

export type TestContext = { app: App; database: Database; dataDir: string };

/** A fresh app on emptied tables, with its own data folder (outbox, uploads). */
export async function buildTestApp(
  env: Record<string, string> = {},
  webRoot?: string,
): Promise<TestContext> {
  const database = await testDatabase();
  await emptyAllTables(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
    // No test reaches a real mail server: the checks' own tests start local peers and say smtp.
    VERIFY_METHOD: 'off',
    ...env,
  });
  const app = await buildApp({ config, database, jobs: TEST_JOBS, webRoot });
  await app.ready();
  drainJobsAfterInject(app);
  return { app, database, dataDir };
}

/**
 * Another server process on the test database: on PostgreSQL an app with a pool of its own (a
 * second process's view of the database), on PGlite one more app on the shared one. `close`
 * ends the app, and the pool it opened.
 */
export async function secondProcess(): Promise<{
  app: App;
  database: Database;
  close(): Promise<void>;
}> {
  const url = inject('databaseUrl');
  const database = url
    ? await openDatabase({ kind: 'postgres', url, maxConnections: 5 })
    : await testDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadvault-test-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
    VERIFY_METHOD: 'off',
  });
  const app = await buildApp({ config, database, jobs: TEST_JOBS });
  await app.ready();
  drainJobsAfterInject(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (url) await database.close();
    },
  };
}

/** Test apps share one database: each runs the jobs it queued (wake-ups, drain), no polling. */
export const TEST_JOBS = { pollIntervalMs: false } as const;

/**
 * Makes `app.inject` answer once the jobs queued so far have run (the mail it sent is in the
 * outbox), as tests read the outbox right after a request. Calls the app makes to itself while
 * handling a request (its PayPal sandbox, the sandbox's webhooks) do not drain: they may run
 * inside that request's transaction, which the drain would wait for.
 */
export function drainJobsAfterInject(app: App) {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => unknown;
  const drained = async (options: InjectOptions | string) => {
    if (insideInject.getStore()) return inject(options);
    try {
      return await insideInject.run(true, () => inject(options) as Promise<LightMyRequestResponse>);
    } finally {
      await app.jobs.drain();
    }
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : drained(options)) as App['inject'];
}

const insideInject = new AsyncLocalStorage<boolean>();

let addressCounter = 0;
/** A different client address per call, so rate limits only bite the tests that aim for them. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

type JsonRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** Sends a JSON request the way our web app does (same origin, cookies). */
export function send(
  app: App,
  { method = 'GET', url, body, cookie, headers, remoteAddress }: JsonRequest,
) {
  return app.inject({
    method,
    url,
    remoteAddress: remoteAddress ?? freshAddress(),
    headers: {
      origin: TEST_ORIGIN,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The cookie header a browser would send back after this answer. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

let accountCounter = 0;
export function uniqueEmail(prefix = 'person'): string {
  accountCounter += 1;
  return `${prefix}.${Date.now().toString(36)}${accountCounter}@mail.example.co.uk`;
}

export type SignedIn = { cookie: string; email: string; password: string; userId: string };

export async function signUp(
  app: App,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<SignedIn> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'secret-pass-1';
  const response = await send(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: { name: input.name ?? 'Test Person', email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  // Sign-up answers alike for new and taken addresses and signs nobody in (decision 036):
  // like the web app, sign in with the password just chosen.
  const signedIn = await send(app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email, password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { cookie: cookieFrom(signedIn), email, password, userId: signedIn.json().user.id };
}

/** Marks the person's address verified, as opening the e-mailed link does. */
export async function verifyEmailOf(app: App, person: { userId: string }): Promise<void> {
  await markEmailVerified(app.database.db, person.userId);
}

/**
 * A signed-in person of the given role with a verified address, as if they had opened the
 * e-mailed link (staff are put on the allow-list too). For an unverified account, `signUp`.
 */
export async function signInAs(app: App, role: StaffRole | 'Customer'): Promise<SignedIn> {
  const person = await signUp(app, {
    name: `${role} Person`,
    email: uniqueEmail(role.toLowerCase()),
  });
  await verifyEmailOf(app, person);
  if (role !== 'Customer') {
    await ensureStaffMember(app.database.db, {
      userName: `${role} Person`,
      userEmail: person.email,
      userRole: role,
    });
  }
  return person;
}

type Role = StaffRole | 'Customer';

export type TestApp<People extends Record<string, Role>> = TestContext & {
  [Name in keyof People]: SignedIn;
};

/**
 * The preamble of an API test file: a fresh app (built in `beforeAll`, closed in `afterAll`)
 * and one signed-in person per entry of `people`, e.g. `{ admin: 'Admin', owner: 'Customer' }`.
 * The answer is filled in before the file's own `beforeAll` hooks and tests run. `onRoute`
 * sees every route the app registers while it is built.
 */
export function useTestApp<People extends Record<string, Role> = Record<never, Role>>(
  options: {
    people?: People;
    env?: Record<string, string>;
    /** The built web app to serve (pages, server rendering); none by default. */
    webRoot?: string;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): TestApp<People> {
  const testApp = {} as TestApp<People>;
  beforeAll(async () => {
    const build = () => buildTestApp(options.env, options.webRoot);
    Object.assign(
      testApp,
      await (options.onRoute ? recordingRoutes(options.onRoute, build) : build()),
    );
    const entries = Object.entries(options.people ?? {});
    const people = await Promise.all(entries.map(([, role]) => signInAs(testApp.app, role)));
    for (const [index, [name]] of entries.entries()) {
      Object.assign(testApp, { [name]: people[index] });
    }
  });
  afterAll(() => testApp.app?.close());
  return testApp;
}

/** Runs `build` with Fastify's `onRoute` hook reached through its initialization channel. */
async function recordingRoutes<T>(onRoute: (route: RouteOptions) => void, build: () => Promise<T>) {
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  };
  dc.subscribe('fastify.initialization', onInit);
  try {
    return await build();
  } finally {
    dc.unsubscribe('fastify.initialization', onInit);
  }
}

export function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json();
  expect(body.error.message).toEqual(expect.any(String));
  if (code) expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details?: unknown };
}

export function expectValidationError(response: LightMyRequestResponse) {
  return expectError(response, 400);
}

/** The newest message in the app's outbox, parsed just enough to read it. */
export function latestOutboxMessage(dataDir: string): { raw: string; text: string } {
  const outbox = path.join(dataDir, 'outbox');
  const files = readdirSync(outbox).sort();
  const last = files.at(-1);
  if (!last) throw new Error('The outbox is empty');
  const raw = readFileSync(path.join(outbox, last), 'utf8');
  return { raw, text: decodeQuotedPrintable(raw) };
}

/** Quoted-printable soft line breaks and escapes, so links can be read back. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every message the app's outbox holds for this address, oldest first. */
export function outboxMessagesTo(
  dataDir: string,
  email: string,
): Array<{ raw: string; text: string }> {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      return { raw, text: decodeQuotedPrintable(raw) };
    })
    .filter((message) => message.raw.includes(`To: ${email}`));
}
