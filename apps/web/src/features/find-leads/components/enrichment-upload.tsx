import {
  ENRICHMENT_MAX_ROWS,
  type EnrichmentUpload,
  formatFileSize,
  LEAD_IMPORT_MAX_BYTES,
} from '@leadvault/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CsvFileField, csvFileProblem } from '@/components/kit/csv-upload';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useUploadEnrichment } from '../api/upload-enrichment';
import { formatCount } from '../labels';
import { EnrichmentCard } from './enrichment-card';

/** Step 1: choose a CSV of people; the server answers its headings, first rows and a mapping. */
export function EnrichmentUploadStep({
  onUploaded,
  focusOnOpen = false,
}: {
  onUploaded: (upload: EnrichmentUpload) => void;
  /** Back from a later step: the heading takes the focus the step's button had. */
  focusOnOpen?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step opens
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, []);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useUploadEnrichment();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = csvFileProblem(file, LEAD_IMPORT_MAX_BYTES);
    setProblem(found);
    if (!file || found) return;
    upload.mutate(file, { onSuccess: onUploaded });
  }

  const error = problem || (upload.isError ? errorText(upload.error) : '');

  return (
    <EnrichmentCard
      ref={heading}
      headingId="enrichment-upload-heading"
      title="1. Upload a CSV of people"
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <CsvFileField
          label="CSV file"
          file={file}
          error={error}
          onFile={(chosen) => {
            setFile(chosen);
            setProblem('');
            upload.reset();
          }}
          hint={`One person per row with a header row: a name and a company domain (or company name), or an address to verify. Up to ${formatCount(ENRICHMENT_MAX_ROWS)} rows and ${formatFileSize(LEAD_IMPORT_MAX_BYTES)}, UTF-8, commas or semicolons.`}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" isLoading={upload.isPending} loadingText="Uploading…">
            Upload and map the columns
          </Button>
          <a
            href="/samples/enrichment-sample.csv"
            download
            className="text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Download a sample file
          </a>
        </div>
      </form>
    </EnrichmentCard>
  );
}
