import { NavLink, Outlet } from 'react-router';
import { ShieldIcon } from '@/components/ui/icons';
import { type AdminAccess, paths } from '@/config/paths';
import { canAccess, useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

const sections: { to: string; label: string; access: AdminAccess }[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', access: 'staff' },
  { to: paths.admin.orders, label: 'Orders', access: 'admin' },
  { to: paths.admin.paymentsReceived, label: 'Payments', access: 'admin' },
  { to: paths.admin.packages, label: 'Packages', access: 'admin' },
  { to: paths.admin.contactMessages, label: 'Messages', access: 'admin' },
  { to: paths.admin.manageUsers, label: 'Users', access: 'admin' },
  { to: paths.admin.manageProfiles, label: 'Profiles', access: 'admin' },
  { to: paths.admin.setting, label: 'Settings', access: 'admin' },
  { to: paths.admin.addEmailTemplate, label: 'Email Template', access: 'staff' },
];

/** The admin area's frame: a section bar (links filtered by role) above the page. */
export function AdminLayout() {
  const { role } = useAuth();
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
                    className={({ isActive }) =>
                      cn(
                        'block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors',
                        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                        isActive
                          ? 'border-indigo-600 text-indigo-700'
                          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                      )
                    }
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
