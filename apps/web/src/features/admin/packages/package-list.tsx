import { type AdminPackage, formatUsd } from '@leadvault/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { AdminScreen, QueryState } from '../operations/components/admin-screen';
import { type Column, DataTable } from '../operations/components/data-table';
import { useAdminPackages } from './api/get-admin-packages';
import { usePackageTitles } from './api/get-package-titles';
import { useSavePackage } from './api/save-package';
import { PackageForm } from './package-form';

const columns: Column<AdminPackage>[] = [
  {
    header: 'SL No.',
    cell: (_pkg, index) => index + 1,
    className: 'w-16 tabular-nums text-slate-500',
  },
  {
    header: 'Package Name',
    cell: (pkg) => pkg.packageName,
    className: 'font-medium text-slate-900',
  },
  { header: 'Price', cell: (pkg) => formatUsd(pkg.price), className: 'tabular-nums' },
  {
    header: 'Actions',
    cell: (pkg) => (
      <Link
        to={paths.admin.packageEdit(pkg._id)}
        className="font-semibold text-indigo-600 hover:text-indigo-500"
      >
        Edit<span className="sr-only"> {pkg.packageName}</span>
      </Link>
    ),
    className: 'w-32',
  },
];

/** The admin package list, the price title links, and Add Package. */
export function PackagesPage() {
  const packages = useAdminPackages();
  const titles = usePackageTitles();
  const [adding, setAdding] = useState(false);
  const save = useSavePackage();

  return (
    <AdminScreen
      title="Packages"
      actions={
        <>
          <ButtonLink to={paths.admin.dashboard} variant="secondary">
            Back to Dashboard
          </ButtonLink>
          <Button onClick={() => setAdding(true)}>Add Package</Button>
        </>
      }
    >
      {titles.data && titles.data.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <p className="text-sm text-slate-600">Pricing section title:</p>
          {titles.data.map((title) => (
            <div key={title._id} className="flex flex-wrap items-center gap-3">
              <span className="font-semibold text-slate-900">{title.titleOne || 'Untitled'}</span>
              <Link
                to={paths.packageTitleEdit(title._id)}
                className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
              >
                Edit Price Title
              </Link>
            </div>
          ))}
        </div>
      ) : null}
      <QueryState query={packages} label="Loading packages...">
        {(data) => (
          <DataTable
            caption="Packages"
            columns={columns}
            rows={data}
            rowKey={(pkg) => pkg._id}
            empty="No packages found."
          />
        )}
      </QueryState>
      <Modal
        open={adding}
        onClose={() => setAdding(false)}
        dismissible={!save.isPending}
        title="Add Package"
        description="A new package appears at the end of the pricing list."
        size="lg"
      >
        <div className="pb-2">
          <PackageForm
            submitLabel="Add Package"
            busyLabel="Adding..."
            isSaving={save.isPending}
            error={save.error}
            onCancel={() => setAdding(false)}
            onSubmit={(input) =>
              save.mutate(
                { input },
                {
                  onSuccess: (saved) => {
                    toast.success(`${saved.packageName} added.`);
                    setAdding(false);
                    save.reset();
                  },
                },
              )
            }
          />
        </div>
      </Modal>
    </AdminScreen>
  );
}
