import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import {
  paypalSandboxCaptures,
  paypalSandboxEvents,
  paypalSandboxOrders,
  paypalSandboxReplays,
  type SandboxPayer,
  type SandboxPurchaseUnit,
} from '../db/schema/index.ts';

/**
 * The local PayPal sandbox: the subset of PayPal's REST API this shop uses, answering like
 * PayPal (statuses, error bodies, idempotent replays, signed webhooks) and shaped by PayPal's
 * OpenAPI documents. Its orders, captures and replays live in the database, so several server
 * processes sharing it (and a restarted one) agree. See ../../../../shared/PAYPAL.md and
 * docs/decisions/004-paypal-sandbox.md, 018-scale-out-on-postgresql.md.
 */

export const SANDBOX_CLIENT_ID = 'sandbox-client-id';
export const SANDBOX_CLIENT_SECRET = 'sandbox-client-secret';
/** Alphanumeric, like PayPal's webhook ids (`verify-webhook-signature` requires it). */
export const SANDBOX_WEBHOOK_ID = 'SANDBOXWEBHOOKID';
/** Alphanumeric like PayPal's `SHA256withRSA` (`auth_algo` is `^[a-zA-Z0-9]+$`). */
const SANDBOX_AUTH_ALGO = 'HMACSHA256';

export type Deliver = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

