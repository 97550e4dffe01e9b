import { type LeadFilters, type SavedSearchAlert, SavedSearchInput } from '@leadvault/contract';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useSaveSearch } from '../api/saved-searches';
import { AlertChoice } from './alert-choice';

/** Saves the search on screen under a name, with an optional alert; open while `open`. */
export function SaveSearchDialog({
  open,
  filters,
  suggestedName,
  onClose,
}: {
  open: boolean;
  filters: LeadFilters;
  suggestedName: string;
  onClose: () => void;
}) {
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('off');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const { reset } = save;

  useEffect(() => {
    if (!open) return;
    setName(suggestedName);
    setAlert('off');
    setError(undefined);
    reset();
  }, [open, suggestedName, reset]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save this search"
      description="Find it again under Saved, and choose whether we e-mail you when new leads match it."
      size="md"
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} loadingText="Saving...">
            Save search
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-5 pb-2"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = SavedSearchInput.safeParse({ name, filters, alert });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          save.mutate(parsed.data, {
            onSuccess: (saved) => {
              // Plain text: toasts render outside the router (no links in them).
              toast.success(`Search “${saved.name}” saved: find it under Saved.`);
              onClose();
            },
          });
        }}
      >
        <TextField
          label="Name"
          value={name}
          maxLength={100}
          error={error ?? save.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
        <AlertChoice value={alert} onChange={setAlert} disabled={save.isPending} />
      </form>
    </Modal>
  );
}
