import type { Enrichment, EnrichmentStatus } from '@leadvault/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadingBlock, QueryFailure } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { BoltIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isEnrichmentActive, useEnrichment } from '../api/get-enrichment';
import {
  credits,
  ENRICHMENT_STATUS_LABELS,
  enrichmentRowsText,
  enrichmentStopText,
  formatCount,
} from '../labels';
import { EnrichmentCard } from './enrichment-card';

const STATUS_TONES: Record<EnrichmentStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  queued: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  running: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  done: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  failed: 'bg-rose-50 text-rose-700 ring-rose-600/20',
};

/** An enrichment's status in a coloured pill; the colour only repeats the word. */
export function EnrichmentStatusBadge({ status }: { status: EnrichmentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      {ENRICHMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The file back with the answers, as a download link styled as a button. */
export function EnrichmentDownload({
  enrichment,
  size = 'md',
}: {
  enrichment: Pick<Enrichment, 'resultUrl' | 'fileName'>;
  size?: 'sm' | 'md';
}) {
  if (!enrichment.resultUrl) return null;
  return (
    <a
      href={enrichment.resultUrl}
      download
      className={buttonClasses({ size, variant: size === 'sm' ? 'secondary' : 'primary' })}
      aria-label={size === 'sm' ? `Download the result of ${enrichment.fileName}` : undefined}
    >
      Download the result
    </a>
  );
}

/** Step 3: the run, polled every 2 s until it ends, then its counts and the file. */
export function EnrichmentProgressStep({ id, onAnother }: { id: string; onAnother: () => void }) {
  const query = useEnrichment(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const enrichment = query.data;
  const active = isEnrichmentActive(enrichment);
  return (
    <EnrichmentCard
      ref={heading}
      headingId="enrichment-progress-heading"
      title={active || !enrichment ? '3. Finding the addresses' : '3. Your file is ready'}
      actions={enrichment ? <EnrichmentStatusBadge status={enrichment.status} /> : null}
    >
      {enrichment ? (
        <EnrichmentRun enrichment={enrichment} onAnother={onAnother} />
      ) : query.isError ? (
        <div className="mt-4">
          <QueryFailure
            query={query}
            icon={<BoltIcon className="size-7" />}
            title="We couldn't load this enrichment"
          />
        </div>
      ) : (
        <LoadingBlock label="Loading the enrichment…" className="mt-4" />
      )}
    </EnrichmentCard>
  );
}

function EnrichmentRun({
  enrichment,
  onAnother,
}: {
  enrichment: Enrichment;
  onAnother: () => void;
}) {
  const active = isEnrichmentActive(enrichment);
  const stop = enrichmentStopText(enrichment);
  const counts: Array<[string, string, number]> = [
    ['found', 'Found', enrichment.found],
    ['not-found', 'Not found', enrichment.notFound],
    ['charged', 'Credits charged', enrichment.charged],
  ];
  return (
    <div className="mt-4 space-y-5">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{enrichment.fileName}</span>
        {enrichment.maxCredits !== null ? ` · cap: ${credits(enrichment.maxCredits)}` : null}
      </p>
      <div className="space-y-2">
        <ProgressBar label="Enrichment progress" percent={enrichment.progress} />
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="enrichment-rows">
          {active
            ? `${enrichmentRowsText(enrichment)}. You may leave this page: the enrichment goes on.`
            : enrichment.status === 'done'
              ? `Done: ${formatCount(enrichment.rowsTotal)} rows answered.`
              : enrichmentRowsText(enrichment)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {counts.map(([key, label, value]) => (
          <div
            key={key}
            className="rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200 ring-inset"
          >
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className="mt-0.5 text-2xl font-bold text-slate-900 tabular-nums"
              data-testid={`enrichment-${key}`}
            >
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
      {enrichment.status === 'failed' ? (
        <Alert variant="error" title="The enrichment failed.">
          {enrichment.error ?? 'It stopped before the end of the file.'} Nothing more is charged.
        </Alert>
      ) : null}
      {stop && !active ? (
        <Alert variant="warning">
          {stop}
          {enrichment.stoppedBy === 'no_credits' ? (
            <>
              {' '}
              <Link to={paths.deposit} className="font-semibold underline">
                Buy credits
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {active ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <EnrichmentDownload enrichment={enrichment} />
          <Button type="button" variant="secondary" onClick={onAnother}>
            Enrich another file
          </Button>
        </div>
      )}
    </div>
  );
}
