import { type ComponentProps, useId } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { cn } from '@/lib/cn';

/**
 * A labelled multi-line field, styled and wired like the shared TextField. With `maxLength` and
 * the current `count` it shows a character counter under the field.
 */
export function TextAreaField({
  label,
  error,
  count,
  id,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string; count?: number }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const countId = `${fieldId}-count`;
  const showCount = count !== undefined && props.maxLength !== undefined;
  const describedBy = [error ? errorId : null, showCount ? countId : null].filter(Boolean);
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        className={cn(
          'block min-h-36 w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs',
          'placeholder:text-slate-400 transition-colors sm:text-sm',
          'focus:outline-none focus-visible:ring-4',
          error
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
            : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-100',
        )}
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : (
          <span />
        )}
        {showCount ? (
          <CharacterCount
            id={countId}
            count={count}
            max={props.maxLength as number}
            className="shrink-0"
          />
        ) : null}
      </div>
    </div>
  );
}
