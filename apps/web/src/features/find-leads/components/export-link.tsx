import {
  LEAD_EXPORT_FORMAT_LABELS,
  LEAD_EXPORT_FORMATS,
  type LeadExportFormat,
} from '@leadvault/contract';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { type LeadExportSource, leadExportUrl } from '../api/export-leads';

/**
 * A CSV download of the server's export with its format beside it: readable for people and
 * CRMs (the default), a HubSpot or Salesforce import, or codes. A plain link: the server
 * streams and names the file.
 */
export function ExportLink({ source, children }: { source: LeadExportSource; children: string }) {
  const [format, setFormat] = useState<LeadExportFormat>('crm');
  const id = useId();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        File format
      </label>
      <select
        id={id}
        value={format}
        onChange={(event) => setFormat(event.target.value as LeadExportFormat)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
      >
        {LEAD_EXPORT_FORMATS.map((value) => (
          <option key={value} value={value}>
            {LEAD_EXPORT_FORMAT_LABELS[value]}
          </option>
        ))}
      </select>
      <a
        href={leadExportUrl(source, format)}
        download
        className={buttonClasses({ variant: 'secondary' })}
      >
        <Download aria-hidden="true" strokeWidth={1.8} className="size-4" />
        {children}
      </a>
    </span>
  );
}
