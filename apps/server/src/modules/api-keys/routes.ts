import {
  ApiErrorBody,
  ApiKey,
  ApiKeysResponse,
  CreateApiKeyInput,
  CreatedApiKey,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

const tags = ['api keys'];
// Cookie only: a key never manages keys (a leaked key cannot make more or hide itself).

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireSignedIn);

  app.get(
    '/api-keys',
    {
      schema: {
        operationId: 'listApiKeys',
        tags,
        security,
        summary: 'Your API keys, newest first (revoked ones marked)',
        response: { 200: ApiKeysResponse },
      },
    },
    async (request) => listApiKeys(db, viewerOf(request).user.id),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        operationId: 'createApiKey',
        tags,
        security,
        summary: 'Create an API key; the answer is the only time the key is shown',
        description:
          'Only an account with a verified e-mail address may (403 EMAIL_NOT_VERIFIED), and it holds at most 10 live keys (409 TOO_MANY_API_KEYS).',
        body: CreateApiKeyInput,
        response: { 201: CreatedApiKey, 403: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(db, viewerOf(request), request.body.name)),
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        operationId: 'deleteApiKey',
        tags,
        security,
        summary: 'Revoke one of your API keys (it answers 401 from then on)',
        params: IdParams,
        response: { 200: ApiKey },
      },
    },
    async (request) => revokeApiKey(db, viewerOf(request), request.params.id),
  );
};