export type SandboxLog = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type PayPalSandboxOptions = {
  /** Where its orders are kept. */
  db: Db;
  /** Absolute URL the sandbox is served at, e.g. http://localhost:3000/sandbox/paypal */
  baseUrl: string;
  /**
   * Signs its tokens and webhook events. Processes that share a database should share it (the
   * shop passes AUTH_SECRET), so any of them accepts what another issued. Random when unset.
   */
  secret?: string;
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

type SandboxCapture = typeof paypalSandboxCaptures.$inferSelect;

/** An order as the approval page and the API read it. */
export type SandboxOrder = {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: SandboxPurchaseUnit;
  brandName: string | undefined;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  payer: SandboxPayer | undefined;
  capture: SandboxCapture | undefined;
  declineNextCapture: boolean;
  createTime: string;
  updateTime: string;
};

export type SandboxAnswer = { status: number; body: unknown };

/** One call to the sandbox's REST API and its answer, as they went over the wire. */
export type SandboxExchange = {
  method: string;
  /** The API path, without the sandbox's mount point: `/v2/checkout/orders/…/capture`. */
  path: string;
  headers: Record<string, string>;
  /** The request body as parsed (`{}` for an empty JSON body), undefined without one. */
  body: unknown;
  status: number;
  /** The answer's text. */
  answer: string;
};

const ERROR_NAMES: Record<number, [string, string]> = {
  400: [
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
  ],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
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

/** PayPal's descriptions of its issues, word for word as its OpenAPI documents list them. */
const ISSUE_TEXT: Record<string, string> = {
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
  PAYER_CANNOT_PAY:
    'Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  // Sic: no space after the first full stop, in PayPal's capture errors.
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID:
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_TIME_LIMIT_EXCEEDED: 'You are over the time limit to perform a refund on this capture',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    'Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
};

const issue = (status: number, code: string, field?: string) =>
  new SandboxError(status, code, ISSUE_TEXT[code] ?? code, field);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal-looking ids: 17 characters of A-Z and 0-9. */
function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** PayPal account ids (payer, merchant): 13 characters without 0, 1, I and O (its `account_id`). */
const ACCOUNT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function accountId(): string {
  return Array.from(
    randomBytes(13),
    (byte) => ACCOUNT_ALPHABET[byte % ACCOUNT_ALPHABET.length],
  ).join('');
}
/** The sandbox merchant's account id, shaped like PayPal's. */
const SANDBOX_MERCHANT_ID = 'SANDBXMERCHNT';

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

/** Orders, replays and events older than this are removed (PayPal forgets unpaid orders too). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type OrderRow = typeof paypalSandboxOrders.$inferSelect;

/** Thrown inside a transaction to undo it when a replay turns out to exist already. */
class ReplayExists extends Error {}

export class PayPalSandbox {
  readonly baseUrl: string;
  readonly clientId: string;
  private readonly db: Db;
  private readonly clientSecret: string;
  private readonly webhook: { id: string; url: string } | undefined;
  private readonly deliver: Deliver | undefined;
  private readonly log: SandboxLog | undefined;
  private readonly webhookDelayMs: number;
  private readonly returnOrigin: string;
  private readonly now: () => Date;
  private readonly signingKey: Buffer;
  private readonly deliveries = new Set<Promise<void>>();
  private readonly observers = new Set<(exchange: SandboxExchange) => void>();
  /** Tokens issued before this time (ms) are refused here (revokeTokens). */
  private tokensValidFrom = 0;
  private prunedAt = 0;
  private closed = false;
  private webhooksOn = true;

  constructor(options: PayPalSandboxOptions) {
    this.db = options.db;
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.clientId = options.clientId ?? SANDBOX_CLIENT_ID;
    this.clientSecret = options.clientSecret ?? SANDBOX_CLIENT_SECRET;
    this.webhook = options.webhook;
    this.deliver = options.deliver;
    this.log = options.log;
    this.webhookDelayMs = options.webhookDelayMs ?? 10;
    this.returnOrigin = new URL(options.returnOrigin ?? this.baseUrl).origin;
    this.now = options.now ?? (() => new Date());
    this.signingKey = createHmac('sha256', options.secret ?? randomBytes(32))
      .update('leadvault paypal sandbox')
      .digest();
  }

  // -- OAuth --------------------------------------------------------------------------------

  /**
   * Tokens carry their own expiry and are signed, so any process sharing the secret honours a
   * token another issued, and nothing has to be stored.
   */
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
    const issuedAt = Math.max(this.now().getTime(), this.tokensValidFrom);
    const expiresIn = 32_400;
    const claims = `${issuedAt}.${issuedAt + expiresIn * 1000}.${randomBytes(9).toString('base64url')}`;
    const token = `A21AA${Buffer.from(claims).toString('base64url')}.${this.mac(`token|${claims}`)}`;
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

  /** Throws 401 unless the header carries a token this sandbox signed and still honours. */
  authorize(authorization: string | undefined): void {
    const [scheme, token] = (authorization ?? '').split(' ');
    const [encoded, mac] = (token ?? '').replace(/^A21AA/, '').split('.');
    const claims = Buffer.from(encoded ?? '', 'base64url').toString('utf8');
    const [issuedAt, expiresAt] = claims.split('.').map(Number);
    const valid =
      scheme?.toLowerCase() === 'bearer' &&
      token?.startsWith('A21AA') &&
      mac !== undefined &&
      safeEqual(mac, this.mac(`token|${claims}`)) &&
      issuedAt !== undefined &&
      issuedAt >= this.tokensValidFrom &&
      expiresAt !== undefined &&
      expiresAt > this.now().getTime();
    if (!valid) throw new SandboxError(401);
  }

  /** Refuses every token issued so far here, as if they had expired (tests: clients renew). */
  revokeTokens(): void {
    this.tokensValidFrom = this.now().getTime() + 1;
  }

  // -- Orders ---------------------------------------------------------------------------------

  async createOrder(
    body: unknown,
    options: { requestId?: string; prefer?: string },
  ): Promise<SandboxAnswer> {
    const replayKey = options.requestId ? `create:${options.requestId}` : undefined;
    const replay = await this.replay(replayKey);
    if (replay) return replay;

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

    const time = this.now();
    const purchaseUnit: SandboxPurchaseUnit = {
      reference_id: asString(unit.reference_id) ?? 'default',
      amount: { currency_code: currency, value: fromCents(toCents(value)) },
    };
    for (const field of ['custom_id', 'invoice_id', 'description'] as const) {
      const text = asString(unit[field]);
      if (text !== undefined) purchaseUnit[field] = text;
    }
    const row: OrderRow = {
      id: paypalId(),
      status: 'CREATED',
      purchaseUnit,
      brandName: asString(context.brand_name) ?? null,
      returnUrl: returnUrl ?? null,
      cancelUrl: cancelUrl ?? null,
      payer: null,
      declineNextCapture: false,
      createdAt: time,
      updatedAt: time,
    };
    const order = toOrder(row, undefined);
    const answer = {
      status: 201,
      body:
        options.prefer === 'return=representation'
          ? this.orderBody(order)
          : { id: order.id, status: order.status, links: this.orderLinks(order) },
    };
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(paypalSandboxOrders).values(row);
        await this.keepReplay(tx, replayKey, answer);
      });
    } catch (error) {
      if (!(error instanceof ReplayExists)) throw error;
      // The same request id made an order at the same moment: answer that one.
      const first = await this.replay(replayKey);
      if (first) return first;
      throw error;
    }
    void this.prune();
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

  async getOrder(id: string): Promise<SandboxAnswer> {
    return { status: 200, body: this.orderBody(await this.order(this.db, id)) };
  }

  /** The buyer's side: what the approval page shows. */
  async orderForBuyer(id: string): Promise<SandboxOrder | undefined> {
    if (!/^[A-Z0-9]{1,36}$/.test(id)) return undefined;
    return this.findOrder(this.db, id);
  }

  /** The buyer approves on the approval page; `declineCard` makes the next capture fail once. */
  async approve(id: string, options: { declineCard?: boolean } = {}): Promise<SandboxOrder> {
    return this.db.transaction(async (tx) => {
      const order = await this.order(tx, id, { lock: true });
      if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
      const payer = order.payer ?? {
        payer_id: accountId(),
        email_address: 'buyer@sandbox.example',
        name: { given_name: 'Sandbox', surname: 'Buyer' },
      };
      const updatedAt = this.now();
      const declineNextCapture = options.declineCard ?? false;
      await tx
        .update(paypalSandboxOrders)
        .set({ status: 'APPROVED', payer, declineNextCapture, updatedAt })
        .where(eq(paypalSandboxOrders.id, id));
      return {
        ...order,
        status: 'APPROVED' as const,
        payer,
        declineNextCapture,
        updateTime: updatedAt.toISOString(),
      };
    });
  }

  /**
   * Captures an approved order. The order's row is locked for the whole decision, so two
   * captures at once (two processes, or a retry racing the first try) capture once: the same
   * request id gets the first answer again (200), another id ORDER_ALREADY_CAPTURED.
   */
  async capture(
    id: string,
    options: { requestId?: string; mockResponse?: string; prefer?: string },
  ): Promise<SandboxAnswer> {
    const replayKey = options.requestId ? `capture:${id}:${options.requestId}` : undefined;
    const outcome = await this.db.transaction(async (tx) => {
      const order = await this.order(tx, id, { lock: true });
      const replay = await this.replay(replayKey, tx);
      if (replay) return { answer: replay };

      const mocked = mockedIssue(options.mockResponse);
      if (mocked === 'INTERNAL_SERVER_ERROR') throw new SandboxError(500);
      if (mocked) throw issue(422, mocked);
      if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') throw issue(422, 'ORDER_NOT_APPROVED');
      if (order.declineNextCapture) return { declined: true as const };

      const time = this.now();
      const [capture] = await tx
        .insert(paypalSandboxCaptures)
        .values({
          id: paypalId(),
          orderId: order.id,
          status: 'COMPLETED',
          currencyCode: order.unit.amount.currency_code,
          amountCents: toCents(order.unit.amount.value),
          refundedCents: 0,
          customId: order.unit.custom_id ?? null,
          invoiceId: order.unit.invoice_id ?? null,
          createdAt: time,
          updatedAt: time,
        })
        .returning();
      if (!capture) throw new SandboxError(500);
      await tx
        .update(paypalSandboxOrders)
        .set({ status: 'COMPLETED', updatedAt: time })
        .where(eq(paypalSandboxOrders.id, order.id));
      const completed: SandboxOrder = {
        ...order,
        status: 'COMPLETED',
        capture,
        updateTime: time.toISOString(),
      };
      const answer = { status: 201, body: this.orderBody(completed) };
      await this.keepReplay(tx, replayKey, answer);
      const event = await this.recordEvent(
        tx,
        'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        {
          ...this.captureBody(capture),
          supplementary_data: { related_ids: { order_id: order.id } },
        },
        `Payment completed for $ ${fromCents(capture.amountCents)} ${capture.currencyCode}`,
      );
      return { answer, event };
    });
    if ('declined' in outcome) {
      // Declined once: the buyer may try again (with another card at PayPal).
      await this.db
        .update(paypalSandboxOrders)
        .set({ declineNextCapture: false })
        .where(eq(paypalSandboxOrders.id, id));
      throw issue(422, 'INSTRUMENT_DECLINED');
    }
    if (outcome.event) this.send(outcome.event);
    return outcome.answer;
  }

  /**
   * Payments v2 `captures.refund`: a full refund without `amount`. 201 with the refund
   * (COMPLETED); the same PayPal-Request-Id again answers the same refund (200); 422
   * CAPTURE_FULLY_REFUNDED once nothing is left; honours PayPal-Mock-Response.
   */
  async refund(
    captureId: string,
    body: unknown,
    options: { requestId?: string; mockResponse?: string },
  ): Promise<SandboxAnswer> {
    const replayKey = options.requestId ? `refund:${captureId}:${options.requestId}` : undefined;
    const outcome = await this.db.transaction(async (tx) => {
      const [capture] = await tx
        .select()
        .from(paypalSandboxCaptures)
        .where(eq(paypalSandboxCaptures.id, captureId))
        .for('update');
      if (!capture) throw issue(404, 'INVALID_RESOURCE_ID');
      const replay = await this.replay(replayKey, tx);
      if (replay) return { answer: replay };
      const mocked = mockedIssue(options.mockResponse);
      if (mocked === 'INTERNAL_SERVER_ERROR') throw new SandboxError(500);
      if (mocked) throw issue(422, mocked);
      if (capture.status === 'REFUNDED') throw issue(422, 'CAPTURE_FULLY_REFUNDED');

      const remaining = capture.amountCents - capture.refundedCents;
      const asked = asString(asRecord(asRecord(body)?.amount)?.value);
      if (asked !== undefined && !AMOUNT.test(asked))
        throw issue(400, 'INVALID_PARAMETER_SYNTAX', '/amount/value');
      const cents = asked === undefined ? remaining : toCents(asked);
      if (cents <= 0 || cents > remaining) throw issue(422, 'REFUND_AMOUNT_EXCEEDED');

      const time = this.now();
      const refundedCents = capture.refundedCents + cents;
      await tx
        .update(paypalSandboxCaptures)
        .set({
          refundedCents,
          status: refundedCents >= capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
          updatedAt: time,
        })
        .where(eq(paypalSandboxCaptures.id, capture.id));
      const refundId = paypalId();
      const refund = {
        id: refundId,
        status: 'COMPLETED',
        amount: { currency_code: capture.currencyCode, value: fromCents(cents) },
        ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
        ...(capture.customId ? { custom_id: capture.customId } : {}),
        seller_payable_breakdown: {
          gross_amount: { currency_code: capture.currencyCode, value: fromCents(cents) },
          paypal_fee: { currency_code: capture.currencyCode, value: '0.00' },
          net_amount: { currency_code: capture.currencyCode, value: fromCents(cents) },
          total_refunded_amount: {
            currency_code: capture.currencyCode,
            value: fromCents(refundedCents),
          },
        },
        payer: { email_address: 'merchant@sandbox.example', merchant_id: SANDBOX_MERCHANT_ID },
        create_time: time.toISOString(),
        update_time: time.toISOString(),
        links: [
          { href: `${this.baseUrl}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
          {
            href: `${this.baseUrl}/v2/payments/captures/${capture.id}`,
            rel: 'up',
            method: 'GET',
          },
        ],
      };
      const answer = { status: 201, body: refund };
      await this.keepReplay(tx, replayKey, answer);
      const event = await this.recordEvent(
        tx,
        'PAYMENT.CAPTURE.REFUNDED',
        'refund',
        refund,
        `A $ ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
      );
      return { answer, event };
    });
    if (outcome.event) this.send(outcome.event);
    return outcome.answer;
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
    const expected = this.signature(
      input.transmission_id as string,
      input.transmission_time as string,
      input.webhook_id as string,
      JSON.stringify(input.webhook_event),
    );
    const valid =
      input.auth_algo === SANDBOX_AUTH_ALGO &&
      safeEqual(input.transmission_sig as string, expected);
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
  }

  /** Stops (or resumes) sending webhook events, as if the webhook were not set up at PayPal. */
  setWebhookDelivery(enabled: boolean): void {
    this.webhooksOn = enabled;
  }

  /** Resolves once every webhook event sent so far by this process is delivered (or given up). */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /**
   * Hears every REST call this process's sandbox answers (tests hold them against PayPal's
   * OpenAPI documents). Answers a function that stops listening.
   */
  observe(listener: (exchange: SandboxExchange) => void): () => void {
    this.observers.add(listener);
    return () => {
      this.observers.delete(listener);
    };
  }

  /** Called by the routes once an API answer is ready. */
  reportExchange(exchange: SandboxExchange): void {
    for (const listener of this.observers) listener(exchange);
  }

  /** Stops sending events and waits for those under way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  // -- internals ------------------------------------------------------------------------------

  private mac(text: string): string {
    return createHmac('sha256', this.signingKey).update(text).digest('base64url');
  }

  private async findOrder(
    db: Db | Tx,
    id: string,
    { lock = false } = {},
  ): Promise<SandboxOrder | undefined> {
    const query = db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const [capture] = await db
      .select()
      .from(paypalSandboxCaptures)
      .where(eq(paypalSandboxCaptures.orderId, id));
    return toOrder(row, capture);
  }

  private async order(db: Db | Tx, id: string, options: { lock?: boolean } = {}) {
    const order = await this.findOrder(db, id, options);
    if (!order) throw issue(404, 'INVALID_RESOURCE_ID');
    return order;
  }

  private async replay(key: string | undefined, db: Db | Tx = this.db) {
    if (!key) return undefined;
    const [row] = await db
      .select({ body: paypalSandboxReplays.body })
      .from(paypalSandboxReplays)
      .where(eq(paypalSandboxReplays.key, key));
    return row ? { status: 200, body: row.body } : undefined;
  }

  /** Keeps the first answer of a request id; a second at the same moment undoes its work. */
  private async keepReplay(tx: Tx, key: string | undefined, answer: SandboxAnswer) {
    if (!key) return;
    const kept = await tx
      .insert(paypalSandboxReplays)
      .values({ key, body: answer.body })
      .onConflictDoNothing()
      .returning({ key: paypalSandboxReplays.key });
    if (kept.length === 0) throw new ReplayExists();
  }

  /** Removes what is older than KEEP_MS, at most hourly per process; never fails a request. */
  private async prune() {
    const now = this.now().getTime();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const before = new Date(now - KEEP_MS);
    try {
      await this.db.delete(paypalSandboxOrders).where(lt(paypalSandboxOrders.createdAt, before));
      await this.db.delete(paypalSandboxReplays).where(lt(paypalSandboxReplays.createdAt, before));
      await this.db.delete(paypalSandboxEvents).where(lt(paypalSandboxEvents.createdAt, before));
    } catch (error) {
      this.log?.warn({ err: error }, 'sandbox: old orders could not be removed');
    }
  }

  // Hex, not base64: PayPal's documents require transmission_sig to start with a word character
  // (`^(?!\d+$)\w+\S+`), and one base64 signature in 32 starts with '+' or '/'.
  private signature(id: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
      .digest('hex');
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
                account_status: 'VERIFIED',
                name: order.payer.name,
              },
            },
            payer: order.payer,
          }
        : {}),
      purchase_units: [
        {
          ...order.unit,
          payee: { email_address: 'merchant@sandbox.example', merchant_id: SANDBOX_MERCHANT_ID },
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
    const cents = capture.amountCents;
    const fee = Math.round(cents * 0.0349) + 49;
    const currency = capture.currencyCode;
    const amount = { currency_code: currency, value: fromCents(cents) };
    return {
      id: capture.id,
      status: capture.status,
      amount,
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: amount,
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
      create_time: capture.createdAt.toISOString(),
      update_time: capture.updatedAt.toISOString(),
    };
  }

  /**
   * Writes the event with the change that causes it (same transaction), so a committed capture
   * or refund always has its event; it is sent once the transaction has committed.
   */
  private async recordEvent(
    tx: Tx,
    eventType: string,
    resourceType: string,
    resource: object,
    summary: string,
  ): Promise<{ id: string; eventType: string; body: string } | undefined> {
    if (!this.webhook || !this.deliver || this.closed || !this.webhooksOn) return undefined;
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
    await tx.insert(paypalSandboxEvents).values({ id, eventType, body });
    return { id, eventType, body };
  }

  private send(event: { id: string; eventType: string; body: string }) {
    const webhook = this.webhook;
    if (!webhook) return;
    const delivery = this.post(webhook.url, event, webhook.id).finally(() => {
      this.deliveries.delete(delivery);
    });
    this.deliveries.add(delivery);
  }

  /** Like PayPal, tries again when the shop does not answer 2xx (three times here). */
  private async post(
    url: string,
    event: { id: string; eventType: string; body: string },
    webhookId: string,
  ) {
    const deliver = this.deliver;
    if (!deliver) return;
    const { eventType, body } = event;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, this.webhookDelayMs * attempt ** 2));
      try {
        const response = await deliver(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...this.signEvent(body, webhookId) },
          body,
        });
        await response.text();
        if (response.ok) {
          await this.db
            .update(paypalSandboxEvents)
            .set({ deliveredAt: this.now() })
            .where(
              and(eq(paypalSandboxEvents.id, event.id), isNull(paypalSandboxEvents.deliveredAt)),
            )
            .catch(() => {});
          return;
        }
        this.log?.warn({ eventType, status: response.status, attempt }, 'sandbox webhook refused');
      } catch (error) {
        this.log?.warn({ eventType, err: error, attempt }, 'sandbox webhook failed');
      }
    }
  }
}

function toOrder(row: OrderRow, capture: SandboxCapture | undefined): SandboxOrder {
  return {
    id: row.id,
    intent: 'CAPTURE',
    status: row.status as SandboxOrder['status'],
    unit: row.purchaseUnit,
    brandName: row.brandName ?? undefined,
    returnUrl: row.returnUrl ?? undefined,
    cancelUrl: row.cancelUrl ?? undefined,
    payer: row.payer ?? undefined,
    capture,
    declineNextCapture: row.declineNextCapture,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
