import { type OrderEmailValues, renderOrderTemplate } from '@leadvault/contract';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { emailLayout, type Mailer, type MailMessage } from '../mail/index.ts';
import { centsToPayPalValue } from './format.ts';
import type { OrderRow } from './service.ts';

/** The built-in body, used until staff save a template (and offered to them as a start). */
export const DEFAULT_ORDER_TEMPLATE = `<p>Hello {{customerName}},</p>
<p>Thank you for your order. Your payment has been received and your databases are ready.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:15px">
<tr><td style="padding:4px 16px 4px 0;color:#475569">Order ID</td><td style="font-weight:600">{{orderId}}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#475569">Package</td><td style="font-weight:600">{{packageName}}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#475569">Amount</td><td style="font-weight:600">{{amount}} USD</td></tr>
</table>
<p style="padding:8px 0"><a href="{{ordersUrl}}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">Open My Orders</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br><span style="word-break:break-all">{{ordersUrl}}</span></p>`;

/** The order e-mail: the saved template when there is one, else the default. */
export function orderEmail(
  to: string,
  values: OrderEmailValues,
  templateHtml?: string,
): MailMessage {
  const subject = `Your LeadVault order ${values.orderId}`;
  const text = [
    `Hello ${values.customerName},`,
    '',
    'Thank you for your order. Your payment has been received and your databases are ready.',
    '',
    `Order ID: ${values.orderId}`,
    `Package: ${values.packageName}`,
    `Amount: ${values.amount} USD`,
    '',
    `Open your databases in My Orders: ${values.ordersUrl}`,
  ].join('\n');
  const custom = templateHtml?.trim();
  const reason = 'You receive this e-mail because you placed an order on LeadVault.';
  let html: string;
  if (!custom)
    html = emailLayout(subject, renderOrderTemplate(DEFAULT_ORDER_TEMPLATE, values), reason);
  else if (/<html[\s>]/i.test(custom)) html = renderOrderTemplate(custom, values);
  else html = emailLayout(subject, renderOrderTemplate(custom, values), reason);
  return { to, subject, text, html };
}

export type OrderEmailDeps = {
  mailer: Mailer;
  publicUrl: string;
};

/**
 * Queues the customer's paid-order e-mail in the transaction that marks the order paid: it
 * exists exactly when the payment is committed, and the mail job retries it until it is
 * delivered (a mail failure never undoes the payment). One waiting e-mail per order at most.
 */
export async function queueOrderEmail(
  tx: DbOrTx,
  deps: OrderEmailDeps,
  order: OrderRow,
): Promise<void> {
  const [template] = await tx
    .select({ html: emailTemplates.html })
    .from(emailTemplates)
    .orderBy(desc(emailTemplates.seq))
    .limit(1);
  const values: OrderEmailValues = {
    customerName: order.customerName,
    orderId: order.orderId,
    packageName: order.packageName,
    amount: `$${centsToPayPalValue(order.packagePriceCents)}`,
    ordersUrl: `${deps.publicUrl}/user-dashboard/my-orders/`,
  };
  await deps.mailer.send(tx, orderEmail(order.customerEmail, values, template?.html), {
    singletonKey: `order-email:${order.id}`,
  });
}
