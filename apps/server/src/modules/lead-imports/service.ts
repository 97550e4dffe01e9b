import { createReadStream } from 'node:fs';
import {
  type CommitLeadImportInput,
  LEAD_IMPORT_FIELD_LABELS,
  LEAD_IMPORT_PAGE_SIZE,
  type LeadImport,
  type LeadImportField,
  type LeadImportListQuery,
  type LeadImportPage,
  type LeadImportPreview,
  type LeadImportRejectionReason,
  type LeadImportSummary,
  type LeadImportWarning,
} from '@leadvault/contract';
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leadImportRejections, leadImports } from '../../db/schema/index.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';
import { deleteFile, putStream } from '../file-store/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { type ImportChecks, importChecks } from '../verification/index.ts';
import { readPreview, type SpooledCsv } from './csv.ts';
import { type ColumnIndex, columnIndex, suggestMapping } from './mapping.ts';
import { LEAD_IMPORT_JOB } from './runner.ts';

const IMPORT_NOT_FOUND = 'Import not found.';
type ImportRow = typeof leadImports.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `{ code: count }` -> `[{ code, count }]`, most first. */
function countsOf(
  counts: Record<string, number>,
): Array<{ warning: LeadImportWarning; count: number }> {
  return Object.entries(counts)
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([warning, value]) => ({ warning: warning as LeadImportWarning, count: value }));
}

/** An import's rejected rows counted by reason, most first. */
async function rejectedByReason(
  db: DbOrTx,
  importId: string,
): Promise<LeadImport['rejectedByReason']> {
  const rows = await db
    .select({ reason: leadImportRejections.reasonCode, count: sql<number>`count(*)::int` })
    .from(leadImportRejections)
    .where(eq(leadImportRejections.importId, importId))
    .groupBy(leadImportRejections.reasonCode)
    .orderBy(sql`count(*) desc`, leadImportRejections.reasonCode);
  return rows.map((row) => ({
    reason: row.reason as LeadImportRejectionReason,
    count: row.count,
  }));
}

function toSummary(row: ImportRow, verification: ImportChecks | null): LeadImportSummary {
  const progress =
    row.status === 'done'
      ? 100
      : row.sizeBytes > 0
        ? Math.min(99, Math.floor((row.bytesDone / row.sizeBytes) * 100))
        : 0;
  return {
    _id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    delimiter: row.delimiter as ',' | ';',
    status: row.status,
    onDuplicate: row.onDuplicate ?? null,
    total: row.total,
    rowsTotal: row.rowsTotal,
    inserted: row.inserted,
    updated: row.updated,
    duplicates: row.duplicates,
    invalid: row.invalid,
    suppressed: row.suppressed,
    rejected: row.duplicates + row.invalid + row.suppressed,
    progress,
    warnings: countsOf(row.warnings),
    verification,
    error: row.error,
    rejectedUrl: `/api/admin/lead-imports/${row.id}/rejected`,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

function toImport(
  row: ImportRow,
  verification: ImportChecks | null,
  rejected: LeadImport['rejectedByReason'] = [],
): LeadImport {
  return {
    ...toSummary(row, verification),
    rejectedByReason: rejected,
    headers: row.headers,
    sample: row.sample,
    mapping: row.mapping ? columnIndex(row.headers, row.mapping) : suggestMapping(row.headers),
  };
}

/**
 * Stores a checked upload (file store) and answers its preview with a suggested mapping. The
 * bytes, the import row and the activity entry are written in one transaction.
 */
export async function createLeadImport(
  db: Db,
  actor: Actor,
  upload: SpooledCsv & { name: string },
): Promise<LeadImportPreview> {
  const preview = await readPreview(upload.path);
  const row = await db.transaction(async (tx) => {
    const stored = await putStream(tx, createReadStream(upload.path), {
      name: upload.name,
      contentType: 'text/csv',
    });
    const [created] = await tx
      .insert(leadImports)
      .values({
        fileId: stored.id,
        fileName: upload.name,
        sizeBytes: upload.sizeBytes,
        delimiter: preview.delimiter,
        headers: preview.headers,
        sample: preview.sample,
        rowsTotal: preview.rowsTotal,
        createdBy: actor.user.id,
        createdByEmail: actor.user.email,
      })
      .returning();
    if (!created) throw new Error('No import row was created');
    await recordActivity(tx, actor, {
      action: 'lead-import.upload',
      entity: 'lead-import',
      entityId: created.id,
      summary: `Lead import "${upload.name}" uploaded (${preview.headers.length} columns)`,
      details: { fileName: upload.name, sizeBytes: upload.sizeBytes, headers: preview.headers },
    });
    return created;
  });
  const { _id, fileName, sizeBytes, delimiter, headers, sample, mapping } = toImport(row, null);
  return { _id, fileName, sizeBytes, delimiter, headers, sample, mapping };
}

/**
 * The mapping by column position; 400 with field errors when it names a column the file lacks
 * (a position past its last column, or a heading it does not have), or no e-mail.
 */
function checkMapping(row: ImportRow, mapping: CommitLeadImportInput['mapping']): ColumnIndex {
  const problems: Array<{ field: LeadImportField; column: string | number }> = [];
  const columns = columnIndex(row.headers, mapping, problems);
  const details: Array<{ field: string; message: string }> = [];
  for (const { field, column } of problems) {
    details.push({
      field: `mapping.${field}`,
      message:
        typeof column === 'number'
          ? `${LEAD_IMPORT_FIELD_LABELS[field]}: the file has no column ${column + 1} (it has ${row.headers.length}).`
          : `${LEAD_IMPORT_FIELD_LABELS[field]}: the file has no column "${column}".`,
    });
  }
  if (columns.email === undefined && !problems.some(({ field }) => field === 'email')) {
    details.unshift({
      field: 'mapping.email',
      message: 'Choose the column that holds the e-mail address.',
    });
  }
  if (details.length > 0) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      details[0]?.message ?? 'Check the mapping.',
      details,
    );
  }
  return columns;
}

