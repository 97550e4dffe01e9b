import {
  countryName,
  DEPARTMENT_LABELS,
  LEAD_DEPARTMENTS,
  LEAD_PAGE_SIZE,
  LEAD_PREVIEW_PAGES,
  LEAD_SENIORITIES,
  type LeadFilters,
  SENIORITY_LABELS,
} from '@leadvault/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, SectionError } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/components/ui/page-title';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { useLeadPreview } from '../api/preview-leads';
import { PreviewTable } from '../components/preview-table';
import { ResultsSkeleton } from '../components/results-skeleton';
import { SignUpOffer } from '../components/sign-up-offer';
import { filtersFromParams, paramsFromFilters } from '../filters';
import { formatCount, LEAD_COUNT_CAPPED, leads as leadCount } from '../labels';

/** The filters a visitor's form offers (the preview's API takes every filter of the search). */
type VisitorFilters = Pick<LeadFilters, 'q' | 'seniority' | 'department' | 'country'>;

/** Markets offered in the country list; any other code still works from a shared address. */
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'ES', 'IT', 'SE', 'IN', 'SG', 'BR'];

const NO_FILTERS: VisitorFilters = { q: undefined };
/** How many results a visitor may page through. */
const PREVIEW_ROWS = LEAD_PREVIEW_PAGES * LEAD_PAGE_SIZE;

function visitorFilters(params: URLSearchParams): VisitorFilters {
  const { q, seniority, department, country } = filtersFromParams(params);
  return { q, seniority, department, country };
}

const selectClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100 sm:text-sm';

function Choice({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The visitor's search form: applied on submit, into the address (shareable, Back works). */
function VisitorSearchForm({
  filters,
  onSearch,
}: {
  filters: VisitorFilters;
  onSearch: (filters: VisitorFilters) => void;
}) {
  const keywordId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const one = (name: string) => {
      const value = String(data.get(name) ?? '').trim();
      return value ? [value] : undefined;
    };
    onSearch({
      q: String(data.get('q') ?? '').trim() || undefined,
      seniority: one('seniority') as VisitorFilters['seniority'],
      department: one('department') as VisitorFilters['department'],
      country: one('country'),
    });
  };
  return (
    <search aria-label="Leads">
      {/* Re-mounted with the address's filters, so Back shows the search it returns to. */}
      <form
        key={JSON.stringify(filters)}
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="min-w-0 sm:col-span-2 lg:col-span-1">
          <label htmlFor={keywordId} className="mb-1 block text-xs font-semibold text-slate-600">
            Keywords
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
            <input
              id={keywordId}
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              maxLength={200}
              placeholder="Name, job title or company"
              enterKeyHint="search"
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100 sm:text-sm"
            />
          </div>
        </div>
        <Choice
          label="Seniority"
          name="seniority"
          value={filters.seniority?.[0]}
          options={LEAD_SENIORITIES.map((value) => ({ value, label: SENIORITY_LABELS[value] }))}
        />
        <Choice
          label="Department"
          name="department"
          value={filters.department?.[0]}
          options={LEAD_DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_LABELS[value] }))}
        />
        <Choice
          label="Country"
          name="country"
          value={filters.country?.[0]}
          options={[...new Set([...COUNTRIES, ...(filters.country ?? [])])].map((code) => ({
            value: code,
            label: countryName(code),
          }))}
        />
        <Button type="submit" size="md" className="h-11" icon={<SearchIcon className="size-4" />}>
          Search
        </Button>
      </form>
    </search>
  );
}

/** Where the visitor is in the preview's pages: the cursors of the pages before this one. */
type Paging = { search: string; cursors: string[] };

/**
 * `/find-leads` for a signed-out visitor: a real search over our leads with e-mails masked and
 * the offer of a free account. Rendered on the server (the first page without filters is in
 * the HTML, for people and search engines alike); filters and pages load in the browser.
 */
export function VisitorSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The server renders the search without filters (its page is shared by every address): the
  // browser's first render matches it, then applies the address's filters.
  const hydrated = useHydrated();
  const filters = hydrated ? visitorFilters(searchParams) : NO_FILTERS;
  const search = paramsFromFilters(filters).toString();
  const [paging, setPaging] = useState<Paging>({ search, cursors: [] });
  const cursors = paging.search === search ? paging.cursors : [];
  const preview = useLeadPreview(filters, cursors.at(-1));
  const page = cursors.length + 1;

  const onSearch = (next: VisitorFilters) => setSearchParams(paramsFromFilters(next));
  const goTo = (nextCursors: string[]) => {
    setPaging({ search, cursors: nextCursors });
    document.getElementById('preview-results')?.scrollIntoView({ block: 'start' });
  };

  const data = preview.data;
  const limited = isApiError(preview.error) && preview.error.status === 429;
  const caption = data
    ? data.totalCapped
      ? LEAD_COUNT_CAPPED
      : `${leadCount(data.total)} found`
    : 'Leads';

  return (
    <>
      <DocumentTitle title="Find Leads" />
      <section
        aria-labelledby="page-heading"
        className="relative isolate overflow-hidden border-b border-slate-200/70 bg-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_22rem_at_50%_-20%,var(--color-indigo-100),transparent),radial-gradient(30rem_18rem_at_100%_100%,var(--color-sky-50),transparent)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
            Find Leads
          </p>
          <h1
            id="page-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Search verified B2B contacts
          </h1>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">
            Find decision makers by name, job title, company, seniority, department and country.
            Searching is free; every e-mail we sell is checked by our own verifier and shows when.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <VisitorSearchForm filters={filters} onSearch={onSearch} />
        <SignUpOffer />

        <section id="preview-results" aria-labelledby="preview-count" className="scroll-mt-24">
          <h2
            id="preview-count"
            aria-live="polite"
            className="mb-3 text-base font-semibold text-slate-900"
          >
            {data ? caption : preview.isPending ? 'Searching...' : 'Results'}
          </h2>
          {limited ? (
            <Alert variant="warning" title="Too many searches from your address">
              <p>{preview.error?.message}</p>
            </Alert>
          ) : preview.isError && !data ? (
            <SectionError
              what="the leads"
              onRetry={() => void preview.refetch()}
              isRetrying={preview.isFetching}
            />
          ) : !data ? (
            <ResultsSkeleton label="Searching the leads..." />
          ) : data.items.length === 0 ? (
            <EmptyState
              title="No leads match this search."
              description="Try fewer words or another filter."
            />
          ) : (
            <>
              <PreviewTable
                caption={caption}
                leads={data.items}
                isStale={preview.isPlaceholderData}
              />
              <nav
                aria-label="Result pages"
                className="mt-4 flex flex-wrap items-center justify-between gap-3"
              >
                <p className="text-sm text-slate-600">
                  Page {formatCount(page)}
                  {data.nextCursor === null && data.total > PREVIEW_ROWS
                    ? ` — visitors see the first ${formatCount(PREVIEW_ROWS)} results. An account sees every one.`
                    : ''}
                </p>
                <div className={cn('flex gap-2', page === 1 && !data.nextCursor && 'hidden')}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page === 1}
                    onClick={() => goTo(cursors.slice(0, -1))}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!data.nextCursor || preview.isPlaceholderData}
                    onClick={() => data.nextCursor && goTo([...cursors, data.nextCursor])}
                  >
                    Next
                  </Button>
                </div>
              </nav>
            </>
          )}
        </section>
      </div>
    </>
  );
}
