import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
