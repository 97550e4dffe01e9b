import {
  CountryList,
  CreateOrderInput,
  Order,
  OrderListQuery,
  OrderListResponse,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../auth/index.ts';
import { COUNTRIES } from './countries.ts';
import {
  cancelOrder,
  createOrder,
  findReadableOrder,
  listOrders,
  ORDER_NOT_FOUND,
  toOrderFromRecord,
} from './service.ts';

const IdParams = z.object({ id: z.string() });
const DAY_IN_SECONDS = 24 * 60 * 60;

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/countries',
    { schema: { tags: ['orders'], response: { 200: CountryList } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${DAY_IN_SECONDS}`);
      return COUNTRIES;
    },
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    // onRequest: signed-out requests get 401 before their body is even validated.
    signedIn.addHook('onRequest', app.requireSignedIn);

    signedIn.post(
      '/new-order',
      { schema: { tags: ['orders'], body: CreateOrderInput, response: { 201: Order } } },
      async (request, reply) => {
        const order = await createOrder(db, viewerOf(request), request.body);
        return reply.status(201).send(order);
      },
    );

    signedIn.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          querystring: OrderListQuery,
          response: { 200: OrderListResponse },
        },
      },
      async (request) => listOrders(db, viewerOf(request), request.query),
    );

    signedIn.get(
      '/order/:id',
      { schema: { tags: ['orders'], params: IdParams, response: { 200: Order } } },
      async (request) => {
        const record = await findReadableOrder(db, viewerOf(request), request.params.id);
        if (!record) throw notFound(ORDER_NOT_FOUND);
        return toOrderFromRecord(record);
      },
    );

    // The old app sent `{ paymentStatus: 'Cancelled' }`; the body is not read.
    signedIn.put(
      '/payment-cancelled/:id',
      { schema: { tags: ['orders'], params: IdParams, response: { 200: Order } } },
      async (request) => cancelOrder(db, viewerOf(request), request.params.id),
    );
  });
};
