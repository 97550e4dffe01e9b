import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { ArrowUpIcon } from '../ui/icons';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Back to the top of the page (smoothly, unless the visitor asked for less motion). */
export function scrollPageToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Every route change scrolls smoothly back to the top. The page the browser opened keeps its
 * place: its visitor may have scrolled before it came alive.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    scrollPageToTop();
  }, [pathname]);
  return null;
}

/**
 * A floating button that appears once the page is scrolled more than 20 px: when a 20 px mark at
 * the top of the page leaves the view. An observer tells, where reading `scrollY` on each scroll
 * (and once as the page comes alive) would make the browser lay the page out there and then.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const topMark = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mark = topMark.current;
    if (!mark || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setVisible(entry?.isIntersecting === false),
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={topMark}
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 h-5 w-px"
      />
      <button
        type="button"
        aria-label="Scroll to top"
        onClick={scrollPageToTop}
        tabIndex={visible ? 0 : -1}
        aria-hidden={visible ? undefined : true}
        className={cn(
          'fixed right-5 bottom-5 z-40 flex size-11 items-center justify-center rounded-full',
          'bg-indigo-600 text-white shadow-lg shadow-indigo-600/30 transition-all duration-200',
          'hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
        )}
      >
        <ArrowUpIcon />
      </button>
    </>
  );
}
