import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  expectError,
  freshAddress,
  send,
  signUp,
  testDatabase,
  uniqueEmail,
  useTestApp,
} from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';

/** An app on the shared test database with its own configuration (tables are not emptied). */
async function buildAppWith(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadvault-app-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
    ...env,
  });
  const app = await buildApp({ config, database: await testDatabase() });
  await app.ready();
  return app;
}

const contactMessage = {
  name: 'Jordan Miles',
  email: 'jordan.miles@mail.example.co.uk',
  subject: 'Custom list',
  message: 'Do you have contacts in Nordic logistics?',
  date: '2026-03-14',
  messageStatus: 'pending',
};

/** Sends raw bytes to a listening server, so the request line is exactly what we wrote. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

const ctx = useTestApp();

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

  it('sends security headers on every answer: the API’s on JSON, helmet’s on the rest', async () => {
    const api = await send(ctx.app, { url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await send(ctx.app, { url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const frameSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/)).toEqual([
      'frame-src',
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://*.venmo.com',
    ]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an over-long or malformed address in our shape, with our headers', async () => {
    const tooLong = await send(ctx.app, { url: `/api/downloads/${'a'.repeat(200)}` });
    expectError(tooLong, 414, 'URI_TOO_LONG');
    expect(tooLong.json().error.message).toBe('This address is too long.');
    const badUrl = await send(ctx.app, { url: '/api/package/%E0%A4%A' });
    expectError(badUrl, 400, 'BAD_REQUEST');
    for (const response of [tooLong, badUrl]) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const page = await send(ctx.app, { url: `/packages/${'a'.repeat(200)}` });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps account answers out of caches: the API is no-store unless a route says otherwise', async () => {
    const person = await signUp(ctx.app);
    const profile = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
    const profileId = profile.json().profile._id;
    for (const url of ['/api/orders', `/api/profile/${profileId}`, '/api/activity', '/api/me']) {
      const response = await send(ctx.app, { url, cookie: person.cookie });
      expect(response.headers['cache-control'], url).toMatch(/(^|, )no-store$/);
    }
    // A public cached read keeps its own policy.
    const catalog = await send(ctx.app, { url: '/api/packages' });
    expect(catalog.headers['cache-control']).toBe('no-cache');
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

  it('refuses cross-site writes whatever form the request target takes', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const body = JSON.stringify(contactMessage);
    const targets = [
      `http://127.0.0.1:${port}/api/add-contact-message`,
      'http://localhost:3000/api/add-contact-message',
      '/%61pi/add-contact-message',
      '/api/add-contact-message',
    ];
    for (const target of targets) {
      const answer = await rawRequest(
        port,
        [
          `POST ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Origin: https://evil.example',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
      expect(answer.status, target).toBe(403);
      expect(JSON.parse(answer.body).error.code, target).toBe('FORBIDDEN');
    }
    // Any unsafe method on any path, not only /api/: a foreign form post never reaches a route.
    const elsewhere = await send(ctx.app, {
      method: 'POST',
      url: '/contact',
      headers: { origin: 'https://evil.example' },
    });
    expectError(elsewhere, 403, 'FORBIDDEN');
    const sandboxApproval = await send(ctx.app, {
      method: 'POST',
      url: '/sandbox/paypal/checkoutnow/ANY/approve',
      headers: { origin: 'https://evil.example' },
    });
    expect(sandboxApproval.statusCode).toBeGreaterThanOrEqual(400);
    // PayPal's webhook proves itself by its signature and stays open to other origins.
    const webhook = await send(ctx.app, {
      method: 'POST',
      url: '/api/paypal/webhook',
      body: {},
      headers: { origin: 'https://paypal.example' },
    });
    expect(webhook.statusCode).not.toBe(403);
  });

  it('takes the client address the proxy saw, not the one the client wrote (TRUST_PROXY)', async () => {
    const app = await buildAppWith({
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: '127.0.0.1',
      // Behind a proxy the local PayPal sandbox would be public: off, as it must be there.
      PAYPAL_SANDBOX: '0',
    });
    try {
      // The proxy appends the address it saw; whatever the client put in front is forged.
      const post = (forwardedFor: string) =>
        send(app, {
          method: 'POST',
          url: '/api/add-contact-message',
          body: contactMessage,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let count = 1; count <= 5; count += 1) {
        const answer = await post(`6.6.6.${count}, 10.0.0.7`);
        expect(answer.statusCode, `message ${count}`).toBe(200);
      }
      expectError(await post('6.6.6.6, 10.0.0.7'), 429, 'RATE_LIMITED');
      expect((await post('6.6.6.6, 10.0.0.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets a browser at http://127.0.0.1:$PORT sign in when PUBLIC_URL is unset', async () => {
    const app = await buildAppWith({});
    try {
      const origin = 'http://127.0.0.1:3000';
      const email = uniqueEmail('loopback');
      const signUp = await send(app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { name: 'Loopback Person', email, password: 'secret-pass-1' },
        headers: { origin },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const signIn = await send(app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email, password: 'secret-pass-1' },
        headers: { origin },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const cookie = cookieFrom(signIn);
      expect((await send(app, { url: '/api/me', cookie, headers: { origin } })).statusCode).toBe(
        200,
      );
      // Our own cross-site check trusts the same two names.
      const write = await send(app, {
        method: 'POST',
        url: '/api/add-contact-message',
        body: contactMessage,
        headers: { origin },
      });
      expect(write.statusCode, write.body).toBe(200);
      const foreign = await send(app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email, password: 'secret-pass-1' },
        headers: { origin: 'http://127.0.0.1:3001' },
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('answers health with 503 while the database does not answer', async () => {
    const closed = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`,
      maxConnections: 1,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadvault-app-')),
      DEMO: '0',
    });
    const app = await buildApp({ config, database: closed });
    try {
      await app.ready();
      const error = expectError(
        await send(app, { url: '/api/health', remoteAddress: freshAddress() }),
        503,
        'DATABASE_UNAVAILABLE',
      );
      expect(error.message).toMatch(/database/i);
    } finally {
      await app.close();
      await closed.close();
    }
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

/** A port on this machine where nothing listens (taken, then let go). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
