import type { LeadImport } from '@leadvault/contract';
import { Panel } from '@/components/kit';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { checksRunning } from '../api/imports';
import { useQueueVerifications } from '../api/verifications';
import { CountTiles } from './count-tiles';

type Counts = NonNullable<LeadImport['verification']>;

const LABELS: Array<[keyof Counts, string]> = [
  ['queued', 'Queued'],
  ['done', 'Done'],
  ['valid', 'Valid'],
  ['accept_all', 'Accept-all'],
  ['invalid', 'Invalid'],
  ['unknown', 'Unknown'],
];

/**
 * The import report's e-mail checks: how many of the imported leads were queued, how many are
 * done and what they found, with a bar while they run (the report is asked for again until they
 * are done), and "Check the imported leads" to check them all again now.
 */
export function ImportChecks({ leadImport }: { leadImport: LeadImport }) {
  const queue = useQueueVerifications();
  const counts = leadImport.verification;
  const running = checksRunning(leadImport);
  const percent = counts && counts.queued > 0 ? (counts.done / counts.queued) * 100 : 0;
  return (
    <Panel
      title="E-mail checks"
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => queue.mutate({ importId: leadImport._id })}
          isLoading={queue.isPending}
          loadingText="Queueing..."
        >
          Check the imported leads
        </Button>
      }
    >
      {counts ? (
        <div className="space-y-4">
          {running ? (
            <div className="space-y-2">
              <ProgressBar label="Checks done" percent={percent} />
              <p className="text-sm text-slate-600" aria-live="polite">
                {`${counts.done.toLocaleString('en-US')} of ${counts.queued.toLocaleString('en-US')} checked. The checks go on in the background.`}
              </p>
            </div>
          ) : null}
          <CountTiles
            testIdPrefix="checks"
            counts={LABELS.map(([key, label]) => ({ key, label, value: counts[key] }))}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          No checks queued for this import yet. Its leads are checked free when a customer reveals
          them, or now with “Check the imported leads”.
        </p>
      )}
    </Panel>
  );
}
