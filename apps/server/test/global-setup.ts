import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
  }
}

/**
 * With TEST_DB_KIND=postgres the API tests run on a real PostgreSQL server: a uniquely named
 * database is created for this run and dropped afterwards. Otherwise they run on PGlite.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    project.provide('databaseUrl', undefined);
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `leadvault_test_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
