import {
  type CreatePackageInput,
  countryName,
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_INDUSTRIES,
  LEAD_SENIORITIES,
  leadValueLabel,
  PACKAGE_POINT_FIELDS,
  SegmentDefinition,
  type SegmentFilters,
  type SegmentSplitField,
} from '@leadvault/contract';
import type { z } from 'zod';

/** A segment as the form holds it (numbers as typed, every filter a list, maybe empty). */
export type SegmentDraft = z.input<typeof SegmentDefinition>;

export type PackageSource = 'files' | 'segment';

/** The default freshness bound: "checked within 30 days". */
export const DEFAULT_MAX_AGE_DAYS = 30;

/** A new segment: no filter yet (every lead we sell), checked within 30 days, one file. */
export const newSegmentDraft = (): SegmentDraft => ({
  filters: {
    industry: [],
    country: [],
    seniority: [],
    department: [],
    companySize: [],
    emailStatus: [],
  },
  rowCount: '',
  maxAgeDays: DEFAULT_MAX_AGE_DAYS,
  splitBy: null,
  files: [{ name: 'Contacts', values: [] }],
});

/** A stored definition as the form holds it: every filter present, so its checkboxes bind. */
export function segmentDraftOf(definition: SegmentDefinition): SegmentDraft {
  const empty = newSegmentDraft();
  return {
    ...definition,
    filters: { ...empty.filters, ...definition.filters },
    files: definition.files.map((file) => ({ name: file.name, values: [...file.values] })),
  };
}

/** Filters without the empty lists: an empty list means "any", which the server reads as absent. */
function withoutEmptyFilters(filters: SegmentFilters): SegmentFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, values]) => Array.isArray(values) && values.length > 0),
  ) as SegmentFilters;
}

/** The definition a draft stands for, or null while it is incomplete (no preview for it yet). */
export function previewDefinitionOf(
  draft: SegmentDraft | null | undefined,
): SegmentDefinition | null {
  if (!draft) return null;
  const parsed = SegmentDefinition.safeParse(draft);
  if (!parsed.success) return null;
  return { ...parsed.data, filters: withoutEmptyFilters(parsed.data.filters) };
}

/**
 * What the package form sends. A segment package has no links and its points are generated, so
 * both are left out; any other package says `segmentDefinition: null` (it is made of files and links).
 */
export function packageInputOf(input: CreatePackageInput): CreatePackageInput {
  if (!input.segmentDefinition) return { ...input, segmentDefinition: null };
  const sent: CreatePackageInput = {
    ...input,
    accessLink1: '',
    accessLink2: '',
    accessLink3: '',
    segmentDefinition: {
      ...input.segmentDefinition,
      filters: withoutEmptyFilters(input.segmentDefinition.filters),
    },
  };
  for (const field of PACKAGE_POINT_FIELDS) delete sent[field];
  return sent;
}

/**
 * The split field's values a file may take, labelled: the segment's own filter values when it
 * has some, else the whole vocabulary (countries: those our leads have).
 */
export function splitOptions(
  field: SegmentSplitField,
  filters: Partial<Record<SegmentSplitField, string[] | undefined>>,
  knownCountries: readonly string[],
): { value: string; label: string }[] {
  const chosen = filters[field] ?? [];
  const values = chosen.length > 0 ? chosen : VOCABULARY[field](knownCountries);
  return values.map((value) => ({ value, label: valueLabel(field, value) }));
}

const VOCABULARY: Record<SegmentSplitField, (countries: readonly string[]) => readonly string[]> = {
  country: (countries) => countries,
  industry: () => LEAD_INDUSTRIES,
  seniority: () => LEAD_SENIORITIES,
  department: () => LEAD_DEPARTMENTS,
  companySize: () => LEAD_COMPANY_SIZES,
};

/** How a value of a split field reads: `US` → "United States (US)", `c_level` → "C-level". */
export function valueLabel(field: SegmentSplitField, value: string): string {
  return field === 'country' ? countryLabel(value) : leadValueLabel(field, value);
}

/** "Germany (DE)": staff know the names, the files and filters keep the codes. */
export const countryLabel = (code: string) => {
  const name = countryName(code);
  return name === code ? code : `${name} (${code})`;
};

/** Files after the split changed: values of another field mean nothing; no split is one file. */
export function filesForSplit(
  files: SegmentDraft['files'],
  splitBy: SegmentSplitField | null,
): SegmentDraft['files'] {
  const cleared = files.map((file) => ({ name: file.name, values: [] }));
  return splitBy === null ? cleared.slice(0, 1) : cleared;
}
