import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { invoices, type orders } from '../../db/schema/index.ts';
import { putStream } from '../file-store/index.ts';
import { type DocumentContent, renderDocumentPdf } from './pdf.ts';
import { formatDocumentNumber, takeNextNumber } from './sequence.ts';
import { currentSeller } from './settings.ts';

type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type DocumentKind = 'invoice' | 'credit_note';

export async function findDocument(
  db: DbOrTx,
  orderId: string,
  kind: DocumentKind,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .limit(1);
  return row;
}

function packageDetail(order: OrderRow): string {
  if (order.packageKind === 'credit_pack') {
    return `Credit pack: ${order.packageCredits.toLocaleString('en-US')} credits`;
  }
  return order.segment ? 'Database cut from our leads' : 'Database';
}

/**
 * Numbers, renders and stores one document in the caller's transaction: the number, the seller
 * snapshot and the PDF exist exactly when the payment (or refund) is committed.
 */
async function issue(
  tx: DbOrTx,
  order: OrderRow,
  kind: DocumentKind,
  creditsInvoice?: InvoiceRow,
): Promise<InvoiceRow> {
  const seller = await currentSeller(tx);
  const issuedAt = new Date();
  const year = issuedAt.getUTCFullYear();
  const seq = await takeNextNumber(tx, year);
  const number = formatDocumentNumber(seller.numberPrefix, year, seq);
  const content: DocumentContent = {
    kind,
    number,
    creditsInvoiceNumber: creditsInvoice?.number,
    issuedAt,
    seller,
    buyer: {
      name: order.customerName,
      companyName: order.companyName,
      vatId: order.vatId,
      email: order.customerEmail,
      address: order.address,
      city: order.cityName,
      country: order.countryName,
    },
    order: {
      orderId: order.orderId,
      orderedAt: order.createdAt,
      paidAt: order.paidAt,
      packageName: order.packageName,
      packageDetail: packageDetail(order),
      priceCents: order.packagePriceCents,
      discountCode: order.discountCode,
      discountCents: order.discountCents,
      captureId: order.transactionId ?? '',
    },
  };
  const pdf = await renderDocumentPdf(content);
  const file = await putStream(tx, pdf, { name: `${number}.pdf`, contentType: 'application/pdf' });
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      kind,
      number,
      year,
      seq,
      creditsInvoiceId: creditsInvoice?.id ?? null,
      seller,
      totalCents: order.packagePriceCents - order.discountCents,
      fileId: file.id,
      issuedAt,
    })
    .returning();
  if (!row) throw new Error('No invoice row was written');
  return row;
}

/**
 * The order's invoice, issued now if it has none: call it in the transaction that makes the
 * order paid (PayPal's settlement, staff setting it Received), after the order row is locked or
 * conditionally updated, so one call per order gets here.
 */
export async function issueInvoice(tx: DbOrTx, order: OrderRow): Promise<InvoiceRow> {
  return (await findDocument(tx, order.id, 'invoice')) ?? issue(tx, order, 'invoice');
}

/**
 * The credit note cancelling the order's invoice, in the refund's transaction: one per order,
 * none for an order that never had an invoice (paid before invoices existed).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: OrderRow,
): Promise<InvoiceRow | undefined> {
  const invoice = await findDocument(tx, order.id, 'invoice');
  if (!invoice) return undefined;
  return (
    (await findDocument(tx, order.id, 'credit_note')) ?? issue(tx, order, 'credit_note', invoice)
  );
}
