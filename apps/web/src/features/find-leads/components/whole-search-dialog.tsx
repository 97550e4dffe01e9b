import {
  LEAD_EXPORT_FORMAT_LABELS,
  LEAD_EXPORT_FORMATS,
  type LeadExportFormat,
  type LeadFilters,
  LeadListInput,
  type SelectionAction,
  type SelectionJob,
  type SelectionJobInput,
  type SelectionQuote,
} from '@leadvault/contract';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLists } from '../api/get-lists';
import {
  isSelectionJobActive,
  useSelectionJob,
  useSelectionQuote,
  useStartSelectionJob,
} from '../api/selection';
import type { Announcement } from '../hooks/use-reveal-outcomes';
import { credits, formatCount, leads as leadsText, selectionJobSummary } from '../labels';
import { RevealQuoteTable } from './reveal-quote-table';
import { SpendError } from './spend-error';

const NEW_LIST = 'new';

const TITLES: Record<SelectionAction, string> = {
  reveal: 'Reveal the whole search',
  list: 'Add the whole search to a list',
  export: 'Export the whole search',
};

const WORKING: Record<SelectionAction, string> = {
  reveal: 'Revealing',
  list: 'Adding',
  export: 'Exporting',
};

/**
 * The whole search ("Select all N results") revealed, added to a list or exported: the server's
 * quote first (nothing is spent before the person agrees), then its job, followed live (a
 * progress bar and a polite status line) until its outcome, which is said here once.
 */
