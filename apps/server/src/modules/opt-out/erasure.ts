import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { leadImports } from '../../db/schema/index.ts';
import { deleteFile } from '../file-store/index.ts';

/** What an erased address is replaced with inside free text (errors, reasons, summaries). */
export const ERASED = '[erased]';

const WITHDRAWN =
  'Withdrawn before it started: its first rows held an address whose person has since opted ' +
  'out. Upload the file again; that address will be left out.';

/**
 * A PostgreSQL regular expression (ARE, used with `~*` and the `i` flag) for the address as a
 * whole address: not when it is the tail of a longer one (`ann@x.test` in `joann@x.test`).
 */
export function addressPattern(email: string): string {
  const escaped = email.replace(/[^a-z0-9]/gi, (char) => `\\${char}`);
  return `(?<![a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/**
 * Removes a confirmed opt-out's address from everywhere it was written down besides the lead
 * (erased by `suppressByOptOut`) and the suppression list (kept on purpose, decision 019), in the
 * opt-out's transaction. The places are listed here, one statement each, and the opt-out test
 * searches every text and JSON column of every table to prove the list complete:
 *
 * - lead imports: an upload not started yet whose preview rows hold it is withdrawn and its file
 *   deleted (an address further down such a file stays until the import ends or expires after
 *   24 hours unstarted, see lead-imports/service.ts); the preview rows holding it are dropped
 *   from `sample`; rejected rows holding it
 *   keep no cells, and their reason and the import's `error` lose the address (an import's
 *   uploaded file is deleted when it ends, see lead-imports/runner.ts);
 * - jobs: `last_error` loses it; finished `mail.send` jobs to it (the confirmation mail among
 *   them) are deleted, and so are the removal links still waiting to be mailed;
 * - saved reveal answers (`idempotency_keys`) that hold it are deleted (new ones keep no e-mail);
 * - the activity log's lines lose it (an earlier staff suppression of the address, say);
 * - every removal request of the address, this confirmed one included.
 */
export async function eraseAddress(tx: Tx, email: string, optOutSubject: string): Promise<void> {
  const pattern = addressPattern(email);
  const redact = (column: unknown) => sql`regexp_replace(${column}, ${pattern}, ${ERASED}, 'gi')`;
  // An upload not started yet whose first rows hold the address is withdrawn with its file
  // (started ones refuse the row, and their file goes when they end).
  const withdrawn = await tx
    .update(leadImports)
    .set({
      status: 'failed',
      error: WITHDRAWN,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leadImports.status, 'uploaded'), sql`${leadImports.sample}::text ~* ${pattern}`))
    .returning({ fileId: leadImports.fileId });
  for (const { fileId } of withdrawn) if (fileId) await deleteFile(tx, fileId);
  await tx.execute(sql`
    update lead_imports set
      sample = (
        select coalesce(jsonb_agg(cells order by n), '[]'::jsonb)
        from jsonb_array_elements(sample) with ordinality as sample_rows(cells, n)
        where not (cells::text ~* ${pattern})
      ),
      error = ${redact(sql`error`)}
    where sample::text ~* ${pattern} or error ~* ${pattern}`);
  await tx.execute(sql`
    update lead_import_rejections set
      "values" = case when "values"::text ~* ${pattern} then '[]'::jsonb else "values" end,
      reason = ${redact(sql`reason`)}
    where "values"::text ~* ${pattern} or reason ~* ${pattern}`);
  await tx.execute(sql`
    update jobs set last_error = ${redact(sql`last_error`)} where last_error ~* ${pattern}`);
  await tx.execute(sql`
    delete from jobs
    where kind = 'mail.send' and payload::text ~* ${pattern}
      and (status in ('done', 'failed')
        or (status = 'queued' and payload->>'subject' = ${optOutSubject}))`);
  await tx.execute(sql`delete from idempotency_keys where response::text ~* ${pattern}`);
  await tx.execute(sql`
    update activity_log set
      actor_email = ${redact(sql`actor_email`)},
      entity_id = ${redact(sql`entity_id`)},
      summary = ${redact(sql`summary`)},
      details = ${redact(sql`details::text`)}::jsonb
    where actor_email ~* ${pattern} or entity_id ~* ${pattern} or summary ~* ${pattern}
      or details::text ~* ${pattern}`);
  await tx.execute(sql`delete from opt_out_requests where lower(email) = ${email}`);
}
