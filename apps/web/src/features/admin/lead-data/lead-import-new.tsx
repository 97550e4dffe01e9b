import { formatFileSize, LEAD_IMPORT_MAX_BYTES } from '@leadvault/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame, Panel } from '@/components/kit';
import { CsvFileField, csvFileProblem } from '@/components/kit/csv-upload';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const problemNow = csvFileProblem(file, LEAD_IMPORT_MAX_BYTES);
    setProblem(problemNow);
    if (!file || problemNow) return;
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
          <CsvFileField
            label="CSV file"
            file={file}
            error={error}
            onFile={(chosen) => {
              setFile(chosen);
              setProblem('');
              upload.reset();
            }}
            hint={`Up to ${formatFileSize(LEAD_IMPORT_MAX_BYTES)}, UTF-8 (with or without BOM), separated by commas or semicolons, with a header row. One lead per row; the e-mail column is required.`}
          />
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
