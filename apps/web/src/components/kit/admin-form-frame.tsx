import { type ReactNode, useEffect, useId } from 'react';
import { useBlocker } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import type { AdminForm, ObjectSchema } from './use-admin-form';

/** Asks before an in-app navigation, and warns before closing the tab, while `dirty`. */
export function UnsavedChangesGuard({
  dirty,
  allowLeave,
}: {
  dirty: boolean;
  allowLeave: { current: boolean };
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, allowLeave]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="You have unsaved changes on this page. If you leave now, they will be lost."
      confirmLabel="Leave page"
      cancelLabel="Stay on page"
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * The form around an admin form's fields: a white card, the submit button (busy label while
 * uploading or saving), an optional Cancel link, an optional slot above the buttons (an
 * Alert), and the unsaved-changes guard.
 */
export function AdminFormFrame<S extends ObjectSchema>({
  editor,
  submitLabel,
  busyLabel = 'Saving...',
  cancelTo,
  title,
  description,
  footer,
  fullWidthSubmit = false,
  className,
  children,
}: {
  editor: AdminForm<S>;
  submitLabel: string;
  busyLabel?: string;
  /** A "Cancel" link back to where the person came from. */
  cancelTo?: string;
  /** A heading inside the card (for add forms beside a list). */
  title?: string;
  description?: ReactNode;
  /** Shown above the buttons (a save error in an Alert, a note). */
  footer?: ReactNode;
  /** The submit button spans the card (short forms in a narrow column). */
  fullWidthSubmit?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { isDirty, isBusy, allowLeave } = editor;
  return (
    <>
      <Form
        form={editor.form}
        onSubmit={editor.submit}
        aria-labelledby={title ? headingId : undefined}
        aria-busy={isBusy || undefined}
        className={cn(
          'rounded-2xl border border-slate-200 bg-white shadow-sm',
          'divide-y divide-slate-100',
          className,
        )}
      >
        {title ? (
          <div className="px-5 pt-5 pb-4 sm:px-6">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
        ) : null}
        <fieldset disabled={isBusy} className="min-w-0 space-y-5 px-5 py-6 sm:px-6">
          {children}
        </fieldset>
        <div className="space-y-3 px-5 py-4 sm:px-6">
          {footer}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {cancelTo ? (
              <ButtonLink to={cancelTo} variant="secondary">
                Cancel
              </ButtonLink>
            ) : null}
            <Button
              type="submit"
              fullWidth={fullWidthSubmit}
              isLoading={isBusy}
              loadingText={editor.phase === 'uploading' ? 'Uploading image...' : busyLabel}
            >
              {submitLabel}
            </Button>
          </div>
        </div>
      </Form>
      <UnsavedChangesGuard dirty={isDirty} allowLeave={allowLeave} />
    </>
  );
}
