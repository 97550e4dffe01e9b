import { LEAD_SELECTION_MAX, type LeadFilters, type SelectionAction } from '@leadvault/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryFailure, StatePanel } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { BookmarkIcon, FilterIcon, SearchIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { useFacets } from '../api/get-facets';
import { useLeadSearch } from '../api/search-leads';
import { ActiveFilters } from '../components/active-filters';
import { FilterPanel } from '../components/filter-panel';
import { FindLeadsPage } from '../components/find-leads-layout';
import { KeywordSearch } from '../components/keyword-search';
import { isLockedRevealable } from '../components/lead-email';
import { PagedLeadTable } from '../components/paged-lead-table';
import { ResultsSkeleton } from '../components/results-skeleton';
import { RevealAnnouncement } from '../components/reveal-announcement';
import { SaveSearchDialog } from '../components/save-search-dialog';
import { SearchOrderControls } from '../components/search-order-controls';
import { SelectAllResults } from '../components/select-all-results';
import { SelectPage } from '../components/select-page';
import { SelectionBar } from '../components/selection-bar';
import { SelectionDialogs } from '../components/selection-dialogs';
import { WholeSearchDialog } from '../components/whole-search-dialog';
import {
  activeFilterCount,
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
  suggestedSearchName,
} from '../filters';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { useFocusFallback } from '../hooks/use-focus-fallback';
import { useRevealOutcomes } from '../hooks/use-reveal-outcomes';
import { useLeadSelection } from '../hooks/use-selection';
import { estimatedLeadCount, formatCount } from '../labels';
import { type SearchOrder, searchOrderFromParams, withSearchOrder } from '../search-order';

