import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Validation message shown under the field; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something placed at the right of the label, e.g. a 'Forgot password?' link. */
  labelAction?: ReactNode;
};

/** A labelled input with its hint and error tied to it for assistive tech. */
export function TextField({
  label,
  error,
  hint,
  labelAction,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The label action sits beside the label but after the input in the DOM, so Tab goes
          from this field to the next one, not to 'Forgot password?' first. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1.5">
        <label htmlFor={inputId} className="order-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'order-3 block h-11 w-full basis-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs',
            'placeholder:text-slate-400 transition-colors sm:text-sm',
            'focus:outline-none focus-visible:ring-4',
            error
              ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
              : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-100',
            'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          )}
          {...inputProps}
        />
        {labelAction ? <div className="order-2">{labelAction}</div> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
