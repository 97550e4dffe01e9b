import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from './list-format';

/**
 * A list's page and search terms, kept in the address (`?page=2&q=ada`), so reload, Back and a
 * shared link show the same page. A new search starts again at page 1.
 */
export function useListParams<const Terms extends string = 'q'>(
  terms: readonly Terms[] = ['q'] as never,
) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const values = Object.fromEntries(terms.map((term) => [term, params.get(term) ?? ''])) as Record<
    Terms,
    string
  >;

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  const setTerms = useCallback(
    (next: Partial<Record<Terms, string>>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [term, value] of Object.entries(next) as Array<[string, string | undefined]>) {
          if (value) updated.set(term, value);
          else updated.delete(term);
        }
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return { page, values, setPage, setTerms };
}
