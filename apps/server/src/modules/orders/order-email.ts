import {
  creditsAddedSentence,
  escapeHtml,
  type OrderEmailValues,
  renderOrderTemplate,
} from '@leadvault/contract';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { emailTemplates, type orders } from '../../db/schema/index.ts';
import { creditBalance } from '../credits/index.ts';
import { invoiceAttachment } from '../invoices/index.ts';
import { emailLayout, type Mailer, type MailMessage } from '../mail/index.ts';
import { centsToPayPalValue, payableCents } from './format.ts';
import { type OrderedFile, orderedFiles } from './ordered-files.ts';

type OrderRow = typeof orders.$inferSelect;

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
  files: OrderedFile[] = [],
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
    ...(files.length > 0
      ? ['', 'Your databases:', ...files.map((file) => `- ${file.name} (${file.size})`)]
      : []),
    '',
    `Open your databases in My Orders: ${values.ordersUrl}`,
    'Your invoice is attached to this e-mail, and in My Orders.',
  ].join('\n');
  const custom = templateHtml?.trim();
  const reason = 'You receive this e-mail because you placed an order on LeadVault.';
  // What was bought follows the staff's template (which cannot know each order's files).
  const bought = filesBlock(files);
  let html: string;
  if (!custom)
    html = emailLayout(
      subject,
      renderOrderTemplate(DEFAULT_ORDER_TEMPLATE, values) + bought,
      reason,
    );
  else if (/<html[\s>]/i.test(custom)) html = renderOrderTemplate(custom, values);
  else html = emailLayout(subject, renderOrderTemplate(custom, values) + bought, reason);
  return { to, subject, text, html };
}

/** The order's databases with their sizes, under the template's body. */
function filesBlock(files: OrderedFile[]): string {
  if (files.length === 0) return '';
  const rows = files
    .map(
      (file) =>
        `<tr><td style="padding:4px 16px 4px 0;font-weight:600;word-break:break-all">${escapeHtml(file.name)}</td><td style="color:#475569;white-space:nowrap">${escapeHtml(file.size)}</td></tr>`,
    )
    .join('\n');
  return `<p style="margin:16px 0 4px;font-weight:600">Your databases</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">
${rows}
</table>
<p style="font-size:13px;color:#475569">Your invoice is attached to this e-mail (PDF), and in My Orders.</p>`;
}

/** A credit pack's paid-order e-mail: the credits added and the balance, never databases. */
export function creditPackEmail(
  to: string,
  values: OrderEmailValues & { credits: number; balance: number; findLeadsUrl: string },
): MailMessage {
  const subject = `Your LeadVault order ${values.orderId}`;
  const added = `${creditsAddedSentence(values.credits, values.balance)}.`;
  const text = [
    `Hello ${values.customerName},`,
    '',
    `Thank you for your order. Your payment has been received: ${added}`,
    '',
    `Order ID: ${values.orderId}`,
    `Credit pack: ${values.packageName}`,
    `Amount: ${values.amount} USD`,
    '',
    `Spend your credits in Find Leads: ${values.findLeadsUrl}`,
    `Your orders: ${values.ordersUrl}`,
    'Your invoice is attached to this e-mail, and in My Orders.',
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 16px 4px 0;color:#475569">${label}</td><td style="font-weight:600">${escapeHtml(value)}</td></tr>`;
  const body = `<p>Hello ${escapeHtml(values.customerName)},</p>
<p>Thank you for your order. Your payment has been received: <strong>${escapeHtml(added)}</strong></p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:15px">
${row('Order ID', values.orderId)}
${row('Credit pack', values.packageName)}
${row('Amount', `${values.amount} USD`)}
</table>
<p style="padding:8px 0"><a href="${escapeHtml(values.findLeadsUrl)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">Open Find Leads</a></p>
<p style="font-size:13px;color:#475569">Your orders: <span style="word-break:break-all">${escapeHtml(values.ordersUrl)}</span></p>
<p style="font-size:13px;color:#475569">Your invoice is attached to this e-mail (PDF), and in My Orders.</p>`;
  const reason = 'You receive this e-mail because you placed an order on LeadVault.';
  return { to, subject, text, html: emailLayout(subject, body, reason) };
}

export type OrderEmailDeps = {
  mailer: Mailer;
  publicUrl: string;
};

/**
 * Queues the customer's paid-order e-mail in the transaction that marks the order paid: it
 * exists exactly when the payment is committed, and the mail job retries it until it is
 * delivered (a mail failure never undoes the payment). One waiting e-mail per order at most.
 * A credit pack's e-mail is built in (the staff template speaks of databases) and reads the
 * balance in the same transaction, after the grant.
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
    amount: `$${centsToPayPalValue(payableCents(order))}`,
    ordersUrl: `${deps.publicUrl}/user-dashboard/my-orders/`,
  };
  const message =
    order.packageKind === 'credit_pack'
      ? creditPackEmail(order.customerEmail, {
          ...values,
          credits: order.packageCredits,
          balance: await creditBalance(tx, order.customerUserId),
          findLeadsUrl: `${deps.publicUrl}/find-leads`,
        })
      : orderEmail(order.customerEmail, values, template?.html, await orderedFiles(tx, order));
  const invoice = await invoiceAttachment(tx, order.id);
  if (invoice) message.attachments = [invoice];
  await deps.mailer.send(tx, message, {
    singletonKey: `order-email:${order.id}`,
  });
}
