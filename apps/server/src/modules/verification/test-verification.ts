// Test support (not exported by the module): checks against the checker's local peers, and more
// server processes on the test database.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { drainJobsAfterInject, TEST_JOBS, TEST_ORIGIN } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { startTestPeers, type TestPeers } from './checker/test-peers.ts';
import { verificationTuning } from './verifier.ts';

/**
 * Starts the DNS and SMTP test peers before the file's app is built and answers the VERIFY_*
 * environment that points checks at them (filled in `beforeAll`: pass it to `useTestApp` after
 * this call). Closes the peers and the extra apps after the file.
 */
export function useTestPeers(): Record<string, string> {
  const env: Record<string, string> = {};
  let peers: TestPeers | undefined;
  const tuningBefore = { ...verificationTuning };
  beforeAll(async () => {
    peers = await startTestPeers();
    Object.assign(env, {
      VERIFY_METHOD: 'smtp',
      VERIFY_DNS_SERVERS: peers.dnsServer,
      VERIFY_SMTP_PORT: String(peers.port),
      VERIFY_ALLOW_PRIVATE_MX: '1',
      VERIFY_HELO_NAME: 'checker.leadvault.test',
    });
    verificationTuning.timeouts = {
      connectMs: 2_000,
      replyMs: 1_000,
      totalMs: 5_000,
      dnsMs: 1_000,
    };
    verificationTuning.hostLeasePollMs = 25;
  });
  afterAll(async () => {
    for (const app of extraApps.splice(0)) await app.close();
    await peers?.close();
    Object.assign(verificationTuning, tuningBefore);
  });
  return env;
}

const extraApps: App[] = [];

/** Another server process on the same database (its own memory and job queue). */
export async function anotherApp(database: Database, env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadvault-verify-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
    ...env,
  });
  const app = await buildApp({ config, database, jobs: TEST_JOBS });
  await app.ready();
  drainJobsAfterInject(app);
  extraApps.push(app);
  return app;
}
