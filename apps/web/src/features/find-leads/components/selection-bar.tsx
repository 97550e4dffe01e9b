import { LEAD_REVEAL_COST, LEAD_REVEAL_MAX } from '@leadvault/contract';
import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useToastClearance } from '@/lib/use-toast-clearance';
import { credits, formatCount } from '../labels';

/**
 * What can be done with the ticked leads, pinned to the bottom of the screen while any are
 * ticked: reveal the locked ones ("Reveal N — N credits"), add to a list, and page-specific
 * actions. Pages render it before their results table: it is pinned, so only the Tab order
 * follows, and the actions are a few Shift+Tab presses from any ticked row.
 *
 * `summary` and `revealLabel`: the whole search is selected ("All 1,234 results selected",
 * "Reveal all..."), its price is the quote's, and the reveal runs as a job without the
 * per-call limit.
 */
export function SelectionBar({
  count,
  revealable,
  onReveal,
  onClear,
  summary,
  revealLabel,
  children,
}: {
  count: number;
  /** Ticked leads that are still locked and for sale: what a reveal would charge. */
  revealable: number;
  onReveal: () => void;
  onClear: () => void;
  summary?: string;
  revealLabel?: string;
  children?: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <PinnedBar {...{ count, revealable, onReveal, onClear, summary, revealLabel, children }} />
  );
}

/** The bar itself, shown: toasts keep clear of it while it is. */
function PinnedBar({
  count,
  revealable,
  onReveal,
  onClear,
  summary,
  revealLabel,
  children,
}: Parameters<typeof SelectionBar>[0]) {
  const bar = useRef<HTMLElement>(null);
  useToastClearance('bottom', bar);
  const tooMany = revealLabel === undefined && revealable > LEAD_REVEAL_MAX;
  return (
    <section
      ref={bar}
      aria-label="Selected leads"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.25)] backdrop-blur"
    >
      {/* The right padding keeps the buttons clear of the site's scroll-to-top button. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 py-3 pr-20 pl-4 sm:pl-6 lg:pl-8">
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {summary ?? `${formatCount(count)} selected`}
        </p>
        <button
          type="button"
          onClick={onClear}
          className="rounded text-sm font-semibold text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Clear selection
        </button>
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          {children}
          <Button
            onClick={onReveal}
            disabled={revealable === 0 || tooMany}
            title={
              tooMany
                ? `At most ${LEAD_REVEAL_MAX} at once`
                : revealable === 0
                  ? 'Every selected e-mail is already yours or not for sale'
                  : undefined
            }
            className="min-w-0 flex-1 sm:flex-none"
          >
            {revealLabel ??
              `Reveal ${formatCount(revealable)} — ${credits(revealable * LEAD_REVEAL_COST)}`}
          </Button>
        </div>
      </div>
    </section>
  );
}
