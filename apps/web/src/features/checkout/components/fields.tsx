import { type ComponentProps, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const controlClass = (error?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs',
    'placeholder:text-slate-400 transition-colors sm:text-sm',
    'focus:outline-none focus-visible:ring-4',
    error
      ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
      : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-100',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  );

function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
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

function describedBy(id: string, hint: ReactNode, error?: string): string | undefined {
  return (
    [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The disabled first option shown while nothing is chosen. */
  placeholder: string;
  options: string[];
};

/** A labelled dropdown with a disabled placeholder option. */
export function SelectField({
  label,
  error,
  hint,
  placeholder,
  options,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={cn(controlClass(error), 'h-11 appearance-none pr-10')}
          {...props}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        className={cn(controlClass(error), 'min-h-24 py-2.5')}
        {...props}
      />
    </FieldFrame>
  );
}
