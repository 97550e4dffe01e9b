import { FREE_ORDER_PREFIX } from '@leadvault/contract';
import PDFDocument from 'pdfkit';
import type { SellerSnapshot } from '../../db/schema/index.ts';

/** Everything a document prints, fixed when it is issued. */
export type DocumentContent = {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** The invoice a credit note cancels. */
  creditsInvoiceNumber?: string;
  issuedAt: Date;
  seller: SellerSnapshot;
  buyer: {
    name: string;
    companyName: string;
    vatId: string;
    email: string;
    address: string;
    city: string;
    country: string;
  };
  order: {
    orderId: string;
    orderedAt: Date;
    paidAt: Date | null;
    packageName: string;
    /** "Database" or "Credit pack: 500 credits". */
    packageDetail: string;
    priceCents: number;
    discountCode: string | null;
    discountCents: number;
    /** The PayPal capture id; '' when paid by other means. */
    captureId: string;
  };
};

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const MARGIN = 50;

/** "$1,234.50"; a credit note's amounts are printed negative. */
function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(cents) / 100;
  return `${sign}$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "26 November 2026", in UTC like every date the shop prints. */
function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Renders an invoice or credit note as an A4 PDF with real text (Helvetica, so any PDF reader
 * and text extractor reads it). Pure: the same content gives the same page.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const isCredit = content.kind === 'credit_note';
  const title = isCredit ? 'Credit note' : 'Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${content.number}`,
      Author: content.seller.legalName,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const right = MARGIN + width;
  const { seller, buyer, order } = content;

  // Seller (left) and the document's title and number (right).
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(seller.legalName, MARGIN, MARGIN, {
      width: width / 2,
    });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  if (seller.address) doc.text(seller.address, { width: width / 2 });
  if (seller.registrationId) doc.text(`VAT / registration ID: ${seller.registrationId}`);
  const sellerBottom = doc.y;

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text(title.toUpperCase(), MARGIN + width / 2, MARGIN, { width: width / 2, align: 'right' });
  const facts: [string, string][] = [
    [isCredit ? 'Credit note number' : 'Invoice number', content.number],
    ...(content.creditsInvoiceNumber
      ? [['For invoice', content.creditsInvoiceNumber] as [string, string]]
      : []),
    ['Date of issue', longDate(content.issuedAt)],
    ['Order', order.orderId],
    ['Order date', longDate(order.orderedAt)],
    ...(order.paidAt ? [['Paid on', longDate(order.paidAt)] as [string, string]] : []),
  ];
  doc.moveDown(0.4).fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, MARGIN + width / 2, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, MARGIN + width / 2 + 110, y, { width: width / 2 - 110, align: 'right' });
  }

  // The buyer.
  let y = Math.max(sellerBottom, doc.y) + 28;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('BILL TO', MARGIN, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(buyer.companyName || buyer.name);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  if (buyer.companyName) doc.text(buyer.name);
  doc.text(buyer.address).text(`${buyer.city}, ${buyer.country}`);
  if (buyer.vatId) doc.text(`VAT ID: ${buyer.vatId}`);
  doc.fillColor(MUTED).text(buyer.email);

  // The lines: package, discount, total.
  y = doc.y + 28;
  const amountX = right - 120;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc
    .text('DESCRIPTION', MARGIN, y)
    .text('AMOUNT (USD)', amountX, y, { width: 120, align: 'right' });
  y = doc.y + 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(1).strokeColor(RULE).stroke();
  const sign = isCredit ? -1 : 1;
  const line = (label: string, detail: string, cents: number) => {
    const top = doc.y + 10;
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(label, MARGIN, top, { width: width - 140 });
    const below = doc.y;
    if (detail)
      doc
        .fontSize(9)
        .fillColor(MUTED)
        .text(detail, MARGIN, below, { width: width - 140 });
    const end = doc.y;
    doc.fontSize(11).fillColor(INK).text(usd(cents), amountX, top, { width: 120, align: 'right' });
    doc.y = Math.max(end, doc.y);
  };
  line(order.packageName, order.packageDetail, sign * order.priceCents);
  if (order.discountCents > 0) {
    line(`Discount (${order.discountCode ?? 'code'})`, '', -sign * order.discountCents);
  }
  y = doc.y + 10;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(1).strokeColor(RULE).stroke();
  const total = sign * (order.priceCents - order.discountCents);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(isCredit ? 'Total credited' : 'Total', MARGIN, y + 10, { width: width - 140 })
    .text(usd(total), amountX, y + 10, { width: 120, align: 'right' });

  // How it was paid (or returned).
  doc.moveDown(1.5).font('Helvetica').fontSize(10).fillColor(MUTED);
  const payment = order.captureId.startsWith(FREE_ORDER_PREFIX)
    ? `the discount code ${order.discountCode ?? ''}, nothing was charged`
    : order.captureId
      ? `PayPal, capture ID ${order.captureId}`
      : 'recorded by staff';
  doc.text(
    isCredit
      ? `This credit note cancels invoice ${content.creditsInvoiceNumber ?? ''} in full. The amount was refunded to the original payment (${payment}).`
      : `Paid in full: ${payment}.`,
    MARGIN,
    doc.y,
    { width },
  );

  // The seller's footer, at the bottom of the page.
  if (seller.footer) {
    const footerTop = doc.page.height - MARGIN - 30;
    doc
      .moveTo(MARGIN, footerTop - 10)
      .lineTo(right, footerTop - 10)
      .strokeColor(RULE)
      .stroke();
    doc.fontSize(9).fillColor(MUTED).text(seller.footer, MARGIN, footerTop, {
      width,
      align: 'center',
      height: 30,
    });
  }
  doc.end();
  return done;
}
