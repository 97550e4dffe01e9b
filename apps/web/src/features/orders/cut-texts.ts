import type { Order, OrderCut } from '@leadvault/contract';

const count = (value: number) => value.toLocaleString('en-US');

/** "1 contact", "1,234 contacts" */
export const contactsText = (rows: number) =>
  `${count(rows)} ${rows === 1 ? 'contact' : 'contacts'}`;

export const PREPARING_TEXT = 'Preparing your files';

/** A cut that holds fewer rows than promised: what was found, and that staff know. */
export const shortText = (cut: Pick<OrderCut, 'rows' | 'rowCount'>) =>
  `${count(cut.rows)} of ${contactsText(cut.rowCount)}: fewer checked contacts were left; our team has been told.`;

/** After a refresh: how many rows were swapped for fresh ones. */
export const replacedText = (replaced: number) =>
  `${count(replaced)} ${replaced === 1 ? 'contact' : 'contacts'} replaced`;

export const REFRESH_EXPLANATION =
  'We check every contact in your files again. Contacts whose e-mail turned invalid are replaced with checked contacts from the same segment. Your files are prepared again, which can take a few minutes.';

/** May the buyer ask for a refresh now: files cut, none being cut, and within the window. */
export function canRefresh(cut: OrderCut, now: number = Date.now()): boolean {
  if (cut.status === 'preparing' || !cut.refreshUntil) return false;
  return new Date(cut.refreshUntil).getTime() > now;
}

/** True while some order of the list has its files being cut: the list asks again. */
export const anyPreparing = (orders: readonly Pick<Order, 'cut'>[] | undefined) =>
  Boolean(orders?.some((order) => order.cut?.status === 'preparing'));

/** How often My Orders asks again while files are being prepared. */
export const PREPARING_POLL_MS = 3000;
