import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useZodForm } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { checkImageFile, uploadImage } from './upload-image';

// biome-ignore lint/suspicious/noExplicitAny: any object schema of the contract.
export type ObjectSchema = z.ZodObject<any>;
export type FormInput<S extends ObjectSchema> = z.input<S> & FieldValues;
/** A field of the form: a top-level name, or a dotted path into arrays/objects (`points.3`). */
export type FieldName<S extends ObjectSchema> = Path<FormInput<S>>;

type Phase = 'idle' | 'uploading' | 'saving';

/** What an image upload does: sends the file, reports 0..1 progress, answers its address. */
export type Uploader = (
  file: File,
  options: { onProgress: (fraction: number) => void },
) => Promise<string>;

export type AdminFormOptions<S extends ObjectSchema> = {
  schema: S;
  /** The values to start from (an edit form's record; an add form's empty values). */
  defaultValues: DefaultValues<FormInput<S>>;
  /** Sends the values (images already uploaded); rejects with the API error. */
  save: (values: z.output<S>) => Promise<unknown>;
  /**
   * The success toast; or a function that announces the saved answer itself, for a toast that
   * depends on what the server did (Add User: whether an invitation went out).
   */
  successMessage: string | ((saved: unknown) => void);
  errorMessage: string;
  /** Toast when an image upload fails (the reason shows on the field). */
  uploadErrorMessage?: string;
  /** Where to go after saving. */
  redirectTo?: string;
  /**
   * Without `redirectTo`, what the form holds after a save: `reset` empties it back to
   * `defaultValues` for the next entry (add forms), `keep` keeps the saved values as the new
   * starting point (edit forms that stay on their page).
   */
  afterSave?: 'reset' | 'keep';
  /** Called with the server's answer after a successful save (an add form's new record). */
  onSaved?: (saved: unknown) => void;
  /** Replaces the image upload (tests; default: POST /api/upload). */
  upload?: Uploader;
};

export type AdminForm<S extends ObjectSchema> = {
  form: UseFormReturn<FormInput<S>, unknown, z.output<S>>;
  schema: S;
  phase: Phase;
  isBusy: boolean;
  isDirty: boolean;
  /** The last failed save's error (cleared on the next submit), for forms that also show it. */
  saveError: unknown;
  submit: (values: z.output<S>) => Promise<void>;
  /** Files picked for image fields, waiting for the save. */
  pendingFiles: Partial<Record<string, File>>;
  /** Upload progress per image field, 0..1, while uploading. */
  progress: Partial<Record<string, number>>;
  /** Picks (or with null drops) the file of an image field. */
  chooseFile: (name: FieldName<S>, file: File | null) => void;
  /** True once the form may be left without asking (it has just saved and is leaving). */
  allowLeave: { current: boolean };
};

type ServerFieldError = { field: string; message?: string };

/** Field errors of a 400 (`{ error: { details: [{ field, message }] } }`), as pairs. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (detail): detail is ServerFieldError =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as { field?: unknown }).field === 'string',
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

/** Does `path` name a field of the schema (its first segment is one of the schema's keys)? */
function isSchemaPath(schema: ObjectSchema, path: string): boolean {
  return Object.hasOwn(schema.shape, path.split('.')[0] ?? '');
}

/**
 * The one behaviour of every back-office form (see `index.ts` for the whole kit):
 * - validated by the contract's schema; the server's 400 field errors land on their fields
 *   too (dotted paths such as `points.3` included), and the first of them takes the focus;
 * - image fields hold a picked file until save: it is uploaded first (with progress), its
 *   address replaces the preview, then the record is saved; a failed upload stops the save
 *   with a message on the field;
 * - `isBusy`/`phase` drive the submit button's busy label; a toast reports success or failure;
 * - then `redirectTo` follows, or the form resets (`afterSave`);
 * - `<AdminFormFrame>` adds the unsaved-changes guard on top.
 */
