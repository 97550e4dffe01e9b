import {
  CONTACT_ALL_VIEW_PAGE_SIZE,
  type DashboardStats,
  formatUsdTotal,
} from '@leadvault/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DatabaseIcon,
  LogoutIcon,
  MailIcon,
  ReceiptIcon,
  ToolIcon,
  UserIcon,
} from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAuth, useSignOut } from '@/features/auth';
import { useContactMessages } from '../api/get-contact-messages';
import { useDashboard } from '../api/get-dashboard';
import { AdminScreen, Panel, QueryState } from '../components/admin-screen';
import { MessagesTable } from '../components/messages-table';
import { SalesChart } from '../components/sales-chart';
import { pageCount } from '../utils';

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
    icon: <MailIcon className="size-5" />,
    count: stats.emailTemplateVersions,
    note: stats.emailTemplateVersions === 1 ? 'saved version' : 'saved versions',
  };
  if (stats.orders === undefined) return [template];
  return [
    {
      label: 'Packages (edit)',
      to: paths.admin.packages,
      icon: <DatabaseIcon className="size-5" />,
      count: stats.packages,
      note: 'on sale',
    },
    {
      label: 'Total Orders',
      to: paths.admin.orders,
      icon: <ReceiptIcon className="size-5" />,
      count: stats.orders.total,
      note: `${stats.orders.pendingOrders.toLocaleString('en-US')} pending · ${stats.orders.pendingPayments.toLocaleString('en-US')} awaiting payment`,
    },
    {
      label: 'Setting Option',
      to: paths.admin.setting,
      icon: <ToolIcon className="size-5" />,
      note: 'Logo, footer, payment, home and contact pages',
    },
    {
      label: 'Contact Messages',
      to: paths.admin.contactMessages,
      icon: <MailIcon className="size-5" />,
      count: stats.unreadMessages,
      note: 'unread',
    },
    {
      label: 'Manage Users',
      to: paths.admin.manageUsers,
      icon: <UserIcon className="size-5" />,
      count: stats.users,
      note: stats.users === 1 ? 'staff member' : 'staff members',
    },
    template,
  ];
}

/** The admin dashboard (Admins and Managers). */
export function DashboardPage() {
  const stats = useDashboard();
  const signOut = useSignOut();
  const { role } = useAuth();

  return (
    <AdminScreen
      title="Dashboard"
      description={role === 'Manager' ? 'Signed in as Manager.' : undefined}
      actions={
        <Button
          variant="secondary"
          icon={<LogoutIcon className="size-4" />}
          isLoading={signOut.isPending}
          loadingText="Signing out..."
          onClick={() => signOut.mutate()}
        >
          Sign Out
        </Button>
      }
    >
      <QueryState query={stats} label="Loading the dashboard...">
        {(data) => (
          <div className="space-y-6">
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {tilesFor(data).map((tile) => (
                <li key={tile.label}>
                  <TileLink tile={tile} />
                </li>
              ))}
            </ul>
            <Panel
              title="Sales, last 30 days"
              actions={
                <p className="text-sm text-slate-600">
                  Received:{' '}
                  <span className="font-semibold text-slate-900">
                    {formatUsdTotal(data.sales.total)} USD
                  </span>
                </p>
              }
            >
              <SalesChart days={data.sales.days} />
            </Panel>
            {data.orders !== undefined ? <LatestMessages /> : null}
          </div>
        )}
      </QueryState>
    </AdminScreen>
  );
}

function TileLink({ tile }: { tile: Tile }) {
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

/** The all-messages view: every message, newest first, 5 a page. */
function LatestMessages() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ page, limit: CONTACT_ALL_VIEW_PAGE_SIZE });
  return (
    <Panel
      title="Contact Messages"
      actions={
        <Link
          to={paths.admin.contactMessagesUnread}
          className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Unread messages
        </Link>
      }
    >
      <QueryState query={messages} label="Loading messages...">
        {(data) => (
          <div className="space-y-4">
            <MessagesTable
              caption="Latest contact messages"
              messages={data.items}
              offset={(page - 1) * CONTACT_ALL_VIEW_PAGE_SIZE}
              busy={messages.isPlaceholderData}
              empty="No messages yet."
            />
            <Pagination
              page={page}
              pageCount={pageCount(data.total, CONTACT_ALL_VIEW_PAGE_SIZE)}
              onPageChange={setPage}
              variant="numbers"
              windowSize={3}
              label="Contact message pages"
            />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
