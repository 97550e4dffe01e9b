import {
  CreatedSuppression,
  CreateSuppressionInput,
  RemovedSuppression,
  SuppressionListQuery,
  SuppressionPage,
  SuppressionPreview,
  SuppressionPreviewInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import {
  addSuppression,
  listSuppressions,
  previewSuppression,
  removeSuppression,
} from './service.ts';

const tags = ['back office'];

/** The back office's Suppressions screen: Admins only, checked before the id or the body. */
/**
 * The server-rendered pages hold leads too (Find Leads' search for visitors, issue 30): a
 * suppression drops them in every process, so a removed person leaves that page at once.
 */
export function dropLeadPages(app: { catalogCache: { invalidate(group: string): void } }) {
  app.catalogCache.invalidate('suppressions');
}

export const suppressionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/admin/suppressions',
    {
      schema: {
        operationId: 'listSuppressions',
        tags,
        security,
        summary: 'Suppressed addresses and domains, newest first',
        querystring: SuppressionListQuery,
        response: { 200: SuppressionPage },
      },
    },
    async (request) => listSuppressions(db, request.query),
  );

  app.post(
    '/admin/suppressions',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'createSuppression',
        tags,
        security,
        summary:
          'Suppress an e-mail address or a whole domain (its subdomains too): its leads leave search, reveal, lists and exports at once, and imports skip it',
        body: CreateSuppressionInput,
        response: { 201: CreatedSuppression },
      },
    },
    async (request, reply) => {
      const added = await addSuppression(db, viewerOf(request), request.body);
      dropLeadPages(app);
      return reply.status(201).send(added);
    },
  );

  app.post(
    '/admin/suppressions/preview',
    {
      schema: {
        operationId: 'previewSuppression',
        tags,
        security,
        summary:
          'How many leads a suppression would hide, before it is saved (the address or domain as it would be saved; a URL becomes its domain)',
        body: SuppressionPreviewInput,
        response: { 200: SuppressionPreview },
      },
    },
    async (request) => previewSuppression(db, request.body),
  );

  app.delete(
    '/admin/suppressions/:id',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'deleteSuppression',
        tags,
        security,
        summary:
          'Lift a staff suppression (its leads come back unless another covers them); an opt-out stays (409)',
        params: IdParams,
        response: { 200: RemovedSuppression },
      },
    },
    async (request) => removeSuppression(db, viewerOf(request), request.params.id),
  );
};