export function useAdminForm<S extends ObjectSchema>({
  schema,
  defaultValues,
  save,
  successMessage,
  errorMessage,
  uploadErrorMessage = 'Image upload failed.',
  redirectTo,
  afterSave = 'reset',
  onSaved,
  upload = uploadImage,
}: AdminFormOptions<S>): AdminForm<S> {
  const form = useZodForm(schema, { defaultValues }) as unknown as UseFormReturn<
    FormInput<S>,
    unknown,
    z.output<S>
  >;
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [saveError, setSaveError] = useState<unknown>(null);
  const [pendingFiles, setPendingFiles] = useState<Partial<Record<string, File>>>({});
  const [progress, setProgress] = useState<Partial<Record<string, number>>>({});
  const previews = useRef(new Map<string, string>());
  const allowLeave = useRef(false);
  const startValues = useRef(defaultValues);
  startValues.current = defaultValues;

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

  const setField = (name: string, value: string) =>
    form.setValue(name as FieldName<S>, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const dropFile = (name: string) => setPendingFiles(({ [name]: _dropped, ...rest }) => rest);

  const chooseFile = (name: FieldName<S>, file: File | null) => {
    dropPreview(name);
    if (!file) {
      dropFile(name);
      const stored = form.formState.defaultValues as Record<string, unknown> | undefined;
      setField(name, String(stored?.[name] ?? ''));
      return;
    }
    const problem = checkImageFile(file);
    if (problem) {
      dropFile(name);
      form.setError(name, { type: 'file', message: problem }, { shouldFocus: true });
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.set(name, preview);
    setPendingFiles((files) => ({ ...files, [name]: file }));
    // The preview address stands in for the image until the save uploads it, so a required
    // image field counts as filled once a file is picked.
    setField(name, preview);
    form.clearErrors(name);
  };

  /** Uploads the picked files; answers their addresses, or null when one failed. */
  const uploadPending = async (): Promise<Record<string, string> | null> => {
    const files = Object.entries(pendingFiles).filter(
      (entry): entry is [string, File] => entry[1] !== undefined,
    );
    const addresses: Record<string, string> = {};
    if (files.length === 0) return addresses;
    setPhase('uploading');
    for (const [name, file] of files) {
      try {
        const url = await upload(file, {
          onProgress: (fraction) => setProgress((all) => ({ ...all, [name]: fraction })),
        });
        addresses[name] = url;
        dropPreview(name);
        setField(name, url);
        dropFile(name);
      } catch (error) {
        setPhase('idle');
        form.setError(name as FieldName<S>, { type: 'upload', message: errorText(error) });
        toast.error(<ToastText title={uploadErrorMessage} detail={errorText(error)} />);
        return null;
      } finally {
        setProgress(({ [name]: _done, ...rest }) => rest);
      }
    }
    toast.success('Image uploaded successfully!');
    return addresses;
  };

  const showServerErrors = (error: unknown): boolean => {
    const onFields = serverFieldErrors(error).filter(({ field }) => isSchemaPath(schema, field));
    onFields.forEach(({ field, message }, index) => {
      form.setError(
        field as FieldName<S>,
        { type: 'server', message: message ?? 'This value is not accepted.' },
        { shouldFocus: index === 0 },
      );
    });
    return onFields.length > 0;
  };

  const submit = async (values: z.output<S>) => {
    setSaveError(null);
    const addresses = await uploadPending();
    if (!addresses) return;

    setPhase('saving');
    let saved: unknown;
    try {
      saved = await save({ ...values, ...addresses } as z.output<S>);
    } catch (error) {
      setPhase('idle');
      setSaveError(error);
      const onFields = showServerErrors(error);
      toast.error(
        <ToastText
          title={errorMessage}
          detail={onFields ? 'Check the highlighted fields.' : errorText(error)}
        />,
      );
      return;
    }

    if (typeof successMessage === 'string') toast.success(successMessage);
    else successMessage(saved);
    onSaved?.(saved);
    if (redirectTo) {
      allowLeave.current = true;
      navigate(redirectTo);
      return;
    }
    form.reset(
      afterSave === 'keep'
        ? ({ ...form.getValues(), ...addresses } as DefaultValues<FormInput<S>>)
        : startValues.current,
    );
    setPendingFiles({});
    setProgress({});
    setPhase('idle');
  };

  return {
    form,
    schema,
    phase,
    isBusy: phase !== 'idle',
    isDirty: form.formState.isDirty || Object.keys(pendingFiles).length > 0,
    saveError,
    submit,
    pendingFiles,
    progress,
    chooseFile,
    allowLeave,
  };
}

/**
 * An edit form's starting values from a stored record: every field of the schema, the
 * record's value or an empty string (content records store text only).
 */
export function useRecordValues<S extends ObjectSchema>(
  schema: S,
  record?: Partial<Record<string, unknown>> | null,
): DefaultValues<FormInput<S>> {
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(schema.shape).map((field) => [field, record?.[field] ?? '']),
      ) as DefaultValues<FormInput<S>>,
    [schema, record],
  );
}
