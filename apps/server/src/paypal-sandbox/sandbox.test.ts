import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../test/helpers.ts';
import { paypalSandboxOrders } from '../db/schema/index.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_WEBHOOK_ID } from './index.ts';

const ctx = useTestApp();
let token: string;

beforeAll(async () => {
  // These tests talk to the sandbox as a PayPal client would: no webhook deliveries needed.
  ctx.app.paypal.sandbox?.setWebhookDelivery(false);
  token = (await tokenWith(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET)).json().access_token;
});

const BASE = '/sandbox/paypal';

function tokenWith(id: string, secret: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
}

function api(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ORDER_BODY = {
  intent: 'CAPTURE',
  purchase_units: [
    {
      amount: { currency_code: 'USD', value: '49.00' },
      custom_id: 'our-order-id',
      invoice_id: 'ABCD1234',
      description: 'Starter Leads - ABCD1234',
    },
  ],
  application_context: {
    brand_name: 'LeadVault',
    return_url: 'http://localhost:3000/pay-now/x?paypal=approved',
    cancel_url: 'http://localhost:3000/pay-now/x?paypal=cancelled',
  },
};

async function createdOrder(): Promise<string> {
  const response = await api('POST', '/v2/checkout/orders', ORDER_BODY);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function approved(): Promise<string> {
  const id = await createdOrder();
  const approval = await ctx.app.inject({
    method: 'POST',
    url: `${BASE}/checkoutnow/${id}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(approval.statusCode).toBe(303);
  return id;
}

describe('the sandbox OAuth endpoint', () => {
  it('issues a bearer token for the sandbox credentials only', async () => {
    const good = await tokenWith(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
      expires_in: 32_400,
    });
    const bad = await tokenWith(SANDBOX_CLIENT_ID, 'wrong');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses API calls without a valid token, like PayPal', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/v2/checkout/orders`,
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: JSON.stringify(ORDER_BODY),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
  });
});

describe('the sandbox Orders API', () => {
  it('creates an order (201, CREATED) with an approve link to the approval page', async () => {
    const response = await api('POST', '/v2/checkout/orders', ORDER_BODY);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'CREATED' });
    expect(order.links).toContainEqual({
      href: `http://localhost:3000/sandbox/paypal/checkoutnow?token=${order.id}`,
      rel: 'approve',
      method: 'GET',
    });
    const read = await api('GET', `/v2/checkout/orders/${order.id}`);
    expect(read.json()).toMatchObject({
      id: order.id,
      status: 'CREATED',
      purchase_units: [
        { amount: { currency_code: 'USD', value: '49.00' }, custom_id: 'our-order-id' },
      ],
    });
  });

  it("answers bad requests and unknown orders with PayPal's error bodies", async () => {
    const bad = await api('POST', '/v2/checkout/orders', {
      ...ORDER_BODY,
      purchase_units: [{ amount: { currency_code: 'USD', value: 'forty' } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      debug_id: expect.any(String),
      details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }],
    });
    const tooLong = await api('POST', '/v2/checkout/orders', {
      ...ORDER_BODY,
      purchase_units: [{ ...ORDER_BODY.purchase_units[0], description: 'x'.repeat(128) }],
    });
    expect(tooLong.json()).toMatchObject({ details: [{ issue: 'INVALID_STRING_LENGTH' }] });
    const missing = await api('GET', '/v2/checkout/orders/NOSUCHORDER000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/v2/checkout/orders`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"intent":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ name: 'INVALID_REQUEST' });
  });

  it('refuses to capture before the buyer approved (422 ORDER_NOT_APPROVED)', async () => {
    const id = await createdOrder();
    const response = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'r-1',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
  });

  it('captures once: 201, the same answer (200) for the same request id, then ORDER_ALREADY_CAPTURED', async () => {
    const id = await approved();
    const first = await api('POST', `/v2/checkout/orders/${id}/capture`, undefined, {
      'paypal-request-id': 'capture-a',
      'content-type': 'application/json',
    });
    expect(first.statusCode, first.body).toBe(201);
    const captured = first.json();
    expect(captured).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              {
                id: expect.stringMatching(/^[A-Z0-9]{17}$/),
                status: 'COMPLETED',
                amount: { currency_code: 'USD', value: '49.00' },
                custom_id: 'our-order-id',
                invoice_id: 'ABCD1234',
              },
            ],
          },
        },
      ],
    });

    const replay = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'capture-a',
      },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(captured);

    const other = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'capture-b',
      },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it('honours PayPal-Mock-Response and keeps the order open after a decline', async () => {
    const id = await approved();
    const declined = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'mocked',
        'paypal-mock-response': '{"mock_application_codes": "INSTRUMENT_DECLINED"}',
      },
    );
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect((await api('GET', `/v2/checkout/orders/${id}`)).json().status).toBe('APPROVED');
    const failed = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-mock-response': '{"mock_application_codes": "INTERNAL_SERVER_ERROR"}',
      },
    );
    expect(failed.statusCode).toBe(500);
    // The declined answer is not replayed: the same request id may succeed later.
    const retried = await api(
      'POST',
      `/v2/checkout/orders/${id}/capture`,
      {},
      {
        'paypal-request-id': 'mocked',
      },
    );
    expect(retried.statusCode).toBe(201);
  });

  it('refunds a capture once', async () => {
    const id = await approved();
    const captured = (
      await api('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'paypal-request-id': 'x' })
    ).json();
    const captureId = captured.purchase_units[0].payments.captures[0].id;
    const refund = await api('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '49.00' },
      links: expect.arrayContaining([
        expect.objectContaining({ rel: 'up', href: expect.stringContaining(captureId) }),
      ]),
    });
    const order = (await api('GET', `/v2/checkout/orders/${id}`)).json();
    expect(order.purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
    const again = await api('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
  });

  it('answers a replayed refund request with the same refund (200)', async () => {
    const id = await approved();
    const captured = (
      await api('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'paypal-request-id': 'r' })
    ).json();
    const captureId = captured.purchase_units[0].payments.captures[0].id;
    const headers = { 'paypal-request-id': `refund-${captureId}` };
    const first = await api('POST', `/v2/payments/captures/${captureId}/refund`, {}, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '49.00' },
      custom_id: 'our-order-id',
      invoice_id: 'ABCD1234',
    });
    const replay = await api('POST', `/v2/payments/captures/${captureId}/refund`, {}, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    const other = await api(
      'POST',
      `/v2/payments/captures/${captureId}/refund`,
      {},
      {
        'paypal-request-id': 'another-request',
      },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [
        { issue: 'CAPTURE_FULLY_REFUNDED', description: expect.stringMatching(/fully refunded/) },
      ],
    });
    expect((await api('POST', '/v2/payments/captures/NOPE/refund', {})).statusCode).toBe(404);
  });

  it('honours PayPal-Mock-Response on refunds, and refunds nothing then', async () => {
    const id = await approved();
    const captured = (
      await api('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'paypal-request-id': 'm' })
    ).json();
    const captureId = captured.purchase_units[0].payments.captures[0].id;
    const mock = (code: string) => ({
      'paypal-mock-response': JSON.stringify({ mock_application_codes: code }),
    });
    const refused = await api(
      'POST',
      `/v2/payments/captures/${captureId}/refund`,
      {},
      mock('REFUND_NOT_ALLOWED'),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      details: [{ issue: 'REFUND_NOT_ALLOWED', description: 'Capture cannot be refunded.' }],
    });
    const down = await api(
      'POST',
      `/v2/payments/captures/${captureId}/refund`,
      {},
      mock('INTERNAL_SERVER_ERROR'),
    );
    expect(down.statusCode).toBe(500);
    expect(down.json()).toMatchObject({ name: 'INTERNAL_SERVER_ERROR' });
    const order = (await api('GET', `/v2/checkout/orders/${id}`)).json();
    expect(order.purchase_units[0].payments.captures[0].status).toBe('COMPLETED');
  });

  it("refuses return and cancel URLs that are not on the shop's own address", async () => {
    const withUrls = (context: Record<string, string>, key = 'application_context') => ({
      ...ORDER_BODY,
      application_context: undefined,
      [key]: key === 'payment_source' ? { paypal: { experience_context: context } } : context,
    });
    const offSite: Array<Record<string, string>> = [
      { return_url: 'https://evil.example/phish' },
      { cancel_url: 'https://evil.example/phish' },
      { return_url: 'http://localhost.evil.example:3000/pay-now/x' },
      { return_url: 'http://localhost.evil.example:3000/pay-now/x' },
      { return_url: 'https://localhost:3000/pay-now/x' },
      { return_url: 'http://localhost:4000/pay-now/x' },
    ];
    for (const context of offSite) {
      const answer = await api('POST', '/v2/checkout/orders', withUrls(context));
      expect(answer.statusCode, JSON.stringify(context)).toBe(422);
      expect(answer.json()).toMatchObject({
        name: 'UNPROCESSABLE_ENTITY',
        details: [
          {
            issue: 'INVALID_PARAMETER_VALUE',
            field: `/application_context/${Object.keys(context)[0]}`,
            description: expect.stringContaining('http://localhost:3000'),
          },
        ],
      });
    }
    const viaSource = await api(
      'POST',
      '/v2/checkout/orders',
      withUrls({ return_url: 'https://evil.example/' }, 'payment_source'),
    );
    expect(viaSource.statusCode).toBe(422);
    const malformed = [
      'javascript:alert(1)',
      '/pay-now/x',
      'not a url',
      'data:text/html,hi',
      'http://localhost:3000.evil.example/pay-now/x',
    ];
    for (const bad of malformed) {
      const answer = await api('POST', '/v2/checkout/orders', withUrls({ return_url: bad }));
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }] });
    }
    const onSite = await api(
      'POST',
      '/v2/checkout/orders',
      withUrls({ return_url: 'HTTP://LOCALHOST:3000/pay-now/x?paypal=approved' }),
    );
    expect(onSite.statusCode, onSite.body).toBe(201);
  });

  it('verifies the signatures of the events it sends, and nothing else', async () => {
    const sandbox = ctx.app.paypal.sandbox;
    if (!sandbox) throw new Error('no sandbox');
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'C' } };
    const headers = sandbox.signEvent(JSON.stringify(event));
    const verify = (changes: Record<string, unknown> = {}) =>
      api('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: SANDBOX_WEBHOOK_ID,
        webhook_event: event,
        ...changes,
      });
    expect((await verify()).json()).toEqual({ verification_status: 'SUCCESS' });
    for (const changes of [
      { webhook_event: { ...event, id: 'WH-2' } },
      { webhook_id: 'ANOTHER' },
      { transmission_time: new Date(0).toISOString() },
      { transmission_sig: 'forged' },
    ]) {
      expect((await verify(changes)).json()).toEqual({ verification_status: 'FAILURE' });
    }
    expect((await verify({ transmission_id: undefined })).statusCode).toBe(400);
  });

  it('stays out of the API docs', async () => {
    const paths = Object.keys((await send(ctx.app, { url: '/api/docs/json' })).json().paths);
    expect(paths.some((path) => path.startsWith('/sandbox'))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/api/new-order', '/api/paypal/webhook']));
  });
});

