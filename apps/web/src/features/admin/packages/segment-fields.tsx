import {
  type CreatePackageInput,
  EMAIL_STATUS_LABELS,
  REVEALABLE_EMAIL_STATUSES,
  SEGMENT_FILES_MAX,
  SEGMENT_SPLIT_FIELDS,
  SEGMENT_SPLIT_LABELS,
  type SegmentFilters,
  type SegmentSplitField,
} from '@leadvault/contract';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  type AdminForm,
  CheckboxGroupField,
  type ChoiceOption,
  controlClasses,
  describedBy,
  FieldGroup,
  FieldShell,
  fieldError,
  NumberField,
  TextField,
} from '@/components/kit';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLeadCountries } from './api/get-lead-countries';
import { countryLabel, filesForSplit, splitOptions } from './segment-values';

type PackageEditor = AdminForm<typeof CreatePackageInput>;

const ANY = 'Any when none is chosen.';

/** One filter's checkbox group in the segment editor. */
type FilterGroup = {
  field: keyof SegmentFilters;
  legend: string;
  columns?: 1 | 2 | 3;
  options: ChoiceOption[];
  hint?: string;
};

const vocabulary = (field: Exclude<SegmentSplitField, 'country'>): ChoiceOption[] =>
  splitOptions(field, {}, []);

const STATUS_OPTIONS = REVEALABLE_EMAIL_STATUSES.map((status) => ({
  value: status,
  label: EMAIL_STATUS_LABELS[status],
}));

/**
 * A segment's definition: which of our leads (the Find Leads filters), how many, how fresh, and
 * its files. The promise lines are generated from it, so there is nothing else to write.
 */
export function SegmentFields({ editor }: { editor: PackageEditor }) {
  const countries = useLeadCountries();
  const chosenCountries =
    (editor.form.watch('segmentDefinition.filters.country') as string[]) ?? [];
  const countryOptions = [...new Set([...(countries.data ?? []), ...chosenCountries])].map(
    (code) => ({ value: code, label: countryLabel(code) }),
  );
  return (
    <>
      <FieldGroup
        legend="Which leads"
        description="Only leads our check found valid or accept-all are sold."
      >
        {(
          [
            { field: 'industry', legend: 'Industry', columns: 3, options: vocabulary('industry') },
            {
              field: 'country',
              legend: 'Country',
              columns: 3,
              options: countryOptions,
              hint: countries.isError ? 'Our lead countries could not be loaded.' : ANY,
            },
            { field: 'seniority', legend: 'Seniority', options: vocabulary('seniority') },
            {
              field: 'department',
              legend: 'Department',
              columns: 3,
              options: vocabulary('department'),
            },
            { field: 'companySize', legend: 'Company size', options: vocabulary('companySize') },
            {
              field: 'emailStatus',
              legend: 'E-mail status',
              options: STATUS_OPTIONS,
              hint: 'Both when none is chosen.',
            },
          ] satisfies FilterGroup[]
        ).map(({ field, legend, columns, options, hint }: FilterGroup) => (
          <CheckboxGroupField
            key={field}
            editor={editor}
            name={`segmentDefinition.filters.${field}`}
            columns={columns}
            legend={legend}
            hint={hint ?? ANY}
            options={options}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend="Size and freshness" columns={2}>
        <NumberField
          editor={editor}
          name="segmentDefinition.rowCount"
          label="Number of contacts"
          min={1}
          hint="Each buyer gets this many."
        />
        <NumberField
          editor={editor}
          name="segmentDefinition.maxAgeDays"
          label="Checked within (days)"
          min={1}
          hint="Older checks are redone before the files are cut."
        />
      </FieldGroup>
      <SegmentFiles editor={editor} countries={countries.data ?? []} />
    </>
  );
}

/** How the files are split, and each file's name and values. */
function SegmentFiles({
  editor,
  countries,
}: {
  editor: PackageEditor;
  countries: readonly string[];
}) {
  const files = useFieldArray({ control: editor.form.control, name: 'segmentDefinition.files' });
  const splitBy = (editor.form.watch('segmentDefinition.splitBy') ??
    null) as SegmentSplitField | null;
  const filters = (editor.form.watch('segmentDefinition.filters') ?? {}) as Partial<
    Record<SegmentSplitField, string[]>
  >;
  const filesError = fieldError(editor, 'segmentDefinition.files') ?? rootError(editor);
  return (
    <FieldGroup
      legend="Files"
      description="One file, or up to three split by a field: each file takes some of its values."
    >
      <SplitSelect
        editor={editor}
        onSplit={(field) =>
          files.replace(
            filesForSplit(editor.form.getValues('segmentDefinition.files') ?? [], field),
          )
        }
      />
      {files.fields.map((file, index) => (
        <div key={file.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3.5">
          <div className="flex items-end gap-3">
            <TextField
              editor={editor}
              name={`segmentDefinition.files.${index}.name`}
              label={`File ${index + 1} name`}
              className="flex-1"
            />
            {files.fields.length > 1 ? (
              <Button
                variant="secondary"
                size="sm"
                className="mb-1"
                onClick={() => files.remove(index)}
              >
                Remove<span className="sr-only"> file {index + 1}</span>
              </Button>
            ) : null}
          </div>
          {splitBy ? (
            <CheckboxGroupField
              editor={editor}
              name={`segmentDefinition.files.${index}.values`}
              legend={`${SEGMENT_SPLIT_LABELS[splitBy]} values in file ${index + 1}`}
              options={splitOptions(splitBy, filters, countries)}
            />
          ) : null}
        </div>
      ))}
      {filesError ? <p className="text-sm font-medium text-red-600">{filesError}</p> : null}
      {splitBy && files.fields.length < SEGMENT_FILES_MAX ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => files.append({ name: `File ${files.fields.length + 1}`, values: [] })}
          >
            Add a file
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** A refinement on the file list itself lands on its `root` (react-hook-form's field arrays). */
function rootError(editor: PackageEditor): string | undefined {
  const errors = editor.form.formState.errors.segmentDefinition?.files as
    | { root?: { message?: string } }
    | undefined;
  return errors?.root?.message;
}

const SPLIT_CHOICES = [
  { value: '', label: 'No split: one file' },
  ...SEGMENT_SPLIT_FIELDS.map((field) => ({ value: field, label: SEGMENT_SPLIT_LABELS[field] })),
];

/** "Split files by": none (null in the definition) or one of the split fields. */
function SplitSelect({
  editor,
  onSplit,
}: {
  editor: PackageEditor;
  onSplit: (field: SegmentSplitField | null) => void;
}) {
  const id = useId();
  const error = fieldError(editor, 'segmentDefinition.splitBy');
  const hint = 'Split by country, department, … to deliver several files.';
  return (
    <FieldShell id={id} label="Split files by" hint={hint} error={error}>
      <select
        id={id}
        className={cn(controlClasses(Boolean(error)), 'h-11 pr-9')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...editor.form.register('segmentDefinition.splitBy', {
          setValueAs: (value: unknown) => (value === '' || value == null ? null : value),
          onChange: (event: { target: { value: string } }) =>
            onSplit((event.target.value || null) as SegmentSplitField | null),
        })}
      >
        {SPLIT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
