import type { useCursorPaging } from '../hooks/use-cursor-paging';
import { CursorPager } from './cursor-pager';
import { LeadTable } from './lead-table';

type PagedLeadTableProps = Parameters<typeof LeadTable>[0] & {
  /** The page's keyset paging (useCursorPaging) and where the next page starts. */
  paging: ReturnType<typeof useCursorPaging>;
  nextCursor: string | null | undefined;
  /** The pager's name for screen readers, e.g. 'Result pages'. */
  pagerLabel: string;
};

/** One page of leads with Previous / Next under it: search results, a list, my leads. */
export function PagedLeadTable({ paging, nextCursor, pagerLabel, ...table }: PagedLeadTableProps) {
  return (
    <>
      <LeadTable {...table} />
      <CursorPager
        label={pagerLabel}
        page={paging.page}
        hasPrevious={paging.hasPrevious}
        nextCursor={nextCursor}
        onPrevious={paging.previous}
        onNext={paging.next}
      />
    </>
  );
}
