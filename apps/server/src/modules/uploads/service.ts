import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger pictures are scaled down to fit this square; nobody needs more for an avatar. */
const MAX_SIDE = 2048;
/**
 * The most pixels a picture may decode to (4096 × 4096). A small file can hold a huge image
 * (a 190 KB PNG of 49 megapixels costs a second of CPU and 200 MB to decode), so the size is
 * read from the header before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by the file's first bytes (its name and declared type are not believed). */
export function sniffImage(buffer: Buffer): ImageKind | undefined {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

const unsupported = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Only images can be uploaded (PNG, JPEG, WebP or GIF).',
  );

const tooManyPixels = () =>
  new HttpError(
    400,
    'IMAGE_TOO_LARGE',
    'The image is too large: at most 4096 × 4096 pixels (about 16 megapixels). Make it smaller and try again.',
  );

/** Width × height from the file's header, refused beyond MAX_INPUT_PIXELS; decodes nothing. */
async function checkDimensions(buffer: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(buffer).metadata());
  } catch {
    throw unsupported();
  }
  if (!width || !height) throw unsupported();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

/**
 * Re-encodes the picture as WebP (which drops EXIF, GPS, ICC comments and anything appended to
 * the file), after turning it upright, and stores it under a random name. Answers the name.
 */
export async function storeImage(uploadsDir: string, buffer: Buffer): Promise<string> {
  if (!sniffImage(buffer)) throw unsupported();
  await checkDimensions(buffer);
  let encoded: Buffer;
  try {
    encoded = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(path.join(uploadsDir, name), encoded, { flag: 'wx' });
  return name;
}
