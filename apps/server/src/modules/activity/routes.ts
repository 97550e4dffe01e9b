import { ActivityEntry, ActivityListQuery } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { listActivity } from './service.ts';

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
