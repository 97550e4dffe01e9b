import type { Lead } from '@leadvault/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { StatePanel } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DatabaseIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDeleteList } from '../api/delete-list';
import { useList } from '../api/get-list';
import { useRemoveFromList } from '../api/remove-from-list';
import { ExportLink } from '../components/export-link';
import { FindLeadsPage } from '../components/find-leads-layout';
import { isLockedRevealable } from '../components/lead-email';
import { PagedLeadTable } from '../components/paged-lead-table';
import { RenameListDialog } from '../components/rename-list-dialog';
import { ReportBounceDialog } from '../components/report-bounce-dialog';
import { ResultsSkeleton } from '../components/results-skeleton';
import { RevealAnnouncement } from '../components/reveal-announcement';
import { RevealDialog } from '../components/reveal-dialog';
import { SelectPage } from '../components/select-page';
import { SelectionBar } from '../components/selection-bar';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { useFocusFallback } from '../hooks/use-focus-fallback';
import { settledLeadIds, useRevealOutcomes } from '../hooks/use-reveal-outcomes';
import { useLeadSelection } from '../hooks/use-selection';
import { formatDate, leads } from '../labels';

/** /find-leads/lists/:id: one list's leads; reveal the locked ones, remove, export. */
export function ListPage() {
  const { id = '' } = useParams();
  const paging = useCursorPaging();
  const list = useList(id, paging.cursor);
  const selection = useLeadSelection();
  const reveal = useRevealOutcomes();
  const removeLeads = useRemoveFromList();
  const deleteList = useDeleteList();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<'reveal' | 'rename' | null>(null);
  const [bounceLead, setBounceLead] = useState<Lead | null>(null);
  const heading = useFocusFallback<HTMLDivElement>();

  if (list.isPending) {
    return (
      <FindLeadsPage>
        <ResultsSkeleton label="Loading the list..." />
      </FindLeadsPage>
    );
  }
  if (list.isError) {
    const missing = isApiError(list.error) && list.error.status === 404;
    return (
      <FindLeadsPage>
        <StatePanel
          tone={missing ? 'neutral' : 'error'}
          icon={<DatabaseIcon className="size-7" />}
          title={missing ? 'List not found' : "We couldn't load this list"}
          actions={
            missing ? (
              <ButtonLink to={paths.leadLists} variant="secondary">
                Back to your lists
              </ButtonLink>
            ) : (
              <Button variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            )
          }
        >
          <p role={missing ? undefined : 'alert'}>
            {missing ? 'It may have been deleted.' : list.error.message}
          </p>
        </StatePanel>
      </FindLeadsPage>
    );
  }

  const data = list.data;
  const revealIds = selection.leads.filter(isLockedRevealable).map((lead) => lead._id);
  const lockedOnPage = data.items.filter(isLockedRevealable).length;

  async function onRemove() {
    const ids = selection.ids;
    const removed = await confirm({
      title: `Remove ${leads(ids.length)} from “${data.name}”?`,
      message: 'They leave this list only; e-mails you revealed stay yours.',
      confirmLabel: 'Remove',
      busyLabel: 'Removing...',
      variant: 'danger',
      onConfirm: () => removeLeads.mutateAsync({ listId: data._id, leadIds: ids }),
    });
    if (removed) {
      selection.clear();
      heading.restore();
      toast.success(`Removed ${leads(ids.length)} from “${data.name}”.`);
    }
  }

  async function onDelete() {
    const deleted = await confirm({
      title: `Delete “${data.name}”?`,
      message: `The list and its ${leads(data.count)} go; e-mails you revealed stay yours under My leads.`,
      confirmLabel: 'Delete list',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: () => deleteList.mutateAsync(data._id),
    });
    if (deleted) {
      toast.success(`List “${data.name}” deleted.`);
      navigate(paths.leadLists);
    }
  }

  return (
    <FindLeadsPage className={selection.size > 0 ? 'pb-40 sm:pb-28' : undefined}>
      <PageTitle
        title={data.name}
        eyebrow="Lead list"
        description={`${leads(data.count)} · created ${formatDate(data.createdAt)}`}
        actions={
          <>
            <ExportLink source={{ listId: data._id }}>Export CSV</ExportLink>
            <Button variant="secondary" onClick={() => setOpen('rename')}>
              Rename
            </Button>
            <Button variant="secondary" className="text-red-700" onClick={() => void onDelete()}>
              Delete
            </Button>
          </>
        }
      />
      <p className="mt-4 text-sm text-slate-600">
        The CSV holds the e-mails you have revealed; locked leads are left out until you reveal
        them. Exports are always free.
      </p>

      <div ref={heading.ref} tabIndex={-1} className="mt-8 space-y-4 outline-none">
        <RevealAnnouncement announcement={reveal.announcement} />
        {data.items.length === 0 ? (
          <StatePanel
            tone="neutral"
            icon={<DatabaseIcon className="size-7" />}
            title="This list is empty"
            actions={<ButtonLink to={paths.findLeads}>Find leads</ButtonLink>}
          >
            <p>Tick leads in the search and choose “Add to list”.</p>
          </StatePanel>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <SelectPage leads={data.items} selection={selection} />
              {lockedOnPage > 0 ? (
                <p className="text-sm text-slate-600">
                  {`${leads(lockedOnPage)} on this page still locked: tick and Reveal to add ${lockedOnPage === 1 ? 'it' : 'them'} to the export.`}
                </p>
              ) : null}
            </div>
            {/* Before the table in the Tab order (it is pinned to the bottom of the screen). */}
            <SelectionBar
              count={selection.size}
              revealable={revealIds.length}
              onReveal={() => setOpen('reveal')}
              onClear={selection.clear}
            >
              <Button
                variant="secondary"
                onClick={() => void onRemove()}
                className="shrink-0 text-red-700"
              >
                Remove from list
              </Button>
            </SelectionBar>
            <PagedLeadTable
              caption={`Leads in ${data.name}`}
              leads={data.items}
              selection={selection}
              outcomes={reveal.outcomes}
              isStale={list.isPlaceholderData}
              paging={paging}
              nextCursor={data.nextCursor}
              pagerLabel="List pages"
              onReportBounce={setBounceLead}
            />
          </>
        )}
      </div>

      <RevealDialog
        open={open === 'reveal'}
        leadIds={revealIds}
        onClose={() => {
          setOpen(null);
          heading.restore();
        }}
        onRevealed={(answer) => {
          reveal.record(answer);
          selection.remove(settledLeadIds(answer));
        }}
      />
      <RenameListDialog list={open === 'rename' ? data : null} onClose={() => setOpen(null)} />
      <ReportBounceDialog
        lead={bounceLead}
        onClose={() => {
          setBounceLead(null);
          heading.restore();
        }}
      />
      {dialog}
    </FindLeadsPage>
  );
}
