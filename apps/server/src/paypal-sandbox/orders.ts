import { eq } from 'drizzle-orm';
import {
  paypalSandboxCaptures,
  paypalSandboxOrders,
  type SandboxBreakdown,
  type SandboxPurchaseUnit,
} from '../db/schema/index.ts';
import { issue, SandboxError } from './errors.ts';
import {
  captureBody,
  type OrderRow,
  orderBody,
  orderLinks,
  refundBody,
  type SandboxAnswer,
  type SandboxOrder,
  toOrder,
} from './shapes.ts';
import { ReplayExists, type SandboxStore } from './store.ts';
import {
  AMOUNT,
  accountId,
  asRecord,
  asString,
  fromCents,
  paypalId,
  safeUrl,
  toCents,
} from './values.ts';
import type { SandboxWebhooks } from './webhooks.ts';

/**
 * PayPal's Orders v2 and Payments v2 calls, as the sandbox answers them: create an order, read
 * it, the buyer's approval, capture, refund. Each decision is one transaction on the order's
 * (or capture's) locked row, with its replay and its webhook event.
 */
export class SandboxOrders {
  readonly #returnOrigin: string;

  constructor(
    private readonly options: {
      store: SandboxStore;
      webhooks: SandboxWebhooks;
      baseUrl: string;
      /** The only origin buyers may be sent back to (the shop's PUBLIC_URL). */
      returnOrigin: string;
      now: () => Date;
    },
  ) {
    this.#returnOrigin = new URL(options.returnOrigin).origin;
  }

  async createOrder(
    body: unknown,
    options: { requestId?: string; prefer?: string },
  ): Promise<SandboxAnswer> {
    const replayKey = options.requestId ? `create:${options.requestId}` : undefined;
    const replay = await this.options.store.replay(replayKey);
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
    const breakdown = readBreakdown(amount?.breakdown, currency, toCents(value));
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

    const time = this.options.now();
    const purchaseUnit: SandboxPurchaseUnit = {
      reference_id: asString(unit.reference_id) ?? 'default',
      amount: {
        currency_code: currency,
        value: fromCents(toCents(value)),
        ...(breakdown ? { breakdown } : {}),
      },
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
          ? orderBody(this.options.baseUrl, order)
          : { id: order.id, status: order.status, links: orderLinks(this.options.baseUrl, order) },
    };
    try {
      await this.options.store.db.transaction(async (tx) => {
        await tx.insert(paypalSandboxOrders).values(row);
        await this.options.store.keepReplay(tx, replayKey, answer);
      });
    } catch (error) {
      if (!(error instanceof ReplayExists)) throw error;
      // The same request id made an order at the same moment: answer that one.
      const first = await this.options.store.replay(replayKey);
      if (first) return first;
      throw error;
    }
    void this.options.store.prune();
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
    if (url.origin !== this.#returnOrigin) {
      throw new SandboxError(
        422,
        'INVALID_PARAMETER_VALUE',
        `The return and cancel URLs must be on ${this.#returnOrigin} (the shop's PUBLIC_URL).`,
        field,
      );
    }
    return url.toString();
  }

  /** Whether the buyer may be redirected to this URL (checked again at redirect time). */
  isReturnTarget(url: string): boolean {
    return safeUrl(url)?.origin === this.#returnOrigin;
  }

  async getOrder(id: string): Promise<SandboxAnswer> {
    return {
      status: 200,
      body: orderBody(
        this.options.baseUrl,
        await this.options.store.order(this.options.store.db, id),
      ),
    };
  }

  /** The buyer's side: what the approval page shows. */
  async orderForBuyer(id: string): Promise<SandboxOrder | undefined> {
    if (!/^[A-Z0-9]{1,36}$/.test(id)) return undefined;
    return this.options.store.findOrder(this.options.store.db, id);
  }

