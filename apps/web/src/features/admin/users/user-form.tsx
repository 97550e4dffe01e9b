import { type SavedStaffUser, type StaffUser, StaffUserInput } from '@leadvault/contract';
import {
  type AdminForm,
  SelectField,
  TextField,
  useAdminForm,
  useRecordValues,
} from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/error-text';
import { useSaveUser } from './api/save-user';
import { announceSavedUser } from './staff-access-status';

type UserEditor = AdminForm<typeof StaffUserInput>;

const ROLES = [
  { value: 'Admin', label: 'Admin' },
  { value: 'Manager', label: 'Manager' },
];

/**
 * The one behaviour of Add User and Edit User: the contract's rules (name, e-mail and role, all
 * required); the success toast says what was e-mailed (`announceSavedUser`).
 */
export function useUserForm({
  user,
  done,
  errorMessage,
  redirectTo,
  onSaved,
}: {
  user?: StaffUser;
  /** "updated", or for a new user `added as Manager`: the toast's verb. */
  done: (saved: SavedStaffUser) => string;
  errorMessage: string;
  redirectTo?: string;
  onSaved?: (saved: SavedStaffUser) => void;
}): UserEditor {
  const save = useSaveUser();
  return useAdminForm({
    schema: StaffUserInput,
    defaultValues: useRecordValues(StaffUserInput, user),
    save: (input) => save.mutateAsync({ id: user?._id, input }),
    successMessage: (saved) =>
      announceSavedUser(saved as SavedStaffUser, done(saved as SavedStaffUser)),
    errorMessage,
    redirectTo,
    onSaved: (saved) => onSaved?.(saved as SavedStaffUser),
  });
}

/** Name, e-mail and role. */
export function UserFields({ editor }: { editor: UserEditor }) {
  return (
    <>
      <TextField editor={editor} name="userName" label="User Name" autoComplete="off" />
      <TextField
        editor={editor}
        name="userEmail"
        label="User Email"
        type="email"
        autoComplete="off"
        hint="We e-mail this address an invitation; the role applies once its owner verifies it."
      />
      <SelectField
        editor={editor}
        name="userRole"
        label="User Role"
        placeholder="Select a role"
        options={ROLES}
      />
    </>
  );
}

/** The save's error in an Alert as well as the toast: the server's reason (the last Admin) stays in view. */
export function UserSaveError({ editor }: { editor: UserEditor }) {
  return editor.saveError ? <Alert variant="error">{errorText(editor.saveError)}</Alert> : null;
}
