import {
  DiscountCode,
  DiscountCodeInput,
  DiscountCodeList,
  DiscountQuote,
  DiscountQuoteInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { packageForSale } from '../packages/index.ts';
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  quoteDiscount,
  updateDiscountCode,
} from './service.ts';

const Deleted = z.object({ deleted: z.literal(true) });

export const discountCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Checkout's "Apply": the buyer's price with the code, checked like the order will be.
  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireSignedIn);
    signedIn.post(
      '/discount-quote',
      {
        config: { openapi: { answers: [404] } },
        schema: {
          operationId: 'quoteDiscount',
          summary: 'Price a package with a discount code',
          tags: ['orders'],
          body: DiscountQuoteInput,
          response: { 200: DiscountQuote },
        },
      },
      async (request) =>
        quoteDiscount(db, viewerOf(request), request.body, (id) =>
          packageForSale(app.catalogCache, db, id),
        ),
    );
  });

  // The back office: Admins only, checked before the body or the id is looked at.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));

    admin.get(
      '/admin/discount-codes',
      {
        schema: {
          operationId: 'listDiscountCodes',
          summary: 'List discount codes',
          tags: ['back office'],
          security,
          response: { 200: DiscountCodeList },
        },
      },
      async () => listDiscountCodes(db),
    );

    admin.post(
      '/admin/discount-codes',
      {
        config: { openapi: { answers: [409] } },
        schema: {
          operationId: 'createDiscountCode',
          summary: 'Create a discount code',
          tags: ['back office'],
          security,
          body: DiscountCodeInput,
          response: { 201: DiscountCode },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createDiscountCode(db, viewerOf(request), request.body)),
    );

    admin.get(
      '/admin/discount-codes/:id',
      {
        schema: {
          operationId: 'getDiscountCode',
          summary: 'Get one discount code',
          tags: ['back office'],
          security,
          params: IdParams,
          response: { 200: DiscountCode },
        },
      },
      async (request) => getDiscountCode(db, request.params.id),
    );

    admin.put(
      '/admin/discount-codes/:id',
      {
        config: { openapi: { answers: [409] } },
        schema: {
          operationId: 'updateDiscountCode',
          summary: 'Change (or deactivate) a discount code',
          tags: ['back office'],
          security,
          params: IdParams,
          body: DiscountCodeInput,
          response: { 200: DiscountCode },
        },
      },
      async (request) => updateDiscountCode(db, viewerOf(request), request.params.id, request.body),
    );

    admin.delete(
      '/admin/discount-codes/:id',
      {
        schema: {
          operationId: 'deleteDiscountCode',
          summary: 'Delete a discount code (orders keep their discount)',
          tags: ['back office'],
          security,
          params: IdParams,
          response: { 200: Deleted },
        },
      },
      async (request) => {
        await deleteDiscountCode(db, viewerOf(request), request.params.id);
        return { deleted: true as const };
      },
    );
  });
};
