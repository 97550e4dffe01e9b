import type { DashboardStats } from '@leadvault/contract';
import { Database, Mail, Receipt, User, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Tile = {
  label: string;
  to: string;
  icon: ReactNode;
  count?: number;
  note?: string;
};

/** The tiles a person may open: Admins see every one, Managers only the e-mail template. */
function tilesFor(stats: DashboardStats): Tile[] {
  const template: Tile = {
    label: 'Email Template',
    to: paths.admin.addEmailTemplate,
    icon: <Mail aria-hidden="true" className="size-5" />,
    count: stats.emailTemplateVersions,
    note: stats.emailTemplateVersions === 1 ? 'saved version' : 'saved versions',
  };
  if (stats.orders === undefined) return [template];
  return [
    {
      label: 'Packages (edit)',
      to: paths.admin.packages,
      icon: <Database aria-hidden="true" className="size-5" />,
      count: stats.packages,
      note: 'on sale',
    },
    {
      label: 'Total Orders',
      to: paths.admin.orders,
      icon: <Receipt aria-hidden="true" className="size-5" />,
      count: stats.orders.total,
      note: `${stats.orders.pendingOrders.toLocaleString('en-US')} pending · ${stats.orders.pendingPayments.toLocaleString('en-US')} awaiting payment`,
    },
    {
      label: 'Setting Option',
      to: paths.admin.setting,
      icon: <Wrench aria-hidden="true" className="size-5" />,
      note: 'Logo, footer, payment, home and contact pages',
    },
    {
      label: 'Contact Messages',
      to: paths.admin.contactMessages,
      icon: <Mail aria-hidden="true" className="size-5" />,
      count: stats.unreadMessages,
      note: 'unread',
    },
    {
      label: 'Manage Users',
      to: paths.admin.manageUsers,
      icon: <User aria-hidden="true" className="size-5" />,
      count: stats.users,
      note: stats.users === 1 ? 'staff member' : 'staff members',
    },
    template,
  ];
}

function StatCard({ tile }: { tile: Tile }) {
  return (
    <Link
      to={tile.to}
      className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 group-hover:bg-indigo-100">
        {tile.icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">{tile.label}</span>
        {tile.count !== undefined ? (
          <span className="mt-1 block text-2xl font-bold text-slate-900 tabular-nums">
            {tile.count.toLocaleString('en-US')}
          </span>
        ) : null}
        {tile.note ? (
          <span className="mt-0.5 block text-xs text-slate-500">{tile.note}</span>
        ) : null}
      </span>
    </Link>
  );
}

/** The dashboard's stat cards, one link per screen the reader may open. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tilesFor(stats).map((tile) => (
        <li key={tile.label}>
          <StatCard tile={tile} />
        </li>
      ))}
    </ul>
  );
}
