import { type AdminPackage, CreatePackageInput, formatPrice } from '@leadvault/contract';
import { Image } from 'lucide-react';
import { useParams } from 'react-router';
import {
  AdminFormFrame,
  ImageField,
  ImagePreview,
  PageFrame,
  useAdminForm,
  useRecordValues,
} from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CONTENT_LOAD_ERROR } from '../site-content/components/load-error-texts';
import { useAdminPackage, useAdminPackages, useUpdatePackageImage } from './api/package-style';

const a = paths.admin;

/** The contract's own rule for the picture (optional text), nothing invented. */
const PackageStyleInput = CreatePackageInput.pick({ img: true });

/** The spec's fixed rule on the public site: the second plan (index 1) is the best. */
const BEST_INDEX = 1;

function PlanPreview({ pkg, best }: { pkg: AdminPackage; best: boolean }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm',
        best ? 'border-indigo-400 ring-2 ring-indigo-100' : 'border-slate-200',
      )}
    >
      {best ? (
        <span className="absolute -top-3 left-5 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          Highlighted as best
        </span>
      ) : null}
      <ImagePreview src={pkg.img} alt={`${pkg.packageName} image`} className="h-32 w-full" />
      <div className="mt-4 flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{pkg.packageName}</h2>
        <p className="text-sm font-semibold text-slate-700 tabular-nums">
          ${formatPrice(pkg.price)}
        </p>
      </div>
      <ButtonLink
        to={a.editPackageStyle(pkg._id)}
        variant="secondary"
        size="sm"
        className="mt-4"
        aria-label={`Change Image of ${pkg.packageName}`}
        icon={<Image aria-hidden="true" className="size-4" />}
      >
        Change Image
      </ButtonLink>
    </li>
  );
}

function PackageStyleList() {
  const packages = useAdminPackages();
  return (
    <PageFrame
      title="Edit Package Style"
      description="The picture of each package plan, in the order the public site lists them. The second plan is highlighted as the best."
      back={{ to: a.settingHomepage, label: 'Home Page Setting' }}
    >
      <QueryState
        query={packages}
        errorTexts={CONTENT_LOAD_ERROR}
        isEmpty={(list) => list.length === 0}
        empty="No packages found."
      >
        {(list) => (
          <ul aria-label="Package plans" className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((pkg, index) => (
              <PlanPreview key={pkg._id} pkg={pkg} best={index === BEST_INDEX} />
            ))}
          </ul>
        )}
      </QueryState>
    </PageFrame>
  );
}

function PackageImageForm({ pkg }: { pkg: AdminPackage }) {
  const update = useUpdatePackageImage();
  const editor = useAdminForm({
    schema: PackageStyleInput,
    defaultValues: useRecordValues(PackageStyleInput, pkg),
    save: (values) => update.mutateAsync({ pkg, img: values.img ?? '' }),
    successMessage: 'Package style updated successfully!',
    errorMessage: 'Failed to update package style.',
    redirectTo: a.editPackageStyle(),
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel="Update Package Style"
      busyLabel="Updating..."
      cancelTo={a.editPackageStyle()}
    >
      <ImageField
        editor={editor}
        name="img"
        label="Package Image"
        hint="Shown with the plan on the public site."
      />
    </AdminFormFrame>
  );
}

function PackageStyleEditor({ id }: { id: string }) {
  const pkg = useAdminPackage(id);
  return (
    <PageFrame
      title={pkg.data ? `Edit ${pkg.data.packageName} Style` : 'Edit Package Style'}
      back={{ to: a.editPackageStyle(), label: 'Edit Package Style' }}
      width="narrow"
    >
      <QueryState query={pkg} errorTexts={CONTENT_LOAD_ERROR}>
        {(record) => <PackageImageForm key={record._id} pkg={record} />}
      </QueryState>
    </PageFrame>
  );
}

/**
 * /admin/edit-package-style and /admin/edit-package-style/:id (decision 006): each plan's
 * picture, chosen like every other content image.
 */
export function PackageStylePage() {
  const { id } = useParams();
  return id ? <PackageStyleEditor id={id} /> : <PackageStyleList />;
}
