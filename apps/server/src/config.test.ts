import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadvault-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demo: true,
      google: undefined,
      smtpUrl: undefined,
    });
    expect(config.authSecret).toHaveLength(43);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('names each bad variable', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ DATABASE_URL: 'mysql://x@y/z' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: must be a postgres:\/\/ URL/),
    ]);
    expect(problemsOf({ DEMO: 'maybe' })).toEqual([expect.stringMatching(/^DEMO: /)]);
    expect(problemsOf({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' })).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL: /),
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual([expect.stringMatching(/^SMTP_URL: /)]);
  });

  it('wants pairs of variables set together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      expect.stringContaining('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'),
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      expect.stringContaining('ADMIN_EMAIL and ADMIN_PASSWORD'),
    ]);
  });

  it('asks for a real secret in production and turns the demo off there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: /),
    ]);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(config.demo).toBe(false);
    expect(config.publicUrl).toBe('https://shop.example.com');
  });

  it('reads Google sign-in and the first admin when configured', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'secret1',
    });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'secret1' });
  });

  it('mounts the PayPal sandbox without credentials, never in production unless asked', () => {
    const dev = loadConfig({ DATA_DIR: dataDir() });
    expect(dev.paypal).toMatchObject({ sandbox: true, clientId: undefined, webhookId: undefined });
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).paypal.sandbox).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...production, PAYPAL_SANDBOX: '1' }).paypal.sandbox,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), PAYPAL_SANDBOX: 'off' }).paypal.sandbox).toBe(false);
    const real = loadConfig({
      DATA_DIR: dataDir(),
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    });
    expect(real.paypal).toMatchObject({
      sandbox: false,
      clientId: 'client',
      clientSecret: 'secret',
      webhookId: 'WH-1',
    });
  });

  it('refuses half a PayPal configuration or the sandbox next to real credentials', () => {
    expect(problemsOf({ PAYPAL_CLIENT_ID: 'client' })).toEqual([
      expect.stringContaining('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'),
    ]);
    expect(problemsOf({ PAYPAL_SANDBOX: 'maybe' })).toEqual([
      expect.stringMatching(/^PAYPAL_SANDBOX: /),
    ]);
    expect(
      problemsOf({ PAYPAL_CLIENT_ID: 'c', PAYPAL_CLIENT_SECRET: 's', PAYPAL_SANDBOX: '1' }),
    ).toEqual([expect.stringMatching(/^PAYPAL_SANDBOX: /)]);
  });
});
