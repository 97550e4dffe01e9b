import type { AdminPackage } from '@leadvault/contract';
import { useParams } from 'react-router';
import { AdminFormFrame, PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useAdminPackage } from './api/get-admin-package';
import { useSavePackage } from './api/save-package';
import { PackageFields, usePackageForm } from './package-form';

/** Edit {package} Package: saves and goes back to the package list. */
export function PackageEditPage() {
  const { id = '' } = useParams();
  const pkg = useAdminPackage(id);
  return (
    <PageFrame
      title={pkg.data ? `Edit ${pkg.data.packageName} Package` : 'Edit Package'}
      back={{ to: paths.admin.packages, label: 'Packages' }}
      // A segment's preview sits beside its fields: that needs the wide frame.
      width={pkg.data?.segmentDefinition ? 'wide' : 'narrow'}
    >
      <QueryState query={pkg} label="Loading the package...">
        {(data) => <PackageEditForm key={data._id} pkg={data} />}
      </QueryState>
    </PageFrame>
  );
}

function PackageEditForm({ pkg }: { pkg: AdminPackage }) {
  const save = useSavePackage();
  const editor = usePackageForm({
    pkg,
    save: (input) => save.mutateAsync({ id: pkg._id, input }),
    successMessage: 'Package updated.',
    errorMessage: 'Failed to update the package.',
    redirectTo: paths.admin.packages,
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel="Update Package"
      busyLabel="Updating..."
      cancelTo={paths.admin.packages}
    >
      <PackageFields editor={editor} pkg={pkg} />
    </AdminFormFrame>
  );
}
