import { maxLengthOf } from '@leadvault/contract';
import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { checkImageFile, uploadImage } from '@/components/kit/upload-image';
import { Button, ButtonLink } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form, useZodForm } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * The one way a content editor works (`useContentForm` + `<ContentForm>` + the field
 * components below):
 * - prefilled from the record (only the schema's fields), validated by the contract's input
 *   schema: the spec's required rules and no others; errors show beside their field, and
 *   the server's field errors (400) land there too;
 * - image fields hold a picked file until save: the file is uploaded first (with progress),
 *   its address replaces the preview, then the record is saved; a failed upload stops the
 *   save with a message on the field;
 * - the submit button is disabled and says what is happening while busy;
 * - a toast reports success or failure; then the spec's page follows (`redirectTo`), or an
 *   add form empties itself for the next entry (and `onSaved` shows the new row in its list);
 * - leaving with unsaved changes asks first (in-app navigation) or warns (closing the tab).
 *
 * ```tsx
 * const editor = useContentForm({
 *   schema: UpdateFaqInput,
 *   record: faq,
 *   save: (values) => update.mutateAsync({ id: faq._id, values }),
 *   successMessage: 'Faq updated successfully!',
 *   errorMessage: 'Failed to update faq.',
 *   redirectTo: paths.admin.settingHomepage,
 * });
 * <ContentForm editor={editor} submitLabel="Update Faq" busyLabel="Updating...">
 *   <TextInput editor={editor} name="question" label="Question" />
 *   <TextArea editor={editor} name="answer" label="Answer" />
 * </ContentForm>
 * ```
 */

// biome-ignore lint/suspicious/noExplicitAny: any object schema of the contract.
export type ObjectSchema = z.ZodObject<any>;
type Input<S extends ObjectSchema> = z.input<S> & FieldValues;
/** A field of the schema; checked here, passed to react-hook-form as its Path. */
export type FieldName<S extends ObjectSchema> = Extract<keyof z.input<S>, string>;
const asPath = <S extends ObjectSchema>(name: FieldName<S> | string) => name as Path<Input<S>>;

type Phase = 'idle' | 'uploading' | 'saving';

export type ContentFormOptions<S extends ObjectSchema> = {
  schema: S;
  /** The stored record to prefill from; leave out for an empty add form. */
  record?: Partial<Record<string, string>> | null;
  /** Sends the values (images already uploaded); rejects with the API error. */
  save: (values: z.output<S>) => Promise<unknown>;
  successMessage: string;
  errorMessage: string;
  /** Toast when an image upload fails (the reason shows on the field). */
  uploadErrorMessage?: string;
  /** Where to go after saving; without it the form empties for the next entry. */
  redirectTo?: string;
  /** Called with the server's answer after a successful save (an add form's new record). */
  onSaved?: (saved: unknown) => void;
};

export type ContentEditor<S extends ObjectSchema> = {
  form: UseFormReturn<Input<S>, unknown, z.output<S>>;
  schema: S;
  phase: Phase;
  isBusy: boolean;
  isDirty: boolean;
  submit: (values: z.output<S>) => Promise<void>;
  /** Files picked for image fields, waiting for the save. */
  pendingFiles: Partial<Record<string, File>>;
  /** Upload progress per image field, 0..1, while uploading. */
  progress: Partial<Record<string, number>>;
  /** Picks (or with null drops) the file of an image field. */
  chooseFile: (name: FieldName<S>, file: File | null) => void;
  /** The field's stored value before any edit (what "Undo" returns to). */
  initialValue: (name: FieldName<S>) => string;
  allowLeave: RefObject<boolean>;
};

const UPLOADED_MESSAGE = 'Image uploaded successfully!';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

type FieldError = { field?: string; message?: string };

/** Field errors of a 400, as `{ field, message }` pairs. */
function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (detail): detail is FieldError =>
      typeof detail === 'object' && detail !== null && 'field' in detail,
  );
}

function ToastText({ title, detail }: { title: string; detail?: string }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      {detail && detail !== title ? <p className="mt-0.5 text-xs opacity-90">{detail}</p> : null}
    </div>
  );
}

