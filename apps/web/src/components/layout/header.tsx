import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ButtonLink } from '../ui/button';
import { ShieldIcon } from '../ui/icons';
import { AvatarDropdown } from './avatar-dropdown';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { ViewerState } from './types';

const mainLinks = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.about, label: 'About', end: false },
  { to: paths.whyChoose, label: 'Why Choose Us', end: false },
  { to: paths.pricing, label: 'Pricing', end: false },
  // The paid product, for everyone: visitors get its search with e-mails masked (issue 30).
  { to: paths.findLeads, label: 'Find Leads', end: false },
  { to: paths.deposit, label: 'Deposit', end: false },
  { to: paths.contact, label: 'Contact', end: false },
];

export function Header({
  viewer,
  onSignOut,
  isSigningOut,
}: {
  viewer: ViewerState;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      isActive
                        ? 'text-indigo-600'
                        : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:gap-3">
          {viewer === 'loading' ? (
            // Who is signed in is known only in the browser (server-rendered pages are shared):
            // the signed-out button's room is kept, so nothing moves when it appears.
            <span aria-hidden="true" className="invisible">
              <ButtonLink to={paths.login} size="sm" tabIndex={-1}>
                Login
              </ButtonLink>
            </span>
          ) : viewer ? (
            <>
              {viewer.isStaff ? (
                <ButtonLink
                  to={paths.admin.dashboard}
                  variant="secondary"
                  size="sm"
                  icon={<ShieldIcon className="size-4 text-indigo-600" />}
                >
                  Admin
                </ButtonLink>
              ) : null}
              <AvatarDropdown viewer={viewer} onSignOut={onSignOut} isSigningOut={isSigningOut} />
            </>
          ) : (
            <ButtonLink to={paths.login} size="sm">
              Login
            </ButtonLink>
          )}
          <MobileMenu viewer={viewer} />
        </div>
      </div>
    </header>
  );
}
