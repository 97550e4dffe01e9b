import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiErrorBody } from '@leadvault/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedSecurity, security } from '../lib/route-schema.ts';
import { roleGuards } from '../modules/auth/index.ts';
import { CROSS_ORIGIN_ALLOWED_ROUTES } from './security.ts';

/** What the API document says of a route beyond its schema (route config `openapi`). */
export type OperationDocs = {
  /**
   * Error statuses the route's own code answers (409, 429, a 403 of its own…), beyond those its
   * declarations imply: 400 for validated input, 401 and 403 for its guards, 403 for the
   * cross-site check of writes, 404 for a path parameter.
   */
  answers?: number[];
  /** A success answer that is not JSON (a CSV, a picture, a file): its media types. */
  produces?: { status?: number; description: string; types: string[] };
  /** A request body that is not JSON (an upload): its media types. */
  accepts?: { description: string; types: string[] };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the API document says beyond the schema (plugins/docs.ts). */
    openapi?: OperationDocs;
  }
}

/** How a route proves who calls it, read from its guards (the hooks it runs). */
type Guard = 'none' | 'session' | 'keyed' | 'role';

/** What the document is completed from: the route's guard and its `config.openapi`. */
type RouteFacts = { guard: Guard; docs: OperationDocs };
/**
 * A route as registered and the scope it was registered in. Its guards are read when the
 * document is made (after ready): a scope's hooks are added after its routes' onRoute has run.
 */
type Registered = { instance: FastifyInstance; route: RouteOptions };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (`VALIDATION_ERROR` names the fields), or not valid JSON.',
  401: 'Not signed in (no session, or no valid API key where one is accepted).',
  403: 'Not allowed: the role does not permit it, or a write came from another site.',
  404: 'Not found, or not the caller’s to see.',
  409: 'The request conflicts with the current state of what it names.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests: try again after the `Retry-After` seconds.',
  503: 'Not available on this server right now.',
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The shared error body every failure has (`ApiErrorBody` of the contract), as a component. */
const ERROR_SCHEMA = 'ApiError';
const errorResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'The request failed.',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

/** `/api/order/:id` as the document spells it: `/api/order/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

/** Fastify keeps a scope's hooks under this symbol; onRoute reads them to find its guards. */
function scopeHooks(instance: FastifyInstance, name: 'onRequest' | 'preHandler'): unknown[] {
  const symbol = Object.getOwnPropertySymbols(instance).find(
    (candidate) => candidate.description === 'fastify.hooks',
  );
  const hooks = symbol
    ? (instance as unknown as Record<symbol, Record<string, unknown[]>>)[symbol]
    : undefined;
  return hooks?.[name] ?? [];
}

function guardOf(instance: FastifyInstance, route: RouteOptions): Guard {
  const hooks = [
    ...scopeHooks(instance, 'onRequest'),
    ...scopeHooks(instance, 'preHandler'),
    ...[route.onRequest ?? []].flat(),
    ...[route.preHandler ?? []].flat(),
  ];
  if (hooks.some((hook) => typeof hook === 'function' && roleGuards.has(hook))) return 'role';
  if (instance.requireSignedInOrApiKey && hooks.includes(instance.requireSignedInOrApiKey)) {
    return route.config?.apiKey ? 'keyed' : 'session';
  }
  if (instance.requireSignedIn && hooks.includes(instance.requireSignedIn)) return 'session';
  return 'none';
}

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, unknown>; description?: string };
  responses?: Record<string, { description?: string; content?: unknown }>;
  security?: unknown[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * Completes each operation from what its route declares, once for every route: the shared
 * error body for each status the route can answer, `security` from its guards, and the media
 * types of non-JSON bodies. What a route's schema declares itself is never overwritten.
 */
function completeOperation(method: string, path: string, op: Operation, facts: RouteFacts) {
  const { guard, docs } = facts;
  const statuses = new Set<number>(docs.answers ?? []);
  if ((op.parameters?.length ?? 0) > 0 || op.requestBody) statuses.add(400);
  if (guard !== 'none') statuses.add(401);
  if (guard === 'role') statuses.add(403);
  // The cross-site check of writes (plugins/security.ts) answers 403 on every unsafe method.
  const route = path.replace(/\{(\w+)\}/g, ':$1').replace(/\{\*\}/g, '*');
  if (UNSAFE_METHODS.has(method) && !CROSS_ORIGIN_ALLOWED_ROUTES.has(route)) statuses.add(403);
  if (op.parameters?.some((parameter) => parameter.in === 'path')) statuses.add(404);
  // Every API key has its own rate limit (API_KEY_RATE_LIMIT).
  if (guard === 'keyed') statuses.add(429);

  op.responses ??= {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    op.responses[status] ??= errorResponse(status);
  }
  if (guard !== 'none' && !op.security) {
    op.security = guard === 'keyed' ? keyedSecurity : security;
  }
  if (docs.produces) {
    const status = String(docs.produces.status ?? 200);
    op.responses[status] = {
      description: docs.produces.description,
      content: Object.fromEntries(
        docs.produces.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  if (docs.accepts && !op.requestBody) {
    op.requestBody = {
      description: docs.accepts.description,
      content: Object.fromEntries(
        docs.accepts.types.map((type) => [
          type,
          {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        ]),
      ),
    };
  }
}

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs. A route documents itself:
 * `operationId` (camelCase, unique) and `summary` in its schema, its input and success answers
 * as zod schemas, and in `config.openapi` what its own code answers beyond them (409, 429…)
 * and any body that is not JSON. The error statuses its declarations imply and its `security`
 * are added here, from its guards (`requireSignedIn`, `requireSignedInOrApiKey` with
 * `config.apiKey`, `requireRole`). test/openapi-document.test.ts checks the result against
 * what the routes really answer.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  const registered = new Map<string, Registered>();
  app.addHook('onRoute', function collect(this: FastifyInstance, route) {
    for (const method of [route.method].flat()) {
      registered.set(`${method} ${documentPath(route.url)}`, { instance: this, route });
    }
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'LeadVault API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          // The leads API's keys, made on /find-leads/api (modules/api-keys).
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'lv_…',
            description:
              'An API key made on /find-leads/api: `Authorization: Bearer lv_…`. Accepted by the Find Leads calls that list it; 60 requests a minute per key by default (API_KEY_RATE_LIMIT), with RateLimit-Limit/Remaining/Reset headers and 429 + Retry-After beyond.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject
        ? documentObject.openapiObject
        : documentObject.swaggerObject) as unknown as Document;
      document.components ??= {};
      document.components.schemas ??= {};
      const { $schema: _, ...errorSchema } = z.toJSONSchema(ApiErrorBody, {
        target: 'openapi-3.0',
        io: 'output',
      });
      document.components.schemas[ERROR_SCHEMA] = errorSchema;
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, op] of Object.entries(operations)) {
          const found = registered.get(`${method.toUpperCase()} ${path}`);
          if (!found) continue;
          completeOperation(method.toUpperCase(), path, op, {
            guard: guardOf(found.instance, found.route),
            docs: found.route.config?.openapi ?? {},
          });
        }
      }
      return document as never;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
