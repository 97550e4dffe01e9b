// CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, fields quoted when needed.

/**
 * A cell that starts with one of these is read as a formula by Excel, LibreOffice and Google
 * Sheets ("=HYPERLINK(...)" typed as a customer name). Such text gets a leading apostrophe,
 * which spreadsheets show as plain text (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One field: text is guarded against formulas, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: Array<string | number>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel opens UTF-8 CSV correctly only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
