import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { type Location, matchRoutes, type RouteObject } from 'react-router';
import { SSR_DATA_ELEMENT_ID, type SsrData } from './ssr-data';

/** The server's hand-over, when this page was rendered on the server. */
export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's answers in the query cache, dated now: the HTML carrying them was just
 * revalidated with the server (ETag, no-cache), so they are as current as the page and must not
 * be fetched again on mount. Present queries win over the browser-storage copies, so the first
 * render matches the server's HTML.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}

/**
 * Loads the code of lazy routes the current URL matches, so the router starts complete and
 * the first render equals the server's (instead of showing the hydrate fallback).
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
