import { ApiErrorBody, HealthResponse, PublicConfig } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';

/** A database that has not answered by then counts as down: probes want an answer, not a hang. */
const DATABASE_TIMEOUT_MS = 5_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database;
  const googleSignIn = Boolean(app.config.google);
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer',
        tags: ['system'],
        response: { 200: HealthResponse, 503: ApiErrorBody },
      },
    },
    async (request) => {
      try {
        await withTimeout(database.rows(sql`select 1`), DATABASE_TIMEOUT_MS);
      } catch (error) {
        // 503 tells a load balancer or orchestrator "not now" rather than "this server is broken".
        request.log.warn({ err: error }, 'health check: the database did not answer');
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        operationId: 'getPublicConfig',
        summary: 'The settings the web app needs before signing in',
        tags: ['system'],
        response: { 200: PublicConfig },
      },
    },
    async () => ({
      googleSignIn,
    }),
  );
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
