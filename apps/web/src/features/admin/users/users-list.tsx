import type { StaffUser } from '@leadvault/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { AdminFormFrame, type Column, DataTable, PageFrame } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { StaffAccessStatus } from './staff-access-status';
import { UserFields, UserSaveError, useUserForm } from './user-form';

/** Manage Users: the staff list (who is Admin or Manager) and the Add User form. */
export function ManageUsersPage() {
  const users = useUsers();
  const remove = useDeleteUser();
  /** The user just added: marked in the list; the form empties for the next one. */
  const [added, setAdded] = useState<string>();
  const addUser = useUserForm({
    done: (saved) => `added as ${saved.userRole}`,
    errorMessage: 'Failed to add user.',
    // Staff stay on the list and see the new row (issue 11 item 8); the spec went to the
    // dashboard.
    onSaved: (saved) => setAdded(saved._id),
  });
  const { user: me } = useAuth();
  const { confirm, dialog } = useConfirm();
  const myEmail = me?.email.toLowerCase();

  async function onDelete(user: StaffUser) {
    const deleted = await confirm({
      title: `Delete ${user.userName}?`,
      message: `${user.userEmail} will lose access to the admin area on their next request.`,
      confirmLabel: 'Delete user',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: () => remove.mutateAsync(user._id),
    });
    if (deleted) toast.success(`${user.userName} deleted.`);
  }

  const columns: Column<StaffUser>[] = [
    {
      header: 'SL No.',
      cell: (_user, index) => index + 1,
      className: 'w-16 tabular-nums text-slate-500',
    },
    {
      header: 'Website Name',
      cell: (user) => user.userName,
      className: 'font-medium text-slate-900',
    },
    {
      header: 'Email',
      cell: (user) => (
        <div className="min-w-0">
          <p className="truncate" title={user.userEmail}>
            {user.userEmail}
          </p>
          <StaffAccessStatus user={user} />
        </div>
      ),
      className: 'max-w-64',
    },
    { header: 'Role', cell: (user) => <StatusBadge status={user.userRole} /> },
    {
      header: 'Edit User',
      cell: (user) => (
        <Link
          to={paths.admin.user(user._id)}
          className="font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Edit<span className="sr-only"> {user.userName}</span>
        </Link>
      ),
    },
    {
      header: 'Delete user',
      cell: (user) =>
        user.userEmail === myEmail ? (
          <span className="text-xs text-slate-500">This is you</span>
        ) : (
          <Button variant="danger" size="sm" onClick={() => void onDelete(user)}>
            Delete<span className="sr-only"> {user.userName}</span>
          </Button>
        ),
    },
  ];

  return (
    <PageFrame
      title="Manage Users"
      description="Who may enter the admin area. Admins reach everything; Managers reach the dashboard and the e-mail template. A role applies once its owner has verified the address through the e-mailed link."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <QueryState query={users} label="Loading users...">
          {(data) => (
            <DataTable
              caption="Staff users"
              columns={columns}
              rows={data}
              rowKey={(user) => user._id}
              empty="No users found."
              highlightKey={added}
            />
          )}
        </QueryState>
        <AdminFormFrame
          editor={addUser}
          title="Add User"
          submitLabel="Add User"
          busyLabel="Adding..."
          fullWidthSubmit
          footer={<UserSaveError editor={addUser} />}
        >
          <UserFields editor={addUser} />
        </AdminFormFrame>
      </div>
      {dialog}
    </PageFrame>
  );
}
