import { DEFAULT_PROFILE_IMAGE } from '@leadvault/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import {
  ChevronDownIcon,
  ClockIcon,
  DashboardIcon,
  LogoutIcon,
  SearchIcon,
  UserIcon,
} from '../ui/icons';
import { Spinner } from '../ui/spinner';
import type { Viewer } from './types';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-500';

/**
 * The signed-in person's menu (a disclosure: a button that shows a list of links).
 * Opens with click, Enter, Space or ArrowDown; focus moves into it; Escape closes it and
 * returns focus to the button; arrows move between items; outside click and Tab away close it.
 */
export function AvatarDropdown({
  viewer,
  onSignOut,
  isSigningOut,
}: {
  viewer: Viewer;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const container = containerRef.current;
    const panel = panelRef.current;
    if (!open || !container || !panel) return;

    const items = () => Array.from(panel.querySelectorAll<HTMLElement>('a[href], button'));
    items()[0]?.focus();

    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list[(to + list.length) % list.length]?.focus();
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'ArrowDown') move(index + 1);
      else if (event.key === 'ArrowUp') move(index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(list.length - 1);
    };

    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const imageUrl = !imageFailed && viewer.imageUrl ? viewer.imageUrl : DEFAULT_PROFILE_IMAGE;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Your account"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-slate-500 transition-colors',
          'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'bg-slate-100',
        )}
      >
        <img
          src={imageUrl}
          alt=""
          width={36}
          height={36}
          onError={() => setImageFailed(true)}
          className="size-9 rounded-full object-cover ring-2 ring-white"
        />
        <ChevronDownIcon
          className={cn(
            'size-4 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>

      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">
            {viewer.name || 'Account'}
          </p>
          <p className="truncate text-xs text-slate-500">{viewer.email}</p>
          {viewer.credits !== null ? (
            <p className="mt-2 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
              {viewer.credits} {viewer.credits === 1 ? 'credit' : 'credits'}
            </p>
          ) : null}
        </div>
        <ul className="space-y-0.5 py-1.5">
          <li>
            <Link to={paths.userDashboard} className={itemClass}>
              <DashboardIcon className="size-4 text-slate-400" />
              Dashboard
            </Link>
          </li>
          <li>
            <Link to={paths.pendingPayment} className={itemClass}>
              <ClockIcon className="size-4 text-slate-400" />
              Pending Payment
            </Link>
          </li>
          <li>
            <Link to={paths.findLeads} className={itemClass}>
              <SearchIcon className="size-4 text-slate-400" />
              Find Leads
            </Link>
          </li>
          <li>
            <Link
              to={
                viewer.profileId ? paths.updateProfile(viewer.profileId) : paths.updateProfileSelf
              }
              className={itemClass}
            >
              <UserIcon className="size-4 text-slate-400" />
              Edit Profile
            </Link>
          </li>
        </ul>
        <div className="border-t border-slate-100 pt-1.5">
          <button
            type="button"
            onClick={onSignOut}
            disabled={isSigningOut}
            aria-busy={isSigningOut || undefined}
            className={cn(itemClass, 'text-red-600 hover:text-red-700 focus-visible:text-red-700')}
          >
            {isSigningOut ? <Spinner size="sm" /> : <LogoutIcon className="size-4" />}
            {isSigningOut ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      </div>
    </div>
  );
}
