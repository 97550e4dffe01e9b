import type { Lead } from '@leadvault/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * The leads ticked on a results page. They are remembered by id with the lead itself, so the
 * selection survives paging (the reveal and "Add to list" act on all of them).
 */
export function useLeadSelection() {
  const [selected, setSelected] = useState<Map<string, Lead>>(() => new Map());

  const toggle = useCallback((lead: Lead) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(lead._id)) next.delete(lead._id);
      else next.set(lead._id, lead);
      return next;
    });
  }, []);

  const setMany = useCallback((leads: Lead[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const lead of leads) {
        if (on) next.set(lead._id, lead);
        else next.delete(lead._id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const remove = useCallback((ids: string[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const leads = useMemo(() => [...selected.values()], [selected]);
  return {
    leads,
    ids: useMemo(() => [...selected.keys()], [selected]),
    size: selected.size,
    has: (id: string) => selected.has(id),
    toggle,
    setMany,
    clear,
    remove,
  };
}

export type LeadSelection = ReturnType<typeof useLeadSelection>;
