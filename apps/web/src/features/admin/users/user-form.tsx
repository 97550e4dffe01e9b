import { type StaffUser, StaffUserInput } from '@leadvault/contract';
import { errorText } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../operations/components/fields';

/** Add User and Edit User: name, e-mail and role, all required. */
export function UserForm({
  user,
  submitLabel,
  busyLabel,
  isSaving,
  error,
  onSubmit,
}: {
  user?: StaffUser;
  submitLabel: string;
  busyLabel: string;
  isSaving: boolean;
  error: unknown;
  onSubmit: (input: StaffUserInput) => void;
}) {
  const form = useZodForm(StaffUserInput, {
    defaultValues: {
      userName: user?.userName ?? '',
      userEmail: user?.userEmail ?? '',
      userRole: user?.userRole ?? ('' as StaffUserInput['userRole']),
    },
  });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="User Name"
        autoComplete="off"
        error={errors.userName?.message}
        {...form.register('userName')}
      />
      <TextField
        label="User Email"
        type="email"
        autoComplete="off"
        hint="We e-mail this address an invitation; the role applies once its owner verifies it."
        error={errors.userEmail?.message}
        {...form.register('userEmail')}
      />
      <SelectField
        label="User Role"
        error={errors.userRole?.message}
        {...form.register('userRole')}
      >
        <option value="" disabled>
          Select a role
        </option>
        <option value="Admin">Admin</option>
        <option value="Manager">Manager</option>
      </SelectField>
      {error ? <Alert variant="error">{errorText(error)}</Alert> : null}
      <Button type="submit" fullWidth isLoading={isSaving} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}
