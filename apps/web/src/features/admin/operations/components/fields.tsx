import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

const control =
  'block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus-visible:ring-4 sm:text-sm ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';
const controlState = (error?: string) =>
  error
    ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
    : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-100';

function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
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

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled select with its hint and error tied to it. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={className}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error) || undefined}
        className={cn(control, controlState(error), 'h-11 pr-9')}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error) || undefined}
        className={cn(control, controlState(error), 'py-2.5')}
        {...props}
      />
    </FieldFrame>
  );
}
