import { randomBytes } from 'node:crypto';
import { type FileHandle, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_FILE_MAX_BYTES, type DatabaseFileKind } from '@leadvault/contract';
import { HttpError } from '../../lib/http-error.ts';
import { ensureSpoolFolder } from '../../lib/spool-folder.ts';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Entries every XLSX workbook holds, by their exact names in the zip's central directory. */
const XLSX_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

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
 * without a BOM, no control characters) or a zip (`xlsx`), whose central directory
 * `checkWorkbookEntries` then reads from the spooled file. A light check, not a parser: it keeps
 * the store from handing out executables, images or other binaries as "databases".
 */
export class DatabaseFileInspector {
  private kind: DatabaseFileKind | undefined;
  private head = Buffer.alloc(0);
  private decoder = new TextDecoder('utf-8', { fatal: true });
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
    // A zip: its central directory is read from the spooled file (`checkWorkbookEntries`).
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
    return 'xlsx';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
/** A workbook's directory is a few kilobytes; this bounds what a hostile one can make us read. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

const notAWorkbook = (why: string) =>
  notADatabaseFile(`this zip file is not an Excel workbook (${why}).`);

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw notAWorkbook('it ends too early');
  return buffer;
}

/**
 * Reads a zip's central directory from its end, as unzip does, and checks that it lists
 * `[Content_Types].xml` and `xl/workbook.xml`: entry names merely written somewhere in the bytes
 * (a text file's content, a comment) no longer pass. Only the tail is read: the End Of Central
 * Directory record (within the last 64 KiB + 22 bytes, behind an optional comment), the ZIP64
 * record when the sizes overflow, then the directory itself, each offset checked against the
 * file's size before it is used. 415 for anything else.
 */
export async function checkWorkbookEntries(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < EOCD_SIZE) throw notAWorkbook('no end of central directory');
    const tailLength = Math.min(size, EOCD_SIZE + 0xffff);
    const tailStart = size - tailLength;
    const tail = await readAt(handle, tailStart, tailLength);
    let at = -1;
    for (let i = tail.length - EOCD_SIZE; i >= 0; i -= 1) {
      // The record is the last one whose comment length reaches exactly to the end of the file.
      if (
        tail.readUInt32LE(i) === EOCD_SIGNATURE &&
        i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length
      ) {
        at = i;
        break;
      }
    }
    if (at < 0) throw notAWorkbook('no end of central directory');
    const eocdOffset = tailStart + at;
    let entries = tail.readUInt16LE(at + 10);
    let directorySize = tail.readUInt32LE(at + 12);
    let directoryOffset = tail.readUInt32LE(at + 16);
    let directoryEnd = eocdOffset;
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      if (eocdOffset < ZIP64_LOCATOR_SIZE) throw notAWorkbook('a broken ZIP64 record');
      const locator = await readAt(handle, eocdOffset - ZIP64_LOCATOR_SIZE, ZIP64_LOCATOR_SIZE);
      if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) {
        throw notAWorkbook('a broken ZIP64 record');
      }
      const recordOffset = Number(locator.readBigUInt64LE(8));
      if (recordOffset + ZIP64_EOCD_SIZE > eocdOffset - ZIP64_LOCATOR_SIZE) {
        throw notAWorkbook('a broken ZIP64 record');
      }
      const record = await readAt(handle, recordOffset, ZIP64_EOCD_SIZE);
      if (record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) {
        throw notAWorkbook('a broken ZIP64 record');
      }
      entries = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
      directoryEnd = recordOffset;
    }
    if (
      directorySize > MAX_DIRECTORY_BYTES ||
      directoryOffset + directorySize > directoryEnd ||
      entries * CENTRAL_HEADER_SIZE > directorySize
    ) {
      throw notAWorkbook('its central directory lies outside the file');
    }
    const directory = await readAt(handle, directoryOffset, directorySize);
    const names = new Set<string>();
    let offset = 0;
    for (let entry = 0; entry < entries; entry += 1) {
      if (
        offset + CENTRAL_HEADER_SIZE > directory.length ||
        directory.readUInt32LE(offset) !== CENTRAL_HEADER_SIGNATURE
      ) {
        throw notAWorkbook('a broken central directory');
      }
      const nameLength = directory.readUInt16LE(offset + 28);
      const extraLength = directory.readUInt16LE(offset + 30);
      const commentLength = directory.readUInt16LE(offset + 32);
      const nameStart = offset + CENTRAL_HEADER_SIZE;
      const next = nameStart + nameLength + extraLength + commentLength;
      if (next > directory.length) throw notAWorkbook('a broken central directory');
      names.add(directory.toString('utf8', nameStart, nameStart + nameLength));
      offset = next;
    }
    const missing = XLSX_ENTRIES.filter((name) => !names.has(name));
    if (missing.length > 0) throw notAWorkbook(`no ${missing.join(' or ')}`);
  } finally {
    await handle.close();
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
  await ensureSpoolFolder(dir);
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
    if (kind === 'xlsx') await checkWorkbookEntries(file);
    return { path: file, kind, sizeBytes: inspector.sizeBytes, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
