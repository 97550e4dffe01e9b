import { Order } from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { refreshOrderFiles } from './refresh.ts';

/** A segment order's files, as their buyer asks for them again (`refresh-files`). */
export const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireSignedIn);
    signedIn.post(
      '/orders/:id/refresh-files',
      {
        config: { openapi: { answers: [403, 409] } },
        schema: {
          operationId: 'refreshOrderFiles',
          summary: 'Cut a segment order’s files again, replacing contacts that turned invalid',
          description:
            'The owner of a paid order of a package cut from our leads, within 30 days of its ' +
            'first files: contacts whose e-mail turned invalid (or who asked to be removed) are ' +
            'replaced from the same segment. Answers 202 with the order (`cut.status` ' +
            '`preparing`); the current files stay downloadable until the new ones are ready. ' +
            '409 while a cut runs or after the 30 days, 403 for an unpaid order, 404 for anyone ' +
            'else’s order or an order without cut files.',
          tags: ['orders'],
          security,
          params: IdParams,
          response: { 202: Order },
        },
      },
      async (request, reply) => {
        const order = await refreshOrderFiles(db, app.jobs, viewerOf(request), request.params.id);
        return reply.code(202).send(order);
      },
    );
  });
};
