import {
  type AdminPackage,
  CreatePackageInput,
  PACKAGE_KIND_LABELS,
  PACKAGE_KINDS,
  PACKAGE_POINT_FIELDS,
} from '@leadvault/contract';
import { useEffect } from 'react';
import {
  type AdminForm,
  FieldGroup,
  NumberField,
  SelectField,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { PackageSlotFiles } from './package-slot-files';

const NUMBER_WORDS = [
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
];
const ACCESS_LINK_FIELDS = ['accessLink1', 'accessLink2', 'accessLink3'] as const;

type PackageEditor = AdminForm<typeof CreatePackageInput>;

/** The form's starting values: the package's (price in dollars, as typed), or empty ones. */
function valuesOf(pkg?: AdminPackage) {
  const values: Record<string, string> = {
    packageName: pkg?.packageName ?? '',
    price: pkg ? pkg.price.toFixed(2) : '',
    accessLink1: pkg?.accessLink1 ?? '',
    accessLink2: pkg?.accessLink2 ?? '',
    accessLink3: pkg?.accessLink3 ?? '',
    kind: pkg?.kind ?? 'database',
    credits: String(pkg?.credits ?? 0),
  };
  for (const field of PACKAGE_POINT_FIELDS) values[field] = pkg?.[field] ?? '';
  return values;
}

/**
 * The one behaviour of the package form (Edit Package and Add Package), validated by the
 * contract's schema; `save` sends the values.
 */
export function usePackageForm({
  pkg,
  save,
  successMessage,
  errorMessage,
  redirectTo,
  onSaved,
}: {
  pkg?: AdminPackage;
  save: (input: CreatePackageInput) => Promise<unknown>;
  successMessage: string;
  errorMessage: string;
  redirectTo?: string;
  onSaved?: () => void;
}): PackageEditor {
  return useAdminForm({
    schema: CreatePackageInput,
    defaultValues: valuesOf(pkg),
    save,
    successMessage,
    errorMessage,
    redirectTo,
    onSaved,
  });
}

const KIND_OPTIONS = PACKAGE_KINDS.map((kind) => ({
  value: kind,
  label: PACKAGE_KIND_LABELS[kind],
}));

/**
 * The package's fields, only those of its kind: name, price (dollars) and what it sells — a
 * credit pack's credits, or a database's three access links (empty or http(s)) with the hosted
 * files of a saved package — and ten features.
 */
export function PackageFields({ editor, pkg }: { editor: PackageEditor; pkg?: AdminPackage }) {
  const creditPack = editor.form.watch('kind') === 'credit_pack';
  useEffect(() => {
    // A credit pack has no links: hidden ones would be refused, so they are emptied.
    if (!creditPack) return;
    for (const field of ACCESS_LINK_FIELDS) editor.form.setValue(field, '');
  }, [creditPack, editor.form]);
  return (
    <>
      <FieldGroup legend="Package" columns={2}>
        <TextField editor={editor} name="packageName" label="Package Name" />
        <NumberField
          editor={editor}
          name="price"
          label="Package Price"
          decimal
          hint="US dollars, e.g. 49.00"
        />
        <SelectField
          editor={editor}
          name="kind"
          label="What it sells"
          options={KIND_OPTIONS}
          hint="A lead database is delivered as files or links; a credit pack adds credits."
        />
        {creditPack ? (
          <NumberField
            editor={editor}
            name="credits"
            label="Credits granted"
            min={1}
            hint="Added once, when the payment is received."
          />
        ) : null}
      </FieldGroup>
      {creditPack ? null : (
        <FieldGroup
          legend="Access links"
          description="Buyers see these links only once their payment is received."
        >
          {ACCESS_LINK_FIELDS.map((field, index) => (
            <TextField
              key={field}
              editor={editor}
              name={field}
              type="url"
              label={`Access Link ${NUMBER_WORDS[index]}`}
              placeholder="https://"
            />
          ))}
          {pkg ? (
            <PackageSlotFiles
              pkg={pkg}
              onLinkCleared={(slot) => editor.form.setValue(`accessLink${slot}`, '')}
            />
          ) : (
            <p className="text-xs text-slate-600">Save the package to attach database files.</p>
          )}
        </FieldGroup>
      )}
      <FieldGroup legend="Features" columns={2}>
        {PACKAGE_POINT_FIELDS.map((field, index) => (
          <TextField
            key={field}
            editor={editor}
            name={field}
            label={`Feature ${NUMBER_WORDS[index]}`}
          />
        ))}
      </FieldGroup>
    </>
  );
}
