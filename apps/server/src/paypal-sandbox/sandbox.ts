import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { SandboxOAuth } from './oauth.ts';
import { SandboxOrders } from './orders.ts';
import type { SandboxAnswer, SandboxExchange, SandboxOrder } from './shapes.ts';
import { type SandboxLog, SandboxStore } from './store.ts';
import { type Deliver, SandboxWebhooks } from './webhooks.ts';

/**
 * The local PayPal sandbox: the subset of PayPal's REST API this shop uses, answering like
 * PayPal (statuses, error bodies, idempotent replays, signed webhooks) and shaped by PayPal's
 * OpenAPI documents. Its orders, captures and replays live in the database, so several server
 * processes sharing it (and a restarted one) agree. See ../../../../shared/PAYPAL.md and
 * docs/decisions/004-paypal-sandbox.md, 018-scale-out-on-postgresql.md.
 */
/*
 * Its parts, one job each: errors.ts (PayPal's error bodies), oauth.ts (tokens), orders.ts
 * (create, approve, capture, refund), webhooks.ts (events, their signatures and delivery),
 * store.ts (reading orders, replays, pruning), shapes.ts (the answers' bodies), values.ts
 * (ids, amounts). This class is the one object the routes, the shop and the tests hold.
 */

export { SandboxError } from './errors.ts';
export type { SandboxAnswer, SandboxExchange, SandboxOrder } from './shapes.ts';
export type { SandboxLog } from './store.ts';
export { type Deliver, SANDBOX_WEBHOOK_ID } from './webhooks.ts';

export const SANDBOX_CLIENT_ID = 'sandbox-client-id';
export const SANDBOX_CLIENT_SECRET = 'sandbox-client-secret';

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

export class PayPalSandbox {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly #oauth: SandboxOAuth;
  readonly #orders: SandboxOrders;
  readonly #webhooks: SandboxWebhooks;
  readonly #observers = new Set<(exchange: SandboxExchange) => void>();

  constructor(options: PayPalSandboxOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.clientId = options.clientId ?? SANDBOX_CLIENT_ID;
    const now = options.now ?? (() => new Date());
    const signingKey = createHmac('sha256', options.secret ?? randomBytes(32))
      .update('leadvault paypal sandbox')
      .digest();
    this.#oauth = new SandboxOAuth({
      clientId: this.clientId,
      clientSecret: options.clientSecret ?? SANDBOX_CLIENT_SECRET,
      signingKey,
      now,
    });
    this.#webhooks = new SandboxWebhooks({
      db: options.db,
      baseUrl: this.baseUrl,
      signingKey,
      now,
      webhook: options.webhook,
      deliver: options.deliver,
      log: options.log,
      webhookDelayMs: options.webhookDelayMs ?? 10,
    });
    this.#orders = new SandboxOrders({
      store: new SandboxStore(options.db, now, options.log),
      webhooks: this.#webhooks,
      baseUrl: this.baseUrl,
      returnOrigin: options.returnOrigin ?? this.baseUrl,
      now,
    });
  }

  // -- OAuth (oauth.ts) -------------------------------------------------------------------------

  /** A token for the sandbox's client credentials (signed: any process sharing the secret honours it). */
  issueToken(authorization: string | undefined, body: unknown): SandboxAnswer {
    return this.#oauth.issueToken(authorization, body);
  }

  /** Throws 401 unless the header carries a token this sandbox signed and still honours. */
  authorize(authorization: string | undefined): void {
    this.#oauth.authorize(authorization);
  }

  /** Refuses every token issued so far here, as if they had expired (tests: clients renew). */
  revokeTokens(): void {
    this.#oauth.revokeTokens();
  }

  // -- Orders (orders.ts) ---------------------------------------------------------------------

  createOrder(body: unknown, options: { requestId?: string; prefer?: string }) {
    return this.#orders.createOrder(body, options);
  }

  /** Whether the buyer may be redirected to this URL (checked again at redirect time). */
  isReturnTarget(url: string): boolean {
    return this.#orders.isReturnTarget(url);
  }

  getOrder(id: string): Promise<SandboxAnswer> {
    return this.#orders.getOrder(id);
  }

  /** The buyer's side: what the approval page shows. */
  orderForBuyer(id: string): Promise<SandboxOrder | undefined> {
    return this.#orders.orderForBuyer(id);
  }

  /** The buyer approves on the approval page; `declineCard` makes the next capture fail once. */
  approve(id: string, options: { declineCard?: boolean } = {}): Promise<SandboxOrder> {
    return this.#orders.approve(id, options);
  }

  capture(id: string, options: { requestId?: string; mockResponse?: string; prefer?: string }) {
    return this.#orders.capture(id, options);
  }

  refund(captureId: string, body: unknown, options: { requestId?: string; mockResponse?: string }) {
    return this.#orders.refund(captureId, body, options);
  }

  // -- Webhooks (webhooks.ts) -----------------------------------------------------------------

  /** The headers PayPal would send with this event body (signed for the webhook id). */
  signEvent(body: string, webhookId?: string) {
    return this.#webhooks.signEvent(body, webhookId);
  }

  verifyWebhookSignature(body: unknown): SandboxAnswer {
    return this.#webhooks.verifyWebhookSignature(body);
  }

  /** Stops (or resumes) sending webhook events, as if the webhook were not set up at PayPal. */
  setWebhookDelivery(enabled: boolean): void {
    this.#webhooks.setWebhookDelivery(enabled);
  }

  /** Resolves once every webhook event sent so far by this process is delivered (or given up). */
  idle(): Promise<void> {
    return this.#webhooks.idle();
  }

  /** Stops sending events and waits for those under way. */
  close(): Promise<void> {
    return this.#webhooks.close();
  }

  // -- Observing ------------------------------------------------------------------------------

  /**
   * Hears every REST call this process's sandbox answers (tests hold them against PayPal's
   * OpenAPI documents). Answers a function that stops listening.
   */
  observe(listener: (exchange: SandboxExchange) => void): () => void {
    this.#observers.add(listener);
    return () => {
      this.#observers.delete(listener);
    };
  }

  /** Called by the routes once an API answer is ready. */
  reportExchange(exchange: SandboxExchange): void {
    for (const listener of this.#observers) listener(exchange);
  }
}
