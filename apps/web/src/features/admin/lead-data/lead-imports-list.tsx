import { formatFileSize, LEAD_IMPORT_PAGE_SIZE, type LeadImportSummary } from '@leadvault/contract';
import { Link } from 'react-router';
import { type Column, PagedTable, PageFrame } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { StatusBadge } from '@/components/kit/status-badge';
import { useListParams } from '@/components/kit/use-list-params';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLeadImports } from './api/imports';
import { IMPORT_STATUS_LABELS } from './labels';

const number = (value: number) => value.toLocaleString('en-US');

/** Lead imports: the history of imports with their reports, and a way to start one. */
export function LeadImportsPage() {
  const { page, setPage } = useListParams([]);
  const imports = useLeadImports({ page, limit: LEAD_IMPORT_PAGE_SIZE });

  const columns: Column<LeadImportSummary>[] = [
    {
      header: 'File',
      cell: (item) => (
        <Link
          to={paths.admin.leadImport(item._id)}
          className="font-semibold break-all text-indigo-600 hover:text-indigo-500"
        >
          {item.fileName}
        </Link>
      ),
      className: 'min-w-48',
    },
    {
      header: 'Status',
      cell: (item) => (
        <span className="space-y-1">
          <StatusBadge status={IMPORT_STATUS_LABELS[item.status]} />
          {item.status === 'running' ? (
            <span className="block text-xs text-slate-600">{item.progress}%</span>
          ) : null}
        </span>
      ),
    },
    { header: 'Rows', cell: (item) => number(item.total), className: 'tabular-nums' },
    { header: 'Inserted', cell: (item) => number(item.inserted), className: 'tabular-nums' },
    { header: 'Updated', cell: (item) => number(item.updated), className: 'tabular-nums' },
    { header: 'Duplicates', cell: (item) => number(item.duplicates), className: 'tabular-nums' },
    { header: 'Invalid', cell: (item) => number(item.invalid), className: 'tabular-nums' },
    { header: 'Suppressed', cell: (item) => number(item.suppressed), className: 'tabular-nums' },
    {
      header: 'Uploaded',
      cell: (item) => (
        <span className="whitespace-nowrap">
          {formatDateTime(item.createdAt)}
          <span className="block text-xs text-slate-500">
            {item.createdBy} · {formatFileSize(item.sizeBytes)}
          </span>
        </span>
      ),
    },
  ];

  return (
    <PageFrame
      title="Lead Imports"
      description="Load leads from a CSV file. Each import keeps its report and its rejected rows."
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.admin.leads} variant="secondary">
            Leads
          </ButtonLink>
          <ButtonLink to={paths.admin.newLeadImport}>New import</ButtonLink>
        </div>
      }
    >
      <PagedTable
        query={imports}
        loadingLabel="Loading imports..."
        caption="Lead imports"
        columns={columns}
        rowKey={(item) => item._id}
        dense
        empty="No imports yet. Start one with New import."
        page={page}
        limit={LEAD_IMPORT_PAGE_SIZE}
        onPageChange={setPage}
        pagesLabel="Import pages"
      />
    </PageFrame>
  );
}
