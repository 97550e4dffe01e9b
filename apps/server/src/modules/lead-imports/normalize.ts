import {
  hasUnsafeCharacter,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadImportField,
  type LeadSeniority,
  TEXT_MAX,
} from '@leadvault/contract';
import { z } from 'zod';
import type { LeadData } from '../leads/index.ts';
import { type ColumnIndex, headingKey } from './mapping.ts';
import {
  DEPARTMENT_WORDS,
  FREE_MAIL,
  normalizeDomain,
  parseCompanySize,
  parseCountry,
  SENIORITY_WORDS,
  STATUS_WORDS,
  TITLE_DEPARTMENT,
  TITLE_SENIORITY,
} from './vocabulary.ts';

// One CSV row -> the lead it describes, or why it cannot be loaded. Pure functions: the job and
// the unit tests call them alike.

/** A lead as an import writes it (the columns of `leads` it fills). */
export type ImportedLead = LeadData;

export type NormalizedRow =
  | {
      ok: true;
      lead: ImportedLead;
      /** Fields the file gave a value for (an update overwrites only these). */
      given: Set<keyof ImportedLead>;
    }
  | { ok: false; reason: string };

/** Cells that mean "no value" in exported spreadsheets. */
const BLANKS = new Set(['', '-', '--', 'n/a', 'na', 'null', 'none', 'nil', 'unknown', '#n/a']);

const emailSchema = z.email();

// -- the row --------------------------------------------------------------------------------

/** "Doe, Jane" or "Jane van Doe" -> first and last name. */
function splitFullName(full: string): { firstName: string; lastName: string } {
  const cleaned = full.replace(/\s+/g, ' ').trim();
  const comma = cleaned.indexOf(',');
  if (comma > 0) {
    return {
      firstName: cleaned.slice(comma + 1).trim(),
      lastName: cleaned.slice(0, comma).trim(),
    };
  }
  const space = cleaned.indexOf(' ');
  if (space < 0) return { firstName: cleaned, lastName: '' };
  return { firstName: cleaned.slice(0, space), lastName: cleaned.slice(space + 1) };
}

const LIMITS: Partial<Record<LeadImportField, [string, number]>> = {
  firstName: ['First name', TEXT_MAX.name],
  lastName: ['Last name', TEXT_MAX.name],
  fullName: ['Full name', TEXT_MAX.name * 2],
  jobTitle: ['Job title', TEXT_MAX.title],
  companyName: ['Company name', TEXT_MAX.title],
  industry: ['Industry', 100],
  city: ['City', TEXT_MAX.title],
  linkedinUrl: ['LinkedIn URL', TEXT_MAX.url],
};

class RowProblem extends Error {}

const quoted = (value: string) => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true, local: true });
/** The earliest "verified at" a file may give: e-mail verification services came later. */
const EARLIEST_VERIFIED_AT = Date.UTC(1990, 0, 1);
/** The widest time-zone offset (UTC+14): a date written "today" there is not in the future. */
const LATEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * A "verified at" cell -> the moment it names, or why it is refused. ISO dates and date-times
 * (`2024-01-15`, `2024-01-15 10:30`, `2024-01-15T10:30:00Z`) are checked by zod; other spellings
 * (`Jan 15, 2024`, `01/15/2024`) go to `Date.parse` only when they hold a four-digit year, as
 * `Date.parse` turns `May 5` into 2001 and a bare number such as an Excel serial (`45292`) into
 * the year 45292. The result must fall between 1990 and now.
 */
export function parseVerifiedAt(value: string, now: number = Date.now()): Date | string {
  const text = value.trim();
  const label = `Verified at ${quoted(text)}`;
  if (/^\d+(\.\d+)?$/.test(text)) {
    return `${label} is a number, not a date (a spreadsheet's date serial?): format the column as a date such as 2024-01-15.`;
  }
  const iso = text.replace(/^(\d{4}-\d{2}-\d{2})[ T]/, '$1T');
  let time = Number.NaN;
  if (isoDate.safeParse(iso).success) time = Date.parse(`${iso}T00:00:00Z`);
  else if (isoDateTime.safeParse(iso).success) {
    // A date-time without an offset is read as UTC, not as this server's zone.
    time = Date.parse(/(Z|[+-]\d{2}(:?\d{2})?)$/i.test(iso) ? iso : `${iso}Z`);
  } else if (/(^|\D)\d{4}(\D|$)/.test(text) && !/^\d{4}-\d/.test(text)) {
    time = Date.parse(text);
  }
  if (Number.isNaN(time)) return `${label} is not a date.`;
  if (time < EARLIEST_VERIFIED_AT) return `${label} is before 1990.`;
  if (time > now + LATEST_ZONE_AHEAD_MS) return `${label} is in the future.`;
  return new Date(time);
}

