/**
 * The API document (`/api/docs/json`) is one a client can be generated from (issue 27 §4). The
 * checks are driven by the document itself, by the routes the app registers (Fastify's
 * `onRoute`, as in the authorization matrix) and by what the routes really answer: every
 * operation is called signed out, as a customer, and (writes) from another site, and each error
 * status seen must be documented (and each success's media type), with `security` on every
 * operation that answers 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { send, useTestApp } from './helpers.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Array<{ in: string; name: string; description?: string }>;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Array<Record<string, string[]>>;
};
type Documented = { method: string; path: string; op: Operation };
type Registered = { method: string; url: string; validates: boolean; hidden: boolean };

const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The error statuses a route's documentation must list whenever a call answers them. */
const ERRORS = [400, 401, 403, 404, 409, 413, 415, 429];

const routes: Registered[] = [];
const ctx = useTestApp({
  people: { customer: 'Customer' },
  onRoute: (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        validates: Boolean(
          schema?.body || schema?.querystring || schema?.params || schema?.headers,
        ),
        hidden: Boolean(schema?.hide),
      });
    }
  },
});

let document: {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
};
let operations: Documented[];

/** `/api/order/{id}` as registered: `/api/order/:id`. */
const routeUrl = (path: string) => path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
const label = ({ method, path }: Documented) => `${method} ${path}`;
/** `text/csv; charset=utf-8` -> `text/csv`. */
const mediaType = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

function filled(path: string): string {
  return path.replace(/\{(\*|\w+)\}/g, (_whole, name: string) =>
    name === '*' ? 'missing.webp' : /id$/i.test(name) ? UNKNOWN_ID : 'x',
  );
}

