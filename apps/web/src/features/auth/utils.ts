import { isStaff, type Role } from '@leadvault/contract';
import type { Location } from 'react-router';
import { paths } from '@/config/paths';

const LOCAL_ORIGIN = 'http://local.invalid';

/**
 * A `next` address is followed only when it is a path of this site: it starts with one `/`
 * (`//host` and `/\host` leave the site), names no scheme or host, and is not a sign-in page.
 */
export function localPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== LOCAL_ORIGIN) return undefined;
  if (url.pathname === paths.login || url.pathname === paths.register) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `page?next=…` when `next` is a local path, else `page`. */
export function withNext(page: string, next: string | undefined): string {
  const safe = localPath(next);
  return safe ? `${page}?next=${encodeURIComponent(safe)}` : page;
}

/** Where a guard sends a signed-out visitor: /login, carrying the page in the address. */
export function loginPathFor(from: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return withNext(paths.login, `${from.pathname}${from.search}${from.hash}`);
}

/** The `next` of a sign-in page's address (`?next=/package/…`), when it is a local path. */
export function nextOf(search: string): string | undefined {
  return localPath(new URLSearchParams(search).get('next'));
}

/**
 * Where sign-in lands: the page in `next` wins; otherwise staff (Admin, Manager) go to the back
 * office's dashboard and customers to theirs.
 */
export function landingPath(next: string | undefined, role: Role | null | undefined): string {
  return next ?? (role && isStaff(role) ? paths.admin.dashboard : paths.userDashboard);
}
