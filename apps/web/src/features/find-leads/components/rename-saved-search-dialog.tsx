import { type SavedSearch, SavedSearchUpdate } from '@leadvault/contract';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { RenameDialog } from './rename-dialog';

/** A new name for a saved search; open while `search` is set. */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch | null;
  onClose: () => void;
}) {
  const update = useUpdateSavedSearch();
  return (
    <RenameDialog
      item={search}
      title="Rename saved search"
      label="Name"
      schema={SavedSearchUpdate}
      save={(id, name, onSaved) => update.mutate({ id, update: { name } }, { onSuccess: onSaved })}
      saving={update.isPending}
      error={update.error?.message}
      reset={update.reset}
      done={(saved) => `Search renamed to “${saved.name}”.`}
      onClose={onClose}
    />
  );
}
