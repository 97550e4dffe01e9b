import {
  AdminPaymentSetting,
  CreatePayPalOrderInput,
  CreatePayPalOrderResponse,
  PaymentResult,
  PaymentSettingsResponse,
  RefundOrderInput,
  RefundPreview,
  RefundResult,
  UpdatePaymentSettingInput,
} from '@leadvault/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSettings } from '../../db/schema/index.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import type { SettleDeps } from './deps.ts';
import { previewRefund, refundOrder } from './refund.ts';
import {
  capturePayPalPayment,
  confirmPayment,
  listPaymentSettings,
  paymentsNotConfigured,
  startPayPalPayment,
  updatePaymentSetting,
} from './service.ts';
import { receiveWebhook } from './webhook.ts';

const WebhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, paypal, config } = app;
  const db = app.database.db;
  const publicUrl = config.publicUrl;
  /** What payment routes need; 503 when this server has no way to take payments. */
  const deps = (): SettleDeps => {
    if (!paypal.client) throw paymentsNotConfigured();
    return { db, mailer, jobs: app.jobs, publicUrl, paypal: paypal.client, log: app.log };
  };

  app.get(
    '/payments',
    {
      schema: {
        operationId: 'getPaymentSettings',
        summary: 'The public payment settings (PayPal client id)',
        tags: ['payments'],
        response: { 200: PaymentSettingsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (!paypal.clientId) return [];
      // The id of the payment settings record (what the back office edits), when there is one.
      // The client id itself comes from the configuration: it must belong to the same PayPal
      // app as the secret the server captures with.
      const [setting] = await db
        .select({ id: paymentSettings.id })
        .from(paymentSettings)
        .orderBy(asc(paymentSettings.position), asc(paymentSettings.createdAt))
        .limit(1);
      return [{ _id: setting?.id ?? 'paypal', email: paypal.clientId, sdkUrl: paypal.sdkUrl }];
    },
  );

  // Called by PayPal, not by a browser: it proves itself by its signature, not a session.
  app.post(
    '/paypal/webhook',
    {
      config: { openapi: { answers: [400, 503] } },
      schema: {
        operationId: 'receivePayPalWebhook',
        summary: "PayPal's webhook (signed by PayPal)",
        tags: ['payments'],
        response: { 200: WebhookAnswer },
      },
    },
    async (request) => {
      const settleDeps = deps();
      if (!paypal.webhookId) throw paymentsNotConfigured();
      return receiveWebhook(settleDeps, paypal.webhookId, request.headers, request.body);
    },
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    // onRequest: signed-out requests get 401 before their body is even validated.
    signedIn.addHook('onRequest', app.requireSignedIn);

    signedIn.post(
      '/paypal/orders',
      {
        config: { openapi: { answers: [404, 409, 503] } },
        schema: {
          operationId: 'createPayPalOrder',
          summary: 'Start paying an order with PayPal',
          tags: ['payments'],
          body: CreatePayPalOrderInput,
          response: { 200: CreatePayPalOrderResponse },
        },
      },
      async (request) => startPayPalPayment(deps(), viewerOf(request), request.body.orderId),
    );

    signedIn.post(
      '/paypal/orders/:paypalOrderId/capture',
      {
        config: { openapi: { answers: [409, 503] } },
        schema: {
          operationId: 'capturePayPalOrder',
          summary: 'Capture an approved PayPal payment',
          tags: ['payments'],
          params: z.object({ paypalOrderId: z.string().min(1).max(64) }),
          response: { 200: PaymentResult },
        },
      },
      async (request) => {
        // PayPal's negative-testing header, passed on only to the local sandbox (tests, demo).
        const mock = request.headers['paypal-mock-response'];
        return capturePayPalPayment(deps(), viewerOf(request), request.params.paypalOrderId, {
          mockResponse: paypal.sandbox && typeof mock === 'string' ? mock : undefined,
        });
      },
    );

    // The old app sent paymentStatus, orderStatus and transactionId; none of it is read.
    signedIn.put(
      '/payment-received/:id',
      {
        config: { openapi: { answers: [409, 503] } },
        schema: {
          operationId: 'confirmOrderPayment',
          summary: 'Settle an order whose PayPal payment was captured',
          tags: ['payments'],
          params: z.object({ id: z.string() }),
          response: { 200: PaymentResult },
        },
      },
      async (request) => confirmPayment(deps(), viewerOf(request), request.params.id),
    );
  });

  // The back office's payment setting and refunds: Admins only, checked before the id or the
  // body. Refunds are Admin-only like every other order status change (PUT /api/order/:id);
  // Managers have the dashboard and the e-mail template only. The stored client id sits beside
  // the configured one (docs/decisions/007-payment-client-id.md).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));

    admin.post(
      '/orders/:id/refund',
      {
        config: { openapi: { answers: [409, 503] } },
        schema: {
          operationId: 'refundOrder',
          summary: 'Refund a paid order through PayPal',
          tags: ['back office'],
          security,
          params: IdParams,
          body: RefundOrderInput,
          response: { 200: RefundResult },
        },
      },
      async (request) => {
        // PayPal's negative-testing header, passed on only to the local sandbox (tests, demo).
        const mock = request.headers['paypal-mock-response'];
        return refundOrder(deps(), viewerOf(request), request.params.id, request.body, {
          mockResponse: paypal.sandbox && typeof mock === 'string' ? mock : undefined,
        });
      },
    );

    admin.get(
      '/orders/:id/refund-preview',
      {
        schema: {
          operationId: 'previewRefund',
          summary: "What refunding an order would take back (a credit pack's unspent credits)",
          tags: ['back office'],
          security,
          params: IdParams,
          response: { 200: RefundPreview },
        },
      },
      async (request) => previewRefund(db, request.params.id),
    );

    admin.get(
      '/admin/payments',
      {
        schema: {
          operationId: 'listPaymentSettings',
          summary: 'The payment settings (back office)',
          tags: ['back office'],
          security,
          response: { 200: z.array(AdminPaymentSetting) },
        },
      },
      async (_request) => {
        return listPaymentSettings(db, paypal);
      },
    );

    admin.put(
      '/payment/:id',
      {
        schema: {
          operationId: 'updatePaymentSetting',
          summary: 'Update a payment setting',
          tags: ['back office'],
          security,
          params: IdParams,
          body: UpdatePaymentSettingInput,
          response: { 200: AdminPaymentSetting },
        },
      },
      async (request) =>
        updatePaymentSetting(db, paypal, viewerOf(request), request.params.id, request.body),
    );
  });
};
