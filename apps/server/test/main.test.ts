import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

type Server = ReturnType<typeof start>;

/** Waits until the start banner is printed (the server listens), or the process ends. */
async function started(server: Server) {
  const deadline = Date.now() + 90_000;
  while (!server.output().includes('LeadVault is running') && Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(server.output()).toContain('LeadVault is running');
}

describe.skipIf(inject('databaseUrl'))('the server process (PGlite)', { timeout: 60_000 }, () => {
  it('stops at start with a message naming a bad variable', async () => {
    const server = start({
      PORT: 'eighty',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lv-main-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+- PORT: /);
  });

  it('starts on an empty data folder, prints the demo accounts and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lv-main-')), 'nested', 'data');
    // No background checks of the demo's leads: this test is about the start itself.
    const server = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '1', VERIFY_DAILY_BUDGET: '0' });
    const deadline = Date.now() + 90_000;
    while (!server.output().includes('Demo accounts') && Date.now() < deadline) {
      if (server.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(server.output()).toContain('admin@example.com');
    expect(server.output()).toContain('customer@example.com');
    expect(server.output()).toMatch(/DEMO MODE: .*published passwords/);
    expect(server.output()).toMatch(/PAYPAL SANDBOX: /);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The same database started with DEMO off (as production starts; production itself needs
    // PostgreSQL, refused here on the embedded database): the demo accounts still have their
    // published passwords, so they are locked, and the start says so, naming them.
    const restarted = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
    await started(restarted);
    expect(restarted.output()).toMatch(
      /DEMO ACCOUNTS LOCKED: admin@example\.com, customer@example\.com/,
    );
    expect(restarted.output()).not.toContain('Demo accounts:');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 240_000);

  it('refuses to listen on a public HOST while the demo is on', async () => {
    const server = start({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lv-main-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/- HOST: 0\.0\.0\.0 lets other machines reach this server/);
    expect(server.output()).toContain('ALLOW_PUBLIC_DEMO=1');
  });

  it('refuses the demo behind a proxy at a public address (the README nginx setup without NODE_ENV)', async () => {
    const server = start({
      NODE_ENV: 'development',
      PORT: '0',
      PUBLIC_URL: 'https://leads.example.com',
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lv-main-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /- PUBLIC_URL, TRUST_PROXY: https:\/\/leads\.example\.com is where people reach this server/,
    );
    expect(server.output()).toContain('ALLOW_PUBLIC_DEMO=1');
  });

  it('refuses production without a PostgreSQL or a public address, naming both', async () => {
    const server = start({
      NODE_ENV: 'production',
      PORT: '0',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lv-main-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/- DATABASE_URL: required in production/);
    expect(server.output()).toMatch(/- PUBLIC_URL: required in production/);
  });

  it('lets one server at a time use a data folder, and a killed one does not block a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lv-main-'));
    const first = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
    try {
      await started(first);
      const second = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data folder ${dataDir} is in use`);
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).not.toContain('LeadVault is running');
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const restarted = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
    try {
      await started(restarted);
    } finally {
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 240_000);
});
