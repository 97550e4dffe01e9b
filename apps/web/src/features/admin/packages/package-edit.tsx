import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { AdminScreen, Panel, QueryState } from '../operations/components/admin-screen';
import { useAdminPackage } from './api/get-admin-package';
import { useSavePackage } from './api/save-package';
import { PackageForm } from './package-form';

/** Edit {package} Package: saves and goes back to the package list. */
export function PackageEditPage() {
  const { id = '' } = useParams();
  const pkg = useAdminPackage(id);
  const save = useSavePackage();
  const navigate = useNavigate();

  return (
    <AdminScreen
      title={pkg.data ? `Edit ${pkg.data.packageName} Package` : 'Edit Package'}
      back={{ to: paths.admin.packages, label: 'Packages' }}
      width="narrow"
    >
      <QueryState query={pkg} label="Loading the package...">
        {(data) => (
          <Panel>
            <PackageForm
              key={data._id}
              pkg={data}
              submitLabel="Update Package"
              busyLabel="Updating..."
              isSaving={save.isPending}
              error={save.error}
              onSubmit={(input) =>
                save.mutate(
                  { id: data._id, input },
                  {
                    onSuccess: (saved) => {
                      toast.success(`${saved.packageName} updated.`);
                      navigate(paths.admin.packages);
                    },
                  },
                )
              }
            />
          </Panel>
        )}
      </QueryState>
    </AdminScreen>
  );
}
