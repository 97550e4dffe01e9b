import {
  LEAD_EMAIL_STATUSES,
  type LeadEmailStatus,
  type VerificationSummary,
} from '@leadvault/contract';
import { Link } from 'react-router';
import { Panel } from '@/components/kit';
import { countOf } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { CHECK_STATUS_LABELS } from '@/lib/verification-labels';
import { useVerificationSummary } from '../lead-data/api/verifications';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

const barTones: Record<LeadEmailStatus, string> = {
  valid: 'bg-emerald-500',
  accept_all: 'bg-sky-500',
  unknown: 'bg-slate-400',
  invalid: 'bg-red-500',
};

/** "2.4 %": refunded bounces against the addresses revealed, as the summary computed it. */
export const bounceRateText = (bounces: VerificationSummary['bounces']) =>
  bounces.revealed === 0 ? 'No reveals yet' : percent.format(bounces.rate);

/** The leads whose last check found them invalid: where staff look after a bad month. */
const invalidLeads = `${paths.admin.leads}?emailStatus=invalid`;

function Figures({ summary }: { summary: VerificationSummary }) {
  const { bounces } = summary;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="checks-by-status" className="space-y-3">
        <h3 id="checks-by-status" className="text-sm font-semibold text-slate-900">
          {countOf(summary.checks, 'check', 'checks')} in {summary.days} days
          {summary.waiting > 0 ? (
            <span className="font-normal text-slate-600">
              {' '}
              · {countOf(summary.waiting, 'check', 'checks')} waiting
            </span>
          ) : null}
        </h3>
        {summary.checks > 0 ? (
          <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-slate-100">
            {LEAD_EMAIL_STATUSES.map((status) => (
              <div
                key={status}
                className={barTones[status]}
                style={{ width: `${(summary.byStatus[status] / summary.checks) * 100}%` }}
              />
            ))}
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4 lg:grid-cols-2">
          {LEAD_EMAIL_STATUSES.map((status) => (
            <div key={status} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${barTones[status]}`} />
              <dt className="text-slate-600">{CHECK_STATUS_LABELS[status]}</dt>
              <dd className="ml-auto font-semibold text-slate-900 tabular-nums">
                {summary.byStatus[status].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="bounce-rate" className="space-y-2">
        <h3 id="bounce-rate" className="text-sm font-semibold text-slate-900">
          Bounce rate of revealed addresses
        </h3>
        <p className="text-3xl font-bold text-slate-900 tabular-nums">{bounceRateText(bounces)}</p>
        <p className="text-sm text-slate-600">
          {`${countOf(bounces.refunded, 'refund', 'refunds')} of ${countOf(bounces.revealed, 'address', 'addresses')} revealed · ${countOf(bounces.reports, 'bounce report', 'bounce reports')}`}
        </p>
      </section>
    </div>
  );
}

/** Admins' dashboard tile: our e-mail checks of the last 30 days and the bounce rate. */
export function VerificationTile() {
  const summary = useVerificationSummary();
  return (
    <Panel
      title="E-mail checks, last 30 days"
      actions={
        <Link
          to={invalidLeads}
          className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Invalid leads
        </Link>
      }
    >
      <QueryState query={summary} label="Loading the checks...">
        {(data) => (
          <div className="space-y-4">
            {data.method === 'off' ? (
              <Alert variant="warning">
                E-mail checks are off on this server (VERIFY_METHOD=off): statuses are the
                suppliers’.
              </Alert>
            ) : null}
            <Figures summary={data} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
