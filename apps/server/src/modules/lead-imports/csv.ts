import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LEAD_IMPORT_MAX_BYTES, LEAD_IMPORT_SAMPLE_ROWS } from '@leadvault/contract';
import { parse } from 'csv-parse';
import { HttpError } from '../../lib/http-error.ts';
import { ensureSpoolFolder } from '../../lib/spool-folder.ts';

export type Delimiter = ',' | ';';

const notACsv = (reason: string) =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Only CSV files (UTF-8 text) can be imported: ${reason}`,
  );

/** Control characters no CSV holds (tab, line feed and carriage return are fine). */
function hasControlByte(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
  }
  return false;
}

export type SpooledCsv = {
  path: string;
  sizeBytes: number;
  discard(): Promise<void>;
};

/**
 * Writes an upload to a temporary file while checking that it is UTF-8 text (a BOM is fine),
 * so the database transaction that stores it lasts only as long as reading a local file. The
 * whole upload is read even once refused (the browser then gets the answer, not a broken
 * connection). 413 beyond 50 MB, 415 for binary or non-UTF-8 content, 400 when empty.
 */
export async function spoolCsv(
  source: AsyncIterable<Buffer>,
  dir: string,
  truncated: () => boolean,
): Promise<SpooledCsv> {
  await ensureSpoolFolder(dir);
  const file = path.join(dir, `lead-import-${randomBytes(12).toString('hex')}.part`);
  const discard = () => rm(file, { force: true });
  const handle = await open(file, 'wx', 0o600);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let failure: HttpError | undefined;
  let sizeBytes = 0;
  try {
    for await (const chunk of source) {
      sizeBytes += chunk.length;
      if (failure) continue;
      if (hasControlByte(chunk)) {
        failure = notACsv('this file holds binary data, not text.');
        continue;
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        failure = notACsv('this text is not UTF-8. Save the CSV as UTF-8 and try again.');
        continue;
      }
      await handle.write(chunk);
    }
    if (!failure) {
      try {
        decoder.decode();
      } catch {
        failure = notACsv('this text is not UTF-8. Save the CSV as UTF-8 and try again.');
      }
    }
  } catch (error) {
    await handle.close();
    await discard();
    throw error;
  }
  await handle.close();
  if (truncated() || sizeBytes > LEAD_IMPORT_MAX_BYTES) failure = tooLarge();
  if (!failure && sizeBytes === 0) {
    failure = new HttpError(400, 'VALIDATION_ERROR', 'The file is empty.', [
      { field: 'file', message: 'The file is empty.' },
    ]);
  }
  if (failure) {
    await discard();
    throw failure;
  }
  return { path: file, sizeBytes, discard };
}

const tooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    'The file is larger than 50 MB. Split it into smaller files and import them one by one.',
  );

/**
 * `,` or `;`: whichever appears more often outside quotes in the header line (spreadsheets in
 * much of Europe save CSV with semicolons). A comma on a tie.
 */
function detectDelimiter(headerLine: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** The file's first line (up to 64 KiB), without a BOM. */
async function firstLine(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const end = text.search(/\r?\n/);
    return end < 0 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/**
 * Headings made readable and unique: trimmed, blanks named `Column N`, a repeat named `Name (2)`
 * — or the next number no heading of the file already uses, so `Email;Email;Email (2)` gives
 * `Email`, `Email (3)`, `Email (2)`. Columns are mapped by position; the names are for people.
 */
export function uniqueHeadings(raw: readonly string[]): string[] {
  const bases = raw.map((value, index) => value.trim().slice(0, 200) || `Column ${index + 1}`);
  const taken = new Set<string>();
  const firstOf = new Map<string, number>();
  bases.forEach((base, index) => {
    if (!firstOf.has(base)) firstOf.set(base, index);
  });
  // Every heading the file spells itself keeps its spelling; only repeats get a number.
  for (const base of firstOf.keys()) taken.add(base);
  return bases.map((base, index) => {
    if (firstOf.get(base) === index) return base;
    let count = 2;
    while (taken.has(`${base} (${count})`)) count += 1;
    const name = `${base} (${count})`;
    taken.add(name);
    return name;
  });
}

export type CsvRecord = {
  /** The row in the file: the header is row 1. */
  rowNumber: number;
  cells: string[];
  /** Bytes of the file read so far (progress). */
  bytes: number;
};

const parserOptions = (delimiter: Delimiter) => ({
  bom: true,
  delimiter,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  // A runaway quote would otherwise swallow the rest of the file into one "cell".
  max_record_size: 1024 * 1024,
  info: true,
});

/** Every record of a CSV stream in order (the header included, as row 1). */
export async function* csvRecords(
  source: Readable,
  delimiter: Delimiter,
): AsyncGenerator<CsvRecord> {
  const parser = source.pipe(parse(parserOptions(delimiter)));
  source.on('error', (error) => parser.destroy(error));
  let rowNumber = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { bytes: number };
    }>) {
      rowNumber += 1;
      yield { rowNumber, cells: record, bytes: info.bytes };
    }
  } finally {
    parser.destroy();
    source.destroy();
  }
}

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export type CsvPreview = {
  delimiter: Delimiter;
  headers: string[];
  sample: string[][];
  /** Data rows below the header (blank lines not counted): the progress's total. */
  rowsTotal: number;
};

/**
 * The headings, first rows and number of data rows of a spooled CSV (read to its end, so the
 * import's progress can say "rows done of rows total"); 400 when it has no header or no rows.
 */
export async function readPreview(file: string): Promise<CsvPreview> {
  const delimiter = detectDelimiter(await firstLine(file));
  let headers: string[] | undefined;
  const sample: string[][] = [];
  let rowsTotal = 0;
  try {
    for await (const { cells } of csvRecords(createReadStream(file), delimiter)) {
      if (!headers) {
        if (isBlankRow(cells)) continue;
        headers = uniqueHeadings(cells);
        continue;
      }
      if (isBlankRow(cells)) continue;
      rowsTotal += 1;
      if (sample.length < LEAD_IMPORT_SAMPLE_ROWS) {
        sample.push(headers.map((_, index) => cells[index] ?? ''));
      }
    }
  } catch (error) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
      [{ field: 'file', message: 'The file could not be read as CSV.' }],
    );
  }
  if (!headers) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The file has no header row.', [
      { field: 'file', message: 'The file has no header row.' },
    ]);
  }
  if (rowsTotal === 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The file has no rows below its header.', [
      { field: 'file', message: 'The file has no rows below its header.' },
    ]);
  }
  return { delimiter, headers, sample, rowsTotal };
}
