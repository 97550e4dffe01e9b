import type { Lead } from '@leadvault/contract';
import { useEffect, useRef } from 'react';
import type { LeadSelection } from '../hooks/use-selection';

/** "Select all on this page": ticked when every lead is, mixed when some are. */
export function SelectPage({ leads, selection }: { leads: Lead[]; selection: LeadSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = leads.filter((lead) => selection.has(lead._id)).length;
  const all = leads.length > 0 && chosen === leads.length;
  const some = chosen > 0 && !all;

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);

  return (
    <label className="inline-flex cursor-pointer items-center gap-2.5 rounded-lg py-1 text-sm font-medium text-slate-700 select-none">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        disabled={leads.length === 0}
        onChange={() => selection.setMany(leads, !all)}
        className="size-4.5 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      Select all on this page
    </label>
  );
}
