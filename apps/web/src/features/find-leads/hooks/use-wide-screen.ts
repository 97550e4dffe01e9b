import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: at least this wide, long texts fit where phones need short ones. */
const QUERY = '(min-width: 640px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** Whether the window is at least `sm` wide (follows resizes live); true when unknown. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? true,
    () => true,
  );
}
