import {
  BOUNCE_WINDOW_DAYS,
  type BounceOutcome,
  BounceReportInput,
  type Lead,
  maxLengths,
} from '@leadvault/contract';
import { useEffect, useRef, useState } from 'react';
import { PlainTextAreaField } from '@/components/kit/plain-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useReportBounce } from '../api/report-bounce';
import { BOUNCE_OUTCOME_TEXT, credits, formatCount, formatDate } from '../labels';

const NOTE_MAX = maxLengths(BounceReportInput).note ?? 500;

const outcomeTone: Record<BounceOutcome, 'success' | 'info'> = {
  refunded: 'success',
  still_deliverable: 'info',
  checking: 'info',
};

/** The outcome of a report made earlier, shown in the lead's row instead of the button. */
export function BounceNote({ bounce }: { bounce: NonNullable<Lead['bounce']> }) {
  return (
    <span className="text-xs text-slate-600">
      <span className="font-semibold text-slate-700">
        Bounce reported {formatDate(bounce.reportedAt)}:
      </span>{' '}
      {BOUNCE_OUTCOME_TEXT[bounce.outcome]}
    </span>
  );
}

/** The row action that opens the report (the address in its name, for screen readers). */
export function ReportBounceButton({ lead, onReport }: { lead: Lead; onReport: () => void }) {
  return (
    <button
      type="button"
      onClick={onReport}
      className="w-fit rounded text-xs font-semibold text-slate-600 underline underline-offset-2 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      Report bounce<span className="sr-only"> of {lead.email}</span>
    </button>
  );
}

/**
 * "Report bounce": the person who revealed an address says it bounced; we check it again at once
 * and give the credit back when our check cannot confirm it (LEADS.md rule 6). Asks for an
 * optional note, then shows what the report did; a refused report shows the server's reason
 * (reported already, the 30 days are over, too many reports).
 */
export function ReportBounceDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const report = useReportBounce();
  const [note, setNote] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);
  const { reset } = report;
  const leadId = lead?._id;

  useEffect(() => {
    if (leadId) {
      setNote('');
      reset();
    }
  }, [leadId, reset]);

  const answer = report.data;
  useEffect(() => {
    if (answer) closeRef.current?.focus();
  }, [answer]);

  const send = () => {
    if (!lead) return;
    const trimmed = note.trim();
    report.mutate({ leadId: lead._id, input: trimmed ? { note: trimmed } : {} });
  };

  return (
    <Modal
      open={lead !== null}
      onClose={onClose}
      title={answer ? 'Bounce reported' : 'Report a bounce?'}
      description={
        lead?.email
          ? answer
            ? lead.email
            : `We check ${lead.email} again at once. If our check cannot confirm it, your credit comes back (within ${BOUNCE_WINDOW_DAYS} days of revealing it, once).`
          : undefined
      }
      size="sm"
      dismissible={!report.isPending}
      footer={
        answer ? (
          <Button ref={closeRef} onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
              Cancel
            </Button>
            <Button onClick={send} isLoading={report.isPending} loadingText="Checking...">
              Report bounce
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4 pb-1">
        {answer ? (
          <Alert variant={outcomeTone[answer.outcome]} title={BOUNCE_OUTCOME_TEXT[answer.outcome]}>
            <p>Your balance: {credits(answer.balance)}.</p>
          </Alert>
        ) : (
          <PlainTextAreaField
            label="What happened? (optional)"
            hint={`The bounce message, if you have it. ${formatCount(note.length)} / ${formatCount(NOTE_MAX)} characters.`}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            disabled={report.isPending}
          />
        )}
        {report.isError ? (
          <Alert variant="error" title="The bounce was not reported">
            {report.error.message}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
