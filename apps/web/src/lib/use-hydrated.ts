import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates its page, true from the render
 * after: what must wait for the live app (never in the server's HTML) without a hydration
 * mismatch. A page rendered only in the browser is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
