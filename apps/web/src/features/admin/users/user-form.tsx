import { type StaffUser, StaffUserInput } from '@leadvault/contract';
import { errorText } from '@/components/kit';
import { PlainSelectField } from '@/components/kit/plain-fields';
import { formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';

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
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <TextField label="User Name" autoComplete="off" {...formField(form, 'userName')} />
      <TextField
        label="User Email"
        type="email"
        autoComplete="off"
        hint="We e-mail this address an invitation; the role applies once its owner verifies it."
        {...formField(form, 'userEmail')}
      />
      <PlainSelectField label="User Role" {...formField(form, 'userRole')}>
        <option value="" disabled>
          Select a role
        </option>
        <option value="Admin">Admin</option>
        <option value="Manager">Manager</option>
      </PlainSelectField>
      {error ? <Alert variant="error">{errorText(error)}</Alert> : null}
      <Button type="submit" fullWidth isLoading={isSaving} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}