describe("the sandbox's approval page", () => {
  it('shows the amount, the description and two buttons that post, with no script', async () => {
    const id = await createdOrder();
    const page = await ctx.app.inject({ url: `${BASE}/checkoutnow?token=${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('$49.00');
    expect(page.body).toContain('Starter Leads - ABCD1234');
    expect(page.body).toMatch(
      /<form method="post" action="checkoutnow\/[A-Z0-9]+\/approve"><button[^>]*>Approve payment<\/button>/,
    );
    expect(page.body).toMatch(
      /<form method="post" action="checkoutnow\/[A-Z0-9]+\/cancel"><button[^>]*>Cancel<\/button>/,
    );
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:3000",
    );
  });

  it('sends the buyer back to the return URL with the token, or to the cancel URL', async () => {
    const id = await createdOrder();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/checkoutnow/${id}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(
      `http://localhost:3000/pay-now/x?paypal=cancelled&token=${id}`,
    );
    expect((await api('GET', `/v2/checkout/orders/${id}`)).json().status).toBe('CREATED');

    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/checkoutnow/${id}/approve`,
      headers: form,
      payload: '',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toMatch(
      new RegExp(
        `^http://localhost:3000/pay-now/x\\?paypal=approved&token=${id}&PayerID=[A-Z0-9]{13}$`,
      ),
    );
    expect((await api('GET', `/v2/checkout/orders/${id}`)).json()).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: expect.any(String) },
    });
  });

  it('never sends the buyer to another site, whatever an order holds', async () => {
    const id = await createdOrder();
    // Orders with such URLs are refused when created; this checks the redirect itself.
    await ctx.database.db
      .update(paypalSandboxOrders)
      .set({ returnUrl: 'https://evil.example/steal', cancelUrl: 'https://evil.example/steal' })
      .where(eq(paypalSandboxOrders.id, id));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const page = await ctx.app.inject({ url: `${BASE}/checkoutnow?token=${id}` });
    expect(page.headers['content-security-policy']).not.toContain('evil.example');
    for (const action of ['cancel', 'approve']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/checkoutnow/${id}/${action}`,
        headers: form,
        payload: '',
      });
      expect(answer.statusCode, action).toBe(200);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.body).not.toContain('evil.example');
    }
  });

  it('answers an unknown token with a page saying so', async () => {
    const page = await ctx.app.inject({ url: `${BASE}/checkoutnow?token=NOPE` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment link is not valid.');
  });
});

describe('the PayPal client against the sandbox', () => {
  it('fetches a new token when the sandbox no longer honours the cached one', async () => {
    const client = ctx.app.paypal.client;
    const sandbox = ctx.app.paypal.sandbox;
    if (!client || !sandbox) throw new Error('no sandbox');
    const id = await createdOrder();
    expect((await client.getOrder(id)).id).toBe(id);
    sandbox.revokeTokens();
    expect((await client.getOrder(id)).id).toBe(id);
    token = (await tokenWith(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET)).json().access_token;
  });
});
