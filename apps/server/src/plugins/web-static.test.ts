import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS, securityHeadersFor } from './security.ts';
import { webPlugin } from './web.ts';

// What the web build leaves in dist: hashed assets with their .br and .gz copies beside them.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app is served precompressed', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'leadvault-web-static-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>LeadVault</title>');
    const asset = path.join(webRoot, 'assets', 'index-AbC123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    // An asset the build left uncompressed (too small to gain).
    writeFileSync(path.join(webRoot, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
    writeFileSync(path.join(webRoot, 'assets', 'picture-Pq4567.svg'), '<svg></svg>');
    app = Fastify();
    // The security headers as the app sets them (plugins/security.ts).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeadersFor(request.url));
      done();
    });
    await app.register(webPlugin, { webRoot });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli when the browser accepts it, as the script it is, cached for good', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when that is all the browser accepts', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding, or when only identity is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      expect(response.body, acceptEncoding).toBe(script);
    }
    const identity = await get('/assets/index-AbC123.js', 'identity');
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });

  it('falls back to the original when no compressed copy was built', async () => {
    const response = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe('export {};\n');
  });

  it('keeps files outside assets/ revalidated (not immutable)', async () => {
    const response = await get('/index.html', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('sends a script without the headers only a page reads, and keeps the rest', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/index-AbC123.js', acceptEncoding);
      for (const name of DOCUMENT_ONLY_HEADERS) {
        expect(response.headers[name], `${name} (${acceptEncoding})`).toBeUndefined();
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('keeps the page headers on a picture, which can be opened as a page', async () => {
    const response = await get('/assets/picture-Pq4567.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
