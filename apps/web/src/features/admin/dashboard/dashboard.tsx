import { formatUsdTotal } from '@leadvault/contract';
import { LogOut } from 'lucide-react';
import { PageFrame, Panel } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useAuth, useSignOut } from '@/features/auth';
import { useDashboard } from './api/get-dashboard';
import { LatestMessages } from './latest-messages';
import { SalesChart } from './sales-chart';
import { StatCards } from './stat-cards';
import { VerificationTile } from './verification-tile';

/** The admin dashboard (Admins and Managers). */
export function DashboardPage() {
  const stats = useDashboard();
  const signOut = useSignOut();
  const { role } = useAuth();

  return (
    <PageFrame
      title="Dashboard"
      description={role === 'Manager' ? 'Signed in as Manager.' : undefined}
      actions={
        <Button
          variant="secondary"
          icon={<LogOut aria-hidden="true" className="size-4" />}
          isLoading={signOut.isPending}
          loadingText="Signing out..."
          onClick={() => signOut.mutate()}
        >
          Sign out
        </Button>
      }
    >
      <QueryState query={stats} label="Loading the dashboard...">
        {(data) => (
          <div className="space-y-6">
            <StatCards stats={data} />
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
          </div>
        )}
      </QueryState>
      {/* Admins only; asked for beside the stats rather than after them. */}
      {role === 'Admin' ? <VerificationTile /> : null}
      {role === 'Admin' ? <LatestMessages /> : null}
    </PageFrame>
  );
}
