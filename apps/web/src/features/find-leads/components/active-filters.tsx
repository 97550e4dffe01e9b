import { type LeadFilters, leadValueLabel } from '@leadvault/contract';
import { CloseIcon } from '@/components/ui/icons';
import { FILTER_FIELDS, type FilterField, NO_FILTERS, withoutValue } from '../filters';

const FIELD_NAMES: Record<FilterField, string> = {
  q: 'Keywords',
  title: 'Job title',
  seniority: 'Seniority',
  department: 'Department',
  industry: 'Industry',
  companySize: 'Company size',
  country: 'Country',
  company: 'Company',
  domain: 'Domain',
  emailStatus: 'E-mail status',
};

/** Each chosen value as a chip: its field, its value and how it reads ("Country: Germany"). */
function chipsOf(filters: LeadFilters) {
  return FILTER_FIELDS.flatMap((field) => {
    const value = filters[field];
    const values = Array.isArray(value) ? value : value ? [value] : [];
    return values.map((item) => ({
      field,
      value: item,
      label: `${FIELD_NAMES[field]}: ${leadValueLabel(field, item)}`,
    }));
  });
}

/** The filters of a search as chips to read (a saved search's card). */
export function ActiveFilterList({
  filters,
  emptyText,
}: {
  filters: LeadFilters;
  emptyText: string;
}) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-1.5">
      {chips.map(({ field, value, label }) => (
        <li
          key={`${field}:${value}`}
          className="max-w-72 truncate rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The chosen filters as removable chips, and "Clear all". */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map(({ field, value, label }) => {
        return (
          <li key={`${field}:${value}`}>
            <button
              type="button"
              onClick={() => onChange(withoutValue(filters, field, value))}
              aria-label={`Remove filter ${label}`}
              className="inline-flex max-w-72 items-center gap-1.5 rounded-full bg-indigo-50 py-1 pr-2 pl-3 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
            >
              <span className="truncate">{label}</span>
              <CloseIcon className="size-3.5 shrink-0" />
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          onClick={() => onChange(NO_FILTERS)}
          className="rounded px-1 text-xs font-semibold text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
