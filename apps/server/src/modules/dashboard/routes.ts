import { DashboardStats } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../auth/index.ts';
import { dashboardStats } from './service.ts';

/** The admin dashboard's tiles and sales chart: Admins and Managers, each seeing their part. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireRole('Admin', 'Manager'));

  app.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        summary: "The back office's dashboard figures",
        tags: ['back office'],
        security: [{ session: [] }],
        response: { 200: DashboardStats },
      },
    },
    async (request) => {
      return dashboardStats(db, viewerOf(request).role);
    },
  );
};
