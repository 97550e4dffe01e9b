import {
  COMPANY_SIZE_LABELS,
  countryName,
  DEPARTMENT_LABELS,
  EMAIL_STATUS_LABELS,
  PACKAGE_POINT_FIELDS,
  SENIORITY_LABELS,
  type SegmentDefinition,
} from '@leadvault/contract';
import { soldStatuses } from './segment-definition.ts';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const count = (value: number) => value.toLocaleString('en-US');

/** 'Software', 'Software and Retail', 'Software, Retail and Media'; `all` when nothing is chosen. */
const chosen = (values: string[] | undefined, all: string) =>
  values && values.length > 0 ? list.format(values) : all;

/**
 * The card's promise lines, made from the definition alone so they cannot drift from the files:
 * "200 business contacts", "Software", "United States and Canada", "Checked by us within the
 * last 30 days", ... At most ten (a package's ten points).
 */
export function promiseLines(segment: SegmentDefinition): string[] {
  const { filters } = segment;
  const statuses = soldStatuses(segment).map((status) => EMAIL_STATUS_LABELS[status].toLowerCase());
  const lines = [
    `${count(segment.rowCount)} business contacts`,
    chosen(filters.industry, 'All industries'),
    chosen(filters.country?.map(countryName), 'All countries'),
    filters.seniority?.length
      ? `Seniority: ${list.format(filters.seniority.map((value) => SENIORITY_LABELS[value]))}`
      : undefined,
    filters.department?.length
      ? `Department: ${list.format(filters.department.map((value) => DEPARTMENT_LABELS[value]))}`
      : undefined,
    filters.companySize?.length
      ? `Company size: ${list.format(filters.companySize.map((value) => COMPANY_SIZE_LABELS[value]))}`
      : undefined,
    `E-mails checked by us within the last ${count(segment.maxAgeDays)} ${segment.maxAgeDays === 1 ? 'day' : 'days'}`,
    `Only ${list.format(statuses)} e-mails, never unknown or invalid`,
    segment.files.length === 1
      ? 'One CSV and Excel file with CRM-ready headers'
      : `${segment.files.length} CSV and Excel files: ${segment.files.map((file) => file.name).join(' · ')}`,
    'Contacts you already bought are left out',
  ];
  return lines
    .filter((line): line is string => line !== undefined)
    .slice(0, PACKAGE_POINT_FIELDS.length);
}

type Points = Record<(typeof PACKAGE_POINT_FIELDS)[number], string>;

/** The promise lines as a package's ten points (the rest empty). */
export function promisePoints(segment: SegmentDefinition): Points {
  const lines = promiseLines(segment);
  return Object.fromEntries(
    PACKAGE_POINT_FIELDS.map((field, index) => [field, lines[index] ?? '']),
  ) as Points;
}
