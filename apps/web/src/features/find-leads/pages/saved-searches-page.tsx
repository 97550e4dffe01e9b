import type { SavedSearch } from '@leadvault/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { LoadingBlock, QueryContent } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { SearchIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useStopAlert,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { ActiveFilterList } from '../components/active-filters';
import { AlertChoice } from '../components/alert-choice';
import { FindLeadsPage } from '../components/find-leads-layout';
import { RenameSavedSearchDialog } from '../components/rename-saved-search-dialog';
import { paramsFromFilters } from '../filters';
import { formatDate, formatDateTime } from '../labels';

/** The link of an alert e-mail (`?unsubscribe=<token>`): stops that alert once, says so. */
function useUnsubscribeFromLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('unsubscribe');
  const stop = useStopAlert();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    stop.mutate(token, {
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('unsubscribe');
            return current;
          },
          { replace: true },
        ),
    });
  }, [token, stop, setParams]);
  return stop;
}

/** /find-leads/saved-searches: the person's saved searches, their alerts, rename and delete. */
export function SavedSearchesPage() {
  const searches = useSavedSearches();
  const stopped = useUnsubscribeFromLink();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);

  return (
    <FindLeadsPage>
      <PageTitle
        title="Saved Searches"
        eyebrow="Find Leads"
        description="Run a search again in one click, and get an e-mail when new leads match it."
      />
      <div className="mt-6 space-y-4">
        {stopped.isSuccess ? (
          <Alert variant="success">
            Alerts for “{stopped.data.name}” are off. Turn them on again below whenever you like.
          </Alert>
        ) : stopped.isError ? (
          <Alert variant="error">{stopped.error.message}</Alert>
        ) : null}
        <QueryContent
          query={searches}
          loading={<LoadingBlock variant="page" label="Loading your saved searches..." />}
          icon={<SearchIcon className="size-7" />}
          failure="We couldn't load your saved searches"
          isEmpty={(data) => data.length === 0}
          empty={{
            title: 'No saved searches yet',
            text: (
              <p>
                Choose filters in the{' '}
                <Link to={paths.findLeads} className="font-semibold text-indigo-600 underline">
                  search
                </Link>{' '}
                and press “Save search”.
              </p>
            ),
          }}
        >
          {(data) => (
            <ul aria-label="Your saved searches" className="grid gap-4 lg:grid-cols-2">
              {data.map((search) => (
                <SavedSearchCard key={search._id} search={search} onRename={setRenaming} />
              ))}
            </ul>
          )}
        </QueryContent>
      </div>
      <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
    </FindLeadsPage>
  );
}

function SavedSearchCard({
  search,
  onRename,
}: {
  search: SavedSearch;
  onRename: (search: SavedSearch) => void;
}) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { confirm, dialog } = useConfirm();
  const filters = { q: undefined, ...search.filters };
  const query = paramsFromFilters(filters).toString();

  async function onDelete() {
    const deleted = await confirm({
      title: `Delete “${search.name}”?`,
      message:
        search.alert === 'off'
          ? 'The saved filters go; the leads you revealed stay yours.'
          : 'The saved filters and their alert go; the leads you revealed stay yours.',
      confirmLabel: 'Delete search',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: () => remove.mutateAsync(search._id),
    });
    if (deleted) toast.success(`Search “${search.name}” deleted.`);
  }

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Link
        to={`${paths.findLeads}${query ? `?${query}` : ''}`}
        className="text-lg font-semibold break-words text-slate-900 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {search.name}
      </Link>
      <p className="mt-1 text-sm text-slate-600">Saved {formatDate(search.createdAt)}</p>
      <div className="mt-3">
        <ActiveFilterList filters={filters} emptyText="Every lead (no filter)" />
      </div>
      <div className="mt-4">
        <AlertChoice
          compact
          legend={`Alert for ${search.name}`}
          value={search.alert}
          disabled={update.isPending}
          onChange={(alert) =>
            update.mutate(
              { id: search._id, update: { alert } },
              {
                onSuccess: (saved) =>
                  toast.success(
                    saved.alert === 'off'
                      ? `No more alerts for “${saved.name}”.`
                      : `We'll e-mail you ${saved.alert === 'daily' ? 'daily' : 'weekly'} when new leads match “${saved.name}”.`,
                  ),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
        <p className="mt-2 text-xs text-slate-500">
          {search.alert === 'off'
            ? 'No e-mail for this search.'
            : search.lastAlertAt
              ? `Last alert ${formatDateTime(search.lastAlertAt)}.`
              : `New leads counted from ${formatDateTime(search.newSince)}.`}
        </p>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button size="sm" variant="secondary" onClick={() => onRename(search)}>
          Rename<span className="sr-only"> {search.name}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="text-red-700"
          onClick={() => void onDelete()}
        >
          Delete<span className="sr-only"> {search.name}</span>
        </Button>
      </div>
      {dialog}
    </li>
  );
}
