import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The local PayPal sandbox: the subset of PayPal's REST API this shop uses, answering like
 * PayPal (statuses, error bodies, idempotent replays, signed webhooks), kept in memory. See
 * ../../../../shared/PAYPAL.md and docs/decisions/004-paypal-sandbox.md.
 */

export const SANDBOX_CLIENT_ID = 'sandbox-client-id';
export const SANDBOX_CLIENT_SECRET = 'sandbox-client-secret';
export const SANDBOX_WEBHOOK_ID = 'SANDBOX-WEBHOOK-ID';
export const SANDBOX_AUTH_ALGO = 'HMAC-SHA256';

export type Deliver = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

export type SandboxLog = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type PayPalSandboxOptions = {
  /** Absolute URL the sandbox is served at, e.g. http://localhost:3000/sandbox/paypal */
  baseUrl: string;
  clientId?: string;
  clientSecret?: string;
  /** Where events are posted, signed for this webhook id. */
  webhook?: { id: string; url: string };
  deliver?: Deliver;
  log?: SandboxLog;
  /** Pause before an event is sent (PayPal sends them a little after the API answer). */
  webhookDelayMs?: number;
  /**
   * The only origin buyers may be sent back to (the shop's PUBLIC_URL); by default the origin
   * the sandbox itself is served from. Orders with a return or cancel URL elsewhere are refused.
   */
  returnOrigin?: string;
  now?: () => Date;
};

type Money = { currency_code: string; value: string };

type SandboxCapture = {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: Money;
  refundedCents: number;
  customId: string | undefined;
  invoiceId: string | undefined;
  createTime: string;
  updateTime: string;
};

type SandboxOrder = {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: {
    reference_id: string;
    amount: Money;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
  };
  brandName: string | undefined;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  payer:
    | { payer_id: string; email_address: string; name: { given_name: string; surname: string } }
    | undefined;
  capture: SandboxCapture | undefined;
  /** Set by the approval page's test option: the next capture is declined once. */
  declineNextCapture: boolean;
  createTime: string;
  updateTime: string;
};

export type SandboxAnswer = { status: number; body: unknown };

const ERROR_NAMES: Record<number, [string, string]> = {
  400: [
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
  ],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  ],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'],
};

/** An error PayPal would answer, with its body shape. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly issue?: string,
    readonly description?: string,
    readonly field?: string,
  ) {
    super(description ?? issue ?? `HTTP ${status}`);
  }

  toAnswer(): SandboxAnswer {
    const [name, message] = ERROR_NAMES[this.status] ?? ERROR_NAMES[500] ?? ['ERROR', 'Error'];
    const body: Record<string, unknown> = {
      name,
      message,
      debug_id: randomBytes(7).toString('hex'),
    };
    if (this.issue) {
      body.details = [
        {
          ...(this.field ? { field: this.field, location: 'body' } : {}),
          issue: this.issue,
          description: this.description ?? this.issue,
        },
      ];
      body.links = [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${this.issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ];
    }
    return { status: this.status, body };
  }
}

const ISSUE_TEXT: Record<string, string> = {
  INSTRUMENT_DECLINED:
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
  PAYER_CANNOT_PAY:
    'Combination of payer and payee settings means that this buyer cannot pay this seller.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID:
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_TIME_LIMIT_EXCEEDED: 'You are over the time limit to perform a refund on this capture.',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    'Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
};

const issue = (status: number, code: string, field?: string) =>
  new SandboxError(status, code, ISSUE_TEXT[code] ?? code, field);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal-looking ids: 17 characters of A-Z and 0-9. */
