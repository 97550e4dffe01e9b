import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { leadImportLeads, type leadImports } from '../../db/schema/index.ts';
import { errorSummary } from '../../lib/loggable-error.ts';
import type { ImportedLead } from './normalize.ts';

// How an import writes leads: many rows per statement (their values as one JSON parameter),
// and a batch's write repeated row by row when the database refuses one row's values.

type ImportRow = typeof leadImports.$inferSelect;

/** The columns an import writes, with their SQL types (for `jsonb_to_recordset`). */
const INSERTED: Array<[keyof ImportedLead, string, string]> = [
  ['email', 'email', 'text'],
  ['firstName', 'first_name', 'text'],
  ['lastName', 'last_name', 'text'],
  ['jobTitle', 'job_title', 'text'],
  ['seniority', 'seniority', 'text'],
  ['department', 'department', 'text'],
  ['companyName', 'company_name', 'text'],
  ['companyDomain', 'company_domain', 'text'],
  ['industry', 'industry', 'text'],
  ['companySize', 'company_size', 'text'],
  ['country', 'country', 'text'],
  ['city', 'city', 'text'],
  ['linkedinUrl', 'linkedin_url', 'text'],
  ['emailStatus', 'email_status', 'text'],
  ['verifiedAt', 'verified_at', 'timestamptz'],
];

/**
 * Inserts new leads in one statement whose rows travel as one JSON parameter: a batch of
 * thousands of rows would otherwise bind tens of thousands of parameters, which costs more
 * than the insert itself. An e-mail inserted meanwhile by someone else is left alone (and
 * not returned).
 */
export async function insertLeads(
  tx: Tx,
  rows: Array<{ lead: ImportedLead }>,
  target: ImportRow,
): Promise<Array<{ id: string; email: string }>> {
  const json = JSON.stringify(
    rows.map(({ lead }) =>
      Object.fromEntries(
        INSERTED.map(([field, column]) => {
          const value = lead[field];
          return [column, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
  const columns = INSERTED.map(([, column]) => `"${column}"`).join(', ');
  const types = INSERTED.map(([, column, type]) => `"${column}" ${type}`).join(', ');
  const result = await tx.execute(sql`
    insert into leads (${sql.raw(columns)}, lead_added, import_id)
    select ${sql.raw(columns)}, ${target.createdByEmail}::text, ${target.id}::uuid
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(types)})
    on conflict (email) do nothing
    returning id, email
  `);
  return rowsOf<{ id: string; email: string }>(result);
}

/** Records the leads a batch inserted or updated as the import's (its checks and report). */
export async function linkLeads(tx: Tx, importId: string, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.execute(sql`
    insert into ${leadImportLeads} (import_id, lead_id)
    select ${importId}::uuid, value::uuid from jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)
    on conflict do nothing
  `);
}

/** `execute` answers an array on postgres-js and `{ rows }` on PGlite. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Text columns an update overwrites when the file gave a value; the others are kept. */
const UPDATABLE: Array<[keyof ImportedLead, string]> = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['jobTitle', 'job_title'],
  ['seniority', 'seniority'],
  ['department', 'department'],
  ['companyName', 'company_name'],
  ['companyDomain', 'company_domain'],
  ['industry', 'industry'],
  ['companySize', 'company_size'],
  ['country', 'country'],
  ['city', 'city'],
  ['linkedinUrl', 'linkedin_url'],
  ['emailStatus', 'email_status'],
];

/**
 * Overwrites the fields the file gave (null = keep) of leads already in the table, in one
 * statement; answers the e-mails updated. Suppressed leads were refused before this point.
 */
export async function updateLeads(
  tx: Tx,
  rows: Array<{ lead: ImportedLead; given: Set<keyof ImportedLead> }>,
): Promise<Array<{ id: string; email: string }>> {
  const json = JSON.stringify(
    rows.map(({ lead, given }) => ({
      email: lead.email,
      ...Object.fromEntries(
        UPDATABLE.map(([field, column]) => [column, given.has(field) ? lead[field] : null]),
      ),
      verified_at:
        given.has('verifiedAt') && lead.verifiedAt ? lead.verifiedAt.toISOString() : null,
    })),
  );
  const names = UPDATABLE.map(([, column]) => column);
  // A status and date the file gives are a supplier's claim: they never replace our own check
  // (decision 042); the check queued after the import looks at the lead again anyway.
  const assignments = names.map((column) =>
    column === 'email_status'
      ? `"${column}" = case when l.verification_reason is null then coalesce(v."${column}", l."${column}") else l."${column}" end`
      : `"${column}" = coalesce(v."${column}", l."${column}")`,
  );
  const types = ['email text', ...names.map((name) => `"${name}" text`), 'verified_at timestamptz'];
  const result = await tx.execute(sql`
    update leads as l set
      ${sql.raw(assignments.join(', '))},
      verified_at = case when l.verification_reason is null
        then coalesce(v.verified_at, l.verified_at) else l.verified_at end,
      updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(${sql.raw(types.join(', '))})
    where l.email = v.email and l.suppressed_at is null
    returning l.id, l.email
  `);
  return rowsOf<{ id: string; email: string }>(result);
}

/** SQLSTATE classes that one row's values cause (data exception, integrity constraint). */
const ROW_ERROR_CLASSES = ['22', '23'];

function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a multi-row write in a savepoint. When the database refuses it for a row's values, the
 * write is repeated row by row, each in its own savepoint, so one bad row costs only itself:
 * the rows refused come back with a reason (the logs' sanitised text, never the statement's
 * parameters, which hold every address of the batch). Other errors end the batch as before.
 */
export async function inSavepoints<T, R>(
  tx: Tx,
  rows: T[],
  write: (tx: Tx, rows: T[]) => Promise<R[]>,
): Promise<{ done: R[]; refused: Array<{ row: T; reason: string }> }> {
  const isRowError = (error: unknown) =>
    ROW_ERROR_CLASSES.includes(sqlStateOf(error)?.slice(0, 2) ?? '');
  try {
    return { done: await tx.transaction((sp) => write(sp, rows)), refused: [] };
  } catch (error) {
    if (!isRowError(error)) throw error;
  }
  const done: R[] = [];
  const refused: Array<{ row: T; reason: string }> = [];
  for (const row of rows) {
    try {
      done.push(...(await tx.transaction((sp) => write(sp, [row]))));
    } catch (error) {
      if (!isRowError(error)) throw error;
      refused.push({ row, reason: `The database refused this row: ${errorSummary(error, 300)}.` });
    }
  }
  return { done, refused };
}
