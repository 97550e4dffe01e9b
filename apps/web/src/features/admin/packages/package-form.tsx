import { type AdminPackage, CreatePackageInput, PACKAGE_POINT_FIELDS } from '@leadvault/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '../operations/components/admin-screen';
import { PackageSlotFiles } from './package-slot-files';

const FEATURE_LABELS = [
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
] as const;

function defaultsOf(pkg?: AdminPackage) {
  const values: Record<string, string> = {
    packageName: pkg?.packageName ?? '',
    price: pkg ? pkg.price.toFixed(2) : '',
    accessLink1: pkg?.accessLink1 ?? '',
    accessLink2: pkg?.accessLink2 ?? '',
    accessLink3: pkg?.accessLink3 ?? '',
    credits: String(pkg?.credits ?? 0),
  };
  for (const field of PACKAGE_POINT_FIELDS) values[field] = pkg?.[field] ?? '';
  return values;
}

/**
 * The package form, shared by Edit Package and Add Package: name, price (dollars), the credits
 * it grants (a credit pack when above 0), three access links (empty or http(s)) and ten
 * features, validated by the contract's schema.
 */
export function PackageForm({
  pkg,
  submitLabel,
  busyLabel,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  pkg?: AdminPackage;
  submitLabel: string;
  busyLabel: string;
  isSaving: boolean;
  error: unknown;
  onSubmit: (input: CreatePackageInput) => void;
  onCancel?: () => void;
}) {
  const form = useZodForm(CreatePackageInput, { defaultValues: defaultsOf(pkg) });
  const { errors } = form.formState;
  const message = (field: string) =>
    (errors as Record<string, { message?: string } | undefined>)[field]?.message;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Package</legend>
        <TextField
          label="Package Name"
          error={message('packageName')}
          {...form.register('packageName')}
        />
        <TextField
          label="Package Price"
          inputMode="decimal"
          hint="US dollars, e.g. 49.00"
          error={message('price')}
          {...form.register('price')}
        />
        <TextField
          label="Credits granted"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="0 = not a credit pack. Credits are added once, when the payment is received."
          error={message('credits')}
          {...form.register('credits')}
        />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Access links</legend>
        {(['accessLink1', 'accessLink2', 'accessLink3'] as const).map((field, index) => (
          <TextField
            key={field}
            type="url"
            label={`Access Link ${['One', 'Two', 'Three'][index]}`}
            placeholder="https://"
            error={message(field)}
            {...form.register(field)}
          />
        ))}
        <p className="-mt-2 text-xs text-slate-500">
          Buyers see these links only once their payment is received.
        </p>
        {pkg ? (
          <PackageSlotFiles
            pkg={pkg}
            onLinkCleared={(slot) => form.setValue(`accessLink${slot}`, '')}
          />
        ) : (
          <p className="text-xs text-slate-600">Save the package to attach database files.</p>
        )}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Features</legend>
        {PACKAGE_POINT_FIELDS.map((field, index) => (
          <TextField
            key={field}
            label={`Feature ${FEATURE_LABELS[index]}`}
            error={message(field)}
            {...form.register(field)}
          />
        ))}
      </fieldset>
      {error ? <Alert variant="error">{errorText(error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSaving} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
