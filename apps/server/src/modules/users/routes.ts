import { StaffUser, StaffUserInput } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { viewerOf } from '../auth/index.ts';
import { createStaff, deleteStaff, findStaff, listStaff, updateStaff } from './service.ts';

const IdParams = z.object({ id: z.string() });
const security = [{ session: [] }];
const tags = ['back office'];

/**
 * Manage Users: the staff list that decides who is Admin or Manager. Admins only. A change
 * applies from the next request of that person (the role is read on every request).
 */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/users',
    { schema: { tags, security, response: { 200: z.array(StaffUser) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStaff(db);
    },
  );

  app.post(
    '/add-user',
    { schema: { tags, security, body: StaffUserInput, response: { 201: StaffUser } } },
    async (request, reply) =>
      reply.status(201).send(await createStaff(db, viewerOf(request), request.body)),
  );

  app.get(
    '/user/:id',
    { schema: { tags, security, params: IdParams, response: { 200: StaffUser } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findStaff(db, request.params.id);
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: StaffUserInput,
        response: { 200: StaffUser },
      },
    },
    async (request) => updateStaff(db, viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user/:id',
    { schema: { tags, security, params: IdParams, response: { 200: StaffUser } } },
    async (request) => deleteStaff(db, viewerOf(request), request.params.id),
  );
};