export function WholeSearchDialog({
  action,
  filters,
  onClose,
}: {
  /** The action to confirm; null when closed. */
  action: SelectionAction | null;
  filters: LeadFilters;
  /** `outcome`: what the job did, once it ended (the page keeps it in view). */
  onClose: (outcome?: Announcement) => void;
}) {
  const open = action !== null;
  const quote = useSelectionQuote(filters, open);
  const start = useStartSelectionJob();
  const [jobId, setJobId] = useState<string>();
  const job = useSelectionJob(jobId);
  const [format, setFormat] = useState<LeadExportFormat>('crm');
  const [listChoice, setListChoice] = useState(NEW_LIST);
  const [listName, setListName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const lists = useLists(open && action === 'list');
  const formId = useId();
  const resetStart = start.reset;

  useEffect(() => {
    if (!open) return;
    setJobId(undefined);
    setListName('');
    setNameError(undefined);
    resetStart();
  }, [open, resetStart]);
  const firstListId = lists.data?.[0]?._id;
  useEffect(() => {
    if (open) setListChoice(firstListId ?? NEW_LIST);
  }, [open, firstListId]);

  const data = quote.data;
  const running = jobId !== undefined && (job.data === undefined || isSelectionJobActive(job.data));
  const ended = job.data !== undefined && !isSelectionJobActive(job.data);
  const outcome: Announcement | undefined =
    ended && job.data
      ? {
          text: selectionJobSummary(job.data),
          tone:
            job.data.stopReason || job.data.status === 'failed' || job.data.checking > 0
              ? 'warning'
              : 'success',
        }
      : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!action || !data) return;
    let input: SelectionJobInput = { filters, action };
    if (action === 'export') input = { ...input, format };
    if (action === 'list') {
      if (listChoice === NEW_LIST) {
        const parsed = LeadListInput.safeParse({ name: listName });
        if (!parsed.success) {
          setNameError(parsed.error.issues[0]?.message);
          return;
        }
        setNameError(undefined);
        input = { ...input, listName: parsed.data.name };
      } else {
        input = { ...input, listId: listChoice };
      }
    }
    start.mutate(input, { onSuccess: (created) => setJobId(created._id) });
  }

  const close = () => onClose(outcome);
  const title = action ? TITLES[action] : '';
  const blocked = action === 'reveal' && data ? revealBlocked(data) : null;
  const confirmLabel =
    !action || !data
      ? 'Start'
      : action === 'reveal'
        ? data.cost === 0
          ? 'Show e-mails (free)'
          : `Reveal for ${credits(Math.min(data.cost, data.balance))}`
        : action === 'list'
          ? `Add ${leadsText(data.total)} to list`
          : `Export ${leadsText(data.owned)}`;

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={
        jobId
          ? 'This runs on our servers: you may close this window, the job carries on.'
          : action === 'reveal'
            ? 'Each new e-mail costs 1 credit; e-mails you already own, unknown and invalid ones cost nothing.'
            : action === 'export'
              ? 'Exports are free: the file holds the leads of this search whose e-mails you own.'
              : 'Lists are free. Locked leads can be added now and revealed later.'
      }
      size="sm"
      dismissible={!start.isPending}
      footer={
        jobId ? (
          <Button variant={ended ? 'primary' : 'secondary'} onClick={close}>
            {ended ? 'Done' : 'Keep running in the background'}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={start.isPending}>
              Cancel
            </Button>
            {blocked === 'no-credits' ? (
              <ButtonLink to={paths.deposit}>Buy credits</ButtonLink>
            ) : (
              <Button
                type="submit"
                form={formId}
                disabled={
                  !data ||
                  blocked !== null ||
                  (action === 'export' && data.owned === 0) ||
                  (action === 'list' && lists.isPending)
                }
                isLoading={start.isPending}
                loadingText="Starting..."
              >
                {confirmLabel}
              </Button>
            )}
          </>
        )
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4 pb-1">
        {jobId && action ? (
          <JobProgress action={action} job={job.data} running={running} outcome={outcome?.text} />
        ) : quote.isPending ? (
          <p role="status" className="flex items-center gap-3 py-4 text-sm text-slate-600">
            <Spinner size="sm" className="text-indigo-600" />
            Counting the selection...
          </p>
        ) : quote.isError ? (
          <LoadError
            error={quote.error}
            onRetry={() => void quote.refetch()}
            title="We couldn't count the selection"
          />
        ) : data && action === 'reveal' ? (
          <RevealQuoteRows quote={data} />
        ) : data && action === 'export' ? (
          <>
            <Selected quote={data} />
            <label className="block space-y-1.5 text-sm font-medium text-slate-800">
              File format
              <select
                value={format}
                onChange={(event) => setFormat(event.target.value as LeadExportFormat)}
                className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
              >
                {LEAD_EXPORT_FORMATS.map((value) => (
                  <option key={value} value={value}>
                    {LEAD_EXPORT_FORMAT_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <Alert variant={data.owned === 0 ? 'warning' : 'info'}>
              {data.owned === 0
                ? 'You own none of these e-mails yet: reveal them first, then export.'
                : `${formatCount(data.owned)} of the ${formatCount(data.total)} leads are yours: the file holds those. Leads not revealed are left out.`}
            </Alert>
          </>
        ) : data && action === 'list' ? (
          <>
            <Selected quote={data} />
            <label className="block space-y-1.5 text-sm font-medium text-slate-800">
              List
              <select
                value={listChoice}
                onChange={(event) => setListChoice(event.target.value)}
                className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
              >
                {(lists.data ?? []).map((list) => (
                  <option key={list._id} value={list._id}>
                    {list.name} ({leadsText(list.count)})
                  </option>
                ))}
                <option value={NEW_LIST}>New list...</option>
              </select>
            </label>
            {listChoice === NEW_LIST ? (
              <TextField
                label="New list name"
                value={listName}
                onChange={(event) => setListName(event.target.value)}
                error={nameError}
                autoComplete="off"
              />
            ) : null}
          </>
        ) : null}
        {start.isError ? (
          <SpendError error={start.error} toDoMore="reveal the whole search" />
        ) : null}
      </form>
    </Modal>
  );
}

/** Why a whole-search reveal cannot start: nothing to reveal, or no credits at all. */
function revealBlocked(quote: SelectionQuote): 'nothing' | 'no-credits' | null {
  if (quote.new === 0 && quote.owned === 0) return 'nothing';
  if (quote.new === 0) return 'nothing';
  if (quote.balance === 0) return 'no-credits';
  return null;
}

function Selected({ quote }: { quote: SelectionQuote }) {
  return (
    <p className="text-sm text-slate-700">
      {quote.capped
        ? `${leadsText(quote.total)} of this search, the most one action takes (it matches more).`
        : `All ${leadsText(quote.total)} of this search.`}
    </p>
  );
}

function RevealQuoteRows({ quote }: { quote: SelectionQuote }) {
  return (
    <>
      <Selected quote={quote} />
      <RevealQuoteTable quote={quote} />
      {quote.new === 0 ? (
        <Alert variant="info">
          {quote.owned > 0
            ? 'Every e-mail of this search that can be sold is yours already.'
            : 'None of these e-mails can be revealed.'}
        </Alert>
      ) : quote.cost > quote.balance ? (
        <Alert variant="warning" title="Not enough credits for all of them">
          <p>
            {quote.balance === 0
              ? 'You have no credits left: buy a credit pack to reveal them.'
              : `The first ${formatCount(quote.balance)} will be revealed, then the job stops; the rest stay locked and cost nothing.`}{' '}
            {quote.balance === 0 ? null : (
              <Link to={paths.deposit} className="font-semibold underline">
                Buy credits
              </Link>
            )}
          </p>
        </Alert>
      ) : null}
    </>
  );
}

/** The job as it runs, then its outcome; an export's file downloads once it is written. */
function JobProgress({
  action,
  job,
  running,
  outcome,
}: {
  action: SelectionAction;
  job: SelectionJob | undefined;
  running: boolean;
  outcome: string | undefined;
}) {
  const downloaded = useRef(false);
  const fileUrl = job?.fileUrl ?? null;
  useEffect(() => {
    if (!fileUrl || downloaded.current) return;
    downloaded.current = true;
    const link = document.createElement('a');
    link.href = fileUrl;
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
  }, [fileUrl]);

  const tone = job?.status === 'failed' ? 'error' : job?.stopReason ? 'warning' : 'success';
  return (
    <div className="space-y-3">
      <ProgressBar label={`${WORKING[action]} progress`} percent={job?.progress ?? 0} />
      <p
        role="status"
        aria-live="polite"
        className={
          running
            ? 'text-sm text-slate-700'
            : tone === 'error'
              ? 'text-sm font-medium text-rose-800'
              : tone === 'warning'
                ? 'text-sm font-medium text-amber-900'
                : 'text-sm font-medium text-emerald-900'
        }
      >
        {running || !job
          ? `${WORKING[action]}... ${formatCount(job?.done ?? 0)} of ${leadsText(job?.total ?? 0)}`
          : outcome}
      </p>
      {fileUrl ? (
        <a href={fileUrl} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden="true" strokeWidth={1.8} className="size-4" />
          Download the CSV again
        </a>
      ) : null}
    </div>
  );
}
