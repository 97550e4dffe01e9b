import { isStaff, type Role } from '@leadvault/contract';
import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** What the sign-in guard puts in the router state when it sends someone to /login. */
export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/**
 * The page to return to after sign-in: the remembered one (path + search + hash) when it is
 * a path of this site, else `fallback`.
 */
export function redirectTarget(state: unknown, fallback: string = paths.userDashboard): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  const { pathname } = from;
  // Only same-site paths; '//host' would leave the site.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  if (pathname === paths.login || pathname === paths.register) return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/**
 * Where sign-in lands: the remembered page wins; otherwise staff (Admin, Manager) go to the back
 * office's dashboard and customers to theirs.
 */
export function landingPath(state: unknown, role: Role | null | undefined): string {
  const fallback = role && isStaff(role) ? paths.admin.dashboard : paths.userDashboard;
  return redirectTarget(state, fallback);
}