export function useContentForm<S extends ObjectSchema>({
  schema,
  record,
  save,
  successMessage,
  errorMessage,
  uploadErrorMessage = 'Image upload failed.',
  redirectTo,
  onSaved,
}: ContentFormOptions<S>): ContentEditor<S> {
  const fields = useMemo(() => Object.keys(schema.shape), [schema]);
  const initial = useMemo(
    () => Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])),
    [fields, record],
  );
  const empty = useMemo(() => Object.fromEntries(fields.map((field) => [field, ''])), [fields]);
  const form = useZodForm(schema, {
    defaultValues: initial as DefaultValues<Input<S>>,
  }) as unknown as UseFormReturn<Input<S>, unknown, z.output<S>>;
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pendingFiles, setPendingFiles] = useState<Partial<Record<string, File>>>({});
  const [progress, setProgress] = useState<Partial<Record<string, number>>>({});
  const previews = useRef(new Map<string, string>());
  const allowLeave = useRef(false);

  const dropPreview = useCallback((name: string) => {
    const url = previews.current.get(name);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(name);
  }, []);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const setField = (name: string, value: string, dirty = true) =>
    form.setValue(asPath<S>(name), value as never, {
      shouldDirty: dirty,
      shouldValidate: form.formState.isSubmitted,
    });

  const chooseFile = (name: FieldName<S>, file: File | null) => {
    dropPreview(name);
    if (!file) {
      setPendingFiles(({ [name]: _dropped, ...rest }) => rest);
      setField(name, String(form.formState.defaultValues?.[name] ?? ''));
      return;
    }
    const problem = checkImageFile(file);
    if (problem) {
      setPendingFiles(({ [name]: _dropped, ...rest }) => rest);
      form.setError(asPath<S>(name), { type: 'file', message: problem }, { shouldFocus: true });
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.set(name, preview);
    setPendingFiles((files) => ({ ...files, [name]: file }));
    // The preview address stands in for the image until the save uploads it, so a required
    // image field counts as filled once a file is picked.
    setField(name, preview);
    form.clearErrors(asPath<S>(name));
  };

  const submit = async (values: z.output<S>) => {
    const final: Record<string, unknown> = { ...values };
    const files = Object.entries(pendingFiles).filter(
      (entry): entry is [string, File] => entry[1] !== undefined,
    );
    if (files.length > 0) {
      setPhase('uploading');
      for (const [name, file] of files) {
        try {
          const url = await uploadImage(file, {
            onProgress: (fraction) => setProgress((all) => ({ ...all, [name]: fraction })),
          });
          final[name] = url;
          dropPreview(name);
          setField(name, url);
          setPendingFiles(({ [name]: _done, ...rest }) => rest);
        } catch (error) {
          setPhase('idle');
          setProgress(({ [name]: _failed, ...rest }) => rest);
          form.setError(asPath<S>(name), { type: 'upload', message: messageOf(error) });
          toast.error(<ToastText title={uploadErrorMessage} detail={messageOf(error)} />);
          return;
        }
        setProgress(({ [name]: _done, ...rest }) => rest);
      }
      toast.success(UPLOADED_MESSAGE);
    }

    setPhase('saving');
    let saved: unknown;
    try {
      saved = await save(final as z.output<S>);
    } catch (error) {
      setPhase('idle');
      const fieldErrors = fieldErrorsOf(error);
      for (const { field, message } of fieldErrors) {
        if (field && fields.includes(field)) {
          form.setError(asPath<S>(field), { type: 'server', message });
        }
      }
      toast.error(
        <ToastText
          title={errorMessage}
          detail={fieldErrors.length > 0 ? 'Check the highlighted fields.' : messageOf(error)}
        />,
      );
      return;
    }

    toast.success(successMessage);
    onSaved?.(saved);
    if (redirectTo) {
      allowLeave.current = true;
      navigate(redirectTo);
      return;
    }
    form.reset(empty as DefaultValues<Input<S>>);
    setPendingFiles({});
    setProgress({});
    setPhase('idle');
  };

  const isDirty = form.formState.isDirty || Object.keys(pendingFiles).length > 0;

  return {
    form,
    schema,
    phase,
    isBusy: phase !== 'idle',
    isDirty,
    submit,
    pendingFiles,
    progress,
    chooseFile,
    initialValue: (name) => String(initial[name] ?? ''),
    allowLeave,
  };
}