  /** The buyer approves on the approval page; `declineCard` makes the next capture fail once. */
  async approve(id: string, options: { declineCard?: boolean } = {}): Promise<SandboxOrder> {
    return this.options.store.db.transaction(async (tx) => {
      const order = await this.options.store.order(tx, id, { lock: true });
      if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
      const payer = order.payer ?? {
        payer_id: accountId(),
        email_address: 'buyer@sandbox.example',
        name: { given_name: 'Sandbox', surname: 'Buyer' },
      };
      const updatedAt = this.options.now();
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
    const outcome = await this.options.store.db.transaction(async (tx) => {
      const order = await this.options.store.order(tx, id, { lock: true });
      const replay = await this.options.store.replay(replayKey, tx);
      if (replay) return { answer: replay };

      const mocked = mockedIssue(options.mockResponse);
      if (mocked === 'INTERNAL_SERVER_ERROR') throw new SandboxError(500);
      if (mocked) throw issue(422, mocked);
      if (order.status === 'COMPLETED') throw issue(422, 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') throw issue(422, 'ORDER_NOT_APPROVED');
      if (order.declineNextCapture) return { declined: true as const };

      const time = this.options.now();
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
      const answer = { status: 201, body: orderBody(this.options.baseUrl, completed) };
      await this.options.store.keepReplay(tx, replayKey, answer);
      const event = await this.options.webhooks.recordEvent(
        tx,
        'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        {
          ...captureBody(this.options.baseUrl, capture),
          supplementary_data: { related_ids: { order_id: order.id } },
        },
        `Payment completed for $ ${fromCents(capture.amountCents)} ${capture.currencyCode}`,
      );
      return { answer, event };
    });
    if ('declined' in outcome) {
      // Declined once: the buyer may try again (with another card at PayPal).
      await this.options.store.db
        .update(paypalSandboxOrders)
        .set({ declineNextCapture: false })
        .where(eq(paypalSandboxOrders.id, id));
      throw issue(422, 'INSTRUMENT_DECLINED');
    }
    if (outcome.event) this.options.webhooks.send(outcome.event);
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
    const outcome = await this.options.store.db.transaction(async (tx) => {
      const [capture] = await tx
        .select()
        .from(paypalSandboxCaptures)
        .where(eq(paypalSandboxCaptures.id, captureId))
        .for('update');
      if (!capture) throw issue(404, 'INVALID_RESOURCE_ID');
      const replay = await this.options.store.replay(replayKey, tx);
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

      const time = this.options.now();
      const refundedCents = capture.refundedCents + cents;
      await tx
        .update(paypalSandboxCaptures)
        .set({
          refundedCents,
          status: refundedCents >= capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
          updatedAt: time,
        })
        .where(eq(paypalSandboxCaptures.id, capture.id));
      const refund = refundBody(
        this.options.baseUrl,
        { id: paypalId(), cents, time },
        { ...capture, refundedCents },
      );
      const answer = { status: 201, body: refund };
      await this.options.store.keepReplay(tx, replayKey, answer);
      const event = await this.options.webhooks.recordEvent(
        tx,
        'PAYMENT.CAPTURE.REFUNDED',
        'refund',
        refund,
        `A $ ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
      );
      return { answer, event };
    });
    if (outcome.event) this.options.webhooks.send(outcome.event);
    return outcome.answer;
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

const BREAKDOWN_ADDS = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const BREAKDOWN_TAKES = ['shipping_discount', 'discount'] as const;

/**
 * `amount.breakdown` checked as PayPal does: every part a money of the amount's currency with a
 * non-negative value, and the amount equal to the parts added up (422 AMOUNT_MISMATCH).
 */
function readBreakdown(
  given: unknown,
  currency: string,
  amountCents: number,
): SandboxBreakdown | undefined {
  if (given === undefined) return undefined;
  const breakdown = asRecord(given);
  const path = "/purchase_units/@reference_id=='default'/amount/breakdown";
  if (!breakdown) throw issue(400, 'INVALID_PARAMETER_SYNTAX', path);
  const read: SandboxBreakdown = {};
  let sum = 0;
  for (const field of [...BREAKDOWN_ADDS, ...BREAKDOWN_TAKES]) {
    if (breakdown[field] === undefined) continue;
    const money = asRecord(breakdown[field]);
    const value = asString(money?.value);
    if (!value || !AMOUNT.test(value)) {
      throw issue(400, 'INVALID_PARAMETER_SYNTAX', `${path}/${field}/value`);
    }
    if (money?.currency_code !== currency) {
      throw issue(422, 'CURRENCY_MISMATCH', `${path}/${field}/currency_code`);
    }
    const cents = toCents(value);
    sum += (BREAKDOWN_TAKES as readonly string[]).includes(field) ? -cents : cents;
    read[field] = { currency_code: currency, value: fromCents(cents) };
  }
  if (sum !== amountCents) {
    throw issue(422, 'AMOUNT_MISMATCH', "/purchase_units/@reference_id=='default'/amount/value");
  }
  return read;
}
