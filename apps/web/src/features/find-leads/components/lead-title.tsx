import { DEPARTMENT_LABELS, type Lead, SENIORITY_LABELS } from '@leadvault/contract';

/** A lead's job title with its seniority and department (the visitors' table shows it too). */
export function LeadTitle({ lead }: { lead: Pick<Lead, 'jobTitle' | 'seniority' | 'department'> }) {
  return (
    <>
      <span className="block text-slate-800">{lead.jobTitle}</span>
      <span className="text-xs text-slate-500">
        {SENIORITY_LABELS[lead.seniority]} · {DEPARTMENT_LABELS[lead.department]}
      </span>
    </>
  );
}
