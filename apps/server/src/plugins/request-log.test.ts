import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JOBS, TEST_ORIGIN, testDatabase } from '../../test/helpers.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

describe('request logging and security headers of the whole app', () => {
  const lines: LogLine[] = [];
  let app: App;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const raw of String(chunk).split('\n')) if (raw.trim()) lines.push(JSON.parse(raw));
        callback();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadvault-test-')),
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      DEMO: '0',
    });
    app = await buildApp({
      config,
      database: await testDatabase(),
      jobs: TEST_JOBS,
      logger: { level: 'debug', stream },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs one info line per anonymous request, with method, path, status and time', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('logs the storefront’s cached reads at debug when they succeed, at info when they fail', async () => {
    lines.length = 0;
    const catalog = await app.inject({ method: 'GET', url: '/api/packages' });
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': String(catalog.headers.etag) },
    });
    const missing = await app.inject({ method: 'GET', url: '/api/package/999999' });
    expect([catalog.statusCode, unchanged.statusCode, missing.statusCode]).toEqual([200, 304, 404]);
    const completed = lines
      .filter((line) => line.msg === 'request completed')
      .map((line) => [line.level, line.req?.url, line.res?.statusCode]);
    expect(completed).toEqual([
      [20, '/api/packages', 200],
      [20, '/api/packages', 304],
      [30, '/api/package/999999', 404],
    ]);
  });

  it('logs refused and unknown requests too', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await app.inject({
      method: 'POST',
      url: '/api/add-contact-message',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    const statuses = lines
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.res?.statusCode);
    expect(statuses).toEqual([404, 403]);
  });

  it('never writes a secret token of a link to the access log', async () => {
    lines.length = 0;
    const secrets = ['RESETTOKEN1', 'VERIFYTOKEN2', 'OPTOUTTOKEN3', 'DOWNLOADTOKEN4', 'AUTHTOKEN5'];
    const urls = [
      `/update-password?token=${secrets[0]}`,
      `/verify-email?token=${secrets[1]}`,
      `/opt-out/confirm?token=${secrets[2]}`,
      `/api/downloads/${secrets[3]}`,
      `/api/auth/reset-password/${secrets[4]}?callbackURL=%2Fupdate-password`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const logged = lines.filter((line) => line.msg === 'request completed');
    expect(logged.map((line) => line.req?.url)).toEqual([
      '/update-password',
      '/verify-email',
      '/opt-out/confirm',
      '/api/downloads/…',
      '/api/auth/reset-password/…',
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('sends the API’s headers on its answers: cached, errors and refusals alike', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/packages' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      app.inject({
        method: 'POST',
        url: '/api/add-contact-message',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      // Page-only headers stay off the JSON answers.
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends helmet’s page headers on everything outside the JSON API', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/no-such-page' }),
      app.inject({ method: 'GET', url: '/api/docs/json' }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src-attr 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('logs the method, path and client address of a request, and its status', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/packages', remoteAddress: '192.0.2.7' });
    const line = lines.find((entry) => entry.msg === 'request completed');
    expect(line?.req).toEqual({ method: 'GET', url: '/api/packages', remoteAddress: '192.0.2.7' });
    expect(line?.res).toEqual({ statusCode: 200 });
  });
});
