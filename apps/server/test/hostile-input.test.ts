/**
 * Hostile text on every route: a NUL (U+0000, which PostgreSQL cannot store) or a lone surrogate
 * (half of an emoji) in each string field of each JSON body, in each query-string parameter and
 * in each path parameter. The routes are collected while the app is built, as the authorization
 * matrix does, so a route added later is walked too. Each must answer 4xx, never 500, and each
 * field must be refused by its contract schema, by name (the `text` builder), not only by the
 * server's backstop (plugins/unsafe-text.ts), so the web forms refuse it too.
 */
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type SignedIn, send, signUp, TEST_ORIGIN, uniqueEmail, useTestApp } from './helpers.ts';

type Registered = { method: string; url: string; schema?: RouteOptions['schema'] };

const NUL = '\u0000';
const LONE_SURROGATE = '\uD83D';
const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';

type Shape = Record<string, z.ZodType>;

/** The fields of an object schema (through refinements and pipes), or none. */
function shapeOf(schema: unknown): Shape | undefined {
  let current = schema as z.ZodType | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const def = current._zod.def as { type: string; shape?: Shape; in?: z.ZodType };
    if (def.type === 'object') return def.shape;
    current = def.in;
  }
  return undefined;
}

/** Values a typical field accepts, tried in turn to build a valid body. */
const CANDIDATES: unknown[] = [
  'Sample text',
  'person@example.com',
  'https://example.com/page',
  '/uploads/0123456789abcdef0123456789abcdef.webp',
  '2026-01-01',
  'US',
  UNKNOWN_ID,
  10,
  [UNKNOWN_ID],
];

