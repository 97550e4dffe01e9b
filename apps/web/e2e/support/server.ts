import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/**
 * Starts the real server (built web app, fresh embedded database, seeded content and demo
 * accounts) on a free port. Each test file gets its own, so what one journey changes (a
 * banner, a FAQ) never leaks into another's expectations.
 */
export async function startServer(): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-e2e-'));
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