beforeAll(async () => {
  const response = await send(ctx.app, { url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});

describe('the API document', () => {
  it('documents every route the app registers for clients, and nothing else', () => {
    const documented = new Set(
      operations.map((entry) => `${entry.method} ${routeUrl(entry.path)}`),
    );
    const registered = routes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !route.hidden &&
        // The document's own pages, better-auth's routes (its own API) and the local PayPal
        // sandbox (PayPal's API, standing in for it) are not this API's operations.
        !route.url.startsWith('/api/docs') &&
        !route.url.startsWith('/api/auth/') &&
        !route.url.startsWith('/sandbox/'),
    );
    const missing = registered
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(150);
  });

  it('names every operation once, in camelCase, with a summary', () => {
    const unnamed = operations.filter(({ op }) => !op.operationId || !op.summary?.trim());
    expect(unnamed.map(label)).toEqual([]);
    const notCamel = operations.filter(
      ({ op }) => op.operationId && !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId),
    );
    expect(notCamel.map(({ op }) => op.operationId)).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of operations) {
      const id = entry.op.operationId ?? '';
      const first = seen.get(id);
      if (first) duplicates.push(`${id}: ${first} and ${label(entry)}`);
      seen.set(id, label(entry));
    }
    expect(duplicates).toEqual([]);
  });

  it('describes every error with the shared error body', () => {
    expect(document.components.schemas?.ApiError).toBeDefined();
    const bare: string[] = [];
    for (const entry of operations) {
      for (const [status, answer] of Object.entries(entry.op.responses ?? {})) {
        if (Number(status) >= 400 && !answer.content?.['application/json']) {
          bare.push(`${label(entry)} ${status}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });

  it('documents 400 on every route that validates its input', () => {
    const validating = new Set(
      routes.filter((route) => route.validates).map((route) => `${route.method} ${route.url}`),
    );
    const undocumented = operations.filter(
      (entry) =>
        validating.has(`${entry.method} ${routeUrl(entry.path)}`) && !entry.op.responses?.['400'],
    );
    expect(undocumented.map(label)).toEqual([]);
  });

  it('documents 404 on every route with a path parameter', () => {
    const undocumented = operations.filter(
      ({ op }) =>
        op.parameters?.some((parameter) => parameter.in === 'path') && !op.responses?.['404'],
    );
    expect(undocumented.map(label)).toEqual([]);
  });

  it('gives every success answer a media type', () => {
    const bare: string[] = [];
    for (const entry of operations) {
      for (const [status, answer] of Object.entries(entry.op.responses ?? {})) {
        const code = Number(status);
        if (code >= 200 && code < 300 && code !== 204 && !answer.content) {
          bare.push(`${label(entry)} ${status}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });

  it('documents the error statuses each route really answers, and security where it answers 401', async () => {
    const failures: string[] = [];
    for (const entry of operations) {
      const { method, path, op } = entry;
      const url = filled(path);
      const body = UNSAFE.has(method) ? {} : undefined;
      const calls = {
        'signed out': await send(ctx.app, { method: method as 'GET', url, body }),
        customer: await send(ctx.app, {
          method: method as 'GET',
          url,
          body,
          cookie: ctx.customer.cookie,
        }),
        ...(UNSAFE.has(method)
          ? {
              'from another site': await send(ctx.app, {
                method: method as 'POST',
                url,
                body,
                cookie: ctx.customer.cookie,
                headers: { origin: 'https://elsewhere.example' },
              }),
            }
          : {}),
      };
      for (const [who, response] of Object.entries(calls)) {
        const status = response.statusCode;
        if (status >= 500) failures.push(`${label(entry)} as ${who}: ${status} ${response.body}`);
        if (ERRORS.includes(status) && !op.responses?.[String(status)]) {
          failures.push(`${label(entry)} as ${who}: answers ${status}, not documented`);
        }
        if (status >= 200 && status < 300) {
          const sent = mediaType(String(response.headers['content-type'] ?? ''));
          const documented = Object.keys(op.responses?.[String(status)]?.content ?? {});
          if (sent && !documented.map(mediaType).includes(sent)) {
            failures.push(
              `${label(entry)} as ${who}: sends ${status} ${sent}, documents ${documented}`,
            );
          }
        }
      }
      const signedOut = calls['signed out'].statusCode;
      if (signedOut === 401 && !op.security?.length) {
        failures.push(`${label(entry)}: answers 401 signed out but declares no security`);
      }
      if (op.security?.length && signedOut !== 401) {
        failures.push(`${label(entry)}: declares security but answers ${signedOut} signed out`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lists the API key scheme exactly on the operations that take a key', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: ctx.customer.cookie,
      body: { name: 'Document sweep' },
    });
    const key = created.json().key as string;
    const failures: string[] = [];
    for (const entry of operations) {
      const { method, path, op } = entry;
      const response = await send(ctx.app, {
        method: method as 'GET',
        url: filled(path),
        body: UNSAFE.has(method) ? {} : undefined,
        headers: { authorization: `Bearer ${key}` },
      });
      const takesKey = response.statusCode !== 401 && Boolean(op.security?.length);
      const listsKey = (op.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      if (takesKey !== listsKey) {
        failures.push(
          `${label(entry)}: with a key answers ${response.statusCode}, bearerAuth ${listsKey ? '' : 'not '}listed`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('names only security schemes it defines, the key scheme with the cookie', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    expect(schemes).toEqual(expect.arrayContaining(['session', 'bearerAuth']));
    const wrong = operations.filter(({ op }) => {
      const used = (op.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (used.some((scheme) => !schemes.includes(scheme))) return true;
      return used.includes('bearerAuth') && !used.includes('session');
    });
    expect(wrong.map(label)).toEqual([]);
  });

  it('declares the media types of the files, pictures and CSVs it sends and takes', async () => {
    const contentOf = (method: string, path: string, status = '200') =>
      Object.keys(document.paths[path]?.[method]?.responses?.[status]?.content ?? {});
    expect(contentOf('get', '/api/orders/export')).toEqual(['text/csv']);
    expect(contentOf('get', '/api/leads/export')).toEqual(['text/csv']);
    const exported = await send(ctx.app, {
      url: '/api/leads/export?unlocked=1',
      cookie: ctx.customer.cookie,
    });
    expect(exported.statusCode).toBe(200);
    expect(contentOf('get', '/api/leads/export')).toContain(
      mediaType(String(exported.headers['content-type'])),
    );
    expect(contentOf('get', '/api/admin/lead-imports/{id}/rejected')).toEqual(['text/csv']);
    expect(contentOf('get', '/uploads/{*}')).toEqual(['image/webp']);
    expect(contentOf('get', '/api/downloads/{token}')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^text\/csv/),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]),
    );
    for (const [method, path] of [
      ['post', '/api/upload'],
      ['post', '/api/admin/lead-imports'],
      ['put', '/api/admin/package/{id}/files/{slot}'],
    ] as const) {
      const takes = Object.keys(document.paths[path]?.[method]?.requestBody?.content ?? {});
      expect(takes, `${method} ${path}`).toEqual(['multipart/form-data']);
    }
  });

  it("documents the reveal's Idempotency-Key and its 400 and 409, and the export's query rule", () => {
    const reveal = document.paths['/api/leads/reveal']?.post;
    const key = reveal?.parameters?.find(
      (parameter) =>
        parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
    );
    expect(key?.description).toMatch(/409/);
    expect(Object.keys(reveal?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '402', '409']),
    );
    expect(reveal?.description).toMatch(/Idempotency-Key/);
    const exported = document.paths['/api/leads/export']?.get;
    expect(exported?.description).toMatch(/listId/);
    expect(exported?.description).toMatch(/unlocked/);
    expect(exported?.responses?.['400']).toBeDefined();
  });
});
