/**
 * Invoices and credit notes (decision 050). When an order is paid, the transaction that settles
 * it calls `issueInvoice(tx, order)`: the year's next number of one gap-free sequence
 * (`invoice_counters`, a row lock, not a PostgreSQL sequence), the seller details as they are
 * now (`invoice_settings`, copied onto the `invoices` row) and the PDF (pdfkit, stored in the
 * file store) are written in that same transaction. A refund's transaction calls
 * `issueCreditNote(tx, order)`: its own number in the same sequence, referring to the invoice.
 * Documents are never changed once issued.
 */
export { invoiceAttachment, openDocumentPdf } from './files.ts';
export { type DocumentKind, findDocument, issueCreditNote, issueInvoice } from './issue.ts';
export { type DocumentContent, renderDocumentPdf } from './pdf.ts';
export { invoiceSettingsRoutes } from './routes.ts';
export { formatDocumentNumber, takeNextNumber } from './sequence.ts';
export { DEMO_SELLER, seedDemoSeller } from './settings.ts';
