import { NavLink, Outlet, useLocation } from 'react-router';
import { ShieldIcon } from '@/components/ui/icons';
import { type AdminAccess, paths } from '@/config/paths';
import { canAccess, useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

type Section = {
  to: string;
  label: string;
  access: AdminAccess;
  /** Other screens of the same section (path prefixes), so its tab stays marked there. */
  also?: string[];
};

const sections: Section[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', access: 'staff' },
  {
    to: paths.admin.orders,
    label: 'Orders',
    access: 'admin',
    also: ['/admin/orders', '/admin/order/'],
  },
  {
    to: paths.admin.paymentsReceived,
    label: 'Payments',
    access: 'admin',
    also: ['/admin/payments/'],
  },
  {
    to: paths.admin.packages,
    label: 'Packages',
    access: 'admin',
    also: ['/admin/package-edit/', '/admin/edit-package-style'],
  },
  {
    to: paths.admin.contactMessages,
    label: 'Messages',
    access: 'admin',
    also: ['/admin/contact-message'],
  },
  {
    to: paths.admin.leads,
    label: 'Leads',
    access: 'admin',
    also: ['/admin/leads', '/admin/lead-imports'],
  },
  { to: paths.admin.discountCodes, label: 'Discount codes', access: 'admin' },
  { to: paths.admin.suppressions, label: 'Suppressions', access: 'admin' },
  { to: paths.admin.manageUsers, label: 'Users', access: 'admin', also: ['/admin/user/'] },
  {
    to: paths.admin.manageProfiles,
    label: 'Profiles',
    access: 'admin',
    also: ['/admin/edit-user-profile/'],
  },
  { to: paths.admin.setting, label: 'Settings', access: 'admin', also: ['/admin/setting'] },
  { to: paths.admin.addEmailTemplate, label: 'Email Template', access: 'staff' },
];

function isCurrent(section: Section, pathname: string, linkActive: boolean): boolean {
  return linkActive || (section.also ?? []).some((prefix) => pathname.startsWith(prefix));
}

/** The admin area's frame: a section bar (links filtered by role) above the page. */
export function AdminLayout() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  const visible = sections.filter((section) => canAccess(role, section.access));

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <span className="flex shrink-0 items-center gap-1.5 py-3 text-xs font-bold tracking-wide text-indigo-700 uppercase">
            <ShieldIcon className="size-4" />
            Admin
          </span>
          <nav aria-label="Admin" className="-mb-px min-w-0 overflow-x-auto">
            <ul className="flex gap-1">
              {visible.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    className={({ isActive: linkActive }) => {
                      const isActive = isCurrent(section, pathname, linkActive);
                      return cn(
                        'block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors',
                        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                        isActive
                          ? 'border-indigo-600 text-indigo-700'
                          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                      );
                    }}
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