// -- the form frame -------------------------------------------------------------------------

/**
 * The form around an editor's fields: a white card, the submit button (busy label while
 * uploading or saving), an optional cancel link, and the unsaved-changes guard.
 */
export function ContentForm<S extends ObjectSchema>({
  editor,
  submitLabel,
  busyLabel = 'Saving...',
  cancelTo,
  title,
  description,
  className,
  children,
}: {
  editor: ContentEditor<S>;
  submitLabel: string;
  busyLabel?: string;
  /** A "Cancel" link back to where the person came from. */
  cancelTo?: string;
  /** A heading inside the card (for add forms beside a list). */
  title?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { isDirty, isBusy, allowLeave } = editor;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, allowLeave]);

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
        <div className="flex flex-col-reverse gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {cancelTo ? (
            <ButtonLink to={cancelTo} variant="secondary">
              Cancel
            </ButtonLink>
          ) : null}
          <Button
            type="submit"
            isLoading={isBusy}
            loadingText={editor.phase === 'uploading' ? 'Uploading image...' : busyLabel}
          >
            {submitLabel}
          </Button>
        </div>
      </Form>
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
    </>
  );
}

/** A titled group of fields inside a form (one box of the speciality section). */
export function FieldGroup({
  legend,
  description,
  columns = 1,
  children,
}: {
  legend: string;
  description?: ReactNode;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 px-4 pt-3 pb-4">
      <legend className="px-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      {description ? <p className="mb-3 text-xs text-slate-500">{description}</p> : null}
      <div className={cn('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}

/** Fields side by side from `sm` up. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

// -- fields ---------------------------------------------------------------------------------

/** True when the schema refuses an empty value: the spec requires this field. */
export function isRequiredField(schema: ObjectSchema, name: string): boolean {
  const field = schema.shape[name] as z.ZodType | undefined;
  return field ? !field.safeParse('').success : false;
}

export function fieldError<S extends ObjectSchema>(
  editor: ContentEditor<S>,
  name: FieldName<S>,
): string | undefined {
  const error = (editor.form.formState.errors as Record<string, { message?: unknown } | undefined>)[
    name
  ];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** Label, hint and error around one control, tied together for assistive tech. */
export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs sm:text-sm',
    'placeholder:text-slate-400 transition-colors focus:outline-none focus-visible:ring-4',
    invalid
      ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
      : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-100',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  );

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ')
      .trim() || undefined
  );
}

type TextInputProps<S extends ObjectSchema> = {
  editor: ContentEditor<S>;
  name: FieldName<S>;
  label: string;
  hint?: ReactNode;
  className?: string;
} & Pick<
  ComponentProps<'input'>,
  'type' | 'placeholder' | 'inputMode' | 'autoComplete' | 'min' | 'step'
>;

export function TextInput<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  className,
  type = 'text',
  ...inputProps
}: TextInputProps<S>) {
  const id = useId();
  const error = fieldError(editor, name);
  const required = isRequiredField(editor.schema, name);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClasses(Boolean(error)), 'h-11')}
        {...inputProps}
        {...editor.form.register(asPath<S>(name))}
      />
    </FieldShell>
  );
}

export function TextArea<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  rows = 4,
  className,
}: {
  editor: ContentEditor<S>;
  name: FieldName<S>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  className?: string;
}) {
  const id = useId();
  const error = fieldError(editor, name);
  const required = isRequiredField(editor.schema, name);
  const maxLength = maxLengthOf(editor.schema.shape[name] as z.ZodType | undefined);
  const value: unknown = editor.form.watch(asPath<S>(name));
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={
          [describedBy(id, hint, error), maxLength ? `${id}-count` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        className={cn(controlClasses(Boolean(error)), 'resize-y py-2.5 leading-relaxed')}
        {...editor.form.register(asPath<S>(name))}
      />
      {maxLength ? (
        <CharacterCount id={`${id}-count`} count={String(value ?? '').length} max={maxLength} />
      ) : null}
    </FieldShell>
  );
}