/**
 * /find-leads: filters beside the results, every choice kept in the URL (shareable, the back
 * button steps through searches), keyset pages, and the ticked leads' reveal and lists.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params' text is their identity.
  const filters = useMemo(() => filtersFromParams(searchParams), [paramsKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params' text is their identity.
  const order = useMemo(() => searchOrderFromParams(searchParams), [paramsKey]);
  const paging = useCursorPaging();
  // A cursor page answers the count its search began with (the cursor carries it).
  const search = useLeadSearch({ ...filters, ...order, cursor: paging.cursor });
  const facets = useFacets(filters);
  const selection = useLeadSelection();
  const reveal = useRevealOutcomes();
  const [dialog, setDialog] = useState<'reveal' | 'list' | 'save' | null>(null);
  const [wholeAction, setWholeAction] = useState<SelectionAction | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(filters);
  const results = useFocusFallback<HTMLParagraphElement>();

  const applyFilters = (next: LeadFilters) => {
    selection.clear();
    setSearchParams(withSearchOrder(paramsFromFilters(next), order), { preventScrollReset: true });
  };
  // Another order or page size is the same search from its first page; the ticks stay.
  const applyOrder = (next: SearchOrder) =>
    setSearchParams(withSearchOrder(searchParams, next), { preventScrollReset: true });

  const revealIds = selection.leads.filter(isLockedRevealable).map((lead) => lead._id);
  const page = search.data;
  // The whole search as its page counts it; the quote counts it exactly before anything runs.
  const wholeCount = page
    ? page.totalCapped
      ? LEAD_SELECTION_MAX
      : Math.min(page.total, LEAD_SELECTION_MAX)
    : 0;
  const whole = selection.wholeSearch && wholeCount > 0;

  return (
    <FindLeadsPage className={selection.size > 0 ? 'pb-40 sm:pb-28' : undefined}>
      <PageTitle
        title="Find Leads"
        eyebrow="Search"
        description="Search is free. Revealing a verified e-mail costs 1 credit, and e-mails you own stay free forever."
      />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-36">
          <Button
            variant="secondary"
            fullWidth
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="lead-filters"
            icon={<FilterIcon className="size-4" />}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters
            {filterCount > 0 ? (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">
                {filterCount}
              </span>
            ) : null}
          </Button>
          <section
            id="lead-filters"
            aria-label="Filters"
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm max-lg:mt-3 lg:block lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto',
              filtersOpen ? 'block' : 'hidden',
            )}
          >
            <h2 className="mb-4 text-base font-bold text-slate-900">Filters</h2>
            <FilterPanel filters={filters} facets={facets.data} onChange={applyFilters} />
            <Button
              variant="secondary"
              fullWidth
              className="mt-6 lg:hidden"
              onClick={() => setFiltersOpen(false)}
            >
              Show results
            </Button>
          </section>
        </div>

        <div
          className="min-w-0 space-y-4"
          // Which search the results on screen answer (browser tests wait for it).
          data-results-for={search.data && !search.isPlaceholderData ? paramsKey : undefined}
        >
          <KeywordSearch
            value={filters.q ?? ''}
            onSearch={(q) => applyFilters({ ...filters, q: q || undefined })}
          />
          <ActiveFilters filters={filters} onChange={applyFilters} />
          <SearchOrderControls
            order={order}
            hasKeyword={Boolean(filters.q)}
            onChange={applyOrder}
          />

          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              ref={results.ref}
              tabIndex={-1}
              role="status"
              aria-live="polite"
              className="text-sm font-semibold text-slate-900 outline-none"
            >
              {page
                ? page.totalCapped
                  ? estimatedLeadCount(page.total)
                  : `${formatCount(page.total)} ${page.total === 1 ? 'lead' : 'leads'} found`
                : search.isError
                  ? ''
                  : 'Searching...'}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                icon={<BookmarkIcon className="size-4" />}
                onClick={() => setDialog('save')}
              >
                Save search
              </Button>
              {page && page.items.length > 0 ? (
                <SelectPage leads={page.items} selection={selection} />
              ) : null}
            </div>
          </div>
          {page && page.items.length > 0 ? (
            <SelectAllResults
              pageLeadIds={page.items.map((lead) => lead._id)}
              total={page.total}
              capped={page.totalCapped}
              selection={selection}
            />
          ) : null}
          <RevealAnnouncement announcement={reveal.announcement} />
          {/* Before the table in the Tab order (it is pinned to the bottom of the screen). */}
          <SelectionBar
            count={whole ? wholeCount : selection.size}
            revealable={whole ? wholeCount : revealIds.length}
            summary={
              whole
                ? `${page?.totalCapped ? 'First' : 'All'} ${formatCount(wholeCount)} results selected`
                : undefined
            }
            revealLabel={whole ? 'Reveal all...' : undefined}
            onReveal={() => (whole ? setWholeAction('reveal') : setDialog('reveal'))}
            onClear={selection.clear}
          >
            <Button
              variant="secondary"
              onClick={() => (whole ? setWholeAction('list') : setDialog('list'))}
              className="shrink-0"
            >
              Add to list
            </Button>
            {whole ? (
              <Button
                variant="secondary"
                onClick={() => setWholeAction('export')}
                className="shrink-0"
              >
                Export
              </Button>
            ) : null}
          </SelectionBar>

          {search.isPending ? (
            <ResultsSkeleton label="Loading leads..." />
          ) : search.isError ? (
            <QueryFailure
              query={search}
              icon={<SearchIcon className="size-7" />}
              title="We couldn't search the leads"
            />
          ) : page && page.items.length === 0 ? (
            <StatePanel
              tone="neutral"
              icon={<SearchIcon className="size-7" />}
              title="No leads match your search"
              actions={
                filterCount > 0 ? (
                  <Button variant="secondary" onClick={() => applyFilters(NO_FILTERS)}>
                    Clear all filters
                  </Button>
                ) : undefined
              }
            >
              <p>Try fewer filters, another spelling or a broader job title.</p>
            </StatePanel>
          ) : page ? (
            <PagedLeadTable
              caption="Leads found"
              leads={page.items}
              selection={selection}
              outcomes={reveal.outcomes}
              isStale={search.isPlaceholderData}
              paging={paging}
              nextCursor={page.nextCursor}
              pagerLabel="Result pages"
            />
          ) : null}
        </div>
      </div>

      <WholeSearchDialog
        action={wholeAction}
        filters={filters}
        onClose={(outcome) => {
          const action = wholeAction;
          setWholeAction(null);
          results.restore();
          if (outcome) {
            reveal.announce(outcome);
            if (action === 'reveal') selection.clear();
          }
        }}
      />
      <SelectionDialogs
        open={dialog === 'save' ? null : dialog}
        revealIds={revealIds}
        selection={selection}
        reveal={reveal}
        onClose={() => {
          setDialog(null);
          results.restore();
        }}
      />
      <SaveSearchDialog
        open={dialog === 'save'}
        filters={filters}
        suggestedName={suggestedSearchName(filters)}
        onClose={() => setDialog(null)}
      />
    </FindLeadsPage>
  );
}
