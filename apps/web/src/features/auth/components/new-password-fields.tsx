import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formField } from '@/components/kit/storefront-fields';
import { TextField } from '@/components/ui/text-field';

type NewPasswordValues = FieldValues & { password: string; confirmPassword: string };

/** The new password and its confirmation, as the reset and change-password forms ask them. */
export function NewPasswordFields<T extends NewPasswordValues, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  // The generic form only knows these two names are among its fields.
  const fields = form as unknown as UseFormReturn<NewPasswordValues, unknown, O>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...formField(fields, 'password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...formField(fields, 'confirmPassword')}
      />
    </>
  );
}
