import { LeadListInput } from '@leadvault/contract';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAddToList } from '../api/add-to-list';
import { useCreateList } from '../api/create-list';
import { useLists } from '../api/get-lists';
import { formatCount, leads as leadsText } from '../labels';

const NEW_LIST = 'new';

/**
 * "Add to list": pick one of the person's lists, or name a new one. Adding is free and locked
 * leads may be added (they can be revealed from the list later).
 */
export function AddToListDialog({
  open,
  leadIds,
  onClose,
  onAdded,
}: {
  open: boolean;
  leadIds: string[];
  onClose: () => void;
  onAdded?: () => void;
}) {
  const lists = useLists(open);
  const create = useCreateList();
  const add = useAddToList();
  const [choice, setChoice] = useState<string>(NEW_LIST);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const groupId = useId();
  const busy = create.isPending || add.isPending;
  const error = create.error ?? add.error;
  const resetCreate = create.reset;
  const resetAdd = add.reset;

  useEffect(() => {
    if (!open) return;
    setName('');
    setNameError(undefined);
    resetCreate();
    resetAdd();
  }, [open, resetCreate, resetAdd]);

  // The newest list is the likely target; a person without lists starts with a new one.
  const firstListId = lists.data?.[0]?._id;
  useEffect(() => {
    if (open) setChoice(firstListId ?? NEW_LIST);
  }, [open, firstListId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    let listId = choice;
    let listName = lists.data?.find((list) => list._id === choice)?.name ?? '';
    if (choice === NEW_LIST) {
      const parsed = LeadListInput.safeParse({ name });
      if (!parsed.success) {
        setNameError(parsed.error.issues[0]?.message);
        return;
      }
      setNameError(undefined);
      const created = await create.mutateAsync(parsed.data).catch(() => null);
      if (!created) return;
      listId = created._id;
      listName = created.name;
    }
    const result = await add.mutateAsync({ listId, leadIds }).catch(() => null);
    if (!result) return;
    // Plain text: toasts render outside the router, so they cannot hold a router link.
    toast.success(
      result.changed === 0
        ? `Those leads are already in “${listName}”.`
        : `Added ${leadsText(result.changed)} to “${listName}”.`,
    );
    onAdded?.();
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Add ${leadsText(leadIds.length)} to a list`}
      description="Lists are free. Locked leads can be added now and revealed later."
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${groupId}-form`}
            isLoading={busy}
            loadingText="Adding..."
            disabled={lists.isPending}
          >
            Add {formatCount(leadIds.length)} to list
          </Button>
        </>
      }
    >
      <form
        id={`${groupId}-form`}
        onSubmit={(event) => void submit(event)}
        className="space-y-4 pb-1"
      >
        {lists.isPending ? (
          <p role="status" className="flex items-center gap-3 py-2 text-sm text-slate-600">
            <Spinner size="sm" className="text-indigo-600" /> Loading your lists...
          </p>
        ) : lists.isError ? (
          <Alert variant="error">{lists.error.message}</Alert>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Choose a list</legend>
            <div className="max-h-64 space-y-1.5 overflow-y-auto">
              {lists.data.map((list) => (
                <ListOption
                  key={list._id}
                  name={groupId}
                  value={list._id}
                  checked={choice === list._id}
                  onChange={setChoice}
                  label={list.name}
                  detail={leadsText(list.count)}
                />
              ))}
              <ListOption
                name={groupId}
                value={NEW_LIST}
                checked={choice === NEW_LIST}
                onChange={setChoice}
                label="New list"
                detail={lists.data.length === 0 ? 'You have no lists yet' : undefined}
              />
            </div>
          </fieldset>
        )}
        {choice === NEW_LIST ? (
          <TextField
            label="List name"
            value={name}
            maxLength={100}
            placeholder="e.g. Berlin marketing leads"
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
        ) : null}
        {error ? <Alert variant="error">{error.message}</Alert> : null}
      </form>
    </Modal>
  );
}

function ListOption({
  name,
  value,
  checked,
  onChange,
  label,
  detail,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: string;
  detail?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
        checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 accent-indigo-600"
      />
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{label}</span>
      {detail ? <span className="shrink-0 text-xs text-slate-500">{detail}</span> : null}
    </label>
  );
}
