import { formatFileSize } from '@leadvault/contract';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { PlainSelectField } from './plain-fields';

/**
 * The pieces of a CSV upload with a column mapping, shared by the admin's lead import and the
 * customer's bulk enrichment: the file field (a drop zone around the native input), the check
 * made before sending, the table of the first rows and one select per field.
 */

/** What is wrong with `file` before it is sent, or '' when it may go. */
export function csvFileProblem(file: File | null, maxBytes: number): string {
  if (!file) return 'Choose a CSV file to upload.';
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!isCsv) return `${file.name} is not a CSV file: choose a file ending in .csv.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > maxBytes) {
    return `The file is larger than ${formatFileSize(maxBytes)}. Split it into smaller files and upload them one by one.`;
  }
  return '';
}

/** A labelled CSV file input inside a zone a file can be dropped on too. */
export function CsvFileField({
  label,
  hint,
  error,
  file,
  onFile,
}: {
  label: string;
  hint: ReactNode;
  error?: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dropping to the input inside it, which keeps the keyboard */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'rounded-xl border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50',
          error && 'border-red-400',
        )}
      >
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:border-0 file:bg-indigo-50 file:px-4 file:py-2.5 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <p className="mt-2 text-center text-sm text-slate-600">
          {file ? (
            <>
              Selected: <span className="font-medium text-slate-900">{file.name}</span> (
              {formatFileSize(file.size)})
            </>
          ) : (
            'Choose a file, or drop it here.'
          )}
        </p>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The file's headings and first rows, scrolling sideways in its box when wide. */
export function CsvSampleTable({
  caption,
  headers,
  sample,
}: {
  caption: string;
  headers: string[];
  sample: string[][];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; the keyboard scrolls it from here
    <section className="relative overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {headers.map((header, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: headings may repeat; positions never do
                key={index}
                scope="col"
                className="px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-700"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sample.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sample rows never move
            <tr key={rowIndex}>
              {headers.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the column's identity
                <td key={index} className="max-w-56 truncate px-3 py-2 text-slate-700">
                  {row[index] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Field -> the column (0-based) that feeds it; a field left out reads no column. */
export type ColumnMapping = Partial<Record<string, number>>;

/** One select per field listing the file's headings (by position: headings may repeat). */
export function ColumnMappingFields<F extends string>({
  fields,
  labels,
  headers,
  mapping,
  onChange,
  noneLabel,
  errors,
  className,
}: {
  fields: readonly F[];
  labels: (field: F) => string;
  headers: string[];
  mapping: Partial<Record<F, number>>;
  onChange: (mapping: Partial<Record<F, number>>) => void;
  /** The choice that maps no column ("Not imported"). */
  noneLabel: string;
  errors?: ReadonlyMap<string, string>;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {fields.map((field) => (
        <PlainSelectField
          key={field}
          label={labels(field)}
          value={mapping[field] === undefined ? '' : String(mapping[field])}
          error={errors?.get(field)}
          onChange={(event) => {
            const next = { ...mapping };
            if (event.target.value) next[field] = Number(event.target.value);
            else delete next[field];
            onChange(next);
          }}
        >
          <option value="">{noneLabel}</option>
          {headers.map((header, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the column's identity
            <option key={index} value={index}>
              {header}
            </option>
          ))}
        </PlainSelectField>
      ))}
    </div>
  );
}
