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
    for (const size of ['1', '101', '2.5', 'many']) {
      expect(problemsOf({ DATABASE_POOL_SIZE: size })).toEqual([
        expect.stringMatching(/^DATABASE_POOL_SIZE: must be/),
      ]);
    }
  });

  it('sizes the PostgreSQL pool per process', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it('wants pairs of variables set together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      expect.stringContaining('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'),
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      expect.stringContaining('ADMIN_EMAIL and ADMIN_PASSWORD'),
    ]);
  });

  it('asks for a real secret, a PostgreSQL and the public address in production and turns the demo off there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: /),
      expect.stringMatching(/^DATABASE_URL: required in production/),
      expect.stringMatching(/^PUBLIC_URL: required in production/),
    ]);
    // An explicit demo on this machine may use the embedded database and localhost links.
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DEMO: '1' })).toEqual(
      [],
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://leadvault@db.internal/leadvault',
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
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://leadvault@db.internal/leadvault',
      PUBLIC_URL: 'http://localhost:3000',
    };
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

  it('believes X-Forwarded-For only from the proxies it names', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // A proxy in front counts as public exposure: the demo and the sandbox are off for these.
    const live = { DATA_DIR: dataDir(), DEMO: '0', PAYPAL_SANDBOX: '0' };
    expect(loadConfig({ ...live, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(
      loadConfig({ ...live, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback, ::1' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1']);
    for (const word of ['1', '2', 'true', 'yes', 'on']) {
      const problems = problemsOf({ TRUST_PROXY: word });
      expect(problems, word).toEqual([expect.stringMatching(/^TRUST_PROXY: give the address/)]);
      expect(problems[0]).toContain(`"${word}" would let anyone`);
    }
    expect(problemsOf({ TRUST_PROXY: '10.0.0.300' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*not an address or range: 10\.0\.0\.300$/),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*10\.0\.0\.0\/33$/),
    ]);
  });

  it('trusts both loopback names as origins while PUBLIC_URL is unset or loopback', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '4100' }).trustedOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:5173/' }).trustedOrigins,
    ).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: 'https://shop.example.com',
        DEMO: '0',
        PAYPAL_SANDBOX: '0',
      }).trustedOrigins,
    ).toEqual(['https://shop.example.com']);
  });

  it('refuses a public HOST while the demo accounts or the PayPal sandbox are on', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com']) {
      const problems = problemsOf({ HOST: host });
      expect(problems, host).toEqual([expect.stringMatching(/^HOST: /)]);
      expect(problems[0]).toContain('demo accounts');
      expect(problems[0]).toContain('PayPal sandbox');
      expect(problems[0]).toContain('ALLOW_PUBLIC_DEMO=1');
    }
    expect(problemsOf({ HOST: '0.0.0.0', DEMO: '0' })).toEqual([
      expect.stringMatching(/^HOST: .*PayPal sandbox/),
    ]);
    expect(problemsOf({ HOST: '0.0.0.0', PAYPAL_SANDBOX: '0' })).toEqual([
      expect.stringMatching(/^HOST: .*demo accounts/),
    ]);
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(problemsOf({ HOST: host }), host).toEqual([]);
    }
    expect(problemsOf({ HOST: '0.0.0.0', DEMO: '0', PAYPAL_SANDBOX: '0' })).toEqual([]);
    expect(problemsOf({ HOST: '0.0.0.0', ALLOW_PUBLIC_DEMO: '1' })).toEqual([]);
    expect(problemsOf({ ALLOW_PUBLIC_DEMO: 'maybe' })).toEqual([
      expect.stringMatching(/^ALLOW_PUBLIC_DEMO: /),
    ]);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://leadvault@db.internal/leadvault',
      PUBLIC_URL: 'https://leads.example.com',
      HOST: '0.0.0.0',
    };
    expect(problemsOf(production)).toEqual([]);
    expect(problemsOf({ ...production, PAYPAL_SANDBOX: '1' })).toEqual([
      expect.stringMatching(/^HOST, PUBLIC_URL: .*PayPal sandbox/),
    ]);
  });

  it('counts a public PUBLIC_URL or any proxy in front as public exposure of the demo', () => {
    // The README's nginx setup without NODE_ENV: the demo Admin would sign in through the proxy.
    expect(
      problemsOf({ PUBLIC_URL: 'https://leads.example.com', TRUST_PROXY: '127.0.0.1' }),
    ).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL, TRUST_PROXY: https:\/\/leads\.example\.com is where people reach this server; 127\.0\.0\.1 is a proxy .*demo accounts.*PayPal sandbox.*ALLOW_PUBLIC_DEMO=1/,
      ),
    ]);
    expect(problemsOf({ PUBLIC_URL: 'https://leads.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: /),
    ]);
    expect(problemsOf({ TRUST_PROXY: 'loopback' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: loopback is a proxy/),
    ]);
    expect(problemsOf({ PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: '' })).toEqual([]);
    expect(
      problemsOf({ PUBLIC_URL: 'https://leads.example.com', DEMO: '0', PAYPAL_SANDBOX: '0' }),
    ).toEqual([]);
    const allowed = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://leads.example.com',
      TRUST_PROXY: '127.0.0.1',
      ALLOW_PUBLIC_DEMO: '1',
    });
    expect(allowed.exposedBy).toEqual(['PUBLIC_URL', 'TRUST_PROXY']);
    expect(loadConfig({ DATA_DIR: dataDir() }).exposedBy).toEqual([]);
  });
  it('reads the checker settings with their defaults (issue 26)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).verification;
    expect(defaults).toEqual({
      method: 'smtp',
      httpUrl: undefined,
      dnsServers: [],
      smtpPort: 25,
      heloName: 'localhost',
      mailFrom: 'verify@localhost',
      mailFromDefaulted: true,
      maxAgeDays: 90,
      concurrency: 20,
      greylistRetrySeconds: 300,
      dailyBudget: 10_000,
      allowPrivateMx: false,
      // Outside production with the demo on (the default there).
      mailSandbox: true,
    });
    const fromPublicUrl = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://leads.example.com',
      DEMO: '0',
      PAYPAL_SANDBOX: '0',
    }).verification;
    expect(fromPublicUrl).toMatchObject({
      heloName: 'leads.example.com',
      mailFrom: 'verify@leads.example.com',
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      VERIFY_METHOD: 'http',
      VERIFY_HTTP_URL: 'http://127.0.0.1:8080',
      VERIFY_DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353, [::1]:53, ::1',
      VERIFY_SMTP_PORT: '2525',
      VERIFY_HELO_NAME: 'checker.example.com',
      VERIFY_MAIL_FROM: 'probe@example.com',
      VERIFY_MAX_AGE_DAYS: '30',
      VERIFY_CONCURRENCY: '5',
      VERIFY_GREYLIST_RETRY_S: '60',
      VERIFY_DAILY_BUDGET: '0',
      VERIFY_ALLOW_PRIVATE_MX: '1',
    }).verification;
    expect(set).toEqual({
      method: 'http',
      httpUrl: 'http://127.0.0.1:8080',
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '::1'],
      smtpPort: 2525,
      heloName: 'checker.example.com',
      mailFrom: 'probe@example.com',
      mailFromDefaulted: false,
      maxAgeDays: 30,
      concurrency: 5,
      greylistRetrySeconds: 60,
      dailyBudget: 0,
      allowPrivateMx: true,
      mailSandbox: false,
    });
  });

  it('checks through the mail sandbox with the demo, never in production', () => {
    const sandboxOf = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).verification.mailSandbox;
    expect(sandboxOf({})).toBe(true);
    expect(sandboxOf({ DEMO: '0' })).toBe(false);
    expect(sandboxOf({ DEMO: '0', MAIL_SANDBOX: '1' })).toBe(true);
    expect(sandboxOf({ MAIL_SANDBOX: '0' })).toBe(false);
    // Only SMTP checks go through it.
    expect(sandboxOf({ VERIFY_METHOD: 'off' })).toBe(false);
    // A production demonstration (DEMO=1) still checks for real.
    expect(
      sandboxOf({
        NODE_ENV: 'production',
        DEMO: '1',
        AUTH_SECRET: 'a-production-secret-of-32-characters!',
      }),
    ).toBe(false);
    expect(problemsOf({ NODE_ENV: 'production', MAIL_SANDBOX: '1' })).toContainEqual(
      expect.stringMatching(/^MAIL_SANDBOX: never in production/),
    );
  });

  it('stops the start naming a bad checker setting', () => {
    expect(problemsOf({ VERIFY_METHOD: 'pigeon' })).toEqual([
      expect.stringMatching(/^VERIFY_METHOD: must be one of smtp, http, off/),
    ]);
    expect(problemsOf({ VERIFY_METHOD: 'http' })).toEqual([
      expect.stringMatching(/^VERIFY_HTTP_URL: required when VERIFY_METHOD=http/),
    ]);
    expect(problemsOf({ VERIFY_HTTP_URL: 'ftp://x' })).toEqual([
      expect.stringMatching(/^VERIFY_HTTP_URL: /),
    ]);
    for (const servers of ['dns.google', '1.1.1.1:99999', '300.1.1.1', '1.1.1.1:53:1']) {
      expect(problemsOf({ VERIFY_DNS_SERVERS: servers })).toEqual([
        expect.stringMatching(/^VERIFY_DNS_SERVERS: give DNS servers as ip or ip:port/),
      ]);
    }
    for (const [name, value] of [
      ['VERIFY_SMTP_PORT', '0'],
      ['VERIFY_SMTP_PORT', 'smtp'],
      ['VERIFY_MAX_AGE_DAYS', '0'],
      ['VERIFY_CONCURRENCY', '2.5'],
      ['VERIFY_GREYLIST_RETRY_S', '-1'],
      ['VERIFY_DAILY_BUDGET', 'lots'],
      ['VERIFY_ALLOW_PRIVATE_MX', 'maybe'],
      ['VERIFY_MAIL_FROM', 'not an address'],
      ['VERIFY_HELO_NAME', 'not a host!'],
    ] as const) {
      expect(problemsOf({ [name]: value }), `${name}=${value}`).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ]);
    }
  });
});
