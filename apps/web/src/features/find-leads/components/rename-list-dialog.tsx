import { type LeadList, LeadListInput } from '@leadvault/contract';
import { useRenameList } from '../api/rename-list';
import { RenameDialog } from './rename-dialog';

/** A new name for a list; open while `list` is set. */
export function RenameListDialog({
  list,
  onClose,
}: {
  list: LeadList | null;
  onClose: () => void;
}) {
  const rename = useRenameList();
  return (
    <RenameDialog
      item={list}
      title="Rename list"
      label="List name"
      schema={LeadListInput}
      save={(id, name, onSaved) => rename.mutate({ id, input: { name } }, { onSuccess: onSaved })}
      saving={rename.isPending}
      error={rename.error?.message}
      reset={rename.reset}
      done={(saved) => `List renamed to “${saved.name}”.`}
      onClose={onClose}
    />
  );
}
