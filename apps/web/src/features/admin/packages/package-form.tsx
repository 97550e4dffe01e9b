import {
  type AdminPackage,
  CreatePackageInput,
  PACKAGE_KIND_LABELS,
  PACKAGE_KINDS,
  PACKAGE_POINT_FIELDS,
} from '@leadvault/contract';
import { useEffect, useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminForm,
  FieldGroup,
  NumberField,
  RadioGroup,
  SelectField,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { PackageSlotFiles } from './package-slot-files';
import { SegmentFields } from './segment-fields';
import { SegmentPreviewPanel } from './segment-preview-panel';
import {
  newSegmentDraft,
  type PackageSource,
  packageInputOf,
  type SegmentDraft,
  segmentDraftOf,
} from './segment-values';

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

type PackageValues = z.input<typeof CreatePackageInput>;

/** The form's starting values: the package's (price in dollars, as typed), or empty ones. */
function valuesOf(pkg?: AdminPackage): DefaultValues<PackageValues> {
  const values: Record<string, unknown> = {
    packageName: pkg?.packageName ?? '',
    price: pkg ? pkg.price.toFixed(2) : '',
    accessLink1: pkg?.accessLink1 ?? '',
    accessLink2: pkg?.accessLink2 ?? '',
    accessLink3: pkg?.accessLink3 ?? '',
    kind: pkg?.kind ?? 'database',
    credits: String(pkg?.credits ?? 0),
    segmentDefinition: pkg?.segmentDefinition ? segmentDraftOf(pkg.segmentDefinition) : null,
  };
  for (const field of PACKAGE_POINT_FIELDS) values[field] = pkg?.[field] ?? '';
  return values as DefaultValues<PackageValues>;
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
    save: (input) => save(packageInputOf(input)),
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

const SOURCE_OPTIONS = [
  {
    value: 'files',
    label: 'Files and links',
    description: 'You attach the files or links buyers get.',
  },
  {
    value: 'segment',
    label: 'Cut from our leads',
    description: 'Each buyer gets fresh files cut from our checked leads.',
  },
] as const;

/**
 * Which way a database is made, and the switch between them. What one way holds is kept aside
 * while the other is shown, so switching back and forth loses nothing typed.
 */
function usePackageSource(editor: PackageEditor) {
  const segment = editor.form.watch('segmentDefinition');
  const source: PackageSource = segment ? 'segment' : 'files';
  const aside = useRef<{ segment?: SegmentDraft; links?: string[] }>({});
  const choose = (next: PackageSource) => {
    if (next === source) return;
    const { getValues, setValue } = editor.form;
    const options = { shouldDirty: true } as const;
    if (next === 'segment') {
      // A segment has no links: they would be refused, so they wait aside.
      aside.current.links = ACCESS_LINK_FIELDS.map((field) => String(getValues(field) ?? ''));
      for (const field of ACCESS_LINK_FIELDS) setValue(field, '', options);
      setValue('segmentDefinition', aside.current.segment ?? newSegmentDraft(), options);
    } else {
      aside.current.segment = getValues('segmentDefinition') ?? undefined;
      setValue('segmentDefinition', null, options);
      ACCESS_LINK_FIELDS.forEach((field, index) => {
        setValue(field, aside.current.links?.[index] ?? '', options);
      });
    }
  };
  return { source, choose };
}

/**
 * The package's fields, only those of its kind: name, price (dollars) and what it sells — a
 * credit pack's credits; a database made of files and links (its three access links, the hosted
 * files of a saved package, ten features) or cut from our leads (its segment beside a live
 * preview; its feature lines are generated).
 */
export function PackageFields({ editor, pkg }: { editor: PackageEditor; pkg?: AdminPackage }) {
  const creditPack = editor.form.watch('kind') === 'credit_pack';
  const { source, choose } = usePackageSource(editor);
  useEffect(() => {
    // A credit pack has no links and is never a segment: hidden values would be refused.
    if (!creditPack) return;
    for (const field of ACCESS_LINK_FIELDS) editor.form.setValue(field, '');
    if (editor.form.getValues('segmentDefinition')) editor.form.setValue('segmentDefinition', null);
  }, [creditPack, editor.form]);
  const segmentMode = !creditPack && source === 'segment';
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
        <RadioGroup
          legend="How the database is made"
          value={source}
          options={SOURCE_OPTIONS}
          onChange={choose}
        />
      )}
      {segmentMode ? (
        // The preview sits beside the fields wherever the form is wide enough (page or dialog).
        <div className="@container">
          <div className="grid gap-5 @2xl:grid-cols-[minmax(0,1fr)_15rem] @2xl:items-start">
            <div className="min-w-0 space-y-5">
              <SegmentFields editor={editor} />
            </div>
            <SegmentPreviewPanel draft={editor.form.watch('segmentDefinition')} />
          </div>
        </div>
      ) : null}
      {creditPack || segmentMode ? null : (
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
      {segmentMode ? null : (
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
      )}
    </>
  );
}
