import {
  type AdminLead,
  type AdminLeadSearchQuery,
  isErasedEmail,
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_SENIORITIES,
  VERIFICATION_LEAD_IDS_MAX,
} from '@leadvault/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable, PageFrame } from '@/components/kit';
import { countOf } from '@/components/kit/list-format';
import { PlainSelectField } from '@/components/kit/plain-fields';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { timeAgo } from '@/lib/time-ago';
import { useAdminLeads } from './api/leads';
import { useQueueVerifications } from './api/verifications';
import { ENUM_LABELS, FILTER_KEYS, type FilterKey } from './labels';

type Filters = Record<FilterKey, string>;
const EMPTY: Filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Filters;

function queryFrom(params: URLSearchParams): AdminLeadSearchQuery {
  const list = (key: string) => params.get(key)?.split(',').filter(Boolean) || undefined;
  return {
    q: params.get('q') || undefined,
    email: params.get('email') || undefined,
    domain: list('domain'),
    country: list('country'),
    seniority: list('seniority') as AdminLeadSearchQuery['seniority'],
    department: list('department') as AdminLeadSearchQuery['department'],
    companySize: list('companySize') as AdminLeadSearchQuery['companySize'],
    emailStatus: list('emailStatus') as AdminLeadSearchQuery['emailStatus'],
    cursor: params.get('cursor') || undefined,
    limit: 25,
  };
}