function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const toCents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export class PayPalSandbox {
  readonly baseUrl: string;
  readonly clientId: string;
  private readonly clientSecret: string;
  private readonly webhook: { id: string; url: string } | undefined;
  private readonly deliver: Deliver | undefined;
  private readonly log: SandboxLog | undefined;
  private readonly webhookDelayMs: number;
  private readonly returnOrigin: string;
  private readonly now: () => Date;
  private readonly signingKey = randomBytes(32);
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly captures = new Map<string, SandboxCapture>();
  private readonly tokens = new Map<string, number>();
  private readonly replays = new Map<string, SandboxAnswer>();
  private readonly deliveries = new Set<Promise<void>>();
  private closed = false;
  private webhooksOn = true;

  constructor(options: PayPalSandboxOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.clientId = options.clientId ?? SANDBOX_CLIENT_ID;
    this.clientSecret = options.clientSecret ?? SANDBOX_CLIENT_SECRET;
    this.webhook = options.webhook;
    this.deliver = options.deliver;
    this.log = options.log;
    this.webhookDelayMs = options.webhookDelayMs ?? 10;
    this.returnOrigin = new URL(options.returnOrigin ?? this.baseUrl).origin;
    this.now = options.now ?? (() => new Date());
  }

  // -- OAuth --------------------------------------------------------------------------------

  issueToken(authorization: string | undefined, body: unknown): SandboxAnswer {
    const [scheme, encoded] = (authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme?.toLowerCase() !== 'basic' || id !== this.clientId || secret !== this.clientSecret) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (asRecord(body)?.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
      };
    }
    const now = this.now().getTime();
    for (const [token, expiresAt] of this.tokens) if (expiresAt <= now) this.tokens.delete(token);
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    const expiresIn = 32_400;
    this.tokens.set(token, now + expiresIn * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-SANDBOX',
        expires_in: expiresIn,
        nonce: `${this.now().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  /** Throws 401 unless the header carries a token this sandbox issued and still honours. */
  authorize(authorization: string | undefined): void {
    const [scheme, token] = (authorization ?? '').split(' ');
    const expiresAt = token ? this.tokens.get(token) : undefined;
    if (scheme?.toLowerCase() !== 'bearer' || !expiresAt || expiresAt <= this.now().getTime()) {
      throw new SandboxError(401);
    }
  }

  /** Forgets every token, as if they had expired (to test that clients fetch a new one). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  // -- Orders ---------------------------------------------------------------------------------

  createOrder(body: unknown, options: { requestId?: string; prefer?: string }): SandboxAnswer {
    const replayKey = options.requestId ? `create:${options.requestId}` : undefined;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return { status: 200, body: replay.body };

    const input = asRecord(body);
    if (!input) throw issue(400, 'MALFORMED_REQUEST_JSON');
    if (input.intent !== 'CAPTURE') throw issue(400, 'INVALID_PARAMETER_VALUE', '/intent');
    const units = input.purchase_units;
    if (!Array.isArray(units) || units.length === 0) {
      throw issue(400, 'MISSING_REQUIRED_PARAMETER', '/purchase_units');
    }
    if (units.length > 1) throw issue(422, 'MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED');
    const unit = asRecord(units[0]) ?? {};
    const amount = asRecord(unit.amount);
    const currency = asString(amount?.currency_code);
    const value = asString(amount?.value);
    if (!currency || !/^[A-Z]{3}$/.test(currency)) {
      throw issue(
        400,
        'INVALID_PARAMETER_VALUE',
        "/purchase_units/@reference_id=='default'/amount/currency_code",
      );
    }
    if (!value || !AMOUNT.test(value)) {
      throw issue(
        400,
        'INVALID_PARAMETER_SYNTAX',
        "/purchase_units/@reference_id=='default'/amount/value",
      );
    }
    if (toCents(value) <= 0)
      throw issue(
        422,
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        "/purchase_units/@reference_id=='default'/amount/value",
      );
    for (const field of ['custom_id', 'invoice_id', 'description'] as const) {
      const text = unit[field];
      if (text !== undefined && (typeof text !== 'string' || text.length > 127)) {
        throw issue(
          400,
          'INVALID_STRING_LENGTH',
          `/purchase_units/@reference_id=='default'/${field}`,
        );
      }
    }
    const context =
      asRecord(input.application_context) ??
      asRecord(asRecord(asRecord(input.payment_source)?.paypal)?.experience_context) ??
      {};

    const contextPath = input.application_context
      ? '/application_context'
      : '/payment_source/paypal/experience_context';
    const returnUrl = this.returnTarget(context.return_url, `${contextPath}/return_url`);
    const cancelUrl = this.returnTarget(context.cancel_url, `${contextPath}/cancel_url`);

    const time = this.now().toISOString();
    const order: SandboxOrder = {
      id: paypalId(),
      intent: 'CAPTURE',
      status: 'CREATED',
      unit: {
        reference_id: asString(unit.reference_id) ?? 'default',
        amount: { currency_code: currency, value: fromCents(toCents(value)) },
        custom_id: asString(unit.custom_id),
        invoice_id: asString(unit.invoice_id),
        description: asString(unit.description),
      },
      brandName: asString(context.brand_name),
      returnUrl,
      cancelUrl,
      payer: undefined,
      capture: undefined,
      declineNextCapture: false,
      createTime: time,
      updateTime: time,
    };
    this.orders.set(order.id, order);
    this.forgetOldOrders();
    const answer = {
      status: 201,
      body:
        options.prefer === 'return=representation'
          ? this.orderBody(order)
          : { id: order.id, status: order.status, links: this.orderLinks(order) },
    };
    if (replayKey) this.replays.set(replayKey, answer);
    return answer;
  }

  /**
   * A return or cancel URL the buyer may be sent to: absolute http(s) on the shop's own origin.
   * PayPal checks the syntax (400 INVALID_PARAMETER_SYNTAX); the sandbox also refuses other
   * sites (422), so its approval page can never be used to send a buyer anywhere else.
   */
  private returnTarget(value: unknown, field: string): string | undefined {
    if (value === undefined) return undefined;
    const url = typeof value === 'string' && value.length <= 4000 ? safeUrl(value) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw issue(400, 'INVALID_PARAMETER_SYNTAX', field);
    }
    if (url.origin !== this.returnOrigin) {
      throw new SandboxError(
        422,
        'INVALID_PARAMETER_VALUE',
        `The return and cancel URLs must be on ${this.returnOrigin} (the shop's PUBLIC_URL).`,
        field,
      );
    }
    return url.toString();
  }

  /** Whether the buyer may be redirected to this URL (checked again at redirect time). */
  isReturnTarget(url: string): boolean {
    return safeUrl(url)?.origin === this.returnOrigin;
  }

  getOrder(id: string): SandboxAnswer {
    return { status: 200, body: this.orderBody(this.order(id)) };
  }

  /** The buyer's side: what the approval page shows. */
  orderForBuyer(id: string): SandboxOrder | undefined {
    return this.orders.get(id);
  }

  /** The buyer approves on the approval page; `declineCard` makes the next capture fail once. */
  approve(id: string, options: { declineCard?: boolean } = {}): SandboxOrder {
    const order = this.order(id);
    if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
    order.status = 'APPROVED';
    order.declineNextCapture = options.declineCard ?? false;
    order.payer ??= {
      payer_id: paypalId(13),
      email_address: 'buyer@sandbox.example',
      name: { given_name: 'Sandbox', surname: 'Buyer' },
    };
    order.updateTime = this.now().toISOString();
    return order;
  }

  capture(
    id: string,
    options: { requestId?: string; mockResponse?: string; prefer?: string },
  ): SandboxAnswer {
    const order = this.order(id);
    const replayKey = options.requestId ? `capture:${id}:${options.requestId}` : undefined;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return { status: 200, body: replay.body };

    const mocked = mockedIssue(options.mockResponse);
    if (mocked === 'INTERNAL_SERVER_ERROR') throw new SandboxError(500);
    if (mocked) throw issue(422, mocked);
    if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') throw issue(422, 'ORDER_NOT_APPROVED');
    if (order.declineNextCapture) {
      order.declineNextCapture = false;
      throw issue(422, 'INSTRUMENT_DECLINED');
    }

    const time = this.now().toISOString();
    const capture: SandboxCapture = {
      id: paypalId(),
      orderId: order.id,
      status: 'COMPLETED',
      amount: { ...order.unit.amount },
      refundedCents: 0,
      customId: order.unit.custom_id,
      invoiceId: order.unit.invoice_id,
      createTime: time,
      updateTime: time,
    };
    order.capture = capture;
    order.status = 'COMPLETED';
    order.updateTime = time;
    this.captures.set(capture.id, capture);
    const answer = { status: 201, body: this.orderBody(order) };
    if (replayKey) this.replays.set(replayKey, answer);
    this.emit(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      {
        ...this.captureBody(capture),
        supplementary_data: { related_ids: { order_id: order.id } },
      },
      `Payment completed for $ ${capture.amount.value} ${capture.amount.currency_code}`,
    );
    return answer;
  }

  /**
   * Payments v2 `captures.refund`: a full refund without `amount`. 201 with the refund
   * (COMPLETED); the same PayPal-Request-Id again answers the same refund (200); 422
   * CAPTURE_FULLY_REFUNDED once nothing is left; honours PayPal-Mock-Response.
   */
  refund(
    captureId: string,
    body: unknown,
    options: { requestId?: string; mockResponse?: string },
  ): SandboxAnswer {
    const capture = this.captures.get(captureId);
    if (!capture) throw issue(404, 'INVALID_RESOURCE_ID');
    const replayKey = options.requestId ? `refund:${captureId}:${options.requestId}` : undefined;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return { status: 200, body: replay.body };
    const mocked = mockedIssue(options.mockResponse);
    if (mocked === 'INTERNAL_SERVER_ERROR') throw new SandboxError(500);
    if (mocked) throw issue(422, mocked);
    if (capture.status === 'REFUNDED') throw issue(422, 'CAPTURE_FULLY_REFUNDED');

    const capturedCents = toCents(capture.amount.value);
    const remaining = capturedCents - capture.refundedCents;
    const asked = asString(asRecord(asRecord(body)?.amount)?.value);
    if (asked !== undefined && !AMOUNT.test(asked))
      throw issue(400, 'INVALID_PARAMETER_SYNTAX', '/amount/value');
    const cents = asked === undefined ? remaining : toCents(asked);
    if (cents <= 0 || cents > remaining) throw issue(422, 'REFUND_AMOUNT_EXCEEDED');

    const time = this.now().toISOString();
    capture.refundedCents += cents;
    capture.status = capture.refundedCents >= capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = time;
    const refundId = paypalId();
    const refund = {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: fromCents(cents) },
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      ...(capture.customId ? { custom_id: capture.customId } : {}),
      create_time: time,
      update_time: time,
      links: [
        { href: `${this.baseUrl}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    const answer = { status: 201, body: refund };
    if (replayKey) this.replays.set(replayKey, answer);
    this.emit(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      refund,
      `A $ ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
    );
    return answer;
  }

  // -- Webhooks -------------------------------------------------------------------------------

  /**
   * The headers PayPal would send with this event body. The signature covers
   * `transmission id | time | webhook id | CRC32 of the body`, as PayPal's does (PayPal signs
   * with RSA and a certificate; the sandbox with an HMAC key only it knows).
   */
  signEvent(body: string, webhookId = this.webhook?.id ?? SANDBOX_WEBHOOK_ID) {
    const transmissionId = randomUUID();
    const transmissionTime = this.now().toISOString();
    return {
      'paypal-auth-algo': SANDBOX_AUTH_ALGO,
      'paypal-cert-url': `${this.baseUrl}/v1/notifications/certs/CERT-SANDBOX`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': this.signature(transmissionId, transmissionTime, webhookId, body),
      'paypal-transmission-time': transmissionTime,
    };
  }

  verifyWebhookSignature(body: unknown): SandboxAnswer {
    const input = asRecord(body) ?? {};
    for (const field of [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ]) {
      if (typeof input[field] !== 'string' || !input[field]) {
        throw issue(400, 'MISSING_REQUIRED_PARAMETER', `/${field}`);
      }
    }
    if (asRecord(input.webhook_event) === undefined) {
      throw issue(400, 'MISSING_REQUIRED_PARAMETER', '/webhook_event');
    }
    const expected = Buffer.from(
      this.signature(
        input.transmission_id as string,
        input.transmission_time as string,
        input.webhook_id as string,
        JSON.stringify(input.webhook_event),
      ),
    );
    const given = Buffer.from(input.transmission_sig as string);
    const valid =
      input.auth_algo === SANDBOX_AUTH_ALGO &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
  }

  /** Stops (or resumes) sending webhook events, as if the webhook were not set up at PayPal. */
  setWebhookDelivery(enabled: boolean): void {
    this.webhooksOn = enabled;
  }

  /** Resolves once every webhook event sent so far has been delivered (or given up). */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /** Stops sending events and waits for those under way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  // -- internals ------------------------------------------------------------------------------

  private order(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) throw issue(404, 'INVALID_RESOURCE_ID');
    return order;
  }

  /** Keeps memory bounded in a long-running demo: the oldest orders go first. */
  private forgetOldOrders(limit = 20_000) {
    for (const [id, order] of this.orders) {
      if (this.orders.size <= limit) break;
      this.orders.delete(id);
      if (order.capture) this.captures.delete(order.capture.id);
    }
    if (this.replays.size > limit * 2) this.replays.clear();
  }

  private signature(id: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');
  }

  private orderLinks(order: SandboxOrder) {
    const self = `${this.baseUrl}/v2/checkout/orders/${order.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${this.baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    ];
  }

  private orderBody(order: SandboxOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payer
        ? {
            payment_source: {
              paypal: {
                email_address: order.payer.email_address,
                account_id: order.payer.payer_id,
                name: order.payer.name,
              },
            },
            payer: order.payer,
          }
        : {}),
      purchase_units: [
        {
          ...order.unit,
          payee: { email_address: 'merchant@sandbox.example', merchant_id: 'SANDBOXMERCHANT' },
          ...(order.capture ? { payments: { captures: [this.captureBody(order.capture)] } } : {}),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links:
        order.status === 'COMPLETED'
          ? [{ href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
          : this.orderLinks(order),
    };
  }

  private captureBody(capture: SandboxCapture) {
    const cents = toCents(capture.amount.value);
    const fee = Math.round(cents * 0.0349) + 49;
    const currency = capture.amount.currency_code;
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: capture.amount,
        paypal_fee: { currency_code: currency, value: fromCents(fee) },
        net_amount: { currency_code: currency, value: fromCents(Math.max(0, cents - fee)) },
      },
      ...(capture.customId ? { custom_id: capture.customId } : {}),
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      links: [
        { href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        {
          href: `${this.baseUrl}/v2/payments/captures/${capture.id}/refund`,
          rel: 'refund',
          method: 'POST',
        },
        {
          href: `${this.baseUrl}/v2/checkout/orders/${capture.orderId}`,
          rel: 'up',
          method: 'GET',
        },
      ],
      create_time: capture.createTime,
      update_time: capture.updateTime,
    };
  }

  private emit(eventType: string, resourceType: string, resource: object, summary: string) {
    const { webhook, deliver } = this;
    if (!webhook || !deliver || this.closed || !this.webhooksOn) return;
    const id = `WH-${paypalId(8)}-${paypalId(17)}`;
    const event = {
      id,
      event_version: '1.0',
      create_time: this.now().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        {
          href: `${this.baseUrl}/v1/notifications/webhooks-events/${id}`,
          rel: 'self',
          method: 'GET',
        },
        {
          href: `${this.baseUrl}/v1/notifications/webhooks-events/${id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    };
    const body = JSON.stringify(event);
    const delivery = this.send(webhook.url, body, webhook.id, eventType).finally(() => {
      this.deliveries.delete(delivery);
    });
    this.deliveries.add(delivery);
  }

  /** Like PayPal, tries again when the shop does not answer 2xx (three times here). */
  private async send(url: string, body: string, webhookId: string, eventType: string) {
    const deliver = this.deliver;
    if (!deliver) return;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, this.webhookDelayMs * attempt ** 2));
      try {
        const response = await deliver(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...this.signEvent(body, webhookId) },
          body,
        });
        await response.text();
        if (response.ok) return;
        this.log?.warn({ eventType, status: response.status, attempt }, 'sandbox webhook refused');
      } catch (error) {
        this.log?.warn({ eventType, err: error, attempt }, 'sandbox webhook failed');
      }
    }
  }
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** PayPal's negative-testing header: `{"mock_application_codes": "INSTRUMENT_DECLINED"}`. */
function mockedIssue(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const code = asRecord(JSON.parse(header))?.mock_application_codes;
    return typeof code === 'string' && /^[A-Z_]{3,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
