import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { ArrowUpIcon } from '../ui/icons';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Every route change scrolls smoothly back to the top. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every pathname change on purpose
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);
  return null;
}

/** A floating button that appears once the page is scrolled more than 20 px. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 20);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
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
  );
}
