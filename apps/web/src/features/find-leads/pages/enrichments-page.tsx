import type { EnrichmentUpload } from '@leadvault/contract';
import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { EnrichmentHistory } from '../components/enrichment-history';
import { EnrichmentMappingStep } from '../components/enrichment-mapping';
import { EnrichmentProgressStep } from '../components/enrichment-progress';
import { EnrichmentUploadStep } from '../components/enrichment-upload';
import { FindLeadsPage } from '../components/find-leads-layout';
import { ENRICHMENT_CHARGE_NOTE } from '../labels';

type Step =
  | { name: 'upload'; again?: boolean }
  | { name: 'mapping'; upload: EnrichmentUpload }
  | { name: 'progress'; id: string };

/** How charging works, beside the steps. */
function ChargingNote() {
  return (
    <aside
      aria-labelledby="enrichment-charging-heading"
      className="rounded-2xl bg-slate-900 p-6 text-white shadow-xl shadow-slate-900/10"
    >
      <h2
        id="enrichment-charging-heading"
        className="text-sm font-semibold tracking-wide text-indigo-300 uppercase"
      >
        How it is charged
      </h2>
      <p className="mt-3 text-sm text-slate-200">{ENRICHMENT_CHARGE_NOTE}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-300">
        <li>Upload a CSV: we show what it can cost at most, free.</li>
        <li>Set the most you want to spend: the enrichment never goes past it.</li>
        <li>
          Download the same file back with e-mail, e-mail status, confidence and the check’s reason
          on every row.
        </li>
      </ul>
      <a
        href="/samples/enrichment-sample.csv"
        download
        className="mt-5 inline-flex text-sm font-semibold text-indigo-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Download a sample file
      </a>
    </aside>
  );
}

/** `/find-leads/enrichments`: a CSV of people in, the same file back with their addresses. */
export function EnrichmentsPage() {
  const [step, setStep] = useState<Step>({ name: 'upload' });
  const restart = () => setStep({ name: 'upload', again: true });
  return (
    <FindLeadsPage>
      <PageTitle
        title="Bulk enrichment"
        eyebrow="Find Leads"
        description="A CSV of people in, the same file back with the address our finder answers for each row."
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {step.name === 'upload' ? (
            <EnrichmentUploadStep
              focusOnOpen={step.again}
              onUploaded={(upload) => setStep({ name: 'mapping', upload })}
            />
          ) : step.name === 'mapping' ? (
            <EnrichmentMappingStep
              upload={step.upload}
              onStarted={(started) => setStep({ name: 'progress', id: started._id })}
              onCancel={restart}
            />
          ) : (
            <EnrichmentProgressStep id={step.id} onAnother={restart} />
          )}
        </div>
        <ChargingNote />
      </div>
      <div className="mt-10">
        <EnrichmentHistory />
      </div>
    </FindLeadsPage>
  );
}
