/**
 * A small client for the part of PayPal's REST API we use (Orders v2, Payments v2 refunds,
 * webhook signature verification). It speaks plain HTTP through a `fetch`-like function, so the
 * same code talks to PayPal and to the local sandbox (see docs/decisions/004-paypal-sandbox.md).
 */
import { type Dispatcher, request } from 'undici';

export type FetchInit = {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
};
/** What the client reads of an HTTP answer: a `fetch` Response has it, and so has `overHttp`'s. */
export type HttpAnswer = {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
};
export type FetchLike = (url: string, init: FetchInit) => Promise<HttpAnswer>;

/**
 * The client's own transport: undici's `request`, which costs a fraction of the CPU `fetch`
 * spends per call on its web streams (measured by the checkout bench, decision 044).
 */
export const overHttp: FetchLike = async (url, init) => {
  const answer = await request(url, {
    method: init.method as Dispatcher.HttpMethod,
    headers: init.headers,
    body: init.body,
    signal: init.signal,
  });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    headers: {
      get(name) {
        const value = answer.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
    text: async () => text,
  };
};

export type PayPalLink = { href: string; rel: string; method?: string };
export type PayPalMoney = { currency_code: string; value: string };

export type PayPalCapture = {
  id: string;
  status: string;
  status_details?: { reason?: string };
  amount?: PayPalMoney;
  custom_id?: string;
  invoice_id?: string;
  final_capture?: boolean;
  create_time?: string;
  update_time?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: PayPalLink[];
};

type PayPalPurchaseUnit = {
  reference_id?: string;
  amount?: PayPalMoney;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  payments?: { captures?: PayPalCapture[] };
};

export type PayPalOrder = {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: PayPalPurchaseUnit[];
  payer?: { payer_id?: string; email_address?: string };
  links?: PayPalLink[];
};

export type PayPalRefund = {
  id: string;
  /** COMPLETED, PENDING, FAILED or CANCELLED */
  status: string;
  status_details?: { reason?: string };
  amount?: PayPalMoney;
  links?: PayPalLink[];
};

type CreatePayPalOrderBody = {
  intent: 'CAPTURE';
  purchase_units: Array<{
    reference_id?: string;
    /** With a discount: `value` = `breakdown.item_total` − `breakdown.discount` (PayPal checks it). */
    amount: PayPalMoney & { breakdown?: { item_total: PayPalMoney; discount: PayPalMoney } };
    custom_id?: string;
    invoice_id?: string;
    description?: string;
  }>;
  application_context?: {
    brand_name?: string;
    return_url?: string;
    cancel_url?: string;
    shipping_preference?: 'NO_SHIPPING' | 'GET_FROM_FILE' | 'SET_PROVIDED_ADDRESS';
    user_action?: 'PAY_NOW' | 'CONTINUE';
  };
};

export type PayPalErrorDetail = {
  field?: string;
  value?: string;
  location?: string;
  issue?: string;
  description?: string;
};

/** A non-2xx answer of PayPal, or no answer at all (`status` 0). */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's error `name`, e.g. UNPROCESSABLE_ENTITY; NETWORK_ERROR when unreachable. */
    readonly errorName: string,
    message: string,
    readonly details: PayPalErrorDetail[] = [],
    readonly debugId?: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }

  /** The first detail's `issue` (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED, ...). */
  get issue(): string | undefined {
    return this.details[0]?.issue;
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PayPalClient = {
  createOrder(body: CreatePayPalOrderBody, options?: { requestId?: string }): Promise<PayPalOrder>;
  getOrder(id: string): Promise<PayPalOrder>;
  /** 201 the first time, 200 when PayPal replays the answer to a repeated request id. */
  captureOrder(
    id: string,
    options: { requestId: string; mockResponse?: string },
  ): Promise<{ status: number; order: PayPalOrder }>;
  /** A full refund unless `amount` is given. 201 the first time, 200 for a replayed request id. */
  refundCapture(
    captureId: string,
    options?: {
      requestId?: string;
      amount?: PayPalMoney;
      noteToPayer?: string;
      mockResponse?: string;
    },
  ): Promise<PayPalRefund>;
  /** Asks PayPal whether the webhook event carrying these headers is genuine. */
  verifyWebhookSignature(input: {
    headers: WebhookHeaders;
    event: unknown;
    webhookId: string;
  }): Promise<boolean>;
};

export type PayPalClientOptions = {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com, or the local sandbox's base URL */
  apiBase: string;
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
};

/** A token is dropped this long before PayPal says it expires, so it never expires in flight. */
const TOKEN_EARLY_EXPIRY_MS = 5 * 60 * 1000;

export function createPayPalClient({
  clientId,
  clientSecret,
  apiBase,
  fetch: fetchImpl = overHttp,
  now = Date.now,
  timeoutMs = 20_000,
}: PayPalClientOptions): PayPalClient {
  const base = apiBase.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  async function call(url: string, init: FetchInit): Promise<HttpAnswer> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PayPalError(0, 'NETWORK_ERROR', `PayPal could not be reached: ${String(error)}`);
    }
  }

  async function fetchToken(): Promise<string> {
    const response = await call(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await readJson(response);
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw errorFrom(response, body);
    }
    const lifetimeMs = (Number(body.expires_in) || 0) * 1000;
    token = {
      value: body.access_token,
      expiresAt: now() + Math.max(0, lifetimeMs - Math.min(TOKEN_EARLY_EXPIRY_MS, lifetimeMs / 2)),
    };
    return token.value;
  }

  /** The cached token, or one new token shared by every caller waiting for it. */
  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  async function request<T>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T }> {
    for (let attempt = 1; ; attempt += 1) {
      const used = await accessToken();
      const response = await call(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${used}`,
          accept: 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      // A token PayPal no longer accepts (revoked, clock skew): fetch a new one, once.
      if (response.status === 401 && attempt === 1) {
        await response.text();
        if (token?.value === used) token = undefined;
        continue;
      }
      const body = await readJson(response);
      if (!response.ok) throw errorFrom(response, body);
      return { status: response.status, body: body as T };
    }
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    async createOrder(body, options = {}) {
      const headers: Record<string, string> = { prefer: 'return=representation' };
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      return (await request<PayPalOrder>('POST', '/v2/checkout/orders', { body, headers })).body;
    },

    async getOrder(orderId) {
      return (await request<PayPalOrder>('GET', `/v2/checkout/orders/${id(orderId)}`)).body;
    },

    async captureOrder(orderId, { requestId, mockResponse }) {
      const headers: Record<string, string> = {
        prefer: 'return=representation',
        'paypal-request-id': requestId,
      };
      if (mockResponse) headers['paypal-mock-response'] = mockResponse;
      const { status, body } = await request<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${id(orderId)}/capture`,
        { body: {}, headers },
      );
      return { status, order: body };
    },

    async refundCapture(captureId, options = {}) {
      const headers: Record<string, string> = { prefer: 'return=representation' };
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      if (options.mockResponse) headers['paypal-mock-response'] = options.mockResponse;
      const body: Record<string, unknown> = {};
      if (options.amount) body.amount = options.amount;
      if (options.noteToPayer) body.note_to_payer = options.noteToPayer;
      return (
        await request<PayPalRefund>('POST', `/v2/payments/captures/${id(captureId)}/refund`, {
          body,
          headers,
        })
      ).body;
    },

    async verifyWebhookSignature({ headers, event, webhookId }) {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (Object.values(fields).some((value) => !value)) return false;
      const { body } = await request<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { body: { ...fields, webhook_id: webhookId, webhook_event: event } },
      );
      return body.verification_status === 'SUCCESS';
    },
  };
}

async function readJson(response: HttpAnswer): Promise<Record<string, unknown> | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function errorFrom(response: HttpAnswer, body: Record<string, unknown> | undefined): PayPalError {
  const details = Array.isArray(body?.details) ? (body.details as PayPalErrorDetail[]) : [];
  const name =
    typeof body?.name === 'string'
      ? body.name
      : typeof body?.error === 'string'
        ? body.error
        : `HTTP_${response.status}`;
  const message =
    (typeof body?.message === 'string' && body.message) ||
    (typeof body?.error_description === 'string' && body.error_description) ||
    `PayPal answered ${response.status}`;
  const debugId =
    (typeof body?.debug_id === 'string' ? body.debug_id : undefined) ??
    response.headers.get('paypal-debug-id') ??
    undefined;
  return new PayPalError(response.status, name, message, details, debugId);
}
