import { ActivityEntry, ActivityListQuery } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActivity } from './service.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/activity',
    {
      schema: {
        operationId: 'listActivity',
        summary: 'The staff activity log',
        tags: ['back office'],
        querystring: ActivityListQuery,
        response: { 200: z.array(ActivityEntry) },
      },
    },
    async (request) => listActivity(db, request.query),
  );
};
