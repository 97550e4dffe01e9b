import {
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_SENIORITIES,
} from '@leadvault/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (core, no extension: PGlite has it too). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `'a', 'b'` for a CHECK that keeps a text column to the contract's values. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

// The search's orders (decision 054) as expressions, shared by the indexes below and the queries
// in modules/leads/sorts.ts: a query uses an expression index only when it repeats it exactly.

/** The words of a lead's name: the first rank of a keyword search's relevance. */
export const leadNameDocument = (first: AnyPgColumn, last: AnyPgColumn): SQL =>
  sql`to_tsvector('simple'::regconfig, ${first} || ' ' || ${last})`;

/** The words of a lead's company name and domain: the third rank of relevance. */
export const leadCompanyDocument = (name: AnyPgColumn, domain: AnyPgColumn): SQL =>
  sql`to_tsvector('simple'::regconfig, ${name} || ' ' || translate(${domain}, '.-', '  '))`;

/** Company sizes in the vocabulary's order (smallest first), unknown after the largest. */
export const leadCompanySizeRank = (size: AnyPgColumn): SQL =>
  sql`(case ${size} ${sql.raw(
    LEAD_COMPANY_SIZES.map((value, index) => `when '${value}' then ${index + 1}`).join(' '),
  )} else ${sql.raw(String(LEAD_COMPANY_SIZES.length + 1))} end)`;

/** When our check concluded, never-checked leads as the oldest possible moment (sorted last). */
export const leadCheckedKey = (verifiedAt: AnyPgColumn): SQL =>
  sql`coalesce(${verifiedAt}, '-infinity'::timestamptz)`;

/**
 * The words of a company name as the company filter matches them. An expression (with a GIN index
 * on it) rather than a stored column like `title_search`: adding a stored column rewrites every
 * row of a large table, an index on the expression does not. The filter must use this very
 * expression for the index to serve it.
 */
export const companyNameWords = (companyName: AnyPgColumn): SQL =>
  sql`to_tsvector('simple'::regconfig, ${companyName})`;

/**
 * A business contact (LEADS.md). The e-mail is stored lower-case and is unique: an import
 * finds the lead it already has by it. A suppressed person (table `suppressions`) keeps a row
 * marked `suppressed_at`, so that customers who unlocked them see them as removed; search, reveal,
 * lists and exports skip such rows, and an opt-out erases their personal data (decision note
 * "suppression and opt-out").
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    seniority: text('seniority').notNull(),
    department: text('department').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyDomain: text('company_domain').notNull().default(''),
    industry: text('industry').notNull().default(''),
    /** Null when not known (an import leaves a blank size empty). */
    companySize: text('company_size'),
    /** ISO 3166 alpha-2, upper-case. */
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    email: text('email').notNull().unique('leads_email_unique'),
    emailStatus: text('email_status').notNull(),
    /**
     * When our own check concluded the status (issue 26); null while the status is still the
     * supplier's claim.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Why our latest check concluded `email_status` (mailbox_exists, catch_all, ...); null until checked. */
    verificationReason: text('verification_reason'),
    /** The e-mail of the staff member who loaded it (the spec's `leadAdded`). */
    leadAdded: text('lead_added'),
    /** The import it came from (lead_imports, added with the staff half of Find Leads). */
    importId: uuid('import_id'),
    /** How we came to hold it: loaded by staff (`import`) or found by a customer's question (`finder`). */
    source: text('source').notNull().default('import'),
    /** Set while a suppression covers this lead's address or domain: hidden from customers. */
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Keyword search: words of the name, the job title, the company and its domain. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${leads.firstName} || ' ' || ${leads.lastName} || ' ' || ${leads.jobTitle} || ' ' || ${leads.companyName} || ' ' || translate(${leads.companyDomain}, '.-', '  '))`,
      ),
    /** The job-title filter: words of the title alone, matched by prefix. */
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${leads.jobTitle})`),
  },
  (table) => [
    check('leads_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('leads_seniority', oneOf(table.seniority, LEAD_SENIORITIES)),
    check('leads_department', oneOf(table.department, LEAD_DEPARTMENTS)),
    check('leads_company_size', oneOf(table.companySize, LEAD_COMPANY_SIZES)),
    check('leads_email_status', oneOf(table.emailStatus, LEAD_EMAIL_STATUSES)),
    check('leads_country_code', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('leads_source', sql`${table.source} in ('import', 'finder')`),
    index('leads_search_idx').using('gin', table.search),
    index('leads_title_search_idx').using('gin', table.titleSearch),
    index('leads_company_name_words_idx').using('gin', companyNameWords(table.companyName)),
    // Search pages are read in id order (keyset): each filter's index ends in the id, so a page
    // of one filter value is read straight from its index.
    // Not expressible here (INCLUDE), made by migration 0040: the facets' own indexes,
    // `leads_<facet>_id_idx` on (facet, id) for seniority, department, industry, company_size and
    // country, each INCLUDE the other facets, email_status and suppressed_at, so that the facet
    // counts of a filtered search are read from the most selective one alone (decision 059).
    index('leads_company_domain_id_idx').on(table.companyDomain, table.id),
    index('leads_email_status_id_idx').on(table.emailStatus, table.id),
    // Saved searches' alerts read the leads added since a moment, in the order they came.
    index('leads_created_id_idx').on(table.createdAt, table.id),
    // The finder and enrichment look a company up by its name, whatever its case.
    index('leads_company_name_lower_idx').on(sql`lower(${table.companyName})`),
    // Filters combined in one index (btree_gin): counting a multi-filter search reads only the
    // matching entries instead of intersecting three large single-column scans.
    index('leads_filters_gin_idx').using(
      'gin',
      table.seniority,
      table.department,
      table.country,
      table.industry,
      table.companySize,
      table.emailStatus,
    ),
    // Not expressible here (INCLUDE), made by migration 0038: `leads_selection_idx` on (id)
    // INCLUDE (search, email_status, verified_at, verification_reason) WHERE suppressed_at is
    // null, from which a whole-search quote reads its 10,000 leads (decision 056).
    // The search's orders (decision 054), each ending in the id for keyset paging; relevance
    // reads its ranks from the name and company word indexes (the title's is above).
    index('leads_name_doc_idx').using('gin', leadNameDocument(table.firstName, table.lastName)),
    index('leads_company_doc_idx').using(
      'gin',
      leadCompanyDocument(table.companyName, table.companyDomain),
    ),
    index('leads_name_sort_idx').on(table.lastName, table.firstName, table.id),
    index('leads_company_sort_idx').on(table.companyName, table.id),
    index('leads_company_size_sort_idx').on(leadCompanySizeRank(table.companySize), table.id),
    // Read backwards for "newest check first".
    index('leads_checked_sort_idx').on(leadCheckedKey(table.verifiedAt), table.id),
    // A staff member's "my leads": the leads they loaded, newest first.
    index('leads_lead_added_created_idx').on(
      table.leadAdded,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
