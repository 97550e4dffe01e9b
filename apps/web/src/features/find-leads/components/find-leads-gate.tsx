import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Preloader } from '@/components/layout/preloader';
import { paths } from '@/config/paths';
import { loginPathFor, useAuth } from '@/features/auth';
import { AuthStatusError } from '@/features/auth/components/auth-status-error';
import { useHydrated } from '@/lib/use-hydrated';
import { VisitorSearchPage } from '../pages/visitor-search-page';

const isSearchPath = (pathname: string) => pathname.replace(/\/+$/, '') === paths.findLeads;

/**
 * Find Leads' door. Signed in: the full tool (the routes below). Signed out: `/find-leads` is the
 * visitors' search (issue 30) and every other Find Leads page asks to sign in.
 *
 * Who is signed in is known only in the browser. The server renders the visitors' search (a page
 * shared by everyone), so a page that arrived rendered keeps showing it until the session is
 * known; a page the browser renders alone waits with the preloader instead (a signed-in person
 * gets that page: plugins/web.ts).
 */
export function FindLeadsGate() {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  // Read once, on the first render: false while hydrating a server-rendered page.
  const [renderedByServer] = useState(() => !hydrated);
  const searchPage = isSearchPath(pathname);

  if (auth.status === 'signed-in') return <Outlet />;
  if (auth.status === 'loading') {
    return searchPage && renderedByServer ? <VisitorSearchPage /> : <Preloader />;
  }
  if (searchPage) return <VisitorSearchPage />;
  if (auth.status === 'error') {
    return <AuthStatusError error={auth.error} onRetry={() => void auth.refetch()} />;
  }
  return <Navigate to={loginPathFor({ pathname, search, hash })} replace />;
}
