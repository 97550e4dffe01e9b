import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { storedFiles, uploads } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { putStream } from '../file-store/index.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger pictures are scaled down to fit this square; nobody needs more for an avatar. */
const MAX_SIDE = 2048;
/**
 * The most pixels a picture may decode to (4096 × 4096). A small file can hold a huge image
 * (a 190 KB PNG of 49 megapixels costs a second of CPU and 200 MB to decode), so the size is
 * read from the header before anything is decoded.
 */
const MAX_INPUT_PIXELS = 4096 * 4096;

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

/**
 * sharp (libvips and its threads, about 13 MB of memory) loads with the first upload, not at
 * start: few requests ever need it (decision 025).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

/** Width × height from the file's header, refused beyond MAX_INPUT_PIXELS; decodes nothing. */
async function checkDimensions(buffer: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  const sharp = await loadSharp();
  try {
    ({ width, height } = await sharp(buffer).metadata());
  } catch {
    throw unsupported();
  }
  if (!width || !height) throw unsupported();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

/** Our stored names: 32 random hex digits and `.webp`. Anything else is no upload of ours. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Re-encodes the picture as WebP (which drops EXIF, GPS, ICC comments and anything appended to
 * the file), after turning it upright, and stores it in the database under a random name, so
 * every server process serves it (decision 018). Answers the name.
 */
export async function storeImage(db: Db, buffer: Buffer): Promise<string> {
  if (!sniffImage(buffer)) throw unsupported();
  await checkDimensions(buffer);
  const sharp = await loadSharp();
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
  await saveUpload(db, name, encoded);
  return name;
}

/**
 * Keeps a picture's bytes as a stored file and its name in `uploads`, in one transaction.
 * Answers false (and keeps nothing) when the name is taken already.
 */
export async function saveUpload(
  db: Db,
  name: string,
  bytes: Buffer,
  createdAt?: Date,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const file = await putStream(tx, bytes, { name, contentType: 'image/webp' });
      const kept = await tx
        .insert(uploads)
        .values({ name, fileId: file.id, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoNothing()
        .returning({ name: uploads.name });
      if (kept.length === 0) throw new NameTaken();
    });
    return true;
  } catch (error) {
    if (error instanceof NameTaken) return false;
    throw error;
  }
}

class NameTaken extends Error {}

export type StoredUpload = {
  fileId: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
};

/** The stored picture of a name, without its bytes; undefined when there is none. */
export async function findUpload(db: Db, name: string): Promise<StoredUpload | undefined> {
  if (!STORED_NAME.test(name)) return undefined;
  const [row] = await db
    .select({
      fileId: uploads.fileId,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .innerJoin(storedFiles, eq(storedFiles.id, uploads.fileId))
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}

/**
 * Moves pictures stored by earlier versions in `DATA_DIR/uploads` into the database, keeping
 * their names (so stored addresses still work) and times (for the unused-upload grace). Each
 * file is removed once the database holds it. Safe to run on every start, by several processes
 * at once: a name already there is skipped. Answers how many were moved.
 */
export async function moveUploadFolderIntoDatabase(db: Db, uploadsDir: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(uploadsDir)).filter((name) => STORED_NAME.test(name));
  } catch {
    return 0;
  }
  let moved = 0;
  for (const name of names) {
    const file = path.join(uploadsDir, name);
    let bytes: Buffer;
    let mtime: Date;
    try {
      [bytes, { mtime }] = await Promise.all([readFile(file), stat(file)]);
    } catch {
      continue; // removed meanwhile by another process moving the same folder
    }
    if (await saveUpload(db, name, bytes, mtime)) moved += 1;
    await unlink(file).catch(() => {});
  }
  return moved;
}
