import {
  hasUnsafeCharacter,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadImportField,
  type LeadImportRejectionReason,
  type LeadImportWarning,
  type LeadSeniority,
  TEXT_MAX,
} from '@leadvault/contract';
import { z } from 'zod';
import type { LeadData } from '../leads/index.ts';
import { parseCountry } from './countries.ts';
import { parseImportDate } from './dates.ts';
import { type ColumnIndex, headingKey } from './mapping.ts';
import {
  DEPARTMENT_WORDS,
  FREE_MAIL,
  normalizeDomain,
  parseCompanySize,
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
      /**
       * Fields worked out from the job title (seniority, department): an update overwrites them
       * only when the title it gives differs from the stored one.
       */
      derived: Set<keyof ImportedLead>;
      /** Optional values the row had but that could not be read: left empty. */
      warnings: LeadImportWarning[];
    }
  | { ok: false; reason: string; code: LeadImportRejectionReason };

/** Cells that mean "no value" in exported spreadsheets. */
const BLANKS = new Set(['', '-', '--', 'n/a', 'na', 'null', 'none', 'nil', 'unknown', '#n/a']);

const emailSchema = z.email();

// -- the row --------------------------------------------------------------------------------

/** "Doe, Jane" or "Jane van Doe" -> first and last name. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
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

class RowProblem extends Error {
  constructor(
    message: string,
    readonly code: LeadImportRejectionReason,
  ) {
    super(message);
  }
}

const rejected = (code: LeadImportRejectionReason, reason: string): NormalizedRow => ({
  ok: false,
  reason,
  code,
});

const quoted = (value: string) => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;

/** The earliest "verified at" a file may give: e-mail verification services came later. */
const EARLIEST_VERIFIED_AT = Date.UTC(1990, 0, 1);
/** The widest time-zone offset (UTC+14): a date written "today" there is not in the future. */
const LATEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** The lead a row describes under this mapping, or the first reason it cannot be loaded. */
export function normalizeRow(
  cells: readonly string[],
  columns: ColumnIndex,
  now: number = Date.now(),
): NormalizedRow {
  const given = new Set<keyof ImportedLead>();
  const derived = new Set<keyof ImportedLead>();
  const warnings: LeadImportWarning[] = [];
  const cell = (field: LeadImportField): string => {
    const at = columns[field];
    if (at === undefined) return '';
    const value = (cells[at] ?? '').trim();
    if (BLANKS.has(value.toLowerCase())) return '';
    if (hasUnsafeCharacter(value)) {
      throw new RowProblem(
        `${LIMITS[field]?.[0] ?? field} holds a character that is not allowed.`,
        'unsafe_character',
      );
    }
    const limit = LIMITS[field];
    if (limit && value.length > limit[1]) {
      throw new RowProblem(`${limit[0]} is longer than ${limit[1]} characters.`, 'too_long');
    }
    return value;
  };
  try {
    const rawEmail = cell('email').replace(/^mailto:/i, '');
    if (!rawEmail) return rejected('email_missing', 'Email is missing.');
    const email = rawEmail.toLowerCase();
    if (email.length > TEXT_MAX.email || !emailSchema.safeParse(email).success) {
      return rejected('email_invalid', `${quoted(rawEmail)} is not a valid e-mail address.`);
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
        return rejected(
          'seniority_unknown',
          `Seniority ${quoted(seniorityText)} is not one of owner, c_level, vp, director, manager, senior, entry.`,
        );
      }
      seniority = found;
      given.add('seniority');
    } else {
      seniority = TITLE_SENIORITY.find(([pattern]) => pattern.test(jobTitle))?.[1] ?? 'entry';
      if (jobTitle) derived.add('seniority');
    }

    const departmentText = cell('department');
    let department: LeadDepartment;
    if (departmentText) {
      const found = DEPARTMENT_WORDS[headingKey(departmentText)];
      if (!found) {
        return rejected(
          'department_unknown',
          `Department ${quoted(departmentText)} is not one of executive, sales, marketing, engineering, it, finance, hr, operations, legal, support, other.`,
        );
      }
      department = found;
      given.add('department');
    } else {
      department = TITLE_DEPARTMENT.find(([pattern]) => pattern.test(jobTitle))?.[1] ?? 'other';
      if (jobTitle) derived.add('department');
    }

    // Optional: a blank or unreadable size leaves it empty, never costs the row.
    const sizeText = cell('companySize');
    let companySize: LeadCompanySize | null = null;
    if (sizeText) {
      companySize = parseCompanySize(sizeText) ?? null;
      if (companySize) given.add('companySize');
      else warnings.push('company_size_unreadable');
    }

    const countryText = cell('country');
    if (!countryText) return rejected('country_missing', 'Country is missing.');
    const country = parseCountry(countryText);
    if (!country) {
      return rejected(
        'country_unknown',
        `Country ${quoted(countryText)} is not a country name or ISO code.`,
      );
    }
    given.add('country');

    const domainText = cell('companyDomain');
    let companyDomain = '';
    if (domainText) {
      companyDomain = normalizeDomain(domainText);
      if (!companyDomain) {
        return rejected('domain_invalid', `Company domain ${quoted(domainText)} is not a domain.`);
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
        return rejected(
          'linkedin_invalid',
          `LinkedIn URL ${quoted(linkedinUrl)} is not a LinkedIn address.`,
        );
      }
      given.add('linkedinUrl');
    }

    const statusText = cell('emailStatus');
    let emailStatus: LeadEmailStatus = 'unknown';
    if (statusText) {
      const found = STATUS_WORDS[headingKey(statusText)];
      if (!found) {
        return rejected(
          'email_status_unknown',
          `Email status ${quoted(statusText)} is not one of valid, accept_all, unknown, invalid.`,
        );
      }
      emailStatus = found;
      given.add('emailStatus');
    }

    const verifiedText = cell('verifiedAt');
    let verifiedAt: Date | null = null;
    if (verifiedText) {
      // Optional: an unreadable or ambiguous date is left empty with a warning.
      const parsed = parseImportDate(verifiedText, {
        earliest: EARLIEST_VERIFIED_AT,
        latest: now + LATEST_ZONE_AHEAD_MS,
      });
      if (parsed.ok) {
        verifiedAt = parsed.date;
        given.add('verifiedAt');
      } else {
        warnings.push(
          parsed.problem === 'ambiguous' ? 'verified_at_ambiguous' : 'verified_at_unreadable',
        );
      }
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
      derived,
      warnings,
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
    if (error instanceof RowProblem) return rejected(error.code, error.message);
    throw error;
  }
}
