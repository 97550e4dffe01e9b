import {
  LEAD_IMPORT_FIELDS,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadImportField,
  type LeadSeniority,
} from '@leadvault/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';

// Leads written many rows per statement (imports, the demo seed): their values travel as one
// JSON parameter, and the SQL column lists come from the Drizzle table, not written by hand.

type LeadInsert = typeof leads.$inferInsert;

/**
 * The columns of a lead's own data: the fields an import column can feed (the contract's list),
 * but the full name, which an import splits into first and last.
 */
type LeadField = Exclude<LeadImportField, 'fullName'>;
const LEAD_FIELDS = LEAD_IMPORT_FIELDS.filter(
  (field): field is LeadField => field !== 'fullName',
) satisfies ReadonlyArray<keyof LeadInsert>;

type Vocabulary = 'seniority' | 'department' | 'companySize' | 'emailStatus';

/**
 * A lead's own data, every field given: the table's insert type, with the text columns a CHECK
 * keeps to the contract's values narrowed to them.
 */
export type LeadData = Omit<Required<Pick<LeadInsert, LeadField>>, Vocabulary> & {
  seniority: LeadSeniority;
  department: LeadDepartment;
  companySize: LeadCompanySize | null;
  emailStatus: LeadEmailStatus;
};

/** Who loaded the leads and from which import (both optional on the table). */
export type LeadOrigin = Required<Pick<LeadInsert, 'leadAdded' | 'importId'>>;

const COLUMNS = LEAD_FIELDS.map((field) => ({
  field,
  name: leads[field].name,
  type: leads[field].getSQLType(),
}));

const ident = (name: string) => sql.identifier(name);
const list = (parts: Parameters<typeof sql.join>[0]): SQL => sql.join(parts, sql`, `);
/** The `as x(...)` column definitions of `jsonb_to_recordset`. */
const recordset = (columns: typeof COLUMNS): SQL =>
  list(columns.map(({ name, type }) => sql`${ident(name)} ${sql.raw(type)}`));

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** `execute` answers an array on postgres-js and `{ rows }` on PGlite. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Inserts new leads in one statement whose rows travel as one JSON parameter: a batch of
 * thousands of rows would otherwise bind tens of thousands of parameters, which costs more
 * than the insert itself. An e-mail inserted meanwhile by someone else is left alone (and
 * not returned).
 */
export async function insertLeads(
  tx: Tx,
  rows: LeadData[],
  origin: LeadOrigin,
): Promise<Array<{ id: string; email: string }>> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((lead) =>
      Object.fromEntries(COLUMNS.map(({ field, name }) => [name, jsonValue(lead[field])])),
    ),
  );
  const names = list(COLUMNS.map(({ name }) => ident(name)));
  const result = await tx.execute(sql`
    insert into ${leads} (${names}, ${ident(leads.leadAdded.name)}, ${ident(leads.importId.name)})
    select ${names}, ${origin.leadAdded}::text, ${origin.importId}::uuid
    from jsonb_to_recordset(${json}::jsonb) as x(${recordset(COLUMNS)})
    on conflict (${ident(leads.email.name)}) do nothing
    returning id, email
  `);
  return rowsOf<{ id: string; email: string }>(result);
}

/**
 * Overwrites the fields the file gave (`given`; the others are kept) of leads already in the
 * table, found by e-mail, in one statement; answers the leads updated. Fields worked out from the
 * job title (`derived`: seniority, department) are overwritten only when the title given differs
 * from the stored one, so a staff member's own choice stays while the title does. Suppressed
 * leads are left untouched (and not answered).
 */
export async function updateLeadsByEmail(
  tx: Tx,
  rows: Array<{
    lead: LeadData;
    given: ReadonlySet<keyof LeadData>;
    derived?: ReadonlySet<keyof LeadData>;
  }>,
): Promise<Array<{ id: string; email: string }>> {
  if (rows.length === 0) return [];
  // Every column but the key; a value not given travels as null (= keep).
  const updated = COLUMNS.filter(({ field }) => field !== 'email');
  const fromTitle = COLUMNS.filter(({ field }) => field === 'seniority' || field === 'department');
  const derivedName = (name: string) => `derived_${name}`;
  const json = JSON.stringify(
    rows.map(({ lead, given, derived }) => ({
      email: lead.email,
      ...Object.fromEntries(
        updated.map(({ field, name }) => [name, given.has(field) ? jsonValue(lead[field]) : null]),
      ),
      ...Object.fromEntries(
        fromTitle.map(({ field, name }) => [
          derivedName(name),
          derived?.has(field) ? lead[field] : null,
        ]),
      ),
    })),
  );
  const jobTitle = ident(leads.jobTitle.name);
  const titleChanged = sql`v.${jobTitle} is distinct from l.${jobTitle}`;
  // A status and date the file gives are a supplier's claim: they never replace our own check
  // (decision 042); the check queued after the import looks at the lead again anyway.
  const ownCheck = new Set<LeadField>(['emailStatus', 'verifiedAt']);
  const assignments = updated.map(({ field, name }) => {
    const given = sql`coalesce(v.${ident(name)}, l.${ident(name)})`;
    if (ownCheck.has(field)) {
      return sql`${ident(name)} = case when l.verification_reason is null then ${given} else l.${ident(name)} end`;
    }
    if (fromTitle.some((column) => column.field === field)) {
      // The file's own value first; else the one worked out from a title that changed.
      return sql`${ident(name)} = coalesce(v.${ident(name)}, case when ${titleChanged} then v.${ident(derivedName(name))} end, l.${ident(name)})`;
    }
    return sql`${ident(name)} = ${given}`;
  });
  const email = COLUMNS.filter(({ field }) => field === 'email');
  const result = await tx.execute(sql`
    update ${leads} as l set
      ${list(assignments)},
      updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(${recordset([...email, ...updated])}, ${list(
      fromTitle.map(({ name, type }) => sql`${ident(derivedName(name))} ${sql.raw(type)}`),
    )})
    where l.email = v.email and l.suppressed_at is null
    returning l.id, l.email
  `);
  return rowsOf<{ id: string; email: string }>(result);
}
