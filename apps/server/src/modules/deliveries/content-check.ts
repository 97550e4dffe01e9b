import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_FILE_MAX_BYTES, type DatabaseFileKind } from '@leadvault/contract';
import { HttpError } from '../../lib/http-error.ts';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Entry names every XLSX workbook holds; in a zip they are stored as plain bytes. */
const XLSX_MARKERS = [Buffer.from('[Content_Types].xml'), Buffer.from('xl/')];
const LONGEST_MARKER = Math.max(...XLSX_MARKERS.map((marker) => marker.length));

const notADatabaseFile = (reason: string) =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Only CSV (UTF-8 text) or Excel XLSX files can be attached: ${reason}`,
  );

/** Control characters no CSV holds (tab, line feed and carriage return are fine). */
function hasControlByte(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
  }
  return false;
}

/**
 * Decides from the content, as it streams past, whether a file is a CSV (UTF-8 text, with or
 * without a BOM, no control characters) or an XLSX workbook (a zip holding
 * `[Content_Types].xml` and `xl/` entries). A light check, not a parser: it keeps the store from
 * handing out executables, images or other binaries as "databases".
 */
export class DatabaseFileInspector {
  private kind: DatabaseFileKind | undefined;
  private head = Buffer.alloc(0);
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private tail = Buffer.alloc(0);
  private found = new Set<number>();
  private failure: HttpError | undefined;
  sizeBytes = 0;

  /** Looks at the next piece; after the first failure it only counts bytes. */
  push(chunk: Buffer): void {
    this.sizeBytes += chunk.length;
    if (this.failure) return;
    try {
      this.inspect(chunk);
    } catch (error) {
      this.failure = error instanceof HttpError ? error : notADatabaseFile('unreadable content.');
    }
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  private inspect(chunk: Buffer): void {
    if (this.kind === undefined) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < ZIP_LOCAL_HEADER.length) return;
      this.kind = this.head.subarray(0, 4).equals(ZIP_LOCAL_HEADER) ? 'xlsx' : 'csv';
      chunk = this.head;
      this.head = Buffer.alloc(0);
    }
    if (this.kind === 'csv') {
      if (hasControlByte(chunk)) {
        throw notADatabaseFile('this file holds binary data, not text.');
      }
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        throw notADatabaseFile('this text is not UTF-8. Save the CSV as UTF-8 and try again.');
      }
      return;
    }
    // XLSX: look for the entry names, across piece boundaries too.
    const window = Buffer.concat([this.tail, chunk]);
    XLSX_MARKERS.forEach((marker, index) => {
      if (!this.found.has(index) && window.includes(marker)) this.found.add(index);
    });
    this.tail = window.subarray(Math.max(0, window.length - LONGEST_MARKER));
  }

  /** The kind once every byte was seen; throws 415 when it is neither (or the file is empty). */
  finish(): DatabaseFileKind {
    if (this.failure) throw this.failure;
    if (this.sizeBytes === 0) throw notADatabaseFile('the file is empty.');
    if (this.kind === undefined) {
      // Fewer than four bytes: text, or nothing at all.
      this.kind = 'csv';
      this.inspect(this.head);
    }
    if (this.kind === 'csv') {
      try {
        this.decoder.decode();
      } catch {
        throw notADatabaseFile('this text is not UTF-8. Save the CSV as UTF-8 and try again.');
      }
      return 'csv';
    }
    if (this.found.size !== XLSX_MARKERS.length) {
      throw notADatabaseFile('this zip file is not an Excel workbook.');
    }
    return 'xlsx';
  }
}

const EXTENSIONS: Record<DatabaseFileKind, string> = { csv: '.csv', xlsx: '.xlsx' };
const REPLACEABLE_EXTENSION = /\.(csv|xlsx|xls|txt|tsv|zip)$/i;
const MAX_NAME = 150;

/**
 * The name the file is stored and downloaded under: the uploaded name without folders or
 * control characters, at most 150 characters, ending in the extension of what it really is.
 */
export function databaseFileName(
  original: string | undefined,
  kind: DatabaseFileKind,
  slot: number,
): string {
  const extension = EXTENSIONS[kind];
  const base = (original ?? '').split(/[\\/]/).at(-1) ?? '';
  let name = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(REPLACEABLE_EXTENSION, '')
    .replace(/^\.+/, '');
  if (!name) name = `database-${slot}`;
  return `${[...name].slice(0, MAX_NAME - extension.length).join('')}${extension}`;
}

export type SpooledFile = {
  path: string;
  kind: DatabaseFileKind;
  sizeBytes: number;
  /** Removes the temporary file (safe to call twice). */
  discard(): Promise<void>;
};

/**
 * Writes an upload to a temporary file under `dir` while checking its content, so the database
 * transaction that stores it afterwards lasts only as long as reading a local file. The whole
 * upload is read even after the content is refused (the browser then gets the answer instead of
 * a broken connection); nothing more is written once it is. Throws 413 for a file cut off at
 * the limit (`truncated()` says so once the source ends) and 415 for the wrong content.
 */
export async function spoolDatabaseFile(
  source: AsyncIterable<Buffer>,
  dir: string,
  truncated: () => boolean,
): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomBytes(12).toString('hex')}.part`);
  const discard = () => rm(file, { force: true });
  const handle = await open(file, 'wx', 0o600);
  const inspector = new DatabaseFileInspector();
  try {
    for await (const chunk of source) {
      inspector.push(chunk);
      if (!inspector.failed) await handle.write(chunk);
    }
  } catch (error) {
    await handle.close();
    await discard();
    throw error;
  }
  await handle.close();
  try {
    if (truncated() || inspector.sizeBytes > DATABASE_FILE_MAX_BYTES) {
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        'The file is larger than 100 MB. Split it into smaller files, or host it elsewhere and use a link.',
      );
    }
    const kind = inspector.finish();
    return { path: file, kind, sizeBytes: inspector.sizeBytes, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
