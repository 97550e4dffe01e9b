import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * Becomes (and stays) true once the element comes within `margin` of the viewport: a place to
 * start loading what only that part of the page needs. Browsers without IntersectionObserver
 * get true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return [useCallback((node: T | null) => setElement(node), []), near];
}