/** The lead a row describes under this mapping, or the first reason it cannot be loaded. */
export function normalizeRow(
  cells: readonly string[],
  columns: ColumnIndex,
  now: number = Date.now(),
): NormalizedRow {
  const given = new Set<keyof ImportedLead>();
  const cell = (field: LeadImportField): string => {
    const at = columns[field];
    if (at === undefined) return '';
    const value = (cells[at] ?? '').trim();
    if (BLANKS.has(value.toLowerCase())) return '';
    if (hasUnsafeCharacter(value)) {
      throw new RowProblem(`${LIMITS[field]?.[0] ?? field} holds a character that is not allowed.`);
    }
    const limit = LIMITS[field];
    if (limit && value.length > limit[1]) {
      throw new RowProblem(`${limit[0]} is longer than ${limit[1]} characters.`);
    }
    return value;
  };
  try {
    const rawEmail = cell('email').replace(/^mailto:/i, '');
    if (!rawEmail) return { ok: false, reason: 'Email is missing.' };
    const email = rawEmail.toLowerCase();
    if (email.length > TEXT_MAX.email || !emailSchema.safeParse(email).success) {
      return { ok: false, reason: `${quoted(rawEmail)} is not a valid e-mail address.` };
    }

    let firstName = cell('firstName');
    let lastName = cell('lastName');
    if (firstName || lastName) {
      if (firstName) given.add('firstName');
      if (lastName) given.add('lastName');
    } else {
      const full = cell('fullName');
      if (full) {
        ({ firstName, lastName } = splitFullName(full));
        given.add('firstName');
        given.add('lastName');
      }
    }

    const jobTitle = cell('jobTitle');
    if (jobTitle) given.add('jobTitle');

    const seniorityText = cell('seniority');
    let seniority: LeadSeniority;
    if (seniorityText) {
      const found = SENIORITY_WORDS[headingKey(seniorityText)];
      if (!found) {
        return {
          ok: false,
          reason: `Seniority ${quoted(seniorityText)} is not one of owner, c_level, vp, director, manager, senior, entry.`,
        };
      }
      seniority = found;
      given.add('seniority');
    } else {
      seniority = TITLE_SENIORITY.find(([pattern]) => pattern.test(jobTitle))?.[1] ?? 'entry';
    }

    const departmentText = cell('department');
    let department: LeadDepartment;
    if (departmentText) {
      const found = DEPARTMENT_WORDS[headingKey(departmentText)];
      if (!found) {
        return {
          ok: false,
          reason: `Department ${quoted(departmentText)} is not one of executive, sales, marketing, engineering, it, finance, hr, operations, legal, support, other.`,
        };
      }
      department = found;
      given.add('department');
    } else {
      department = TITLE_DEPARTMENT.find(([pattern]) => pattern.test(jobTitle))?.[1] ?? 'other';
    }

    const sizeText = cell('companySize');
    if (!sizeText) return { ok: false, reason: 'Company size is missing.' };
    const companySize = parseCompanySize(sizeText);
    if (!companySize) {
      return {
        ok: false,
        reason: `Company size ${quoted(sizeText)} is not an employee count or one of 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001+.`,
      };
    }
    given.add('companySize');

    const countryText = cell('country');
    if (!countryText) return { ok: false, reason: 'Country is missing.' };
    const country = parseCountry(countryText);
    if (!country) {
      return {
        ok: false,
        reason: `Country ${quoted(countryText)} is not a country name or two-letter ISO code.`,
      };
    }
    given.add('country');

    const domainText = cell('companyDomain');
    let companyDomain = '';
    if (domainText) {
      companyDomain = normalizeDomain(domainText);
      if (!companyDomain) {
        return { ok: false, reason: `Company domain ${quoted(domainText)} is not a domain.` };
      }
      given.add('companyDomain');
    } else {
      const emailDomain = email.slice(email.lastIndexOf('@') + 1);
      if (!FREE_MAIL.has(emailDomain)) companyDomain = normalizeDomain(emailDomain);
    }

    let linkedinUrl = cell('linkedinUrl');
    if (linkedinUrl) {
      if (!/^https?:\/\//i.test(linkedinUrl)) linkedinUrl = `https://${linkedinUrl}`;
      linkedinUrl = linkedinUrl.replace(/^http:\/\//i, 'https://');
      if (!/^https:\/\/([a-z0-9-]+\.)*linkedin\.com\//i.test(linkedinUrl)) {
        return {
          ok: false,
          reason: `LinkedIn URL ${quoted(linkedinUrl)} is not a LinkedIn address.`,
        };
      }
      given.add('linkedinUrl');
    }

    const statusText = cell('emailStatus');
    let emailStatus: LeadEmailStatus = 'unknown';
    if (statusText) {
      const found = STATUS_WORDS[headingKey(statusText)];
      if (!found) {
        return {
          ok: false,
          reason: `Email status ${quoted(statusText)} is not one of valid, accept_all, unknown, invalid.`,
        };
      }
      emailStatus = found;
      given.add('emailStatus');
    }

    const verifiedText = cell('verifiedAt');
    let verifiedAt: Date | null = null;
    if (verifiedText) {
      const parsed = parseVerifiedAt(verifiedText, now);
      if (typeof parsed === 'string') return { ok: false, reason: parsed };
      verifiedAt = parsed;
      given.add('verifiedAt');
    }

    const companyName = cell('companyName');
    const industry = cell('industry');
    const city = cell('city');
    if (companyName) given.add('companyName');
    if (industry) given.add('industry');
    if (city) given.add('city');

    return {
      ok: true,
      given,
      lead: {
        email,
        firstName,
        lastName,
        jobTitle,
        seniority,
        department,
        companyName,
        companyDomain,
        industry,
        companySize,
        country,
        city,
        linkedinUrl,
        emailStatus,
        verifiedAt,
      },
    };
  } catch (error) {
    if (error instanceof RowProblem) return { ok: false, reason: error.message };
    throw error;
  }
}
