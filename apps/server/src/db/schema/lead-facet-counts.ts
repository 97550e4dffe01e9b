import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many searchable leads (not suppressed) hold each value of each facet: the answer of the
 * unfiltered facets, read in a few milliseconds instead of grouping every lead. Kept by
 * statement triggers on `leads` (migration 0018), so every write — import, admin edit,
 * suppression, delete — moves the counts in its own transaction; nothing in the app writes it.
 */
export const leadFacetCounts = pgTable(
  'lead_facet_counts',
  {
    /**
     * A facet's name as the API spells it: seniority, department, industry, companySize or
     * country.
     */
    field: text('field').notNull(),
    value: text('value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'lead_facet_counts_pkey', columns: [table.field, table.value] })],
);
