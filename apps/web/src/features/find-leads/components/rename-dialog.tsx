import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';

type Named = { _id: string; name: string };

/**
 * A new name for something the person keeps (a list, a saved search); open while `item` is set.
 * `schema` checks the name as the server will; `save` sends it and answers the saved item.
 */
export function RenameDialog<Item extends Named>({
  item,
  title,
  label,
  schema,
  save,
  saving,
  error,
  reset,
  done,
  onClose,
}: {
  item: Item | null;
  title: string;
  label: string;
  schema: z.ZodType<{ name?: string }>;
  save: (id: string, name: string, onSaved: (saved: Named) => void) => void;
  saving: boolean;
  error: string | undefined;
  reset: () => void;
  /** The toast once saved. */
  done: (saved: Named) => string;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const formId = useId();
  // Keyed by id and name, not the object: a refetch behind the dialog must not wipe the typing.
  const itemId = item?._id;
  const currentName = item?.name ?? '';

  useEffect(() => {
    if (itemId === undefined) return;
    setName(currentName);
    setProblem(undefined);
    reset();
  }, [itemId, currentName, reset]);

  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={title}
      size="sm"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving} loadingText="Saving...">
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
          if (!item) return;
          const parsed = schema.safeParse({ name });
          if (!parsed.success) {
            setProblem(parsed.error.issues[0]?.message);
            return;
          }
          save(item._id, parsed.data.name ?? name, (saved) => {
            toast.success(done(saved));
            onClose();
          });
        }}
      >
        <TextField
          label={label}
          value={name}
          maxLength={100}
          error={problem ?? error}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
