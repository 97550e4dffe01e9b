import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

describe.skipIf(inject('databaseUrl'))('the server process (PGlite)', () => {
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
    const server = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '1' });
    const deadline = Date.now() + 45_000;
    while (!server.output().includes('Demo accounts') && Date.now() < deadline) {
      if (server.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(server.output()).toContain('admin@example.com');
    expect(server.output()).toContain('customer@example.com');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
