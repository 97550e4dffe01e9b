import type { StaffUser } from '@leadvault/contract';
import { useParams } from 'react-router';
import { AdminFormFrame, PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useUser } from './api/get-user';
import { UserFields, UserSaveError, useUserForm } from './user-form';

/** Edit User: Update User, then the dashboard. */
export function EditUserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <PageFrame
      title="Edit User"
      back={{ to: paths.admin.manageUsers, label: 'Manage Users' }}
      width="narrow"
    >
      <QueryState query={user} label="Loading the user...">
        {(data) => <EditUserForm key={data._id} user={data} />}
      </QueryState>
    </PageFrame>
  );
}

function EditUserForm({ user }: { user: StaffUser }) {
  const editor = useUserForm({
    user,
    done: () => 'updated',
    errorMessage: 'Failed to update user.',
    redirectTo: paths.admin.dashboard,
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel="Update User"
      busyLabel="Updating..."
      cancelTo={paths.admin.manageUsers}
      footer={<UserSaveError editor={editor} />}
    >
      <UserFields editor={editor} />
    </AdminFormFrame>
  );
}
