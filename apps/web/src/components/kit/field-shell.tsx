import { maxLengthOf } from '@leadvault/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import type { AdminForm, FieldName, ObjectSchema } from './use-admin-form';

/** The schema of the field at a dotted path (`points.3`), or undefined. */
export function schemaAt(schema: ObjectSchema, path: string): z.ZodType | undefined {
  let current: unknown = schema;
  for (const segment of path.split('.')) {
    const node = current as { shape?: Record<string, unknown>; element?: unknown };
    if (node.shape) current = node.shape[segment];
    else if (node.element && /^\d+$/.test(segment)) current = node.element;
    else return undefined;
  }
  return current as z.ZodType | undefined;
}

/** True when the schema refuses an empty value: the spec requires this field. */
export function isRequiredField(schema: ObjectSchema, name: string): boolean {
  const field = schemaAt(schema, name);
  return field ? !field.safeParse('').success : false;
}

export function maxLengthAt(schema: ObjectSchema, name: string): number | undefined {
  return maxLengthOf(schemaAt(schema, name));
}

/** The field's error message (client or server), if any. */
export function fieldError<S extends ObjectSchema>(
  editor: AdminForm<S>,
  name: FieldName<S>,
): string | undefined {
  const error = editor.form.getFieldState(name, editor.form.formState).error;
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

/** `aria-describedby` of a control: its hint (when no error), its error, any extra ids. */
export function describedBy(
  id: string,
  hint: unknown,
  error: unknown,
  ...extra: (string | undefined)[]
): string | undefined {
  return (
    [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null, ...extra]
      .filter(Boolean)
      .join(' ') || undefined
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
