import { type ComponentProps, type ReactNode, useId } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { cn } from '@/lib/cn';
import {
  controlClasses,
  describedBy,
  FieldShell,
  fieldError,
  isRequiredField,
  maxLengthAt,
} from './field-shell';
import type { AdminForm, FieldName, ObjectSchema } from './use-admin-form';

type FieldProps<S extends ObjectSchema> = {
  editor: AdminForm<S>;
  name: FieldName<S>;
  label: string;
  hint?: ReactNode;
  className?: string;
};

/**
 * The native attributes a field hands on to its control (`placeholder`, `spellCheck`,
 * `autoComplete`, …): all but what the field itself sets (id, name, value, events, classes).
 */
type PassThrough<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  | keyof FieldProps<ObjectSchema>
  | 'id'
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'ref'
  | 'children'
>;

/** What every control of a field shares: id, invalid/required state, description, registration. */
function useFieldControl<S extends ObjectSchema>(
  { editor, name, label, hint, className }: FieldProps<S>,
  extraDescribedBy?: string,
) {
  const id = useId();
  const error = fieldError(editor, name);
  const required = isRequiredField(editor.schema, name);
  return {
    error,
    /** What FieldShell needs to frame the control. */
    shell: { id, label, required, hint, error, className },
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(id, hint, error, extraDescribedBy),
    },
  };
}

/** A one-line text box (any `type`: text, email, url, password). */
export function TextField<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  className,
  type = 'text',
  ...native
}: FieldProps<S> & PassThrough<'input'>) {
  const field = { editor, name, label, hint, className };
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <input
        {...native}
        type={type}
        className={cn(controlClasses(Boolean(error)), 'h-11')}
        {...controlProps}
        {...field.editor.form.register(field.name)}
      />
    </FieldShell>
  );
}

/**
 * A number: whole (`step` 1) or money (`decimal`: two places, e.g. a price in dollars). The
 * value stays the typed text, as the contract's schemas coerce it; `asNumber` hands the
 * schema a number instead (empty: undefined).
 */
export function NumberField<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  className,
  decimal = false,
  asNumber = false,
  min,
  max,
  step,
  ...native
}: FieldProps<S> &
  Omit<PassThrough<'input'>, 'type' | 'inputMode'> & {
    decimal?: boolean;
    asNumber?: boolean;
  }) {
  const field = { editor, name, label, hint, className };
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <input
        {...native}
        // Money is typed as text: a number input would drop the trailing zero of "49.50".
        type={decimal ? 'text' : 'number'}
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={decimal ? undefined : min}
        max={decimal ? undefined : max}
        step={decimal ? undefined : (step ?? 1)}
        className={cn(controlClasses(Boolean(error)), 'h-11 tabular-nums')}
        {...controlProps}
        {...field.editor.form.register(
          field.name,
          asNumber
            ? {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? undefined : Number(value),
              }
            : undefined,
        )}
      />
    </FieldShell>
  );
}

/** A multi-line text box with a character count when the schema limits the length. */
export function TextareaField<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  className,
  rows = 4,
  ...native
}: FieldProps<S> & PassThrough<'textarea'>) {
  const field = { editor, name, label, hint, className };
  const maxLength = maxLengthAt(field.editor.schema, field.name);
  const countId = useId();
  const { error, shell, controlProps } = useFieldControl(field, maxLength ? countId : undefined);
  const value: unknown = field.editor.form.watch(field.name);
  return (
    <FieldShell {...shell}>
      <textarea
        {...native}
        rows={rows}
        className={cn(controlClasses(Boolean(error)), 'resize-y py-2.5 leading-relaxed')}
        {...controlProps}
        {...field.editor.form.register(field.name)}
      />
      {maxLength ? (
        <CharacterCount id={countId} count={String(value ?? '').length} max={maxLength} />
      ) : null}
    </FieldShell>
  );
}

/** A choice of a select; `disabled` shows a value that is kept but cannot be picked. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** A choice from a list (a role, a status); `placeholder` is the disabled empty first option. */
export function SelectField<S extends ObjectSchema>({
  editor,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  ...native
}: FieldProps<S> &
  PassThrough<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  const field = { editor, name, label, hint, className };
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <select
        {...native}
        className={cn(controlClasses(Boolean(error)), 'h-11 pr-9')}
        {...controlProps}
        {...field.editor.form.register(field.name)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
