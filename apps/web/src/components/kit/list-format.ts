export { formatDateTime } from '@/lib/format-date';

/** A page number read from the address (`?page=3`), 1 when missing or nonsense. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** "Showing 11–20 of 57" */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0) return 'No results';
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}

const pluralRules = new Intl.PluralRules('en-US');

/** "1 order", "3 orders", "1,024 orders": the count with the word's singular or plural form. */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${pluralRules.select(count) === 'one' ? one : other}`;
}
