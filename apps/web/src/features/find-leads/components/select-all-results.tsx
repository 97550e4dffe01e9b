import { LEAD_SELECTION_MAX } from '@leadvault/contract';
import type { LeadSelection } from '../hooks/use-selection';
import { formatCount, selectAllResultsText } from '../labels';

const linkButton =
  'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * Gmail's offer: once every lead of the page is ticked and the search has more, "Select all N
 * results" takes the whole search (10,000 of its matches at most); then it says so and offers to
 * clear it.
 */
export function SelectAllResults({
  pageLeadIds,
  total,
  capped,
  selection,
}: {
  pageLeadIds: string[];
  /** The search's matches as its first page counted them. */
  total: number;
  /** `total` is an estimate (past the exact count's cap). */
  capped: boolean;
  selection: LeadSelection;
}) {
  const pageTicked = pageLeadIds.length > 0 && pageLeadIds.every((id) => selection.has(id));
  const more = capped || total > pageLeadIds.length;
  if (selection.wholeSearch) {
    const held = Math.min(total, LEAD_SELECTION_MAX);
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-indigo-50 px-4 py-2.5 text-sm text-indigo-950">
        <span>
          {total > LEAD_SELECTION_MAX || (capped && total >= LEAD_SELECTION_MAX)
            ? `${formatCount(held)} results of this search are selected, the most one action takes: narrow the search to choose which.`
            : capped
              ? `All results of this search are selected (about ${formatCount(held)}).`
              : `All ${formatCount(held)} results of this search are selected.`}
        </span>
        <button type="button" onClick={selection.clear} className={linkButton}>
          Clear selection
        </button>
      </p>
    );
  }
  if (!pageTicked || !more) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-800">
      <span>All {formatCount(pageLeadIds.length)} leads on this page are selected.</span>
      <button type="button" onClick={selection.selectWholeSearch} className={linkButton}>
        {selectAllResultsText(total, capped)}
      </button>
    </p>
  );
}
