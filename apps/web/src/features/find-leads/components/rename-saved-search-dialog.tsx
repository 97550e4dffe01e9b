import { type SavedSearch, SavedSearchUpdate } from '@leadvault/contract';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useUpdateSavedSearch } from '../api/saved-searches';

/** A new name for a saved search; open while `search` is set. */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch | null;
  onClose: () => void;
}) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const { reset } = update;
  const searchId = search?._id;
  const currentName = search?.name ?? '';

  useEffect(() => {
    if (searchId === undefined) return;
    setName(currentName);
    setError(undefined);
    reset();
  }, [searchId, currentName, reset]);

  return (
    <Modal
      open={search !== null}
      onClose={onClose}
      title="Rename saved search"
      size="sm"
      dismissible={!update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending} loadingText="Saving...">
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
          if (!search) return;
          const parsed = SavedSearchUpdate.safeParse({ name });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          update.mutate(
            { id: search._id, update: parsed.data },
            {
              onSuccess: (saved) => {
                toast.success(`Search renamed to “${saved.name}”.`);
                onClose();
              },
            },
          );
        }}
      >
        <TextField
          label="Name"
          value={name}
          maxLength={100}
          error={error ?? update.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
