import { Readable } from 'node:stream';
import {
  CountryList,
  CreateOrderInput,
  Order,
  OrderExportQuery,
  OrderListQuery,
  OrderListResponse,
  OrderSummary,
  OrderSummaryQuery,
  SalesTotal,
  UpdateOrderInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { notFound } from '../../lib/http-error.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { type DocumentKind, openDocumentPdf } from '../invoices/index.ts';
import { packageForSale } from '../packages/index.ts';
import { COUNTRIES } from './countries.ts';
import { orderCsv } from './export.ts';
import {
  cancelOrder,
  createOrder,
  findReadableOrder,
  listOrders,
  ORDER_NOT_FOUND,
  summarizeOrders,
  toOrderFromRecord,
  updateOrderStatus,
} from './service.ts';
import { salesTotal } from './stats.ts';

/** "orders-received-2026-11-22.csv": what the filter was, and when. */
function exportFileName(query: OrderExportQuery): string {
  const parts = [
    'orders',
    query.paymentStatus ? `payment-${query.paymentStatus}` : '',
    query.orderStatus ? `order-${query.orderStatus}` : '',
    query.q ? 'search' : '',
    new Date().toISOString().slice(0, 10),
  ];
  return `${parts.filter(Boolean).join('-').toLowerCase()}.csv`;
}
const DAY_IN_SECONDS = 24 * 60 * 60;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/countries',
    {
      schema: {
        operationId: 'listCountries',
        summary: 'The countries a billing address may name',
        tags: ['orders'],
        response: { 200: CountryList },
      },
    },
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
      {
        config: { openapi: { answers: [404] } },
        schema: {
          operationId: 'createOrder',
          summary: 'Place an order for a package',
          tags: ['orders'],
          body: CreateOrderInput,
          response: { 201: Order },
        },
      },
      async (request, reply) => {
        const deps = { db, jobs: app.jobs, mailer: app.mailer, publicUrl: app.config.publicUrl };
        const order = await createOrder(deps, viewerOf(request), request.body, (id) =>
          packageForSale(app.catalogCache, db, id),
        );
        return reply.status(201).send(order);
      },
    );

    signedIn.get(
      '/orders',
      {
        schema: {
          operationId: 'listOrders',
          summary: "List orders (one's own; every order for Admins)",
          tags: ['orders'],
          querystring: OrderListQuery,
          response: { 200: OrderListResponse },
        },
      },
      async (request) => listOrders(db, viewerOf(request), request.query),
    );

    signedIn.get(
      '/orders/summary',
      {
        schema: {
          operationId: 'getOrderSummary',
          summary: 'Counts of orders by status',
          tags: ['orders'],
          querystring: OrderSummaryQuery,
          response: { 200: OrderSummary },
        },
      },
      async (request) => {
        return summarizeOrders(db, viewerOf(request), request.query);
      },
    );

    signedIn.get(
      '/order/:id',
      {
        schema: {
          operationId: 'getOrder',
          summary: 'Get one order',
          tags: ['orders'],
          params: IdParams,
          response: { 200: Order },
        },
      },
      async (request) => {
        const record = await findReadableOrder(db, viewerOf(request), request.params.id);
        if (!record) throw notFound(ORDER_NOT_FOUND);
        return toOrderFromRecord(record);
      },
    );

    const documents: [string, DocumentKind, string, string][] = [
      [
        '/orders/:id/invoice',
        'invoice',
        'getOrderInvoice',
        "Download a paid order's invoice (PDF)",
      ],
      [
        '/orders/:id/credit-note',
        'credit_note',
        'getOrderCreditNote',
        "Download a refunded order's credit note (PDF)",
      ],
    ];
    for (const [url, kind, operationId, summary] of documents) {
      signedIn.get(
        url,
        {
          config: {
            openapi: {
              produces: {
                description: 'The PDF as issued (never re-rendered), as an attachment.',
                types: ['application/pdf'],
              },
            },
          },
          schema: {
            operationId,
            summary,
            description:
              'The order’s owner or staff. 404 for anyone else’s order, and while the order has ' +
              'no such document (an invoice is issued when the payment is received, a credit ' +
              'note when a paid order is refunded).',
            tags: ['orders'],
            security,
            params: IdParams,
          },
        },
        async (request, reply) => {
          const record = await findReadableOrder(db, viewerOf(request), request.params.id);
          if (!record) throw notFound(ORDER_NOT_FOUND);
          const opened = await openDocumentPdf(db, record.order.id, kind);
          if (!opened) {
            throw notFound(
              kind === 'invoice'
                ? 'This order has no invoice yet: it is issued once the payment is received.'
                : 'This order has no credit note: it is issued when a paid order is refunded.',
            );
          }
          reply
            .header('content-type', 'application/pdf')
            .header('content-length', String(opened.file.sizeBytes))
            .header('content-disposition', attachmentHeader(opened.file.name))
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff');
          return reply.send(opened.stream);
        },
      );
    }

    // The old app sent `{ paymentStatus: 'Cancelled' }`; the body is not read.
    signedIn.put(
      '/payment-cancelled/:id',
      {
        config: { openapi: { answers: [409] } },
        schema: {
          operationId: 'cancelOrderPayment',
          summary: "Cancel an order's pending payment",
          tags: ['orders'],
          params: IdParams,
          response: { 200: Order },
        },
      },
      async (request) => cancelOrder(db, viewerOf(request), request.params.id),
    );
  });

  // The back office: Admins only, checked before the body or the id is looked at.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));

    admin.put(
      '/order/:id',
      {
        schema: {
          operationId: 'updateOrderStatus',
          summary: "Change an order's status",
          tags: ['back office'],
          security,
          params: IdParams,
          body: UpdateOrderInput,
          response: { 200: Order },
        },
      },
      async (request) =>
        updateOrderStatus(
          { db, jobs: app.jobs },
          viewerOf(request),
          request.params.id,
          request.body,
        ),
    );

    admin.get(
      '/orders/total-sales',
      {
        schema: {
          operationId: 'getTotalSales',
          summary: 'The total of paid orders',
          tags: ['back office'],
          security,
          response: { 200: SalesTotal },
        },
      },
      async (_request) => {
        return salesTotal(db);
      },
    );

    // Streams the whole filtered list as CSV, whatever its size (keyset batches).
    admin.get(
      '/orders/export',
      {
        config: {
          openapi: {
            produces: {
              description: 'The CSV file, streamed as an attachment.',
              types: ['text/csv'],
            },
          },
        },
        schema: {
          operationId: 'exportOrders',
          summary: 'Download the filtered orders as CSV',
          tags: ['back office'],
          security,
          querystring: OrderExportQuery,
        },
      },
      async (request, reply) => {
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${exportFileName(request.query)}"`)
          .type('text/csv; charset=utf-8');
        return reply.send(Readable.from(orderCsv(db, request.query)));
      },
    );
  });
};
