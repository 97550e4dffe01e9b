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

/** The peers and the VERIFY_* environment pointing checks at them (filled in `beforeAll`). */
export type TestPeerSetup = { env: Record<string, string>; peers: TestPeers };

/**
 * Starts the DNS and SMTP test peers before the file's app is built and answers the VERIFY_*
 * environment that points checks at them (filled in `beforeAll`: pass `env` to `useTestApp` after
 * this call), with short waits (the silent peer's banner never comes) and `tuning` on top. Closes
 * the peers and the extra apps, and puts the tuning back, after the file.
 */
export function useTestPeers(tuning: Partial<typeof verificationTuning> = {}): TestPeerSetup {
  const setup = { env: {}, peers: undefined } as unknown as TestPeerSetup;
  const tuningBefore = { ...verificationTuning };
  beforeAll(async () => {
    setup.peers = await startTestPeers();
    Object.assign(setup.env, {
      VERIFY_METHOD: 'smtp',
      VERIFY_DNS_SERVERS: setup.peers.dnsServer,
      VERIFY_SMTP_PORT: String(setup.peers.port),
      VERIFY_ALLOW_PRIVATE_MX: '1',
      VERIFY_HELO_NAME: 'checker.leadvault.test',
    });
    Object.assign(verificationTuning, {
      timeouts: { connectMs: 2_000, replyMs: 1_000, totalMs: 5_000, dnsMs: 1_000 },
      hostLeasePollMs: 25,
      ...tuning,
    });
  });
  afterAll(async () => {
    for (const app of extraApps.splice(0)) await app.close();
    await setup.peers?.close();
    Object.assign(verificationTuning, tuningBefore);
  });
  return setup;
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

/**
 * Closes an extra app before the file ends: a live app's queue looks for due jobs once more
 * shortly after it starts, and would take a later test's checks with its own settings.
 */
export async function closeAnotherApp(app: App): Promise<void> {
  const index = extraApps.indexOf(app);
  if (index !== -1) extraApps.splice(index, 1);
  await app.close();
}
