/**
 * The site's one way to write a date: "26 Nov 2026, 14:05 UTC", or its date part "26 Nov 2026"
 * where the time says nothing. Always in UTC, named: the public pages are rendered on the server,
 * and a reader's own time zone would make the browser's first render differ from the server's
 * HTML (a hydration mismatch); one named zone also reads the same in e-mails, exports and
 * support conversations.
 */
const DATE_PARTS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  ...DATE_PARTS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', DATE_PARTS);

/** The storefront spec's order date, "26/11/2026" (dd/mm/yyyy, UTC). */
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** dd/mm/yyyy as that UTC day; undefined for a day the month does not have (31/02). */
function dayMonthYear(day: number, month: number, year: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : undefined;
}

const dateOf = (value: string | Date | null | undefined): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const parts = typeof value === 'string' ? DAY_MONTH_YEAR.exec(value) : null;
  const date = parts
    ? dayMonthYear(Number(parts[1]), Number(parts[2]), Number(parts[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** "26 Nov 2026, 14:05 UTC"; '' for a missing or broken date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  return date ? dateTimeFormat.format(date) : '';
}

/**
 * "26 Nov 2026" (the UTC day) of an ISO time, an ISO date ("2026-11-26") or the spec's order date
 * ("26/11/2026"); '' for a missing or broken date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  return date ? dateFormat.format(date) : '';
}
