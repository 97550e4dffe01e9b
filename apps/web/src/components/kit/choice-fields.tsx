import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { describedBy, fieldError } from './field-shell';
import type { AdminForm, FieldName, ObjectSchema } from './use-admin-form';

export type ChoiceOption = { value: string; label: string; hint?: string };

const boxClasses =
  'size-4 shrink-0 border-slate-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-1';

/**
 * Several values of a list (an array field): one checkbox per option in a fieldset, so a screen
 * reader hears the group's name; the field's error (client or server) under it.
 */
export function CheckboxGroupField<S extends ObjectSchema>({
  editor,
  name,
  legend,
  options,
  hint,
  columns = 2,
  className,
}: {
  editor: AdminForm<S>;
  name: FieldName<S>;
  legend: string;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  const id = useId();
  const chosen = (editor.form.watch(name) as string[] | undefined) ?? [];
  const error = fieldError(editor, name);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((item) => item !== value);
    editor.form.setValue(name, next as never, {
      shouldDirty: true,
      shouldValidate: editor.form.formState.isSubmitted,
    });
  };
  return (
    <fieldset
      className={cn('@container min-w-0', className)}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          'mt-2 grid gap-x-4 gap-y-1.5',
          // Short labels: two columns fit a phone, which keeps long lists short.
          columns >= 2 && 'grid-cols-2',
          columns === 3 && '@xl:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-7 items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              className={cn(boxClasses, 'rounded')}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="min-w-0">
              {option.label}
              {option.hint ? <span className="ml-1 text-slate-500">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One choice among a few, each with a line saying what it means: native radios in a fieldset
 * (arrow keys move between them). It holds no form value: the caller decides what a choice does.
 */
export function RadioGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
  className,
}: {
  legend: string;
  value: V;
  options: readonly { value: V; label: string; description?: string }[];
  onChange: (value: V) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border bg-white px-3.5 py-3 text-sm',
              'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-indigo-100',
              value === option.value ? 'border-indigo-500' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              className={cn(boxClasses, 'mt-0.5')}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.description ? (
                <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
