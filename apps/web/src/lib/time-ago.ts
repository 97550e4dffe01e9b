const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", "2 weeks ago", "3 months ago",
 * "last year": how long ago an ISO time was, in the largest unit that fits. '' for a broken date.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (abs < WEEK) return relative.format(Math.round(seconds / DAY), 'day');
  if (abs < MONTH) return relative.format(Math.round(seconds / WEEK), 'week');
  if (abs < YEAR) return relative.format(Math.round(seconds / MONTH), 'month');
  return relative.format(Math.round(seconds / YEAR), 'year');
}

/** Whether an ISO time is less than `days` days before `now`. */
export const isWithinDays = (iso: string, days: number, now: number = Date.now()) =>
  now - new Date(iso).getTime() < days * DAY * 1000;
