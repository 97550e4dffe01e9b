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
  type = 'text',
  placeholder,
  inputMode,
  autoComplete,
  ...field
}: FieldProps<S> &
  Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'inputMode' | 'autoComplete'>) {
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <input
        type={type}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
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
  decimal = false,
  asNumber = false,
  min,
  max,
  step,
  placeholder,
  ...field
}: FieldProps<S> &
  Pick<ComponentProps<'input'>, 'min' | 'max' | 'step' | 'placeholder'> & {
    decimal?: boolean;
    asNumber?: boolean;
  }) {
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <input
        // Money is typed as text: a number input would drop the trailing zero of "49.50".
        type={decimal ? 'text' : 'number'}
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={decimal ? undefined : min}
        max={decimal ? undefined : max}
        step={decimal ? undefined : (step ?? 1)}
        placeholder={placeholder}
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
  rows = 4,
  ...field
}: FieldProps<S> & { rows?: number }) {
  const maxLength = maxLengthAt(field.editor.schema, field.name);
  const countId = useId();
  const { error, shell, controlProps } = useFieldControl(field, maxLength ? countId : undefined);
  const value: unknown = field.editor.form.watch(field.name);
  return (
    <FieldShell {...shell}>
      <textarea
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
  options,
  placeholder,
  ...field
}: FieldProps<S> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { error, shell, controlProps } = useFieldControl(field);
  return (
    <FieldShell {...shell}>
      <select
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
