import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { scrollPageToTop } from '@/components/layout/scroll-to-top';

/** Kept in the history entry: the cursors of the pages before this one, oldest first. */
type PagingState = { cursors?: Array<string | null> };

function cursorsOf(state: unknown): Array<string | null> {
  const cursors = (state as PagingState | null)?.cursors;
  return Array.isArray(cursors) ? cursors : [];
}

/**
 * Keyset paging kept in the URL: `?cursor=` is the page shown (shareable, the back button
 * works), and the history entry remembers the cursors of the pages before it so "Previous"
 * can go back. A shared link to page 5 has no such memory: its "Previous" goes to the start.
 */
export function useCursorPaging() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const cursor = searchParams.get('cursor') || undefined;
  const before = cursorsOf(location.state);
  const page = cursor ? before.length + 1 : 1;

  const go = (target: string | null | undefined, cursors: Array<string | null>) => {
    const params = new URLSearchParams(searchParams);
    if (target) params.set('cursor', target);
    else params.delete('cursor');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { state: { cursors } satisfies PagingState, preventScrollReset: true },
    );
    // Another page of results starts at its top, not where the pager left the reader.
    scrollPageToTop();
  };

  return {
    cursor,
    /** 1 for the first page; counts the pages walked through since it. */
    page: cursor && before.length === 0 ? null : page,
    hasPrevious: cursor !== undefined,
    next: (nextCursor: string) => go(nextCursor, [...before, cursor ?? null]),
    previous: () => {
      const rest = before.slice(0, -1);
      go(before.at(-1), rest);
    },
  };
}
