import { memo, type ReactNode, Suspense } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationMark } from './hydration-mark';
import { ScrollToTopButton, ScrollToTopOnNavigate } from './scroll-to-top';
import type { ViewerState } from './types';

/**
 * The page and the footer in one Suspense boundary: on a server-rendered page React hydrates
 * what is inside it after the header, in short slices that let the browser answer input in
 * between, instead of in one long task. Memoised: when the header's viewer changes (`/api/session`
 * answers during hydration), a re-render reaching a boundary still being hydrated would make
 * React hydrate all of it at once.
 */
const PageBody = memo(function PageBody({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <HydrationMark />
    </Suspense>
  );
});

/** The page frame: header, main content, footer and the scroll helpers. */
export function SiteLayout({
  viewer,
  onSignOut,
  isSigningOut,
  children,
}: {
  viewer: ViewerState;
  onSignOut: () => void;
  isSigningOut: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      {/* A boundary of its own, so that no part of the frame hydrates in one long task: the
          root's own render, outside every boundary, runs without yielding. */}
      <Suspense>
        <Header viewer={viewer} onSignOut={onSignOut} isSigningOut={isSigningOut} />
      </Suspense>
      <PageBody>{children}</PageBody>
      <ScrollToTopButton />
    </div>
  );
}
