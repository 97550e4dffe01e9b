import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

/**
 * What a storefront field takes from its form: the registration (with the schema's `maxLength`
 * when the form comes from useZodForm) and the field's validation message.
 */
export function formField<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return { error: typeof message === 'string' ? message : undefined, ...form.register(name) };
}

/** The e-mail address box of the sign-in, sign-up, reset and opt-out forms. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}
