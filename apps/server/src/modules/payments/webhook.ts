import { eq } from 'drizzle-orm';
import { paypalWebhookEvents } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findOrderForPayment, payPalValueToCents } from '../orders/index.ts';
import type { SettleDeps } from './deps.ts';
import {
  PayPalError,
  type PayPalLink,
  type PayPalMoney,
  type WebhookHeaders,
} from './paypal-client.ts';
import { markOrderRefunded } from './refund.ts';
import { settlePayPalOrder } from './settle.ts';

type WebhookEvent = {
  id: string;
  event_type: string;
  resource_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: PayPalMoney;
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: PayPalLink[];
  };
};

function isWebhookEvent(body: unknown): body is WebhookEvent {
  const event = body as Partial<WebhookEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 255 &&
    typeof event.event_type === 'string'
  );
}

/** The capture a refund or reversal belongs to: its `up` link, or the resource itself. */
function captureIdOf(event: WebhookEvent): string | undefined {
  const up = event.resource?.links?.find((link) => link.rel === 'up')?.href;
  const fromLink = up?.match(/\/captures\/([^/?#]+)$/)?.[1];
  if (fromLink) return decodeURIComponent(fromLink);
  return event.resource_type === 'capture' ? event.resource?.id : undefined;
}

/**
 * `POST /api/paypal/webhook`. The signature is verified with PayPal before anything is read;
 * each event id is handled once. Answers non-2xx only when PayPal should send the event again.
 */
export async function receiveWebhook(
  deps: SettleDeps,
  webhookId: string,
  headers: WebhookHeaders,
  body: unknown,
): Promise<{ received: true; duplicate?: true }> {
  if (!isWebhookEvent(body)) {
    throw new HttpError(400, 'INVALID_EVENT', 'This is not a PayPal webhook event.');
  }
  let genuine: boolean;
  try {
    genuine = await deps.paypal.verifyWebhookSignature({ headers, event: body, webhookId });
  } catch (error) {
    deps.log.error({ err: error }, 'PayPal webhook signature could not be checked');
    throw new HttpError(502, 'PAYPAL_UNAVAILABLE', 'The signature could not be checked now.');
  }
  if (!genuine) {
    deps.log.warn({ eventId: body.id, eventType: body.event_type }, 'webhook signature refused');
    throw new HttpError(400, 'INVALID_SIGNATURE', 'The webhook signature is not valid.');
  }

  const [first] = await deps.db
    .insert(paypalWebhookEvents)
    .values({ id: body.id, eventType: body.event_type })
    .onConflictDoNothing()
    .returning({ id: paypalWebhookEvents.id });
  if (!first) return { received: true, duplicate: true };

  try {
    await handleEvent(deps, body);
  } catch (error) {
    // Forget the event so PayPal's next delivery is handled again.
    await deps.db.delete(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, body.id));
    throw error;
  }
  return { received: true };
}

async function handleEvent(deps: SettleDeps, event: WebhookEvent): Promise<void> {
  const paypalOrderId = event.resource?.supplementary_data?.related_ids?.order_id;
  const log = deps.log.child({ eventId: event.id, eventType: event.event_type, paypalOrderId });
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      if (!paypalOrderId) {
        log.warn('capture event without an order id');
        return;
      }
      // The usual case: the buyer's own capture settled the order moments ago. Then PayPal need
      // not be asked about its order again.
      const ours = await findOrderForPayment(deps.db, {
        id: event.resource?.custom_id,
        paypalOrderId,
      });
      if (ours?.order.paymentStatus === 'Received') {
        log.info({ outcome: 'already-received' }, 'webhook settled');
        return;
      }
      try {
        const settlement = await settlePayPalOrder(deps, paypalOrderId, undefined, ours);
        log.info({ outcome: settlement.outcome }, 'webhook settled');
      } catch (error) {
        // An order PayPal does not know will not appear later: do not ask for the event again.
        if (error instanceof PayPalError && error.status === 404) {
          log.warn('PayPal order of the event not found');
          return;
        }
        throw error;
      }
      return;
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      const marked = await deps.db.transaction((tx) =>
        markOrderRefunded(
          tx,
          {
            captureId: captureIdOf(event),
            paypalOrderId,
            refundId: event.resource_type === 'refund' ? event.resource?.id : undefined,
            amountCents: payPalValueToCents(event.resource?.amount?.value),
            eventType: event.event_type,
          },
          deps,
        ),
      );
      // 'already-refunded': our own refund, recorded when PayPal answered it (or a redelivery).
      log.info(
        { outcome: marked.outcome, orderId: 'order' in marked ? marked.order.orderId : undefined },
        'refund reported by PayPal',
      );
      return;
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
    case 'PAYMENT.CAPTURE.PENDING':
      // Nothing to fulfil: the order stays as it is until a completed capture arrives.
      log.info('payment not completed');
      return;
    default:
      log.info('webhook event ignored');
  }
}
