import { describe, expect, it } from 'vitest';
import { createPayPalClient, type FetchInit, overHttp, PayPalError } from './paypal-client.ts';

type Call = { url: string; init: FetchInit };

/** A scripted PayPal: answers in order, records what it was asked. */
function fakePayPal(answers: Array<(call: Call) => Response>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: FetchInit) => {
    const call = { url, init };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${init.method} ${url}`);
    return answer(call);
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = (value: string, expiresIn = 32_400) =>
  json(200, { access_token: value, token_type: 'Bearer', expires_in: expiresIn });
const order = (id = 'ORDER1') => json(200, { id, status: 'CREATED' });

function client(paypal: ReturnType<typeof fakePayPal>, now = () => 0) {
  return createPayPalClient({
    clientId: 'id',
    clientSecret: 'secret',
    apiBase: 'https://api.example/',
    fetch: paypal.fetch,
    now,
  });
}

describe('the PayPal client', () => {
  it('fetches a token with Basic auth once and reuses it', async () => {
    const paypal = fakePayPal([token('T1'), order(), order(), order()]);
    const api = client(paypal);
    await api.getOrder('A');
    await api.getOrder('B');
    await api.getOrder('C/D');
    expect(paypal.calls.map((call) => call.url)).toEqual([
      'https://api.example/v1/oauth2/token',
      'https://api.example/v2/checkout/orders/A',
      'https://api.example/v2/checkout/orders/B',
      'https://api.example/v2/checkout/orders/C%2FD',
    ]);
    expect(paypal.calls[0]?.init).toMatchObject({
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` },
    });
    expect(paypal.calls[1]?.init.headers.authorization).toBe('Bearer T1');
  });

  it('shares one token request between concurrent calls', async () => {
    const paypal = fakePayPal([token('T1'), order(), order(), order()]);
    const api = client(paypal);
    await Promise.all([api.getOrder('A'), api.getOrder('B'), api.getOrder('C')]);
    expect(paypal.calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(1);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let clock = 0;
    const paypal = fakePayPal([token('T1', 3600), order(), token('T2', 3600), order()]);
    const api = client(paypal, () => clock);
    await api.getOrder('A');
    clock = (3600 - 5 * 60) * 1000 - 1;
    expect(paypal.calls).toHaveLength(2);
    clock += 2;
    await api.getOrder('B');
    expect(paypal.calls.map((call) => call.init.headers.authorization)).toEqual([
      expect.stringMatching(/^Basic /),
      'Bearer T1',
      expect.stringMatching(/^Basic /),
      'Bearer T2',
    ]);
  });

  it('fetches a new token once when PayPal refuses the cached one', async () => {
    const refused = json(401, { error: 'invalid_token', error_description: 'expired' });
    const paypal = fakePayPal([token('T1'), refused, token('T2'), order()]);
    expect(await client(paypal).getOrder('A')).toMatchObject({ id: 'ORDER1' });
    expect(paypal.calls.at(-1)?.init.headers.authorization).toBe('Bearer T2');

    const stubborn = fakePayPal([token('T1'), refused, token('T2'), refused]);
    const error = await client(stubborn)
      .getOrder('A')
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(PayPalError);
    expect(error).toMatchObject({ status: 401 });
    expect(stubborn.calls).toHaveLength(4);
  });

  it('captures with the PayPal-Request-Id and reads PayPal errors', async () => {
    const declined = json(422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed.',
      debug_id: 'abc123',
      details: [{ issue: 'INSTRUMENT_DECLINED', description: 'declined' }],
    });
    const paypal = fakePayPal([
      token('T1'),
      declined,
      json(201, { id: 'ORDER1', status: 'COMPLETED' }),
    ]);
    const api = client(paypal);
    const error = await api
      .captureOrder('ORDER1', {
        requestId: 'capture-1',
        mockResponse: '{"mock_application_codes":"INSTRUMENT_DECLINED"}',
      })
      .catch((caught) => caught);
    expect(error).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED', debugId: 'abc123' });
    expect(paypal.calls[1]?.init.headers).toMatchObject({
      'paypal-request-id': 'capture-1',
      'paypal-mock-response': '{"mock_application_codes":"INSTRUMENT_DECLINED"}',
    });
    expect(await api.captureOrder('ORDER1', { requestId: 'capture-1' })).toMatchObject({
      status: 201,
      order: { status: 'COMPLETED' },
    });
  });

  it('reports an unreachable PayPal as a PayPalError', async () => {
    const api = createPayPalClient({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api.example',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.getOrder('A')).rejects.toMatchObject({
      status: 0,
      errorName: 'NETWORK_ERROR',
    });
  });

  it('does not ask PayPal about a webhook without its signature headers', async () => {
    const paypal = fakePayPal([]);
    expect(
      await client(paypal).verifyWebhookSignature({ headers: {}, event: {}, webhookId: 'WH' }),
    ).toBe(false);
    expect(paypal.calls).toHaveLength(0);
  });
});

describe('overHttp, the client transport', () => {
  it('sends the method, headers and body, and reads status, headers and text back', async () => {
    const { createServer } = await import('node:http');
    const seen: Array<{ method?: string; auth?: string; body: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method, auth: request.headers.authorization, body });
        response.writeHead(422, { 'content-type': 'application/json', 'paypal-debug-id': 'D1' });
        response.end('{"name":"UNPROCESSABLE_ENTITY"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await overHttp(`http://127.0.0.1:${port}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: 'Bearer T', 'content-type': 'application/json' },
        body: '{"intent":"CAPTURE"}',
      });
      expect(seen).toEqual([{ method: 'POST', auth: 'Bearer T', body: '{"intent":"CAPTURE"}' }]);
      expect(answer.status).toBe(422);
      expect(answer.ok).toBe(false);
      expect(answer.headers.get('PayPal-Debug-Id')).toBe('D1');
      expect(answer.headers.get('x-missing')).toBeNull();
      expect(JSON.parse(await answer.text())).toEqual({ name: 'UNPROCESSABLE_ENTITY' });
    } finally {
      server.close();
    }
  });

  it('reports an unreachable PayPal as a network error', async () => {
    const api = createPayPalClient({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'http://127.0.0.1:9',
    });
    await expect(api.getOrder('A')).rejects.toMatchObject({
      status: 0,
      errorName: 'NETWORK_ERROR',
    });
  });
});
