import { UpdatePackageTitleInput } from '@leadvault/contract';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { ShieldIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { NOT_ADMIN_MESSAGE, useAuth } from '@/features/auth';
import {
  AdminScreen,
  errorText,
  LoadingBlock,
  Panel,
  QueryState,
} from '../operations/components/admin-screen';
import { TextAreaField } from '../operations/components/fields';
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
            <ShieldIcon className="size-6" />
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
      <AdminScreen
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
      </AdminScreen>
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
  const form = useZodForm(UpdatePackageTitleInput, { defaultValues: defaults });
  const update = useUpdatePackageTitle();
  const navigate = useNavigate();
  return (
    <Panel>
      <Form
        form={form}
        className="space-y-5"
        onSubmit={(input) =>
          update.mutate(
            { id, input },
            {
              onSuccess: () => {
                toast.success('Package title updated.');
                navigate(paths.admin.dashboard);
              },
            },
          )
        }
      >
        <TextField label="Title" {...form.register('titleOne')} />
        <TextAreaField label="Description" rows={4} {...form.register('description')} />
        {update.isError ? <Alert variant="error">{errorText(update.error)}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending} loadingText="Updating...">
            Update Title
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
