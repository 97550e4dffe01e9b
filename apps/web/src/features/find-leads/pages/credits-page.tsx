import { CREDIT_USAGE_DAYS, type CreditUsage } from '@leadvault/contract';
import { ChartColumn } from 'lucide-react';
import { LoadingBlock, QueryContent, Skeleton } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { BoltIcon, DatabaseIcon, ReceiptIcon, siteIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { useCreditActivity } from '../api/get-credit-activity';
import { useCreditUsage } from '../api/get-credit-usage';
import { CreditActivityTable } from '../components/credit-activity-table';
import { CursorPager } from '../components/cursor-pager';
import { FindLeadsPage } from '../components/find-leads-layout';
import { ListSpending } from '../components/list-spending';
import { UsageChart } from '../components/usage-chart';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { credits, formatCount, leads } from '../labels';

const ChartIcon = siteIcon(ChartColumn);

function BalanceCard() {
  const balance = useCredits();
  return (
    <section
      aria-labelledby="balance-heading"
      className="rounded-2xl bg-slate-900 p-6 text-white shadow-xl shadow-slate-900/10"
    >
      <h2
        id="balance-heading"
        className="text-sm font-semibold tracking-wide text-indigo-300 uppercase"
      >
        Your balance
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight tabular-nums">
          {balance.data ? formatCount(balance.data.balance) : '…'}
        </span>
        <span className="text-base text-slate-300">
          {balance.data?.balance === 1 ? 'credit' : 'credits'}
        </span>
      </p>
      <p className="mt-3 text-sm text-slate-300">
        1 credit reveals 1 verified e-mail. E-mails you own and exports are free.
      </p>
      <ButtonLink
        to={paths.deposit}
        size="lg"
        fullWidth
        className="mt-6"
        icon={<BoltIcon className="size-4" />}
      >
        Buy credits
      </ButtonLink>
    </section>
  );
}

/** /find-leads/credits: the balance, where credits went lately, and every change (grouped). */
export function CreditsPage() {
  const paging = useCursorPaging();
  const activity = useCreditActivity(paging.cursor);
  const usage = useCreditUsage();

  return (
    <FindLeadsPage>
      <PageTitle
        title="Credits"
        eyebrow="Find Leads"
        description="Every credit you gain or spend is recorded here, with the balance after it."
      />
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <BalanceCard />
        <div className="min-w-0 space-y-8">
          <section
            aria-labelledby="usage-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="usage-heading" className="text-xl font-bold text-slate-900">
              Last {CREDIT_USAGE_DAYS} days
            </h2>
            <div className="mt-4">
              <QueryContent
                query={usage}
                loading={<UsageSkeleton />}
                icon={<ChartIcon className="size-7" />}
                failure="We couldn't load your credit usage"
              >
                {(data) => <Usage usage={data} />}
              </QueryContent>
            </div>
          </section>
          <section aria-labelledby="ledger-heading" className="space-y-4">
            <h2 id="ledger-heading" className="text-xl font-bold text-slate-900">
              Credit history
            </h2>
            <QueryContent
              query={activity}
              loading={<LoadingBlock variant="page" label="Loading your credit history..." />}
              icon={<ReceiptIcon className="size-7" />}
              failure="We couldn't load your credit history"
              isEmpty={(data) => data.items.length === 0}
              empty={{ title: 'No credit changes yet' }}
            >
              {(data) => (
                <>
                  <CreditActivityTable items={data.items} stale={activity.isPlaceholderData} />
                  <CursorPager
                    label="Credit history pages"
                    page={paging.page}
                    hasPrevious={paging.hasPrevious}
                    nextCursor={data.nextCursor}
                    onPrevious={paging.previous}
                    onNext={paging.next}
                  />
                </>
              )}
            </QueryContent>
          </section>
        </div>
      </div>
    </FindLeadsPage>
  );
}

/** The period's figures, the chart of spending per day, and spending per list. */
function Usage({ usage }: { usage: CreditUsage }) {
  const { totals } = usage;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Spent" value={formatCount(totals.spent)} />
        <Figure label="Added" value={formatCount(totals.added)} />
        <Figure label="Reveals" value={formatCount(totals.reveals)} />
        <Figure label="Leads revealed" value={formatCount(totals.leadsRevealed)} />
      </dl>
      <UsageChart days={usage.days} />
      <section aria-labelledby="lists-heading" className="space-y-3">
        <h3 id="lists-heading" className="text-base font-bold text-slate-900">
          Spending per list
        </h3>
        {usage.byList.length > 0 ? (
          <>
            <ListSpending lists={usage.byList} />
            <p className="text-xs text-slate-500">
              What the leads each list holds now cost you in these days; a lead in two lists counts
              in both.
            </p>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <DatabaseIcon className="size-4 shrink-0 text-slate-400" />
            {totals.spent > 0
              ? `None of the ${leads(totals.leadsRevealed)} you revealed lately is in a list yet.`
              : 'Nothing spent in these days yet.'}
          </p>
        )}
        {totals.taken > 0 ? (
          <p className="text-xs text-slate-500">
            {`${credits(totals.taken)} taken back (a refunded pack or a change by our team).`}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function UsageSkeleton() {
  return (
    <div role="status" aria-label="Loading your credit usage..." className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {['spent', 'added', 'reveals', 'leads'].map((key) => (
          <Skeleton key={key} className="h-16 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-36 rounded-lg" />
    </div>
  );
}
