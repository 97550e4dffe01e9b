import {
  formatFileSize,
  LEAD_IMPORT_FIELD_LABELS,
  LEAD_IMPORT_FIELDS,
  type LeadImport,
  type LeadImportField,
  type LeadImportOnDuplicate,
} from '@leadvault/contract';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PageFrame, Panel } from '@/components/kit';
import { ColumnMappingFields, CsvSampleTable } from '@/components/kit/csv-upload';
import { formatDateTime } from '@/components/kit/list-format';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { useCommitLeadImport, useLeadImport } from './api/imports';
import { CountTiles } from './components/count-tiles';
import { ImportChecks } from './components/import-checks';
import { ImportReasons } from './components/import-reasons';
import { ImportSteps } from './components/import-steps';
import { IMPORT_STATUS_LABELS, rowsDoneText } from './labels';

/** One import: the mapping while uploaded, live progress while it runs, then its report. */
export function LeadImportPage() {
  const { id = '' } = useParams();
  const leadImport = useLeadImport(id);
  return (
    <PageFrame title="Lead Import" back={{ to: paths.admin.leadImports, label: 'Lead imports' }}>
      <QueryState
        query={leadImport}
        label="Loading the import..."
        errorTexts={{ notFound: 'This import does not exist.' }}
      >
        {(data) => (
          <div className="space-y-6">
            <ImportSteps
              current={
                data.status === 'uploaded'
                  ? 1
                  : data.status === 'queued' || data.status === 'running'
                    ? 2
                    : 3
              }
            />
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-900">{data.fileName}</span> ·{' '}
              {formatFileSize(data.sizeBytes)} · separated by{' '}
              {data.delimiter === ';' ? 'semicolons' : 'commas'} · uploaded{' '}
              {formatDateTime(data.createdAt)} by {data.createdBy}
            </p>
            {data.status === 'uploaded' ? (
              <MappingStep leadImport={data} />
            ) : (
              <>
                <Progress leadImport={data} />
                {data.status === 'done' ? <ImportChecks leadImport={data} /> : null}
              </>
            )}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function Preview({ leadImport }: { leadImport: LeadImport }) {
  return (
    <Panel title="Preview: the first rows">
      <CsvSampleTable
        caption={`The first rows of ${leadImport.fileName}`}
        headers={leadImport.headers}
        sample={leadImport.sample}
      />
    </Panel>
  );
}

export const NO_STATUS_TEXT =
  'No e-mail status column: each imported lead waits for our own check, queued as the import finishes, and is offered for sale once the check confirms its address.';
export const SUPPLIER_STATUS_TEXT =
  'The file’s e-mail status is kept as the supplier’s claim: our own check, queued as the import finishes, decides what is sold.';

function MappingStep({ leadImport }: { leadImport: LeadImport }) {
  // Field -> column position: headings may repeat in a file, positions never do.
  const [mapping, setMapping] = useState<Partial<Record<LeadImportField, number>>>(
    leadImport.mapping,
  );
  const [onDuplicate, setOnDuplicate] = useState<LeadImportOnDuplicate>('skip');
  const commit = useCommitLeadImport();
  const fieldErrors = new Map<string, string>();
  if (isApiError(commit.error) && Array.isArray(commit.error.details)) {
    for (const detail of commit.error.details as Array<{ field?: string; message?: string }>) {
      if (detail.field && detail.message)
        fieldErrors.set(detail.field.replace(/^mapping\./, ''), detail.message);
    }
  }
  const missingEmail = mapping.email === undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    commit.mutate({ id: leadImport._id, input: { mapping, onDuplicate } });
  }

  return (
    <div className="space-y-6">
      <Preview leadImport={leadImport} />
      <Panel title="Map columns to lead fields">
        <form onSubmit={submit} noValidate className="space-y-6">
          <p className="text-sm text-slate-600">
            We suggested a column for each field from the headings. Change any of them, or choose
            “Not imported”.
          </p>
          <ColumnMappingFields
            fields={LEAD_IMPORT_FIELDS}
            labels={(field: LeadImportField) =>
              `${LEAD_IMPORT_FIELD_LABELS[field]}${field === 'email' ? ' (required)' : ''}`
            }
            headers={leadImport.headers}
            mapping={mapping}
            onChange={setMapping}
            noneLabel="Not imported"
            errors={fieldErrors}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">
              E-mails already in the database
            </legend>
            {(
              [
                ['skip', 'Skip them (keep the leads as they are)'],
                ['update', 'Update them with the values of this file'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="onDuplicate"
                  value={value}
                  checked={onDuplicate === value}
                  onChange={() => setOnDuplicate(value)}
                  className="size-4 accent-indigo-600"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <Alert variant="info">
            {mapping.emailStatus === undefined ? NO_STATUS_TEXT : SUPPLIER_STATUS_TEXT}
          </Alert>
          {missingEmail ? (
            <Alert variant="warning">Choose the column that holds the e-mail address.</Alert>
          ) : null}
          {commit.isError && fieldErrors.size === 0 ? (
            <Alert variant="error">{errorText(commit.error)}</Alert>
          ) : null}
          <Button
            type="submit"
            disabled={missingEmail}
            isLoading={commit.isPending}
            loadingText="Starting..."
          >
            Start import
          </Button>
        </form>
      </Panel>
    </div>
  );
}

const COUNTERS: Array<[keyof LeadImport, string]> = [
  ['total', 'Rows'],
  ['inserted', 'Inserted'],
  ['updated', 'Updated'],
  ['duplicates', 'Duplicates'],
  ['invalid', 'Invalid'],
  ['suppressed', 'Suppressed'],
];

function Progress({ leadImport }: { leadImport: LeadImport }) {
  const running = leadImport.status === 'queued' || leadImport.status === 'running';
  return (
    <Panel
      title={running ? 'Importing…' : 'Report'}
      actions={<StatusBadge status={IMPORT_STATUS_LABELS[leadImport.status]} />}
    >
      <div className="space-y-5">
        {running ? (
          <div className="space-y-2">
            <ProgressBar label="Import progress" percent={leadImport.progress} />
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="import-rows-done">
              {rowsDoneText(leadImport)}. You may leave this page: the import goes on.
            </p>
          </div>
        ) : null}
        {leadImport.status === 'failed' ? (
          <Alert variant="error" title="The import failed.">
            {leadImport.error ?? 'It stopped before the end of the file.'}
          </Alert>
        ) : null}
        {leadImport.status === 'done' ? (
          <Alert variant="success">
            Import finished {leadImport.finishedAt ? formatDateTime(leadImport.finishedAt) : ''}.
          </Alert>
        ) : null}
        <CountTiles
          testIdPrefix="import"
          counts={COUNTERS.map(([key, label]) => ({
            key,
            label,
            value: leadImport[key] as number,
          }))}
        />
        <ImportReasons leadImport={leadImport} />
        <div className="flex flex-wrap gap-3">
          {leadImport.rejected > 0 ? (
            <a
              href={leadImport.rejectedUrl}
              download
              className="inline-flex h-10 items-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Download rejected rows ({leadImport.rejected.toLocaleString('en-US')})
            </a>
          ) : null}
          {!running ? (
            <ButtonLink to={paths.admin.leads} variant="secondary">
              View leads
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.admin.newLeadImport} variant="secondary">
            New import
          </ButtonLink>
        </div>
      </div>
    </Panel>
  );
}
