import { type LeadList, LeadListInput } from '@leadvault/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LoadingBlock, QueryContent } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DatabaseIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useCreateList } from '../api/create-list';
import { useDeleteList } from '../api/delete-list';
import { useLists } from '../api/get-lists';
import { FindLeadsPage } from '../components/find-leads-layout';
import { RenameListDialog } from '../components/rename-list-dialog';
import { formatDate, leads } from '../labels';

/** /find-leads/lists: the person's lead lists; create, rename, delete. */
export function ListsPage() {
  const lists = useLists();
  const [renaming, setRenaming] = useState<LeadList | null>(null);
  const remove = useDeleteList();
  const { confirm, dialog } = useConfirm();

  async function onDelete(list: LeadList) {
    const deleted = await confirm({
      title: `Delete “${list.name}”?`,
      message: `The list and its ${leads(list.count)} go; e-mails you revealed stay yours under My leads.`,
      confirmLabel: 'Delete list',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: () => remove.mutateAsync(list._id),
    });
    if (deleted) toast.success(`List “${list.name}” deleted.`);
  }

  return (
    <FindLeadsPage>
      <PageTitle
        title="Lead Lists"
        eyebrow="Find Leads"
        description="Keep leads together for a campaign. Adding to a list is free; export a list to CSV any time."
      />
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <QueryContent
            query={lists}
            loading={<LoadingBlock variant="page" label="Loading your lists..." />}
            icon={<DatabaseIcon className="size-7" />}
            failure="We couldn't load your lists"
            isEmpty={(data) => data.length === 0}
            empty={{
              title: 'No lists yet',
              text: (
                <p>
                  Create one here, or tick leads in the{' '}
                  <Link to={paths.findLeads} className="font-semibold text-indigo-600 underline">
                    search
                  </Link>{' '}
                  and choose “Add to list”.
                </p>
              ),
            }}
          >
            {(data) => (
              <ul aria-label="Your lists" className="grid gap-4 sm:grid-cols-2">
                {data.map((list) => (
                  <li
                    key={list._id}
                    className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                  >
                    <Link
                      to={paths.leadList(list._id)}
                      className="text-lg font-semibold break-words text-slate-900 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {list.name}
                    </Link>
                    <p className="mt-1 text-sm text-slate-600">
                      {leads(list.count)} · created {formatDate(list.createdAt)}
                    </p>
                    <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setRenaming(list)}
                        aria-label={`Rename ${list.name}`}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        className="text-red-700"
                        onClick={() => void onDelete(list)}
                        aria-label={`Delete ${list.name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryContent>
        </div>
        <CreateListCard />
      </div>
      <RenameListDialog list={renaming} onClose={() => setRenaming(null)} />
      {dialog}
    </FindLeadsPage>
  );
}

function CreateListCard() {
  const create = useCreateList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <section
      aria-labelledby="new-list-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:order-none"
    >
      <h2 id="new-list-heading" className="text-base font-bold text-slate-900">
        New list
      </h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = LeadListInput.safeParse({ name });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          create.mutate(parsed.data, {
            onSuccess: (list) => {
              setName('');
              toast.success(`List “${list.name}” created.`);
            },
          });
        }}
      >
        <TextField
          label="List name"
          value={name}
          maxLength={100}
          placeholder="e.g. Q1 outreach"
          error={error ?? create.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" fullWidth isLoading={create.isPending} loadingText="Creating...">
          Create list
        </Button>
      </form>
    </section>
  );
}
