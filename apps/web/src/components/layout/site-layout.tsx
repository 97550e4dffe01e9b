import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTopButton, ScrollToTopOnNavigate } from './scroll-to-top';
import type { ViewerState } from './types';

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
      <Header viewer={viewer} onSignOut={onSignOut} isSigningOut={isSigningOut} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ScrollToTopButton />
    </div>
  );
}
