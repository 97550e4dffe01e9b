import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import type { ContentRecord, ContentResource } from '../api/content-resource';

/**
 * Deleting a list record after a confirmation: `requestDelete(row)` asks, deletes while the
 * dialog shows "Deleting...", and toasts the result. Render `dialog` once.
 */
export function useDeleteRecord(
  resource: ContentResource,
  { noun, nameOf }: { noun: string; nameOf: (row: ContentRecord) => string },
) {
  const remove = resource.useRemove();
  const { confirm, dialog } = useConfirm();
  const requestDelete = async (row: ContentRecord) => {
    const name = nameOf(row).trim();
    const deleted = await confirm({
      title: `Delete this ${noun.toLowerCase()}?`,
      message: name
        ? `"${name}" will be removed from the site. This cannot be undone.`
        : 'It will be removed from the site. This cannot be undone.',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: () => remove.mutateAsync(row._id),
    });
    if (deleted) toast.success(`${noun} deleted successfully!`);
  };
  return { requestDelete, dialog };
}

/** A row's Edit link; its name says which row it opens. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      aria-label={`Edit ${name}`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Link>
  );
}

/** A row's Delete button (the confirmation comes from useDeleteRecord). */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Delete ${name}`}
      className={buttonClasses({
        variant: 'secondary',
        size: 'sm',
        className: 'text-red-700 hover:bg-red-50 hover:text-red-800',
      })}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </button>
  );
}
