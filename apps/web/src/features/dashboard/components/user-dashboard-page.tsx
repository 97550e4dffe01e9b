import type { PaymentStatus } from '@leadvault/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  ArrowRightIcon,
  BoltIcon,
  ClockIcon,
  DatabaseIcon,
  LogoutIcon,
  ReceiptIcon,
  UserIcon,
} from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useAuth, useSignOut, VerifyEmailNotice } from '@/features/auth';
import { useCredits } from '@/lib/api/credits';
import { useMyLeadsTotal } from '@/lib/api/my-leads';
import { useOwnOrderCount } from '@/lib/api/orders';

function CountPlaceholder() {
  return (
    <span
      aria-hidden="true"
      className="block h-9 w-12 animate-pulse rounded-lg bg-slate-200/80 motion-reduce:animate-none"
    />
  );
}

/** A tile's number: a placeholder while loading, a dash when it failed. */
function CountValue({
  count,
}: {
  count: { isPending: boolean; isError: boolean; data: number | undefined };
}) {
  if (count.isPending) return <CountPlaceholder />;
  if (count.isError || count.data === undefined) {
    return (
      <span className="block text-3xl font-bold text-slate-400" title="Could not be loaded">
        –
      </span>
    );
  }
  return (
    <span className="block text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
      {count.data.toLocaleString('en-US')}
    </span>
  );
}

/** The uploaded (or linked) profile picture; the person icon when there is none or it fails. */
function ProfileAvatar({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <UserIcon className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      onError={() => setFailed(src)}
      className="size-12 shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white shadow-sm"
    />
  );
}

/** The number of own orders with this payment status. */
function OrderCount({ status }: { status: PaymentStatus }) {
  const { user } = useAuth();
  return <CountValue count={useOwnOrderCount(status, user !== null)} />;
}

/** How many leads the person has unlocked. */
function MyLeadsCount() {
  return <CountValue count={useMyLeadsTotal()} />;
}

/** The credit balance (the sum of the person's ledger). */
function CreditCount() {
  const credits = useCredits();
  return <CountValue count={{ ...credits, data: credits.data?.balance }} />;
}

/**
 * The counts start loading once the page is on screen: the page itself appears in the same
 * frame as the address changes, and the numbers follow.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

function DashboardTile({
  id,
  to,
  title,
  description,
  icon,
  count,
}: {
  id: string;
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  count: ReactNode;
}) {
  return (
    <Link
      to={to}
      // Named by all its visible text (title, count, description), as speech users read it.
      className="group flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 transition-colors group-hover:bg-indigo-600 group-hover:text-white">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block text-lg font-semibold text-slate-900">
          {title}
        </span>
        <span id={`${id}-count`} className="mt-2 block">
          {count}
        </span>
        <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
          {description}
        </span>
      </span>
      <ArrowRightIcon className="mt-1 size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600" />
    </Link>
  );
}

export function UserDashboardPage() {
  const { user, profile } = useAuth();
  const signOut = useSignOut();
  const showCounts = useAfterFirstPaint();
  const name = profile?.userName || user?.name || '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageTitle
        title="Dashboard"
        eyebrow="My account"
        description={name ? `Welcome back, ${name}.` : 'Welcome back.'}
        actions={
          <Button
            variant="secondary"
            icon={<LogoutIcon className="size-4" />}
            isLoading={signOut.isPending}
            loadingText="Signing out..."
            onClick={() => signOut.mutate()}
          >
            Sign out
          </Button>
        }
      />

      <div className="mt-8 max-w-3xl empty:hidden">
        <VerifyEmailNotice />
      </div>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          <DashboardTile
            id="tile-orders"
            to={paths.myOrders}
            title="Total Orders"
            description="Your paid orders and their database access links."
            icon={<ReceiptIcon className="size-6" />}
            count={showCounts ? <OrderCount status="Received" /> : <CountPlaceholder />}
          />
          <DashboardTile
            id="tile-pending"
            to={paths.pendingPayment}
            title="Pending Payments"
            description="Orders waiting for payment. Complete them in a few clicks."
            icon={<ClockIcon className="size-6" />}
            count={showCounts ? <OrderCount status="Pending" /> : <CountPlaceholder />}
          />
          <DashboardTile
            id="tile-leads"
            to={paths.myLeads}
            title="My Leads"
            description="E-mails you have revealed in Find Leads. Export them any time, free."
            icon={<DatabaseIcon className="size-6" />}
            count={showCounts ? <MyLeadsCount /> : <CountPlaceholder />}
          />
          <DashboardTile
            id="tile-credits"
            to={paths.creditHistory}
            title="Credits"
            description="Your balance for revealing e-mails, and every change to it."
            icon={<BoltIcon className="size-6" />}
            count={showCounts ? <CreditCount /> : <CountPlaceholder />}
          />
        </div>

        <aside
          aria-label="Account summary"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <ProfileAvatar src={profile?.profileImg || user?.image || ''} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">
                {name || 'Your account'}
              </p>
              <p className="truncate text-sm text-slate-500">{user?.email}</p>
            </div>
          </div>
          {profile ? (
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-100 pt-6">
              <div>
                <dt className="text-xs font-medium text-slate-500 uppercase">Credits</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{profile.userPoint}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500 uppercase">Status</dt>
                <dd className="mt-1 text-sm font-semibold text-emerald-700">
                  {profile.profileStatus}
                </dd>
              </div>
            </dl>
          ) : null}
          <Link
            to={profile ? paths.updateProfile(profile._id) : paths.updateProfileSelf}
            className="mt-6 inline-flex rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Edit profile
          </Link>
        </aside>
      </div>
    </div>
  );
}
