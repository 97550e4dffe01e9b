import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { type SpooledCsv, spoolCsv } from './csv.ts';

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
