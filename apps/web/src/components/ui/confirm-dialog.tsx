import { type ReactElement, type ReactNode, useCallback, useRef, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

/**
 * A yes/no question in a modal: "Delete this FAQ?".
 *
 * Two ways to use it:
 *
 * 1. Controlled, when the page already holds the state:
 *    ```tsx
 *    <ConfirmDialog
 *      open={open}
 *      title="Delete user?"
 *      message="This cannot be undone."
 *      confirmLabel="Delete"
 *      variant="danger"
 *      isBusy={remove.isPending}
 *      onConfirm={() => remove.mutate(id, { onSuccess: () => setOpen(false) })}
 *      onCancel={() => setOpen(false)}
 *    />
 *    ```
 * 2. With `useConfirm()`, which answers a promise and can run the action for you, keeping
 *    the dialog open and busy until it settles (a failure is shown in the dialog, which stays
 *    open so the person can retry or cancel):
 *    ```tsx
 *    const { confirm, dialog } = useConfirm();
 *    async function onDelete() {
 *      const deleted = await confirm({
 *        title: 'Delete this FAQ?',
 *        message: `"${faq.question}" will be removed from the site.`,
 *        confirmLabel: 'Delete',
 *        busyLabel: 'Deleting...',
 *        variant: 'danger',
 *        onConfirm: () => removeFaq.mutateAsync(faq._id),
 *      });
 *      if (deleted) toast.success('FAQ deleted.');
 *    }
 *    return <>{...}{dialog}</>;
 *    ```
 */
type ConfirmOptions = {
  title: ReactNode;
  message?: ReactNode;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** Shown on the confirm button while busy; default 'Working...'. */
  busyLabel?: string;
  /**
   * `danger` paints the confirm button red and focuses Cancel first; otherwise the dialog
   * itself takes focus (its question is read out, Enter confirms nothing unseen).
   */
  variant?: 'primary' | 'danger';
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables both buttons and shows `busyLabel`; Escape and the backdrop do nothing. */
  isBusy?: boolean;
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: ReactNode;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busyLabel = 'Working...',
  variant = 'primary',
  isBusy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      dismissible={!isBusy}
      showCloseButton={false}
      initialFocus={variant === 'danger' ? cancelRef : undefined}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            isLoading={isBusy}
            loadingText={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert variant="error">{error}</Alert> : null}
    </Modal>
  );
}

export type ConfirmRequest = ConfirmOptions & {
  /**
   * The action to run once confirmed. While its promise is pending the dialog stays open and
   * busy; when it rejects, the error's message is shown and the dialog stays open.
   */
  onConfirm?: () => unknown;
};

type Pending = ConfirmRequest & { resolve: (confirmed: boolean) => void };

/**
 * `confirm(options)` opens the dialog and resolves `true` once confirmed (and, with
 * `onConfirm`, once that action succeeded) or `false` when cancelled. Render `dialog` once
 * in the component.
 */
export function useConfirm(): {
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  dialog: ReactElement;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setError(null);
        setBusy(false);
        setPending({ ...request, resolve });
      }),
    [],
  );

  const cancel = () => {
    if (busy || !pending) return;
    pending.resolve(false);
    setPending(null);
  };

  const accept = async () => {
    if (!pending || busy) return;
    if (pending.onConfirm) {
      setBusy(true);
      setError(null);
      try {
        await pending.onConfirm();
      } catch (failure) {
        setBusy(false);
        setError(errorText(failure));
        return;
      }
      setBusy(false);
    }
    pending.resolve(true);
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      busyLabel={pending?.busyLabel}
      variant={pending?.variant}
      isBusy={busy}
      error={error}
      onConfirm={() => void accept()}
      onCancel={cancel}
    />
  );

  return { confirm, dialog };
}
