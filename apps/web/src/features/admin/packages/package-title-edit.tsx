import { UpdatePackageTitleInput } from '@leadvault/contract';
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import {
  AdminFormFrame,
  PageFrame,
  TextareaField,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { NOT_ADMIN_MESSAGE, useAuth } from '@/features/auth';
import { usePackageTitle } from './api/get-package-title';
import { useUpdatePackageTitle } from './api/update-package-title';

/**
 * Edit Package Title (`/package-title-edit/:id`). The route sits in the signed-in group, outside
 * the admin frame, so the page checks the role itself; the server refuses anyone but an Admin.
 */
export function PackageTitleEditPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingBlock />;
  if (auth.role !== 'Admin') {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <DocumentTitle title="Not authorized" />
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
          <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </div>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">Access denied</h1>
          <p role="alert" className="mt-3 text-sm text-slate-600">
            {NOT_ADMIN_MESSAGE}
          </p>
          <p className="mt-2 text-sm font-medium text-slate-800">
            This page is for Admins. Ask an Admin for access.
          </p>
        </div>
      </section>
    );
  }
  return <PackageTitleEditor />;
}

function PackageTitleEditor() {
  const { id = '' } = useParams();
  const title = usePackageTitle(id);
  return (
    <div className="bg-slate-50">
      <PageFrame
        title="Edit Package Title"
        back={{ to: paths.admin.packages, label: 'Packages' }}
        width="narrow"
      >
        <QueryState query={title} label="Loading the title...">
          {(data) => (
            <TitleForm
              key={data._id}
              id={data._id}
              defaults={{ titleOne: data.titleOne, description: data.description }}
            />
          )}
        </QueryState>
      </PageFrame>
    </div>
  );
}

function TitleForm({
  id,
  defaults,
}: {
  id: string;
  defaults: { titleOne: string; description: string };
}) {
  const update = useUpdatePackageTitle();
  const editor = useAdminForm({
    schema: UpdatePackageTitleInput,
    defaultValues: defaults,
    save: (input) => update.mutateAsync({ id, input }),
    successMessage: 'Package title updated.',
    errorMessage: 'Failed to update the package title.',
    redirectTo: paths.admin.dashboard,
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel="Update Title"
      busyLabel="Updating..."
      cancelTo={paths.admin.packages}
    >
      <TextField editor={editor} name="titleOne" label="Title" />
      <TextareaField editor={editor} name="description" label="Description" rows={4} />
    </AdminFormFrame>
  );
}
