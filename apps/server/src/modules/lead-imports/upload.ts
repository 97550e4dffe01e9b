import multipart from '@fastify/multipart';
import { LEAD_IMPORT_MAX_BYTES } from '@leadvault/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { viewerOf } from '../auth/index.ts';
import { type SpooledCsv, spoolCsv } from './csv.ts';

/** Thirty uploads per person per ten minutes: each one is up to 50 MB to store. */
const CSV_UPLOAD_LIMIT: RateLimitRule = { max: 30, windowMs: 10 * 60_000 };

/**
 * Readies a route scope for CSV uploads (lead imports, enrichments): each person's uploads
 * counted under `rateKey` (30 in 10 minutes, then 429 saying `tooMany`), and multipart bodies of
 * one file of 50 MB at most.
 */
export async function acceptCsvUploads(
  scope: FastifyInstance,
  rateKey: string,
  tooMany: string,
): Promise<void> {
  scope.addHook('preHandler', (request, reply) =>
    enforceRateLimit(
      scope.database,
      reply,
      `${rateKey}:${viewerOf(request).user.id}`,
      CSV_UPLOAD_LIMIT,
      (seconds) => {
        const minutes = Math.ceil(seconds / 60);
        return `${tooMany}: at most 30 in 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      },
    ),
  );
  await scope.register(multipart, {
    limits: { fileSize: LEAD_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
}

/** The file's name as stored and shown: no folders or control characters, at most 150. */
export function uploadedFileName(original: string | undefined, fallback: string): string {
  const base = (original ?? '').split(/[\\/]/).at(-1) ?? '';
  const name = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...(name || fallback)].slice(0, 150).join('');
}

/**
 * A CSV sent as multipart/form-data in the field `file`, spooled to `dir` with the upload rules
 * of `spoolCsv` (UTF-8 text, at most 50 MB); the caller discards it when done. 415 when the
 * request is not multipart, 400 when the field is missing.
 */
export async function receiveCsvUpload(
  request: FastifyRequest,
  dir: string,
  fallbackName: string,
): Promise<SpooledCsv & { name: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  }
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, 'VALIDATION_ERROR', 'Choose a CSV file to upload.', [
      { field: 'file', message: 'Choose a CSV file to upload.' },
    ]);
  }
  const spooled = await spoolCsv(part.file, dir, () => part.file.truncated);
  return { ...spooled, name: uploadedFileName(part.filename, fallbackName) };
}
