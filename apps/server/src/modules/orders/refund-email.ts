import { escapeHtml } from '@leadvault/contract';
import type { DbOrTx } from '../../db/index.ts';
import type { HeldPurchaseCredits } from '../credits/index.ts';
import { emailLayout, type MailMessage } from '../mail/index.ts';
import { centsToPayPalValue } from './format.ts';
import type { OrderEmailDeps } from './order-email.ts';
import type { OrderRow } from './service.ts';

export type RefundEmailValues = {
  customerName: string;
  orderId: string;
  packageName: string;
  /** "$19.00" */
  amount: string;
  ordersUrl: string;
  /** A credit pack's credits as the refund found them; null for a database. */
  credits: HeldPurchaseCredits | null;
};

const creditWord = (count: number) => (count === 1 ? 'credit' : 'credits');

/** What the refund did to a credit pack's credits, in one sentence (null for a database). */
export function refundedCreditsSentence(credits: HeldPurchaseCredits | null): string | null {
  if (!credits) return null;
  const taken = `${credits.toTakeBack} ${creditWord(credits.toTakeBack)} of this pack ${credits.toTakeBack === 1 ? 'was' : 'were'} taken back from your balance`;
  if (credits.spent === 0) return `${taken}.`;
  return `${taken}; the ${credits.spent} you had already spent stay yours.`;
}

/** The customer's refund e-mail: the order, the amount returned and, for a pack, its credits. */
export function refundEmail(to: string, values: RefundEmailValues): MailMessage {
  const subject = `Your LeadVault order ${values.orderId} was refunded`;
  const returned = `Your payment of ${values.amount} USD for ${values.packageName} (order ${values.orderId}) was refunded to your PayPal account or card.`;
  const credits = refundedCreditsSentence(values.credits);
  const text = [
    `Hello ${values.customerName},`,
    '',
    returned,
    ...(credits ? ['', credits] : []),
    '',
    `The order stays in My Orders, marked Refunded: ${values.ordersUrl}`,
  ].join('\n');
  const body = [
    `<p>Hello ${escapeHtml(values.customerName)},</p>`,
    `<p>${escapeHtml(returned)}</p>`,
    credits ? `<p>${escapeHtml(credits)}</p>` : '',
    `<p style="font-size:13px;color:#475569">The order stays in My Orders, marked Refunded: <span style="word-break:break-all">${escapeHtml(values.ordersUrl)}</span></p>`,
  ].join('\n');
  const reason = 'You receive this e-mail because a payment you made on LeadVault was refunded.';
  return { to, subject, text, html: emailLayout(subject, body, reason) };
}

/** Queues the refund e-mail in the transaction that marks the order Refunded, once per order. */
export async function queueRefundEmail(
  tx: DbOrTx,
  deps: OrderEmailDeps,
  order: OrderRow,
  amountCents: number,
  credits: HeldPurchaseCredits | null,
): Promise<void> {
  const values: RefundEmailValues = {
    customerName: order.customerName,
    orderId: order.orderId,
    packageName: order.packageName,
    amount: `$${centsToPayPalValue(amountCents)}`,
    ordersUrl: `${deps.publicUrl}/user-dashboard/my-orders/`,
    credits,
  };
  await deps.mailer.send(tx, refundEmail(order.customerEmail, values), {
    singletonKey: `refund-email:${order.id}`,
  });
}
