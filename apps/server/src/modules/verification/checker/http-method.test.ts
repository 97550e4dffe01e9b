import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmailOverHttp } from './http-method.ts';

/** The reacher-compatible answers of a small local stand-in, by address. */
function answer(to: string): { status?: number; body?: unknown; raw?: string; hang?: boolean } {
  const output = (is_reachable: string, extra: Record<string, Record<string, unknown>> = {}) => ({
    input: to,
    is_reachable,
    misc: { is_disposable: false, is_role_account: false, is_b2c: false, ...extra.misc },
    mx: { accepts_mail: true, records: ['mx1.example.test.', 'mx2.example.test.'], ...extra.mx },
    smtp: {
      can_connect_smtp: true,
      has_full_inbox: false,
      is_catch_all: false,
      is_deliverable: true,
      is_disabled: false,
      ...extra.smtp,
    },
    syntax: { domain: 'example.test', is_valid_syntax: true, username: to.split('@')[0] },
  });
  switch (to.split('@')[0]) {
    case 'safe':
      return { body: output('safe') };
    case 'catchall':
      return { body: output('risky', { smtp: { is_catch_all: true } }) };
    case 'full':
      return { body: output('risky', { smtp: { has_full_inbox: true, is_deliverable: false } }) };
    case 'role':
      return { body: output('risky', { misc: { is_role_account: true } }) };
    case 'gone':
      return { body: output('invalid', { smtp: { is_deliverable: false } }) };
    case 'nomx':
      return { body: output('invalid', { mx: { accepts_mail: false, records: [] } }) };
    case 'throwaway':
      return { body: output('risky', { misc: { is_disposable: true } }) };
    case 'unsure':
      return {
        body: {
          ...output('unknown'),
          smtp: { type: 'SmtpError', message: 'connection timed out' },
        },
      };
    case 'broken':
      return { status: 500, body: { error: 'internal' } };
    case 'nonsense':
      return { raw: '<html>not json</html>' };
    case 'slow':
      return { hang: true };
    default:
      return { body: { unexpected: true } };
  }
}

let server: http.Server;
let baseUrl: string;
const requests: Array<{ path: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to_email: string };
      requests.push({ path: req.url, body });
      const reply = answer(body.to_email);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const check = (address: string, timeoutMs = 2_000) =>
  checkEmailOverHttp(address, { baseUrl, timeoutMs });

describe('the http method against a reacher-compatible stand-in', () => {
  it('posts {to_email} to /v0/check_email and maps safe to valid, with the first MX as mail host', async () => {
    const result = await check('safe@example.test');
    expect(requests.at(-1)).toEqual({
      path: '/v0/check_email',
      body: { to_email: 'safe@example.test' },
    });
    expect(result).toMatchObject({
      status: 'valid',
      reason: 'mailbox_exists',
      flags: [],
      mailHost: 'mx1.example.test',
      method: 'http',
      smtpCode: null,
    });
  });

  it('maps risky answers: catch-all, full inbox, role account', async () => {
    expect(await check('catchall@example.test')).toMatchObject({
      status: 'accept_all',
      reason: 'catch_all',
    });
    expect(await check('full@example.test')).toMatchObject({
      status: 'valid',
      flags: ['full_inbox'],
    });
    expect(await check('role@example.test')).toMatchObject({ status: 'valid', flags: ['role'] });
  });

  it('maps invalid answers, no mail host and disposable domains', async () => {
    expect(await check('gone@example.test')).toMatchObject({
      status: 'invalid',
      reason: 'mailbox_not_found',
    });
    expect(await check('nomx@example.test')).toMatchObject({
      status: 'invalid',
      reason: 'no_mail_host',
      mailHost: null,
    });
    expect(await check('throwaway@example.test')).toMatchObject({
      status: 'invalid',
      reason: 'disposable',
    });
  });

  it('unknown answers, errors and odd shapes are unknown, never invalid', async () => {
    expect(await check('unsure@example.test')).toMatchObject({ status: 'unknown' });
    expect(await check('broken@example.test')).toMatchObject({
      status: 'unknown',
      reason: 'http_error',
      reply: 'HTTP 500',
    });
    expect(await check('nonsense@example.test')).toMatchObject({
      status: 'unknown',
      reason: 'http_error',
    });
    expect(await check('other@example.test')).toMatchObject({
      status: 'unknown',
      reason: 'http_error',
    });
    const refused = await checkEmailOverHttp('safe@example.test', {
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 1_000,
    });
    expect(refused).toMatchObject({ status: 'unknown', reason: 'http_error' });
  });

  it('a service that never answers is unknown/timeout after the time-out', async () => {
    const started = Date.now();
    expect(await check('slow@example.test', 300)).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('bad syntax is answered without a call', async () => {
    const before = requests.length;
    expect(await check('not an address')).toMatchObject({ status: 'invalid', reason: 'syntax' });
    expect(requests.length).toBe(before);
  });
});