function sampleFor(field: z.ZodType): unknown {
  const def = field._zod.def as { type: string; entries?: Record<string, string> };
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  const options = (field as { options?: readonly unknown[] }).options;
  for (const candidate of [...CANDIDATES, ...(Array.isArray(options) ? options : [])]) {
    if (field.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

/** A field the server ignores whatever it holds (the old app's leftovers). */
function ignored(field: z.ZodType): boolean {
  const def = field._zod.def as { type: string; innerType?: z.ZodType };
  if (def.type === 'optional' && def.innerType) return ignored(def.innerType);
  return def.type === 'unknown' || def.type === 'any';
}

/** Puts the hostile character inside a value the field accepts ("Sample\0 text"). */
const spoil = (value: unknown, bad: string) =>
  typeof value === 'string' && value.length > 1
    ? `${value.slice(0, 1)}${bad}${value.slice(1)}`
    : `Sample${bad}text`;

const fillPath = (url: string, value: string) =>
  url.replace(/:(\w+)|\*/g, (_whole, name?: string) =>
    encodeURIComponent(value || (name === 'id' ? UNKNOWN_ID : name === 'slot' ? '1' : 'x')),
  );

const routes: Registered[] = [];
const ctx = useTestApp({
  people: { admin: 'Admin', customer: 'Customer' },
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  },
});

type Call = { method: string; url: string; body?: unknown };

/** As an Admin, or as a customer where staff are turned away before validation. */
async function call({ method, url, body }: Call) {
  const as = (who: SignedIn) =>
    send(ctx.app, {
      method: method as 'GET',
      url,
      cookie: who.cookie,
      body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    });
  const response = await as(ctx.admin);
  return response.statusCode === 401 || response.statusCode === 403 ? as(ctx.customer) : response;
}

const fieldsNamed = (response: { json(): unknown }) => {
  try {
    const details = (
      response.json() as { error?: { details?: Array<{ field?: string; message?: string }> } }
    ).error?.details;
    return (
      (details ?? [])
        // The backstop's answer ('The field "x" ...') means the contract let the text through.
        .filter((detail) => !detail.message?.startsWith('The field "'))
        .map((detail) => detail.field ?? '')
    );
  } catch {
    return [];
  }
};

/** The answer's field errors name `key` (or an item of it: `title.0`). */
const names = (response: { json(): unknown }, key: string) =>
  fieldsNamed(response).some((field) => field === key || field.startsWith(`${key}.`));

/** Every route once: HEAD is its GET's twin, "/x/" the twin of "/x". */
const walked = () => {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`;
    if (route.method === 'HEAD' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const WALK_TIMEOUT = 180_000;

describe('hostile text on every route', () => {
  it(
    'refuses a NUL or a lone surrogate in each field of each JSON body by name',
    async () => {
      const failures: string[] = [];
      let fieldsWalked = 0;
      for (const route of walked()) {
        const shape = shapeOf(route.schema?.body);
        if (!shape) continue;
        const base = Object.fromEntries(
          Object.entries(shape).map(([key, field]) => [key, sampleFor(field)]),
        );
        const url = fillPath(route.url, '');
        for (const [key, field] of Object.entries(shape)) {
          if (ignored(field)) continue;
          fieldsWalked += 1;
          for (const bad of [NUL, LONE_SURROGATE]) {
            const body = { ...base, [key]: spoil(base[key], bad) };
            const response = await call({ method: route.method, url, body });
            const label = `${route.method} ${route.url} ${key} ${JSON.stringify(bad)}`;
            if (response.statusCode >= 500 || response.statusCode < 400) {
              failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            } else if (!names(response, key)) {
              failures.push(`${label}: ${response.statusCode} without naming the field`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(fieldsWalked).toBeGreaterThan(150);
    },
    WALK_TIMEOUT,
  );

  // A URL cannot carry a lone surrogate (its UTF-8 decoding makes U+FFFD of it): NUL only.
  it(
    'refuses a NUL in each query-string parameter by name',
    async () => {
      const failures: string[] = [];
      for (const route of walked()) {
        const shape = shapeOf(route.schema?.querystring);
        if (!shape) continue;
        for (const [key, field] of Object.entries(shape)) {
          if (ignored(field)) continue;
          const url = `${fillPath(route.url, '')}?${key}=Sample%00text`;
          const response = await call({ method: route.method, url });
          const label = `${route.method} ${route.url}?${key}`;
          if (response.statusCode >= 500 || response.statusCode < 400) {
            failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else if (!names(response, key)) {
            failures.push(`${label}: ${response.statusCode} without naming the field`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    'never answers 500 to a NUL in a path parameter',
    async () => {
      const failures: string[] = [];
      for (const route of walked()) {
        if (!/:\w+|\*/.test(route.url)) continue;
        const response = await call({ method: route.method, url: fillPath(route.url, `a${NUL}b`) });
        if (response.statusCode >= 500) {
          failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});

describe('hostile text at sign-up, sign-in and account changes (better-auth)', () => {
  const post = (url: string, body: unknown, cookie?: string) =>
    send(ctx.app, { method: 'POST', url, body, cookie });

  it('refuses a NUL or a lone surrogate in the name or the e-mail with a 400 naming it', async () => {
    for (const [field, body] of [
      ['name', { name: `Ada${NUL}`, email: uniqueEmail(), password: 'secret-pass-1' }],
      ['name', { name: `Ada${LONE_SURROGATE}`, email: uniqueEmail(), password: 'secret-pass-1' }],
      ['email', { name: 'Ada', email: `a${NUL}${uniqueEmail()}`, password: 'secret-pass-1' }],
    ] as const) {
      const response = await post('/api/auth/sign-up/email', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(
        `The field "${field}" contains a character that is not allowed (a NUL or a broken character). Remove it and try again.`,
      );
    }
    const count = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from "user" where name like 'Ada%'`,
    );
    expect(count[0]?.n).toBe(0);
  });

  it('answers 400 to a megabyte of nested arrays in one field, without walking it recursively', async () => {
    const depth = 400_000;
    const payload = `{"name":${'['.repeat(depth)}${']'.repeat(depth)},"email":"${uniqueEmail()}","password":"secret-pass-1"}`;
    expect(payload.length).toBeGreaterThan(790_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The request is nested more than 32 levels deep. Send a flatter body.',
    });
  });

  it('refuses them at sign-in, password reset and a name change too', async () => {
    const person = await signUp(ctx.app);
    for (const [url, body] of [
      ['/api/auth/sign-in/email', { email: `${person.email}${NUL}`, password: person.password }],
      ['/api/auth/request-password-reset', { email: `${NUL}${person.email}` }],
      ['/api/auth/update-user', { name: `New${NUL}name` }],
    ] as const) {
      const response = await post(url, body, person.cookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    const name = await send(ctx.app, { url: '/api/me', cookie: person.cookie });
    expect(name.json().user.name).toBe('Test Person');
  });
});

describe('addresses staff put on the site', () => {
  it('refuse javascript: and data: in content images and links', async () => {
    const write = (url: string, body: unknown) =>
      send(ctx.app, { method: 'POST', url, body, cookie: ctx.admin.cookie });
    for (const personImg of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const response = await write('/api/add-team', { personName: 'Ada', personImg });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          field: 'personImg',
          message:
            'Choose an image file for the person image, or enter an address on this site (/images/..., /uploads/...) or one starting with https://.',
        },
      ]);
    }
    const link = await write('/api/add-team', { personName: 'Ada', facebook: 'java\tscript:x' });
    expect(link.statusCode, link.body).toBe(400);
    const fine = await write('/api/add-team', {
      personName: 'Ada',
      personImg: '/uploads/0123456789abcdef0123456789abcdef.webp',
      facebook: 'https://www.facebook.com/ada',
    });
    expect(fine.statusCode, fine.body).toBeLessThan(300);
  });
});
