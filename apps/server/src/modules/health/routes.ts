import { HealthResponse, PublicConfig } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  googleSignIn: boolean;
}> = async (app, { database, googleSignIn }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: HealthResponse } } },
    async () => {
      await database.rows(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => ({
      googleSignIn,
    }),
  );
};
