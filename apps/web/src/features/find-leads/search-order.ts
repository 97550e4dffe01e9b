import { LEAD_PAGE_SIZE, LEAD_PAGE_SIZES, LeadSort } from '@leadvault/contract';

// The order and the page size of a search, kept in the URL beside its filters (`sort=name`,
// `limit=50`) so a shared link and the back button show the same page. Either one changed
// starts the search again from its first page.

export type PageSize = (typeof LEAD_PAGE_SIZES)[number];
export type SearchOrder = { sort?: Exclude<LeadSort, 'relevance'>; limit?: PageSize };

/** The orders the "Sort by" select offers after its first choice, the default order. */
export const SORT_LABELS: Record<Exclude<LeadSort, 'relevance'>, string> = {
  name: 'Name',
  company: 'Company',
  companySize: 'Company size',
  country: 'Country',
  checked: 'Recently checked',
};
/**
 * The first choice, no `sort` in the URL: the server ranks by relevance when there are keywords;
 * without them there is nothing to rank by, and it is no order in particular.
 */
export const defaultOrderLabel = (hasKeyword: boolean) =>
  hasKeyword ? 'Relevance' : 'Default order';

const isPageSize = (value: number): value is PageSize =>
  (LEAD_PAGE_SIZES as readonly number[]).includes(value);

/**
 * The order and page size a URL asks for. An unknown order or a size the page does not offer is
 * left out, and so is `relevance`, the default itself: the default applies.
 */
export function searchOrderFromParams(params: URLSearchParams): SearchOrder {
  const order: SearchOrder = {};
  const sort = LeadSort.safeParse(params.get('sort'));
  if (sort.success && sort.data !== 'relevance') order.sort = sort.data;
  const limit = Number(params.get('limit'));
  if (isPageSize(limit) && limit !== LEAD_PAGE_SIZE) order.limit = limit;
  return order;
}

/**
 * The same search in another order or page size: `sort` and `limit` set (the defaults left
 * out of the address), and from its first page (a cursor belongs to one order and size).
 */
export function withSearchOrder(params: URLSearchParams, order: SearchOrder): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('cursor');
  if (order.sort) next.set('sort', order.sort);
  else next.delete('sort');
  if (order.limit && order.limit !== LEAD_PAGE_SIZE) next.set('limit', String(order.limit));
  else next.delete('limit');
  return next;
}
