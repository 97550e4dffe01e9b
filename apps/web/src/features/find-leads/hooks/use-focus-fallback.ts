import { useCallback, useRef } from 'react';

/**
 * A place for focus to land after a dialog closes whose opener went away (the selection bar
 * disappears once nothing is ticked): without it, focus would fall back to the page's start.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restore = useCallback(() => {
    // After the dialog has closed and tried to return focus to its opener.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) ref.current?.focus({ preventScroll: false });
    });
  }, []);
  return { ref, restore };
}
