import { useNavigate, useParams } from 'react-router';
import { PageFrame, Panel, QueryState } from '@/components/kit';
import { paths } from '@/config/paths';
import { useUser } from './api/get-user';
import { useSaveUser } from './api/save-user';
import { announceSavedUser } from './staff-access-status';
import { UserForm } from './user-form';

/** Edit User: Update User, then the dashboard. */
export function EditUserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const save = useSaveUser();
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Edit User"
      back={{ to: paths.admin.manageUsers, label: 'Manage Users' }}
      width="narrow"
    >
      <QueryState query={user} label="Loading the user...">
        {(data) => (
          <Panel>
            <UserForm
              key={data._id}
              user={data}
              submitLabel="Update User"
              busyLabel="Updating..."
              isSaving={save.isPending}
              error={save.error}
              onSubmit={(input) =>
                save.mutate(
                  { id: data._id, input },
                  {
                    onSuccess: (saved) => {
                      announceSavedUser(saved, 'updated');
                      navigate(paths.admin.dashboard);
                    },
                  },
                )
              }
            />
          </Panel>
        )}
      </QueryState>
    </PageFrame>
  );
}
