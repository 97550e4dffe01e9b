import type { CreditLedgerEntry } from '@leadvault/contract';
import { type Column, DataTable } from '@/components/kit/data-table';
import { LoadingBlock, QueryContent } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { BoltIcon, ReceiptIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { cn } from '@/lib/cn';
import { useLedger } from '../api/get-ledger';
import { CursorPager } from '../components/cursor-pager';
import { FindLeadsPage } from '../components/find-leads-layout';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { formatCount, formatDateTime, LEDGER_REASON_LABELS } from '../labels';

const signed = (delta: number) =>
  `${delta > 0 ? '+' : delta < 0 ? '−' : ''}${formatCount(Math.abs(delta))}`;

function details(entry: CreditLedgerEntry): string {
  const note = entry.note === LEDGER_REASON_LABELS[entry.reason] ? '' : entry.note;
  const parts = [note, entry.actor ? `by ${entry.actor}` : ''];
  return parts.filter(Boolean).join(' · ');
}

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

/** /find-leads/credits: the balance and every change of it (the ledger), newest first. */
export function CreditsPage() {
  const paging = useCursorPaging();
  const ledger = useLedger(paging.cursor);

  return (
    <FindLeadsPage>
      <PageTitle
        title="Credits"
        eyebrow="Find Leads"
        description="Every credit you gain or spend is recorded here, with the balance after it."
      />
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <BalanceCard />
        <section aria-labelledby="ledger-heading" className="min-w-0 space-y-4">
          <h2 id="ledger-heading" className="text-xl font-bold text-slate-900">
            Credit history
          </h2>
          <QueryContent
            query={ledger}
            loading={<LoadingBlock variant="page" label="Loading your credit history..." />}
            icon={<ReceiptIcon className="size-7" />}
            failure="We couldn't load your credit history"
            isEmpty={(data) => data.items.length === 0}
            empty={{
              title: 'No credit changes yet',
            }}
          >
            {(data) => (
              <>
                <LedgerTable entries={data.items} stale={ledger.isPlaceholderData} />
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
    </FindLeadsPage>
  );
}

const LEDGER_COLUMNS: Column<CreditLedgerEntry>[] = [
  {
    header: 'Date',
    cell: (entry) => formatDateTime(entry.createdAt),
    className: 'whitespace-nowrap text-slate-600',
  },
  {
    header: 'Reason',
    cell: (entry) => LEDGER_REASON_LABELS[entry.reason],
    className: 'font-medium text-slate-900',
  },
  { header: 'Change', cell: (entry) => <Delta value={entry.delta} />, className: 'sm:text-right' },
  {
    header: 'Balance after',
    cell: (entry) => formatCount(entry.balanceAfter),
    className: 'font-medium text-slate-900 tabular-nums sm:text-right',
  },
  { header: 'Details', cell: details, className: 'break-words text-slate-600' },
];

function LedgerTable({ entries, stale }: { entries: CreditLedgerEntry[]; stale: boolean }) {
  return (
    <DataTable
      caption="Credit history"
      columns={LEDGER_COLUMNS}
      rows={entries}
      rowKey={(entry) => entry._id}
      empty="No credit history yet."
      busy={stale}
      phone="cards"
    />
  );
}

function Delta({ value }: { value: number }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-slate-600',
      )}
    >
      {signed(value)}
    </span>
  );
}
