import {
  LEAD_FILTER_FIELDS,
  LeadFilters,
  leadFilterQuery,
  leadValueLabel,
} from '@leadvault/contract';

/** The filters of a search, in the order the URL and the panel show them. */
export const FILTER_FIELDS = LEAD_FILTER_FIELDS;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The filters that hold one typed text: keywords and the company name. */
const TEXT_FIELDS = ['q', 'company'] as const satisfies readonly FilterField[];
type TextField = (typeof TEXT_FIELDS)[number];

/** The filters that hold several values (`seniority=vp,director`). */
export type ListField = Exclude<FilterField, TextField>;

const isTextField = (field: FilterField): field is TextField =>
  (TEXT_FIELDS as readonly FilterField[]).includes(field);

/**
 * The filters a URL's search params hold. Each one is read with the contract's own schema, so
 * a hand-edited or outdated link loses only the value that no longer makes sense.
 */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const filters: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = LeadFilters.shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[field] = parsed.data;
  }
  return { q: undefined, ...filters } as LeadFilters;
}

/** The filters as query-string values: lists joined by commas, empty ones left out. */
export const filterQuery = (filters: LeadFilters) => leadFilterQuery(filters);

/** Search params for these filters (and a cursor), in a stable order for shareable links. */
export function paramsFromFilters(filters: LeadFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filters))) {
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** How many filter values are chosen (the badge on the phone's Filters button). */
export function activeFilterCount(filters: LeadFilters): number {
  let count = 0;
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (Array.isArray(value)) count += value.length;
    else if (value) count += 1;
  }
  return count;
}

/** A multi-value filter with `value` switched on or off. */
export function toggled(filters: LeadFilters, field: ListField, value: string): LeadFilters {
  const current = (filters[field] as string[] | undefined) ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return { ...filters, [field]: next.length > 0 ? next : undefined };
}

/** The filters without one chosen value: a text filter is cleared, a list loses the value. */
export function withoutValue(filters: LeadFilters, field: FilterField, value: string): LeadFilters {
  if (isTextField(field)) return { ...filters, [field]: undefined };
  const current = (filters[field] as string[] | undefined) ?? [];
  return current.includes(value) ? toggled(filters, field, value) : filters;
}

/** Splits typed text into values: "CEO, head of sales" -> ['CEO', 'head of sales']. */
export function splitList(text: string): string[] | undefined {
  const values = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  return values.length > 0 ? values : undefined;
}

/** A search with no filter at all: every lead. */
export const NO_FILTERS: LeadFilters = { q: undefined };

/**
 * A name for saving a search, from its filters: "cto · Germany · Software" (the keywords, then
 * the first value of each filter), or "All leads".
 */
export function suggestedSearchName(filters: LeadFilters): string {
  const parts = FILTER_FIELDS.flatMap((field) => {
    const value = filters[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (!first) return [];
    const more = Array.isArray(value) && value.length > 1 ? ` +${value.length - 1}` : '';
    return [`${isTextField(field) ? first : leadValueLabel(field, first)}${more}`];
  });
  return parts.length > 0 ? parts.slice(0, 3).join(' · ').slice(0, 100) : 'All leads';
}
