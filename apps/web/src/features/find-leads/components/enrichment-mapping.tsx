import {
  ENRICHMENT_FIELD_LABELS,
  ENRICHMENT_FIELDS,
  type Enrichment,
  type EnrichmentMapping,
  type EnrichmentQuote,
  type EnrichmentUpload,
} from '@leadvault/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ColumnMappingFields, CsvSampleTable } from '@/components/kit/csv-upload';
import { QueryFailure, Skeleton } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { BoltIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useEnrichmentQuote } from '../api/get-enrichment-quote';
import { useStartEnrichment } from '../api/start-enrichment';
import { credits, defaultSpend, formatCount, parseSpend } from '../labels';
import { EnrichmentCard } from './enrichment-card';
import { SpendError } from './spend-error';

/** Step 2: which column feeds which field, what that would cost at most, and the cap. */
export function EnrichmentMappingStep({
  upload,
  onStarted,
  onCancel,
}: {
  upload: EnrichmentUpload;
  onStarted: (started: Enrichment) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [mapping, setMapping] = useState<EnrichmentMapping>(upload.mapping);
  const quote = useEnrichmentQuote(upload._id, mapping);
  // Untouched, the cap follows the quote; once typed in, it is the person's.
  const [typed, setTyped] = useState<string | null>(null);
  const [spendError, setSpendError] = useState('');
  const start = useStartEnrichment();
  const spendId = useId();
  const spendText = typed ?? (quote.data ? String(defaultSpend(quote.data)) : '');
  const nothingMapped = Object.keys(mapping).length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const spend = parseSpend(spendText);
    if ('error' in spend) {
      setSpendError(spend.error);
      document.getElementById(spendId)?.focus();
      return;
    }
    setSpendError('');
    start.mutate(
      { id: upload._id, input: { mapping, maxCredits: spend.credits } },
      { onSuccess: onStarted },
    );
  }

  return (
    <EnrichmentCard
      ref={heading}
      headingId="enrichment-mapping-heading"
      title="2. Check the columns and start"
      actions={
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          Choose another file
        </Button>
      }
    >
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium text-slate-900">{upload.fileName}</span> ·{' '}
        {formatCount(upload.rowsTotal)} {upload.rowsTotal === 1 ? 'row' : 'rows'}
      </p>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">The first rows</h3>
      <div className="mt-2 overflow-hidden rounded-xl border border-slate-200">
        <CsvSampleTable
          caption={`The first rows of ${upload.fileName}`}
          headers={upload.headers}
          sample={upload.sample}
        />
      </div>
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Columns</legend>
          <p className="mt-1 text-sm text-slate-600">
            We suggested a column for each field from the headings. Change any of them, or choose
            “Not used”.
          </p>
          <ColumnMappingFields
            className="mt-4"
            fields={ENRICHMENT_FIELDS}
            labels={(field) => ENRICHMENT_FIELD_LABELS[field]}
            headers={upload.headers}
            mapping={mapping}
            onChange={setMapping}
            noneLabel="Not used"
          />
        </fieldset>
        <QuoteSummary quote={quote} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="space-y-1.5">
            <label htmlFor={spendId} className="block text-sm font-medium text-slate-800">
              Spend at most (credits)
            </label>
            <input
              id={spendId}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={spendText}
              aria-invalid={spendError ? true : undefined}
              aria-describedby={spendError ? `${spendId}-error` : `${spendId}-hint`}
              onChange={(event) => {
                setTyped(event.target.value);
                setSpendError('');
              }}
              className={cn(
                'h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 tabular-nums sm:w-40',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                spendError ? 'border-red-500' : 'border-slate-300',
              )}
            />
          </div>
          <Button
            type="submit"
            isLoading={start.isPending}
            loadingText="Starting…"
            disabled={nothingMapped}
            icon={<BoltIcon className="size-4" />}
          >
            Start the enrichment
          </Button>
        </div>
        {spendError ? (
          <p id={`${spendId}-error`} role="alert" className="text-sm font-medium text-red-600">
            {spendError}
          </p>
        ) : (
          <p id={`${spendId}-hint`} className="text-sm text-slate-600">
            The enrichment stops before spending more; rows it leaves are marked in the file.
          </p>
        )}
        {start.isError ? <SpendError error={start.error} toDoMore="enrich files" /> : null}
      </form>
    </EnrichmentCard>
  );
}

function QuoteSummary({ quote }: { quote: ReturnType<typeof useEnrichmentQuote> }) {
  if (quote.isError && !quote.data) {
    return (
      <QueryFailure
        query={quote}
        icon={<BoltIcon className="size-7" />}
        title="We couldn't work out the cost"
      />
    );
  }
  const data = quote.data;
  return (
    <section
      aria-labelledby="enrichment-quote-heading"
      aria-live="polite"
      aria-busy={quote.isFetching}
      className={cn(
        'rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset transition-opacity',
        quote.isPlaceholderData && 'opacity-60',
      )}
    >
      <h3 id="enrichment-quote-heading" className="text-sm font-semibold text-slate-900">
        What it can cost
      </h3>
      {data ? <QuoteFigures quote={data} /> : <QuoteSkeleton />}
    </section>
  );
}

const QUOTE_LINES: Array<[keyof EnrichmentQuote, string]> = [
  ['rows', 'Rows'],
  ['inOurLeads', 'In our leads'],
  ['alreadyUnlocked', 'Already unlocked (free)'],
  ['toFind', 'To find'],
  ['unanswerable', 'Can’t be answered (free)'],
];

function QuoteFigures({ quote }: { quote: EnrichmentQuote }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {QUOTE_LINES.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 ring-inset">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className="mt-0.5 text-lg font-bold text-slate-900 tabular-nums"
              data-testid={`quote-${key}`}
            >
              {formatCount(quote[key])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900" data-testid="quote-max-cost">
          At most {credits(quote.maxCost)}
        </span>{' '}
        · your balance: {credits(quote.balance)}
      </p>
      {quote.balance < quote.maxCost ? (
        <p className="mt-1 text-sm text-amber-800">
          Your balance covers {credits(quote.balance)}: the enrichment stops when it runs out.
        </p>
      ) : null}
    </>
  );
}

function QuoteSkeleton() {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {QUOTE_LINES.map(([key]) => (
        <Skeleton key={key} className="h-14" />
      ))}
      <span className="sr-only">Working out the cost…</span>
    </div>
  );
}
