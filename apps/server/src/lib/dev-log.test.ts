import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from '../plugins/request-log.ts';
import { createDevLogStream } from './dev-log.ts';

function sink() {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, callback) {
      text += String(chunk);
      callback();
    },
  });
  return { out, text: () => text };
}

async function serve(level: string, { oneLine = false } = {}) {
  const output = sink();
  const app = Fastify({
    logger: { level, stream: createDevLogStream({ level, out: output.out, colors: false }) },
    ...(oneLine ? { logController: new OneLinePerRequest() } : {}),
  });
  app.get('/api/thing', async (request) => {
    request.log.warn({ orderId: 'A1' }, 'something odd');
    return { ok: true };
  });
  app.get('/api/broken', async () => {
    throw new Error('the database is gone');
  });
  await app.inject({ method: 'GET', url: '/api/thing' });
  await app.inject({ method: 'GET', url: '/api/broken' });
  await app.close();
  return output.text();
}

describe('development logs', () => {
  it('hide requests at the default level but show warnings and errors readably', async () => {
    const text = await serve('info');
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('/api/thing');
    expect(text).toMatch(/^\d\d:\d\d:\d\d WARN {2}something odd orderId=A1$/m);
    expect(text).toMatch(/ERROR the database is gone/);
    expect(text).toMatch(/Error: the database is gone\n\s+at /);
  });

  it('print one line per request at debug level', async () => {
    const text = await serve('debug');
    expect(text).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/thing 200 \d+\.\d ms$/m);
    expect(text).toMatch(/DEBUG GET \/api\/broken 500 /);
    expect(text).not.toContain('incoming request');
  });

  it('print the same line from the app’s one-line request log', async () => {
    const text = await serve('debug', { oneLine: true });
    expect(text).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/thing 200 \d+\.\d ms$/m);
    expect(text).toMatch(/DEBUG GET \/api\/broken 500 /);
    expect(text).not.toMatch(/DEBUG request /);
  });

  it('passes through a line that is not JSON', async () => {
    const output = sink();
    const stream = createDevLogStream({ level: 'info', out: output.out, colors: false });
    await new Promise((resolve) => stream.write('plain text\n', resolve));
    expect(output.text()).toBe('plain text\n');
  });
});
