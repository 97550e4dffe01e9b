import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalPage, messagePage, withParams } from './page.ts';
import { type PayPalSandbox, type SandboxAnswer, SandboxError } from './sandbox.ts';

const sdkScript = readFileSync(path.join(import.meta.dirname, 'sdk.js'), 'utf8');

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const sendAnswer = (reply: FastifyReply, answer: SandboxAnswer) =>
  reply.status(answer.status).send(answer.body);

function sendPage(reply: FastifyReply, html: string, status = 200, formTargets: string[] = []) {
  // The pages are plain HTML forms. Their answers redirect to the shop's return or cancel URL,
  // which CSP's form-action must allow.
  const origins = new Set<string>();
  for (const target of formTargets) {
    try {
      origins.add(new URL(target).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

/**
 * The local PayPal sandbox over HTTP, mounted at /sandbox/paypal: PayPal's REST subset (JSON,
 * PayPal's error bodies), the buyer's approval page and the JS SDK stand-in.
 */
export const paypalSandboxRoutes: FastifyPluginAsync<{ sandbox: PayPalSandbox }> = async (
  app,
  { sandbox },
) => {
  // Not part of the shop's API: kept out of /api/docs.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('preClose', async () => {
    await sandbox.close();
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // PayPal takes an empty JSON body (capture, refund) as `{}`.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (!body) return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new SandboxError(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'));
    }
  });

  // Every REST answer, told to whoever observes the sandbox (tests check them against PayPal's
  // OpenAPI documents); the approval page and the SDK are not PayPal's REST API.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.slice(app.prefix.length).split('?')[0] ?? '';
    if (/^\/v\d\//.test(path)) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      sandbox.reportExchange({
        method: request.method,
        path,
        headers,
        body: request.body,
        status: reply.statusCode,
        answer: typeof payload === 'string' ? payload : String(payload ?? ''),
      });
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError | SandboxError, request, reply) => {
    if (error instanceof SandboxError) return sendAnswer(reply, error.toAnswer());
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox failed');
    return sendAnswer(reply, new SandboxError(status >= 500 ? 500 : 400).toAnswer());
  });

  // -- REST API -------------------------------------------------------------------------------

  app.post('/v1/oauth2/token', async (request, reply) =>
    sendAnswer(reply, sandbox.issueToken(header(request, 'authorization'), request.body)),
  );

  app.post('/v2/checkout/orders', async (request, reply) => {
    sandbox.authorize(header(request, 'authorization'));
    return sendAnswer(
      reply,
      await sandbox.createOrder(request.body, {
        requestId: header(request, 'paypal-request-id'),
        prefer: header(request, 'prefer'),
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    sandbox.authorize(header(request, 'authorization'));
    return sendAnswer(reply, await sandbox.getOrder(request.params.id));
  });

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    async (request, reply) => {
      sandbox.authorize(header(request, 'authorization'));
      return sendAnswer(
        reply,
        await sandbox.capture(request.params.id, {
          requestId: header(request, 'paypal-request-id'),
          mockResponse: header(request, 'paypal-mock-response'),
          prefer: header(request, 'prefer'),
        }),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/payments/captures/:id/refund',
    async (request, reply) => {
      sandbox.authorize(header(request, 'authorization'));
      return sendAnswer(
        reply,
        await sandbox.refund(request.params.id, request.body, {
          requestId: header(request, 'paypal-request-id'),
          mockResponse: header(request, 'paypal-mock-response'),
        }),
      );
    },
  );

  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    sandbox.authorize(header(request, 'authorization'));
    return sendAnswer(reply, sandbox.verifyWebhookSignature(request.body));
  });

  // -- The buyer's side -----------------------------------------------------------------------

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = request.query.token
      ? await sandbox.orderForBuyer(request.query.token)
      : undefined;
    if (!order) {
      const { html, status } = messagePage(
        'Unknown payment',
        'This payment link is not valid.',
        404,
      );
      return sendPage(reply, html, status);
    }
    const html = approvalPage({
      id: order.id,
      status: order.status,
      amount: order.unit.amount,
      description: order.unit.description,
      brandName: order.brandName,
      returnUrl:
        order.returnUrl && sandbox.isReturnTarget(order.returnUrl) ? order.returnUrl : undefined,
    });
    return sendPage(
      reply,
      html,
      200,
      [order.returnUrl, order.cancelUrl].filter(
        (url): url is string => url !== undefined && sandbox.isReturnTarget(url),
      ),
    );
  });

  app.post<{ Params: { id: string } }>('/checkoutnow/:id/approve', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    let order: Awaited<ReturnType<PayPalSandbox['approve']>>;
    try {
      order = await sandbox.approve(request.params.id, { declineCard: form.decline === '1' });
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      const { html, status } =
        error.status === 404
          ? messagePage('Unknown payment', 'This payment link is not valid.', 404)
          : messagePage('Payment complete', 'This payment is already complete.', 409);
      return sendPage(reply, html, status);
    }
    if (order.returnUrl && sandbox.isReturnTarget(order.returnUrl)) {
      return reply.redirect(
        withParams(order.returnUrl, { token: order.id, PayerID: order.payer?.payer_id ?? '' }),
        303,
      );
    }
    const { html } = messagePage(
      'Payment approved',
      'Payment approved. You can close this window.',
    );
    return sendPage(reply, html);
  });

  app.post<{ Params: { id: string } }>('/checkoutnow/:id/cancel', async (request, reply) => {
    const order = await sandbox.orderForBuyer(request.params.id);
    if (!order) {
      const { html, status } = messagePage(
        'Unknown payment',
        'This payment link is not valid.',
        404,
      );
      return sendPage(reply, html, status);
    }
    if (order.cancelUrl && sandbox.isReturnTarget(order.cancelUrl))
      return reply.redirect(withParams(order.cancelUrl, { token: order.id }), 303);
    const { html } = messagePage('Payment cancelled', 'You cancelled the payment.');
    return sendPage(reply, html);
  });

  // -- The JS SDK stand-in --------------------------------------------------------------------

  app.get('/sdk/js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sdkScript),
  );
};
