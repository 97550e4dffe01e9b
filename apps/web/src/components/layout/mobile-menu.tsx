import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDismiss } from '@/lib/use-dismiss';
import { CloseIcon, MenuIcon } from '../ui/icons';
import type { ViewerState } from './types';

type MenuLink = { to: string; label: string; end?: boolean };

function menuLinks(viewer: ViewerState): MenuLink[] {
  const links: MenuLink[] = [
    { to: paths.home, label: 'Home', end: true },
    { to: paths.about, label: 'About' },
    { to: paths.whyChoose, label: 'Why Choose Us' },
    { to: paths.pricing, label: 'Pricing' },
    { to: paths.findLeads, label: 'Find Leads' },
    { to: paths.deposit, label: 'Deposit' },
    { to: paths.contact, label: 'Contact' },
  ];
  if (viewer && viewer !== 'loading') {
    links.push({ to: paths.userDashboard, label: 'Dashboard' });
    if (viewer.isStaff) links.push({ to: paths.admin.dashboard, label: 'Admin Dashboard' });
  }
  return links;
}

/**
 * The small-screen navigation (hidden from lg up). Closes on outside click, Escape and
 * route change.
 */
export function MobileMenu({ viewer }: { viewer: ViewerState }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useDismiss({
    open,
    within: [panelRef, buttonRef],
    returnFocus: buttonRef,
    onDismiss: () => setOpen(false),
  });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg shadow-slate-900/5 lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="space-y-1">
            {menuLinks(viewer).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-indigo-600',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
