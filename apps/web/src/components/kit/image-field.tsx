import { Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import {
  controlClasses,
  describedBy,
  FieldShell,
  fieldError,
  isRequiredField,
} from './field-shell';
import type { AdminForm, FieldName, ObjectSchema } from './use-admin-form';

const previewShapes = {
  /** Section pictures and illustrations. */
  wide: 'h-28 w-44',
  /** People: the spec's 100 px testimonial preview. */
  avatar: 'size-[100px] rounded-full',
  /** The spec's logo size, 160 x 38. */
  logo: 'h-[38px] w-[160px]',
  /** Small icons (speciality and why-choose boxes). */
  icon: 'size-20',
} as const;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What an image field's value shows: a picked file's preview, or the stored address. */
export function ImagePreview({
  src,
  alt,
  shape = 'wide',
  className,
}: {
  src: string;
  alt: string;
  shape?: keyof typeof previewShapes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-50',
    shape === 'avatar' ? '' : 'rounded-lg',
    previewShapes[shape],
    className,
  );
  if (!src || failed === src) {
    return (
      <div className={cn(box, 'border-dashed text-center text-xs text-slate-600')}>
        {src ? 'No preview' : 'No image'}
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        onError={() => setFailed(src)}
        className={cn('size-full', shape === 'avatar' ? 'object-cover' : 'object-contain')}
      />
    </div>
  );
}

/**
 * An image of a record: pick a file (images only, up to 5 MB) and see it at once,
 * or paste an address. The picked file is uploaded when the form is saved, with a progress
 * bar; its address is what the record stores.
 */
export function ImageField<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  shape = 'wide',
  allowUrl = true,
  className,
}: {
  editor: AdminForm<S>;
  name: FieldName<S>;
  label: string;
  hint?: ReactNode;
  shape?: keyof typeof previewShapes;
  /** Offer the "paste an image URL" box (default true). */
  allowUrl?: boolean;
  className?: string;
}) {
  const fileId = useId();
  const urlId = useId();
  const { field } = useController({ control: editor.form.control, name });
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  const file = editor.pendingFiles[name];
  const progress = editor.progress[name];
  const error = fieldError(editor, name);
  const required = isRequiredField(editor.schema, name);
  const status = file
    ? `${file.name} · ${formatBytes(file.size)} · uploads when you save`
    : 'PNG, JPEG, WebP or GIF, up to 5 MB';

  return (
    <FieldShell
      id={fileId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ImagePreview src={value} alt={`${label} preview`} shape={shape} />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <input
              id={fileId}
              ref={field.ref}
              type="file"
              accept="image/*"
              aria-invalid={error ? true : undefined}
              required={required}
              aria-describedby={describedBy(fileId, hint, error)}
              className="peer sr-only"
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0] ?? null;
                // Picking the same file again must fire a change too.
                event.currentTarget.value = '';
                if (picked) editor.chooseFile(name, picked);
              }}
              onBlur={field.onBlur}
            />
            <label
              htmlFor={fileId}
              className={buttonClasses({
                variant: 'secondary',
                size: 'sm',
                className:
                  'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              })}
            >
              <Upload aria-hidden="true" className="size-4" />
              {file || value ? 'Choose another image' : 'Choose image'}
            </label>
            {file ? (
              <button
                type="button"
                onClick={() => editor.chooseFile(name, null)}
                className="text-sm font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
              >
                Remove file
              </button>
            ) : null}
            <span className="min-w-0 truncate text-xs text-slate-500">{status}</span>
          </div>

          {progress !== undefined ? (
            <div className="space-y-1">
              <ProgressBar
                label={`Uploading ${label}`}
                percent={progress * 100}
                className="h-2 [&>div]:duration-150"
              />
              <p className="text-xs text-slate-500">Uploading… {Math.round(progress * 100)}%</p>
            </div>
          ) : null}

          {allowUrl ? (
            <div className="space-y-1">
              <label htmlFor={urlId} className="block text-xs font-medium text-slate-600">
                Or paste an image URL
              </label>
              <input
                id={urlId}
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={file ? '' : value}
                placeholder={file ? 'The chosen file will be used' : 'https://… or /images/…'}
                onChange={(event) => {
                  const typed = event.currentTarget.value;
                  if (file) editor.chooseFile(name, null);
                  field.onChange(typed);
                }}
                onBlur={field.onBlur}
                className={cn(controlClasses(false), 'h-9 font-mono text-xs sm:text-xs')}
              />
            </div>
          ) : null}
        </div>
      </div>
    </FieldShell>
  );
}
