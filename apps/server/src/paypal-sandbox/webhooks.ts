import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { paypalSandboxEvents } from '../db/schema/index.ts';
import { issue } from './errors.ts';
import type { SandboxAnswer } from './shapes.ts';
import type { SandboxLog } from './store.ts';
import { asRecord, paypalId, safeEqual } from './values.ts';

/** Alphanumeric, like PayPal's webhook ids (`verify-webhook-signature` requires it). */
export const SANDBOX_WEBHOOK_ID = 'SANDBOXWEBHOOKID';
/** Alphanumeric like PayPal's `SHA256withRSA` (`auth_algo` is `^[a-zA-Z0-9]+$`). */
const SANDBOX_AUTH_ALGO = 'HMACSHA256';

export type Deliver = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

export type SandboxEvent = { id: string; eventType: string; body: string };

/**
 * PayPal's webhooks, as the sandbox sends them: each event is written with the change that
 * causes it, posted signed once that change has committed (retried like PayPal does), and its
 * signature can be checked through `verify-webhook-signature`.
 */
export class SandboxWebhooks {
  readonly #deliveries = new Set<Promise<void>>();
  #closed = false;
  #on = true;

  constructor(
    private readonly options: {
      db: Db;
      baseUrl: string;
      signingKey: Buffer;
      now: () => Date;
      /** Where events are posted, signed for this webhook id. */
      webhook: { id: string; url: string } | undefined;
      deliver: Deliver | undefined;
      log: SandboxLog | undefined;
      webhookDelayMs: number;
    },
  ) {}

  /**
   * The headers PayPal would send with this event body. The signature covers
   * `transmission id | time | webhook id | CRC32 of the body`, as PayPal's does (PayPal signs
   * with RSA and a certificate; the sandbox with an HMAC key only it knows).
   */
  signEvent(body: string, webhookId = this.options.webhook?.id ?? SANDBOX_WEBHOOK_ID) {
    const transmissionId = randomUUID();
    const transmissionTime = this.options.now().toISOString();
    return {
      'paypal-auth-algo': SANDBOX_AUTH_ALGO,
      'paypal-cert-url': `${this.options.baseUrl}/v1/notifications/certs/CERT-SANDBOX`,
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
    this.#on = enabled;
  }

  /** Resolves once every webhook event sent so far by this process is delivered (or given up). */
  async idle(): Promise<void> {
    while (this.#deliveries.size > 0) await Promise.allSettled([...this.#deliveries]);
  }

  // Hex, not base64: PayPal's documents require transmission_sig to start with a word character
  // (`^(?!\d+$)\w+\S+`), and one base64 signature in 32 starts with '+' or '/'.
  private signature(id: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', this.options.signingKey)
      .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
      .digest('hex');
  }

  /**
   * Writes the event with the change that causes it (same transaction), so a committed capture
   * or refund always has its event; it is sent once the transaction has committed.
   */
  async recordEvent(
    tx: Tx,
    eventType: string,
    resourceType: string,
    resource: object,
    summary: string,
  ): Promise<{ id: string; eventType: string; body: string } | undefined> {
    if (!this.options.webhook || !this.options.deliver || this.#closed || !this.#on)
      return undefined;
    const id = `WH-${paypalId(8)}-${paypalId(17)}`;
    const event = {
      id,
      event_version: '1.0',
      create_time: this.options.now().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        {
          href: `${this.options.baseUrl}/v1/notifications/webhooks-events/${id}`,
          rel: 'self',
          method: 'GET',
        },
        {
          href: `${this.options.baseUrl}/v1/notifications/webhooks-events/${id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    };
    const body = JSON.stringify(event);
    await tx.insert(paypalSandboxEvents).values({ id, eventType, body });
    return { id, eventType, body };
  }

  send(event: { id: string; eventType: string; body: string }) {
    const webhook = this.options.webhook;
    if (!webhook) return;
    const delivery = this.post(webhook.url, event, webhook.id).finally(() => {
      this.#deliveries.delete(delivery);
    });
    this.#deliveries.add(delivery);
  }

  /** Like PayPal, tries again when the shop does not answer 2xx (three times here). */
  private async post(
    url: string,
    event: { id: string; eventType: string; body: string },
    webhookId: string,
  ) {
    const deliver = this.options.deliver;
    if (!deliver) return;
    const { eventType, body } = event;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, this.options.webhookDelayMs * attempt ** 2),
      );
      try {
        const response = await deliver(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...this.signEvent(body, webhookId) },
          body,
        });
        await response.text();
        if (response.ok) {
          await this.options.db
            .update(paypalSandboxEvents)
            .set({ deliveredAt: this.options.now() })
            .where(
              and(eq(paypalSandboxEvents.id, event.id), isNull(paypalSandboxEvents.deliveredAt)),
            )
            .catch(() => {});
          return;
        }
        this.options.log?.warn(
          { eventType, status: response.status, attempt },
          'sandbox webhook refused',
        );
      } catch (error) {
        this.options.log?.warn({ eventType, err: error, attempt }, 'sandbox webhook failed');
      }
    }
  }
  /** Stops sending events and waits for those under way. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }
}