/**
 * Starts an uploaded import with the staff's mapping: the row becomes `queued` and its job is
 * enqueued in the same transaction (so the job exists exactly when the commit does). 409 when it
 * was already started.
 */
export async function commitLeadImport(
  db: Db,
  jobQueue: JobQueue,
  actor: Actor,
  id: string,
  input: CommitLeadImportInput,
): Promise<LeadImport> {
  if (!isUuid(id)) throw notFound(IMPORT_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leadImports)
      .where(eq(leadImports.id, id))
      .for('update');
    if (!current) throw notFound(IMPORT_NOT_FOUND);
    if (current.status !== 'uploaded') {
      throw conflict('This import has already been started.');
    }
    const mapping = checkMapping(current, input.mapping);
    const job = await jobQueue.enqueue(
      tx,
      LEAD_IMPORT_JOB,
      { importId: id },
      { singletonKey: `lead-import:${id}`, maxAttempts: 3 },
    );
    const [updated] = await tx
      .update(leadImports)
      .set({
        mapping,
        onDuplicate: input.onDuplicate,
        status: 'queued',
        jobId: job.id,
        updatedAt: new Date(),
      })
      .where(eq(leadImports.id, id))
      .returning();
    if (!updated) throw notFound(IMPORT_NOT_FOUND);
    await recordActivity(tx, actor, {
      action: 'lead-import.commit',
      entity: 'lead-import',
      entityId: id,
      summary: `Lead import "${current.fileName}" started (duplicates: ${input.onDuplicate})`,
      details: { mapping, onDuplicate: input.onDuplicate },
    });
    return updated;
  });
  return toImport(row, null);
}

export async function getLeadImport(db: Db, id: string): Promise<LeadImport> {
  if (!isUuid(id)) throw notFound(IMPORT_NOT_FOUND);
  const [row] = await db.select().from(leadImports).where(eq(leadImports.id, id));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  const [checks, rejected] = await Promise.all([
    importChecks(db, [row]),
    rejectedByReason(db, row.id),
  ]);
  return toImport(row, checks.get(row.id) ?? null, rejected);
}

/** Past imports, newest first. */
export async function listLeadImports(db: Db, query: LeadImportListQuery): Promise<LeadImportPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? LEAD_IMPORT_PAGE_SIZE;
  const rows = await db
    .select()
    .from(leadImports)
    .orderBy(desc(leadImports.createdAt), desc(leadImports.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(leadImports);
  const checks = await importChecks(db, rows);
  return {
    items: rows.map((row) => toSummary(row, checks.get(row.id) ?? null)),
    total: total?.value ?? 0,
    page,
    limit,
  };
}

/**
 * The rejected rows as CSV lines: row number, kind, reason, then the file's own columns with
 * their original values (formula-guarded like the order export). Read a page at a time.
 */
export async function rejectedRowsCsv(
  db: DbOrTx,
  id: string,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  if (!isUuid(id)) throw notFound(IMPORT_NOT_FOUND);
  const [row] = await db
    .select({ fileName: leadImports.fileName, headers: leadImports.headers })
    .from(leadImports)
    .where(eq(leadImports.id, id));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  const base = row.fileName.replace(/\.[^.]+$/, '') || 'import';
  const headers = row.headers;
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(['Row', 'Problem', 'Reason', ...headers]);
    let after = 0;
    for (;;) {
      // Keyset by row number: each page costs the same however far in.
      const page = await db
        .select()
        .from(leadImportRejections)
        .where(
          and(eq(leadImportRejections.importId, id), gt(leadImportRejections.rowNumber, after)),
        )
        .orderBy(asc(leadImportRejections.rowNumber))
        .limit(1000);
      if (page.length === 0) return;
      for (const rejection of page) {
        const cells = headers.map((_, index) => rejection.values[index] ?? '');
        yield csvLine([rejection.rowNumber, rejection.kind, rejection.reason, ...cells]);
      }
      after = page.at(-1)?.rowNumber ?? after;
    }
  }
  return { fileName: `${base}-rejected-rows.csv`, lines: lines() };
}

/** How long an upload waits for its mapping before it is withdrawn with its file. */
export const UNSTARTED_IMPORT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Withdraws uploads nobody started within 24 hours, deleting their files: an uploaded CSV is a
 * copy of people's data, kept no longer than the work needs (runs when the server is ready and
 * hourly). Each one in its own transaction.
 */
export async function expireUnstartedImports(db: Db): Promise<number> {
  const stale = await db
    .select({ id: leadImports.id })
    .from(leadImports)
    .where(
      and(
        eq(leadImports.status, 'uploaded'),
        lt(leadImports.createdAt, new Date(Date.now() - UNSTARTED_IMPORT_TTL_MS)),
      ),
    );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [expired] = await tx
        .update(leadImports)
        .set({
          status: 'failed',
          error: 'Not started within 24 hours: the file was deleted. Upload it again to import it.',
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(leadImports.id, id), eq(leadImports.status, 'uploaded')))
        .returning({ fileId: leadImports.fileId });
      if (expired?.fileId) await deleteFile(tx, expired.fileId);
    });
  }
  return stale.length;
}
