import type { Lead } from '@leadvault/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * The leads ticked on a results page. They are remembered by id with the lead itself, so the
 * selection survives paging (the reveal and "Add to list" act on all of them).
 *
 * `wholeSearch`: "Select all N results" took the whole search instead (its first 10,000
 * matches, acted on by the server's job); ticking or unticking a lead leaves it, as in Gmail.
 */
export function useLeadSelection() {
  const [selected, setSelected] = useState<Map<string, Lead>>(() => new Map());
  const [wholeSearch, setWholeSearch] = useState(false);

  const toggle = useCallback(
    (lead: Lead) => {
      // Every lead shows ticked while the whole search is: unticking one keeps the page's others.
      const untick = wholeSearch;
      setWholeSearch(false);
      setSelected((current) => {
        const next = new Map(current);
        if (untick || next.has(lead._id)) next.delete(lead._id);
        else next.set(lead._id, lead);
        return next;
      });
    },
    [wholeSearch],
  );

  const setMany = useCallback((leads: Lead[], on: boolean) => {
    setWholeSearch(false);
    setSelected((current) => {
      const next = new Map(current);
      for (const lead of leads) {
        if (on) next.set(lead._id, lead);
        else next.delete(lead._id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setWholeSearch(false);
    setSelected(new Map());
  }, []);
  const remove = useCallback((ids: string[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);
  const selectWholeSearch = useCallback(() => setWholeSearch(true), []);

  const leads = useMemo(() => [...selected.values()], [selected]);
  return {
    leads,
    ids: useMemo(() => [...selected.keys()], [selected]),
    size: selected.size,
    has: (id: string) => wholeSearch || selected.has(id),
    wholeSearch,
    toggle,
    setMany,
    clear,
    remove,
    selectWholeSearch,
  };
}

export type LeadSelection = ReturnType<typeof useLeadSelection>;
