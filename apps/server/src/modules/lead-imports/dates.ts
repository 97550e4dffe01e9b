import { isValid, parse } from 'date-fns';

// A date cell of an import -> the day or moment it names. Spreadsheets write dates many ways;
// a day-month order that cannot be told (03/04/2026) is never guessed (decision 045).

export type ParsedDate =
  | { ok: true; date: Date }
  | { ok: false; problem: 'ambiguous' | 'unreadable' | 'out_of_range' };

/** Excel's day 0 (1899-12-30: its serials count from there, leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Serials between these (1927-2119) are taken as dates; smaller numbers are not dates. */
const EXCEL_SERIAL_RANGE = [10_000, 80_000] as const;

/** Day-month-year spellings with the month in words, read by date-fns. */
const WORDED_FORMATS = [
  'MMM d, yyyy',
  'MMMM d, yyyy',
  'MMM d yyyy',
  'MMMM d yyyy',
  'd MMM yyyy',
  'd MMMM yyyy',
  'd-MMM-yyyy',
  'd MMM, yyyy',
];

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/** The UTC midnight of a calendar day, or null when the day does not exist (31/02). */
function utcDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}

function readDate(text: string): Date | 'ambiguous' | null {
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < EXCEL_SERIAL_RANGE[0] || serial > EXCEL_SERIAL_RANGE[1]) return null;
    return new Date(EXCEL_EPOCH + Math.round(serial * DAY_MS));
  }
  const iso = ISO_DATE.exec(text);
  if (iso) return utcDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const isoTime = ISO_DATE_TIME.exec(text);
  if (isoTime) {
    // A date-time without an offset is read as UTC, not as this server's zone.
    const time = Date.parse(`${isoTime[1]}T${isoTime[2]}${isoTime[5] ?? 'Z'}`);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [first, separator, second, year] = [
      Number(numeric[1]),
      numeric[2],
      Number(numeric[3]),
      Number(numeric[4]),
    ];
    // Dots are written day first (20.11.2026) wherever they are used.
    if (separator === '.' || first > 12) return utcDay(year, second, first);
    if (second > 12) return utcDay(year, first, second);
    if (first === second) return utcDay(year, first, second);
    return 'ambiguous';
  }
  for (const format of WORDED_FORMATS) {
    const parsed = parse(text, format, new Date(0));
    if (isValid(parsed))
      return utcDay(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate());
  }
  return null;
}

/**
 * `2026-11-20`, `2026-11-20 10:30`, `20/11/2026`, `11/20/2026`, `20.11.2026`, `Nov 20, 2026`,
 * `46346` (an Excel serial) -> the date, which must fall within [earliest, latest]. `03/04/2026`
 * is ambiguous: both orders are dates.
 */
export function parseImportDate(
  value: string,
  range: { earliest: number; latest: number },
): ParsedDate {
  const read = readDate(value.trim());
  if (read === 'ambiguous') return { ok: false, problem: 'ambiguous' };
  if (!read) return { ok: false, problem: 'unreadable' };
  const time = read.getTime();
  if (time < range.earliest || time > range.latest) return { ok: false, problem: 'out_of_range' };
  return { ok: true, date: read };
}