/** Leads (back office): every lead with its e-mail, the search's filters, suppressed marked. */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const leads = useAdminLeads(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const queue = useQueueVerifications();
  const pageIds = leads.data?.items.map((lead) => lead._id) ?? [];
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const checkSelected = () =>
    queue.mutate({ leadIds: [...selected] }, { onSuccess: () => setSelected(new Set()) });
  const applied = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as Filters;

  const apply = (filters: Filters) =>
    setParams(() => {
      const next = new URLSearchParams();
      for (const key of FILTER_KEYS) if (filters[key].trim()) next.set(key, filters[key].trim());
      return next;
    });

  const columns: Column<AdminLead>[] = [
    {
      header: 'Select',
      cell: (lead) => (
        <input
          type="checkbox"
          checked={selected.has(lead._id)}
          onChange={() => toggle(lead._id)}
          aria-label={`Select ${lead.email}`}
          className="size-4.5 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
      ),
      className: 'w-10',
    },
    {
      header: 'Name',
      cell: (lead) => (
        <span className="font-medium text-slate-900">
          {`${lead.firstName} ${lead.lastName}`.trim() || '—'}
        </span>
      ),
    },
    {
      header: 'Email',
      cell: (lead) => (
        <span className="flex flex-wrap items-center gap-2">
          {isErasedEmail(lead.email) ? (
            <span className="text-slate-600 italic">Erased at the person’s request</span>
          ) : (
            <EmailAddress email={lead.email} />
          )}
          {lead.suppressed ? <StatusBadge status="Suppressed" /> : null}
        </span>
      ),
      className: 'min-w-56',
    },
    { header: 'Job title', cell: (lead) => lead.jobTitle || '—' },
    {
      header: 'Company',
      cell: (lead) => (
        <span>
          {lead.companyName || '—'}
          {lead.companyDomain ? (
            <span className="block text-xs text-slate-500">{lead.companyDomain}</span>
          ) : null}
        </span>
      ),
    },
    { header: 'Country', cell: (lead) => lead.country },
    {
      header: 'Email status',
      cell: (lead) => (
        <span className="whitespace-nowrap">
          {ENUM_LABELS.emailStatus[lead.emailStatus]}
          <span className="block text-xs text-slate-500">
            {lead.verificationReason && lead.verifiedAt
              ? `checked ${timeAgo(lead.verifiedAt)}`
              : 'not checked by us'}
          </span>
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (lead) => (
        <Link
          to={paths.admin.lead(lead._id)}
          className="font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Edit<span className="sr-only"> {lead.email}</span>
        </Link>
      ),
    },
  ];

  return (
    <PageFrame
      title="Leads"
      description="Every lead with its e-mail address. Suppressed leads are marked and never sold."
      actions={
        <ButtonLink to={paths.admin.leadImports} variant="secondary">
          Lead imports
        </ButtonLink>
      }
    >
      <LeadFilters applied={applied} onApply={apply} />
      <QueryState query={leads} label="Loading leads...">
        {(data) => (
          <div className="space-y-4">
            <CheckSelection
              count={selected.size}
              allOnPage={pageIds.length > 0 && pageIds.every((id) => selected.has(id))}
              onSelectPage={() => setSelected((current) => new Set([...current, ...pageIds]))}
              onClear={() => setSelected(new Set())}
              onCheck={checkSelected}
              busy={queue.isPending}
            />
            <DataTable
              caption="Leads"
              columns={columns}
              rows={data.items}
              rowKey={(lead) => lead._id}
              busy={leads.isPlaceholderData}
              dense
              empty={
                Object.values(applied).some(Boolean)
                  ? 'No leads match these filters.'
                  : 'No leads yet. Import a CSV to add some.'
              }
            />
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-slate-600">
                {data.totalCapped
                  ? `About ${data.total.toLocaleString('en-US')} leads match.`
                  : `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'lead matches' : 'leads match'}.`}
              </p>
              <div className="flex gap-2">
                {query.cursor ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setParams((current) => {
                        const next = new URLSearchParams(current);
                        next.delete('cursor');
                        return next;
                      })
                    }
                  >
                    First page
                  </Button>
                ) : null}
                {data.nextCursor ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setParams((current) => {
                        const next = new URLSearchParams(current);
                        next.set('cursor', data.nextCursor ?? '');
                        return next;
                      })
                    }
                  >
                    Next page
                  </Button>
                ) : null}
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The leads ticked on the list and "Check now" for them (POST /api/admin/verifications). */
function CheckSelection({
  count,
  allOnPage,
  onSelectPage,
  onClear,
  onCheck,
  busy,
}: {
  count: number;
  allOnPage: boolean;
  onSelectPage: () => void;
  onClear: () => void;
  onCheck: () => void;
  busy: boolean;
}) {
  return (
    <section
      aria-label="Selected leads"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <p className="text-sm font-semibold text-slate-900" aria-live="polite">
        {count === 0
          ? 'Tick leads to check their e-mails now.'
          : `${countOf(count, 'lead', 'leads')} selected`}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {allOnPage ? null : (
          <Button variant="secondary" size="sm" onClick={onSelectPage}>
            Select this page
          </Button>
        )}
        {count > 0 ? (
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        ) : null}
        <Button
          size="sm"
          onClick={onCheck}
          disabled={count === 0 || count > VERIFICATION_LEAD_IDS_MAX}
          isLoading={busy}
          loadingText="Queueing..."
        >
          Check now
        </Button>
      </div>
    </section>
  );
}

function LeadFilters({ applied, onApply }: { applied: Filters; onApply: (f: Filters) => void }) {
  const [draft, setDraft] = useState(applied);
  const key = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied filters, by value
  useEffect(() => setDraft(applied), [key]);
  const set = (name: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  const select = (
    name: 'seniority' | 'department' | 'companySize' | 'emailStatus',
    label: string,
    values: readonly string[],
  ) => (
    <PlainSelectField label={label} value={draft[name]} onChange={set(name)}>
      <option value="">Any</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {(ENUM_LABELS[name] as Record<string, string>)[value] ?? value}
        </option>
      ))}
    </PlainSelectField>
  );

  return (
    <search>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          label="Keywords"
          type="search"
          maxLength={200}
          value={draft.q}
          onChange={set('q')}
          hint="Name, job title or company"
        />
        <TextField
          label="Email"
          type="search"
          maxLength={254}
          value={draft.email}
          onChange={set('email')}
          hint="A whole address or its start"
        />
        <TextField
          label="Company domain"
          type="search"
          maxLength={253}
          value={draft.domain}
          onChange={set('domain')}
        />
        <TextField
          label="Country"
          maxLength={100}
          value={draft.country}
          onChange={set('country')}
          hint="Two-letter codes, e.g. US,GB"
        />
        {select('seniority', 'Seniority', LEAD_SENIORITIES)}
        {select('department', 'Department', LEAD_DEPARTMENTS)}
        {select('companySize', 'Company size', LEAD_COMPANY_SIZES)}
        {select('emailStatus', 'Email status', LEAD_EMAIL_STATUSES)}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Search</Button>
          {Object.values(applied).some(Boolean) ? (
            <Button variant="secondary" onClick={() => onApply(EMPTY)}>
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
