import { type AdminPackage, formatUsd, PACKAGE_KIND_LABELS } from '@leadvault/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { type Column, DataTable, PageFrame } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useSetPackageArchived } from './api/archive-package';
import { useAdminPackages } from './api/get-admin-packages';
import { usePackageTitles } from './api/get-package-titles';
import { useSavePackage } from './api/save-package';
import { PackageFields, usePackageForm } from './package-form';
import { SegmentSummary } from './segment-summary';

/** Archive (with a confirmation) or restore: off sale and back, never deleted. */
function SaleToggle({ pkg }: { pkg: AdminPackage }) {
  const { confirm, dialog } = useConfirm();
  const toggle = useSetPackageArchived();
  const archived = pkg.archivedAt !== null;

  async function archive() {
    const orders =
      pkg.orderCount === 0
        ? 'No order has bought it yet.'
        : `Its ${pkg.orderCount === 1 ? 'order keeps' : `${pkg.orderCount} orders keep`} it, and buyers keep what they bought.`;
    const done = await confirm({
      title: `Take "${pkg.packageName}" off sale?`,
      message: `It leaves Pricing, the home page and Deposit, and no new order can buy it. ${orders} You can restore it later.`,
      confirmLabel: 'Archive',
      busyLabel: 'Archiving...',
      variant: 'danger',
      onConfirm: () => toggle.mutateAsync({ id: pkg._id, archived: true }),
    });
    if (done) toast.success(`"${pkg.packageName}" is off sale.`);
  }

  async function restore() {
    try {
      await toggle.mutateAsync({ id: pkg._id, archived: false });
      toast.success(`"${pkg.packageName}" is on sale again.`);
    } catch (error) {
      toast.error(errorText(error, 'The package was not restored.'));
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void (archived ? restore() : archive())}
        disabled={toggle.isPending}
        className="font-semibold text-indigo-600 hover:text-indigo-500 disabled:opacity-50"
      >
        {archived ? 'Restore' : 'Archive'}
        <span className="sr-only"> {pkg.packageName}</span>
      </button>
      {dialog}
    </>
  );
}

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
    header: 'Kind',
    cell: (pkg) =>
      pkg.kind === 'credit_pack' ? (
        `${PACKAGE_KIND_LABELS.credit_pack} · ${pkg.credits.toLocaleString('en-US')} credits`
      ) : (
        <div>
          {PACKAGE_KIND_LABELS.database}
          <SegmentSummary pkg={pkg} />
        </div>
      ),
    className: 'min-w-56',
  },
  {
    header: 'Sale',
    cell: (pkg) => <StatusBadge status={pkg.archivedAt ? 'Archived' : 'On sale'} />,
  },
  {
    header: 'Actions',
    cell: (pkg) => (
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={paths.admin.packageEdit(pkg._id)}
          className="font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Edit<span className="sr-only"> {pkg.packageName}</span>
        </Link>
        <SaleToggle pkg={pkg} />
      </div>
    ),
    className: 'w-44',
    action: true,
  },
];

/** The admin package list, the price title links, and Add Package. */
export function PackagesPage() {
  const packages = useAdminPackages();
  const titles = usePackageTitles();
  const [adding, setAdding] = useState(false);

  return (
    <PageFrame
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
            phone="cards"
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
        title="Add Package"
        description="A new package appears at the end of the pricing list."
        size="lg"
      >
        <AddPackageForm onDone={() => setAdding(false)} />
      </Modal>
    </PageFrame>
  );
}

/** Add Package, in its dialog: the package form; the dialog closes once the package is saved. */
function AddPackageForm({ onDone }: { onDone: () => void }) {
  const save = useSavePackage();
  const editor = usePackageForm({
    save: (input) => save.mutateAsync({ input }),
    successMessage: 'Package added.',
    errorMessage: 'Failed to add the package.',
    onSaved: onDone,
  });
  return (
    <Form form={editor.form} onSubmit={editor.submit} className="space-y-5 pb-2">
      <fieldset disabled={editor.isBusy} className="min-w-0 space-y-5">
        <PackageFields editor={editor} />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={editor.isBusy}>
          Cancel
        </Button>
        <Button type="submit" isLoading={editor.isBusy} loadingText="Adding...">
          Add Package
        </Button>
      </div>
    </Form>
  );
}
