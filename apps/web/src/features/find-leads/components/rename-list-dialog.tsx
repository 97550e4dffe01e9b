import { type LeadList, LeadListInput } from '@leadvault/contract';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useRenameList } from '../api/rename-list';

/** A new name for a list; open while `list` is set. */
export function RenameListDialog({
  list,
  onClose,
}: {
  list: LeadList | null;
  onClose: () => void;
}) {
  const rename = useRenameList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const { reset } = rename;
  // Keyed by id and name, not the object: a refetch behind the dialog must not wipe the typing.
  const listId = list?._id;
  const currentName = list?.name ?? '';

  useEffect(() => {
    if (listId === undefined) return;
    setName(currentName);
    setError(undefined);
    reset();
  }, [listId, currentName, reset]);

  return (
    <Modal
      open={list !== null}
      onClose={onClose}
      title="Rename list"
      size="sm"
      dismissible={!rename.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={rename.isPending} loadingText="Saving...">
            Save name
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="pb-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!list) return;
          const parsed = LeadListInput.safeParse({ name });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          rename.mutate(
            { id: list._id, input: parsed.data },
            {
              onSuccess: (saved) => {
                toast.success(`List renamed to “${saved.name}”.`);
                onClose();
              },
            },
          );
        }}
      >
        <TextField
          label="List name"
          value={name}
          maxLength={100}
          error={error ?? rename.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
