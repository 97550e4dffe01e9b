import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type AccessSlot,
  DOWNLOAD_LINK_SECONDS,
  type SegmentFileFormat,
} from '@leadvault/contract';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';

/** What a download link lets its holder fetch: one slot of one order, for one person. */
/** `format`: which of a cut file's formats (a segment order); a hosted file has one. */
export type DownloadGrant = {
  orderId: string;
  slot: AccessSlot;
  userId: string;
  format?: SegmentFileFormat;
};

/** Set in the slot byte for the XLSX of a cut file (the CSV and hosted files leave it clear). */
const XLSX_BIT = 0x10;

const PURPOSE = 'leadvault:database-download:v1';
/** uuid (16 bytes), slot (1), expiry in Unix seconds (4). */
const PAYLOAD_BYTES = 21;
const SIGNATURE_BYTES = 32;

/** A key of its own for download links, derived from the server's auth secret. */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

/** The person is part of what is signed, not of the token: it stays short (a path segment). */
function signature(secret: string, payload: Buffer, userId: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).update(userId).digest();
}

/**
 * A signed token for `/api/downloads/<token>`: the order, slot and expiry (21 bytes) and an
 * HMAC-SHA256 of them and the person's id, both base64url (72 characters). Nothing is stored:
 * any server process with the same secret checks it.
 */
export function signDownload(
  secret: string,
  grant: DownloadGrant,
  now: number = Date.now(),
): { token: string; expiresAt: Date } {
  if (!isUuid(grant.orderId)) throw new Error('A download is granted for an order id');
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(grant.orderId.replaceAll('-', ''), 'hex').copy(payload, 0);
  payload.writeUInt8(grant.slot | (grant.format === 'xlsx' ? XLSX_BIT : 0), 16);
  payload.writeUInt32BE(expires, 17);
  const signed = signature(secret, payload, grant.userId);
  return {
    token: `${payload.toString('base64url')}.${signed.toString('base64url')}`,
    expiresAt: new Date(expires * 1000),
  };
}

export const invalidLink = () =>
  new HttpError(
    403,
    'DOWNLOAD_LINK_INVALID',
    'This download link is not valid. Go back to My Orders and press Download again.',
  );

const expiredLink = () =>
  new HttpError(
    403,
    'DOWNLOAD_LINK_EXPIRED',
    'This download link has expired (links work for 5 minutes). Go back to My Orders and press Download again.',
  );

export type DownloadToken = {
  orderId: string;
  slot: AccessSlot;
  /** The cut file's format the link is for (`csv` for a hosted file). */
  format: SegmentFileFormat;
  /**
   * Checks the signature for the person the order belongs to, then the expiry: 403
   * DOWNLOAD_LINK_INVALID or DOWNLOAD_LINK_EXPIRED otherwise.
   */
  verify(secret: string, userId: string, now?: number): void;
};

/** The token's order and slot, to look the order up; nothing is trusted before `verify`. */
export function readDownloadToken(token: string): DownloadToken {
  const [encodedPayload, encodedSignature, extra] = token.split('.');
  if (!encodedPayload || !encodedSignature || extra !== undefined) throw invalidLink();
  const payload = Buffer.from(encodedPayload, 'base64url');
  const given = Buffer.from(encodedSignature, 'base64url');
  if (payload.length !== PAYLOAD_BYTES || given.length !== SIGNATURE_BYTES) throw invalidLink();
  // One spelling per token: base64url is lenient about trailing bits and characters.
  if (
    payload.toString('base64url') !== encodedPayload ||
    given.toString('base64url') !== encodedSignature
  ) {
    throw invalidLink();
  }
  const slotByte = payload.readUInt8(16);
  const slot = slotByte & ~XLSX_BIT;
  if (slot !== 1 && slot !== 2 && slot !== 3) throw invalidLink();
  const format: SegmentFileFormat = slotByte & XLSX_BIT ? 'xlsx' : 'csv';
  const hex = payload.subarray(0, 16).toString('hex');
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expires = payload.readUInt32BE(17);
  return {
    orderId,
    slot,
    format,
    verify(secret, userId, now = Date.now()) {
      if (!timingSafeEqual(given, signature(secret, payload, userId))) throw invalidLink();
      if (Math.floor(now / 1000) >= expires) throw expiredLink();
    },
  };
}

/** The grant of a genuine, unexpired token for this person; 403 for anything else. */
export function verifyDownload(
  secret: string,
  token: string,
  userId: string,
  now: number = Date.now(),
): DownloadGrant {
  const read = readDownloadToken(token);
  read.verify(secret, userId, now);
  return { orderId: read.orderId, slot: read.slot, userId, format: read.format };
}
