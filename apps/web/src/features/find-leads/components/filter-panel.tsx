import {
  COMPANY_SIZE_LABELS,
  countryName,
  DEPARTMENT_LABELS,
  EMAIL_STATUS_LABELS,
  type FacetCounts,
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_INDUSTRIES,
  LEAD_SENIORITIES,
  type LeadFacets,
  type LeadFilters,
  SENIORITY_LABELS,
} from '@leadvault/contract';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { type ListField, splitList, toggled } from '../filters';
import { formatCount } from '../labels';

type Option = { value: string; label: string };

const options = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The values a facet offers: the known ones, then any the counts or the URL bring. */
function withFacetValues(known: Option[], counts: FacetCounts | undefined, chosen: string[]) {
  const seen = new Set(known.map((option) => option.value));
  const extra = [...Object.keys(counts ?? {}), ...chosen].filter((value) => !seen.has(value));
  return [...known, ...[...new Set(extra)].map((value) => ({ value, label: value }))];
}

/**
 * Countries: the ones with matches (most first), then chosen ones and those seen before that
 * have none now (shown with 0, as the other facets show their values), by name.
 */
function countryOptions(
  counts: FacetCounts | undefined,
  chosen: string[],
  seen: ReadonlySet<string>,
): Option[] {
  const matching = Object.keys(counts ?? {});
  const rest = [...new Set([...chosen, ...seen])]
    .filter((code) => !matching.includes(code))
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...matching.map((code) => ({ value: code, label: countryName(code) })), ...rest];
}

/** Every value a facet has offered while the panel is open: a search without matches keeps them. */
function useSeenValues(counts: FacetCounts | undefined): ReadonlySet<string> {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const fresh = Object.keys(counts ?? {}).filter((value) => !seen.has(value));
    if (fresh.length > 0) setSeen(new Set([...seen, ...fresh]));
  }, [counts, seen]);
  return seen;
}

/**
 * The search filters with a count beside each value (a facet's own choice does not narrow its
 * counts). Ticks apply at once; typed filters apply on Enter or when the field is left.
 */
export function FilterPanel({
  filters,
  facets,
  onChange,
  className,
}: {
  filters: LeadFilters;
  facets: LeadFacets | undefined;
  onChange: (filters: LeadFilters) => void;
  className?: string;
}) {
  const toggle = (field: ListField) => (value: string) => onChange(toggled(filters, field, value));
  const seenCountries = useSeenValues(facets?.country);

  return (
    <div className={cn('space-y-6', className)}>
      {facets?.estimated ? (
        <p className="text-xs text-slate-500">
          The counts beside the filters are estimates for a search this broad.
        </p>
      ) : null}
      <TextFilter
        label="Job title"
        hint="Separate several titles with commas."
        placeholder="e.g. Marketing Manager"
        value={filters.title?.join(', ') ?? ''}
        onCommit={(text) => onChange({ ...filters, title: splitList(text) })}
      />
      <FacetGroup
        legend="Seniority"
        options={options(LEAD_SENIORITIES, SENIORITY_LABELS)}
        counts={facets?.seniority}
        estimated={facets?.estimated}
        chosen={filters.seniority ?? []}
        onToggle={toggle('seniority')}
      />
      <FacetGroup
        legend="Department"
        options={options(LEAD_DEPARTMENTS, DEPARTMENT_LABELS)}
        counts={facets?.department}
        estimated={facets?.estimated}
        chosen={filters.department ?? []}
        onToggle={toggle('department')}
        visible={6}
      />
      <FacetGroup
        legend="Industry"
        options={withFacetValues(
          options(LEAD_INDUSTRIES),
          facets?.industry,
          filters.industry ?? [],
        )}
        counts={facets?.industry}
        estimated={facets?.estimated}
        chosen={filters.industry ?? []}
        onToggle={toggle('industry')}
        visible={6}
      />
      <FacetGroup
        legend="Company size"
        options={options(LEAD_COMPANY_SIZES, COMPANY_SIZE_LABELS)}
        counts={facets?.companySize}
        estimated={facets?.estimated}
        chosen={filters.companySize ?? []}
        onToggle={toggle('companySize')}
      />
      <FacetGroup
        legend="Country"
        options={countryOptions(facets?.country, filters.country ?? [], seenCountries)}
        counts={facets?.country}
        estimated={facets?.estimated}
        chosen={filters.country ?? []}
        onToggle={toggle('country')}
        visible={8}
      />
      <TextFilter
        label="Company"
        hint="Words the company name starts with, e.g. acme ind."
        placeholder="e.g. Acme"
        value={filters.company ?? ''}
        onCommit={(text) => onChange({ ...filters, company: text.trim() || undefined })}
      />
      <TextFilter
        label="Company domain"
        hint="e.g. acme.example. Separate several with commas."
        placeholder="acme.example"
        value={filters.domain?.join(', ') ?? ''}
        onCommit={(text) => onChange({ ...filters, domain: splitList(text) })}
      />
      <FacetGroup
        legend="E-mail status"
        options={options(LEAD_EMAIL_STATUSES, EMAIL_STATUS_LABELS)}
        chosen={filters.emailStatus ?? []}
        onToggle={toggle('emailStatus')}
        note="Only Verified and Accept-all e-mails can be revealed."
      />
    </div>
  );
}

function TextFilter({
  label,
  hint,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL is the truth: back/forward or "Clear" replace what is typed.
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value.trim()) onCommit(text);
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100 sm:text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

function FacetGroup({
  legend,
  options: all,
  counts,
  estimated = false,
  chosen,
  onToggle,
  visible,
  note,
}: {
  legend: string;
  options: Option[];
  counts?: FacetCounts;
  /** The counts are estimates (a broad word search counts a sample): said as such. */
  estimated?: boolean;
  chosen: string[];
  onToggle: (value: string) => void;
  /** Show this many at first, with "Show all" for the rest (chosen ones always show). */
  visible?: number;
  note?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // The URL is the truth, but a navigation is a transition: the tick shows at once from this
  // copy and is replaced when the new URL renders.
  const [ticked, setTicked] = useState(chosen);
  const chosenKey = chosen.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `chosen`.
  useEffect(() => setTicked(chosen), [chosenKey]);
  const limit = visible && !expanded ? visible : all.length;
  const shown = all.filter((option, index) => index < limit || chosen.includes(option.value));
  const hidden = all.length - shown.length;

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <ul id={listId} className="space-y-0.5">
        {shown.map((option) => {
          const count = counts?.[option.value];
          const checked = ticked.includes(option.value);
          return (
            <li key={option.value}>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm hover:bg-slate-100',
                  counts && !count && !checked ? 'text-slate-500' : 'text-slate-700',
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    setTicked((current) =>
                      current.includes(option.value)
                        ? current.filter((value) => value !== option.value)
                        : [...current, option.value],
                    );
                    onToggle(option.value);
                  }}
                  className="size-4 shrink-0 cursor-pointer accent-indigo-600"
                />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {counts ? (
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {estimated && count ? (
                      <>
                        <span aria-hidden="true">~</span>
                        <span className="sr-only">about </span>
                      </>
                    ) : null}
                    {formatCount(count ?? 0)}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {visible && (hidden > 0 || expanded) ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 rounded px-1.5 text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      ) : null}
      {note ? <p className="mt-1.5 text-xs text-slate-500">{note}</p> : null}
    </fieldset>
  );
}
