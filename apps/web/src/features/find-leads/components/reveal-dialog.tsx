import type { RevealResponse } from '@leadvault/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRevealQuote } from '../api/quote-reveal';
import { newIdempotencyKey, useRevealLeads } from '../api/reveal-leads';
import { credits, formatCount } from '../labels';
import { RevealQuoteTable } from './reveal-quote-table';
import { SpendError } from './spend-error';

/**
 * The confirmation of a reveal: asks the server what it would cost (new, already yours,
 * unavailable, balance) and reveals only once the person agrees. One idempotency key per
 * opening, so a retry after a dropped answer is never charged twice.
 */
export function RevealDialog({
  open,
  leadIds,
  onClose,
  onRevealed,
}: {
  open: boolean;
  leadIds: string[];
  onClose: () => void;
  onRevealed: (answer: RevealResponse) => void;
}) {
  const quote = useRevealQuote(leadIds, open);
  const reveal = useRevealLeads();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { reset } = reveal;

  useEffect(() => {
    if (open) {
      setIdempotencyKey(newIdempotencyKey());
      reset();
    }
  }, [open, reset]);

  const data = quote.data;
  const chargeable = data ? Math.min(data.new, data.balance) : 0;
  // What this reveal will charge: every new e-mail, or as many as the balance pays for.
  const charge = data ? Math.min(data.cost, data.balance) : 0;
  const nothingToDo = data ? data.new === 0 && data.owned === 0 : false;
  const outOfCredits = data ? data.new > 0 && data.balance === 0 && data.owned === 0 : false;
  const canConfirm = data !== undefined && !nothingToDo && !outOfCredits;
  const confirmLabel = !data
    ? 'Reveal'
    : data.cost === 0
      ? 'Show e-mails (free)'
      : `Reveal for ${credits(charge)}`;

  const confirm = () =>
    reveal.mutate(
      { leadIds, idempotencyKey },
      {
        onSuccess: (answer) => {
          onRevealed(answer);
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Reveal ${formatCount(leadIds.length)} ${leadIds.length === 1 ? 'e-mail' : 'e-mails'}?`}
      description="Searching is free. Each new e-mail costs 1 credit; e-mails you already own stay free."
      size="sm"
      dismissible={!reveal.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reveal.isPending}>
            Cancel
          </Button>
          {outOfCredits ? (
            // Nothing can be revealed without credits: the way to get some, not a dead button.
            <ButtonLink to={paths.deposit}>Buy credits</ButtonLink>
          ) : (
            <Button
              onClick={confirm}
              disabled={!canConfirm}
              isLoading={reveal.isPending}
              loadingText="Revealing..."
            >
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4 pb-1">
        {quote.isPending ? (
          <p role="status" className="flex items-center gap-3 py-4 text-sm text-slate-600">
            <Spinner size="sm" className="text-indigo-600" />
            Checking the price...
          </p>
        ) : quote.isError ? (
          <LoadError
            error={quote.error}
            onRetry={() => void quote.refetch()}
            title="We couldn't get the price"
          />
        ) : data ? (
          <>
            <RevealQuoteTable quote={data} />
            {nothingToDo ? (
              <Alert variant="info">None of these e-mails can be revealed.</Alert>
            ) : data.cost > data.balance ? (
              <Alert variant="warning" title="Not enough credits for all of them">
                <p>
                  {data.balance === 0
                    ? 'You have no credits left: buy a credit pack to reveal them.'
                    : `The first ${formatCount(chargeable)} will be revealed; the rest stay locked and cost nothing.`}{' '}
                  {data.balance === 0 ? null : (
                    <Link to={paths.deposit} className="font-semibold underline">
                      Buy credits
                    </Link>
                  )}
                </p>
              </Alert>
            ) : null}
          </>
        ) : null}
        {reveal.isError ? <SpendError error={reveal.error} toDoMore="reveal more e-mails" /> : null}
      </div>
    </Modal>
  );
}
