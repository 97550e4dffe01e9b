import type { FinderAnswer } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { ACCEPT_ALL_TEXT, finderChargeText, finderMissText } from '../labels';
import { ConfidenceMeter } from './confidence-meter';
import { CopyButton } from './copy-button';
import { EmailStatusPill } from './email-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The address the finder answered, how sure we are and what it cost; or why there is none. */
export function FinderAnswerCard({ answer, name }: { answer: FinderAnswer; name: string }) {
  if (!answer.email) {
    return (
      <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <MailIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">No address found for {name}</h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="finder-miss">
            {finderMissText(answer.reason ?? 'not_found', answer.domain)}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
        <CheckIcon className="size-4" />
        <h2>Address of {name}</h2>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code
          data-testid="finder-email"
          className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900 sm:text-lg"
        >
          {answer.email}
        </code>
        <CopyButton value={answer.email} label={`Copy ${answer.email}`} />
      </div>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        {answer.emailStatus ? (
          <Fact label="Status">
            <EmailStatusPill status={answer.emailStatus} />
            {answer.emailStatus === 'accept_all' ? (
              <p className="mt-1 text-slate-600">{ACCEPT_ALL_TEXT}.</p>
            ) : null}
          </Fact>
        ) : null}
        <Fact label="Confidence">
          <ConfidenceMeter value={answer.confidence} />
        </Fact>
        {answer.pattern ? (
          <Fact label="Pattern">
            <span className="font-mono">{answer.pattern}</span>
            {answer.patternShare ? (
              <span className="text-slate-600"> · {answer.patternShare}</span>
            ) : null}
          </Fact>
        ) : null}
        <Fact label="Cost">{finderChargeText(answer)}</Fact>
      </dl>
    </div>
  );
}
