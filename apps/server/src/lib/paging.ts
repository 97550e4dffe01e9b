// The one paging rule (ARCHITECTURE.md, "HTTP contract"): a list the spec reads as a plain array
// answers one page `{ items, total, page, limit }` as soon as the request names a page, a limit,
// a search (`q`) or a status filter (`status`, `paymentStatus`, `orderStatus`); any other filter
// (a profile's name or e-mail) narrows the plain array the spec describes.

export type Page<T> = { items: T[]; total: number; page: number; limit: number };

type ListQuery = { page?: number; limit?: number } & Record<string, unknown>;

/** Whether this query asks for a page rather than the spec's plain array. */
export function wantsPage(query: ListQuery): boolean {
  return Object.entries(query).some(
    ([key, value]) =>
      value !== undefined &&
      (key === 'page' || key === 'limit' || key === 'q' || /^(status|\w+Status)$/.test(key)),
  );
}

/**
 * Answers the list by the rule above: every row (`rows()`), or the requested page of them
 * (`rows({ limit, offset })`) with the total (`count()`), `defaultLimit` rows when no limit is
 * given.
 */
export async function listOrPage<T>(
  query: ListQuery,
  defaultLimit: number,
  load: {
    rows: (window?: { limit: number; offset: number }) => Promise<T[]>;
    count: () => Promise<number>;
  },
): Promise<T[] | Page<T>> {
  if (!wantsPage(query)) return load.rows();
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  const items = await load.rows({ limit, offset: (page - 1) * limit });
  return { items, total: await load.count(), page, limit };
}
