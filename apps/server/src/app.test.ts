import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  send,
  type TestContext,
  testDatabase,
} from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.app.close());

describe('the HTTP contract', () => {
  it('answers health once the database is ready', async () => {
    const response = await send(ctx.app, { url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    expectError(await send(ctx.app, { url: '/api/no-such-thing' }), 404, 'NOT_FOUND');
    expectError(await send(ctx.app, { method: 'POST', url: '/api/no-such-thing', body: {} }), 404);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-contact-message',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"name": ',
    });
    expectError(response, 400, 'INVALID_JSON');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-contact-message',
      body: { message: 'x'.repeat(1024 * 1024 + 10) },
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('sends security headers on every answer', async () => {
    const response = await send(ctx.app, { url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain('frame-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses state-changing requests from another site', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-profile-info',
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expectError(response, 403, 'FORBIDDEN');
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await send(ctx.app, { url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/add-profile-info']),
    );
    expect((await send(ctx.app, { url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('tells the browser whether Google sign-in is offered', async () => {
    expect((await send(ctx.app, { url: '/api/config' })).json()).toEqual({ googleSignIn: false });
  });
});

describe('the web app', () => {
  it('serves index.html for any page path so deep links work', async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'leadvault-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>LeadVault</title>');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: webRoot, DEMO: '0' });
    const app = await buildApp({ config, database: await testDatabase(), webRoot });
    try {
      for (const url of ['/', '/user-dashboard/my-orders/', '/admin/order/42?x=1', '/nope']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('<title>LeadVault</title>');
      }
      expectError(await app.inject({ url: '/api/nope' }), 404, 'NOT_FOUND');
      expectError(await app.inject({ method: 'DELETE', url: '/somewhere' }), 404);
    } finally {
      await app.close();
    }
  });
});
