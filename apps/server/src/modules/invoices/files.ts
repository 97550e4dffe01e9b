import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/index.ts';
import { openStream, type StoredFile } from '../file-store/index.ts';
import { type DocumentKind, findDocument } from './issue.ts';

/** The document's PDF as a stream, or undefined when the order has none of this kind. */
export async function openDocumentPdf(
  db: DbOrTx,
  orderId: string,
  kind: DocumentKind,
): Promise<{ file: StoredFile; stream: Readable } | undefined> {
  const document = await findDocument(db, orderId, kind);
  if (!document?.fileId) return undefined;
  return openStream(db, document.fileId);
}

/** The order's invoice as an e-mail attachment (base64), read in the caller's transaction. */
export async function invoiceAttachment(
  db: DbOrTx,
  orderId: string,
): Promise<{ filename: string; contentType: string; contentBase64: string } | undefined> {
  const opened = await openDocumentPdf(db, orderId, 'invoice');
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return {
    filename: opened.file.name,
    contentType: opened.file.contentType,
    contentBase64: Buffer.concat(chunks).toString('base64'),
  };
}
