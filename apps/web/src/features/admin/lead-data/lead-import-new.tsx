import { formatFileSize, LEAD_IMPORT_MAX_BYTES } from '@leadvault/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame, Panel } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useUploadLeadImport } from './api/imports';
import { ImportSteps } from './components/import-steps';

/** New Lead Import, step 1: choose a CSV; the server answers its preview and a mapping. */
export function NewLeadImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useUploadLeadImport();
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem('Choose a CSV file to import.');
      return;
    }
    if (file.size > LEAD_IMPORT_MAX_BYTES) {
      setProblem(
        'The file is larger than 50 MB. Split it into smaller files and import them one by one.',
      );
      return;
    }
    setProblem('');
    upload.mutate(file, {
      onSuccess: (preview) => navigate(paths.admin.leadImport(preview._id)),
    });
  }

  const error = problem || (upload.isError ? errorText(upload.error) : '');

  return (
    <PageFrame
      title="New Lead Import"
      back={{ to: paths.admin.leadImports, label: 'Lead imports' }}
      width="narrow"
    >
      <ImportSteps current={0} />
      <Panel>
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem('');
                upload.reset();
              }}
              className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:border-0 file:bg-indigo-50 file:px-4 file:py-2.5 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            <p id={`${inputId}-hint`} className="text-xs text-slate-600">
              Up to {formatFileSize(LEAD_IMPORT_MAX_BYTES)}, UTF-8 (with or without BOM), separated
              by commas or semicolons, with a header row. One lead per row; the e-mail column is
              required.
            </p>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          {file ? (
            <p className="text-sm text-slate-700">
              Selected: <span className="font-medium">{file.name}</span> (
              {formatFileSize(file.size)})
            </p>
          ) : null}
          <Button type="submit" isLoading={upload.isPending} loadingText="Uploading...">
            Upload and preview
          </Button>
        </form>
      </Panel>
      <Alert variant="info">
        Nothing is imported yet: you will check the columns first. Addresses that opted out are
        never imported.
      </Alert>
    </PageFrame>
  );
}
