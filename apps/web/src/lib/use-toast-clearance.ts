import { type RefObject, useEffect } from 'react';

/**
 * Keeps toasts clear of a bar pinned to the top (under the site header) or to the bottom of the
 * screen while it is shown: its height, kept up to date, goes into a CSS variable the toast
 * container's position reads (index.css).
 */
export function useToastClearance(edge: 'top' | 'bottom', bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const variable = `--leadvault-toast-${edge}-clearance`;
    const root = document.documentElement;
    const update = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [edge, bar]);
}
