import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder a server filled once (initdb, migrations, demo seed), stopped cleanly. */
    serverTemplate: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type TestServer = { baseUrl: string; dataDir: string; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  // Generous: a fresh data folder runs initdb, every migration and the demo seed, and CI shares two cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

/** The server on `dataDir` at a free port, healthy; `stop` ends it and waits for it. */
async function launch(dataDir: string, env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      TRUST_PROXY: 'loopback',
      // A trusted proxy counts as public exposure of the demo; here the "proxy" is the tests.
      ALLOW_PUBLIC_DEMO: '1',
      // Reveals check their leads through the mail sandbox; no background re-check pass changes
      // the demo's statuses under a journey's feet.
      VERIFY_DAILY_BUDGET: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForHealth(baseUrl, server, () => log);

  return {
    baseUrl,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadvault-e2e-'));

/**
 * Fills a data folder once for every journey (globalSetup): a first start runs initdb, every
 * migration and the demo seed, which is most of a server's start; each journey's server then
 * starts on a copy of it.
 */
export async function prepareServerTemplate(): Promise<string> {
  const dataDir = newDataDir();
  const server = await launch(dataDir);
  await server.stop();
  return dataDir;
}

/**
 * Starts the real server (built web app, embedded database with the demo's content and
 * accounts) on a free port, on its own copy of the template folder (the database and the
 * secret; a fresh outbox). Each test file gets its own, so what one journey changes (a banner,
 * a FAQ) never leaks into another's expectations.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = newDataDir();
  const template = inject('serverTemplate');
  if (template)
    for (const entry of ['db', 'auth-secret']) {
      const from = path.join(template, entry);
      if (existsSync(from)) cpSync(from, path.join(dataDir, entry), { recursive: true });
    }
  return launch(dataDir, env);
}
