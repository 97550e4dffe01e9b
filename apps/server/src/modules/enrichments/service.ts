import { createReadStream } from 'node:fs';
import {
  type CommitEnrichmentInput,
  ENRICHMENT_FIELD_LABELS,
  ENRICHMENT_FIELDS,
  ENRICHMENT_MAX_ROWS,
  ENRICHMENT_PAGE_SIZE,
  type Enrichment,
  type EnrichmentListQuery,
  type EnrichmentMapping,
  type EnrichmentPage,
  type EnrichmentQuote,
  type EnrichmentUpload,
} from '@leadvault/contract';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { enrichments } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { creditBalance } from '../credits/index.ts';
import { deleteFile, openStream, putStream } from '../file-store/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import {
  csvRecords,
  type Delimiter,
  isBlankRow,
  readPreview,
  type SpooledCsv,
  suggestMapping,
} from '../lead-imports/index.ts';
import { holdingsOf } from './holdings.ts';
import { questionOf } from './questions.ts';
import { ENRICHMENT_JOB } from './runner.ts';

const NOT_FOUND = 'Enrichment not found.';
type EnrichmentRow = typeof enrichments.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toEnrichment(row: EnrichmentRow): Enrichment {
  return {
    _id: row.id,
    fileName: row.fileName,
    status: row.status,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsAnswered,
    progress:
      row.status === 'done'
        ? 100
        : Math.min(99, Math.floor((row.rowsAnswered / Math.max(1, row.rowsTotal)) * 100)),
    found: row.found,
    notFound: row.notFound,
    charged: row.charged,
    maxCredits: row.maxCredits,
    stoppedBy: row.stoppedBy ?? null,
    error: row.error,
    resultUrl: row.resultFileId ? `/api/enrichments/${row.id}/result` : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** The caller's own enrichment; 404 for anyone else's (nothing says it exists). */
async function ownEnrichment(db: DbOrTx, userId: string, id: string): Promise<EnrichmentRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select()
    .from(enrichments)
    .where(and(eq(enrichments.id, id), eq(enrichments.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The import's suggestion, kept to the columns an enrichment reads. */
function suggestedMapping(headers: readonly string[]): EnrichmentMapping {
  const all = suggestMapping(headers);
  return Object.fromEntries(
    ENRICHMENT_FIELDS.flatMap((field) => (all[field] === undefined ? [] : [[field, all[field]]])),
  );
}

/** 400 per field for a column the file lacks, or a mapping that asks nothing. */
function checkMapping(headers: readonly string[], mapping: EnrichmentMapping): EnrichmentMapping {
  const details: Array<{ field: string; message: string }> = [];
  for (const field of ENRICHMENT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined && column >= headers.length) {
      details.push({
        field: `mapping.${field}`,
        message: `${ENRICHMENT_FIELD_LABELS[field]}: the file has no column ${column + 1} (it has ${headers.length}).`,
      });
    }
  }
  const names = mapping.fullName !== undefined || mapping.firstName !== undefined;
  const company = mapping.companyDomain !== undefined || mapping.companyName !== undefined;
  if (details.length === 0 && mapping.email === undefined && !(names && company)) {
    details.push({
      field: 'mapping',
      message:
        'Choose the columns with the person’s name and their company (domain or name), or the column with e-mail addresses to verify.',
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
  return mapping;
}

/**
 * Stores a checked upload (the import's rules: UTF-8 CSV, 50 MB; here at most 10,000 rows) and
 * answers its preview with a suggested mapping.
 */
export async function createEnrichment(
  db: Db,
  userId: string,
  upload: SpooledCsv & { name: string },
): Promise<EnrichmentUpload> {
  const preview = await readPreview(upload.path);
  if (preview.rowsTotal > ENRICHMENT_MAX_ROWS) {
    const message = `The file has ${preview.rowsTotal.toLocaleString('en-US')} rows; an enrichment takes at most ${ENRICHMENT_MAX_ROWS.toLocaleString('en-US')}. Split it and upload the parts one by one.`;
    throw new HttpError(400, 'VALIDATION_ERROR', message, [{ field: 'file', message }]);
  }
  const mapping = suggestedMapping(preview.headers);
  const row = await db.transaction(async (tx) => {
    const stored = await putStream(tx, createReadStream(upload.path), {
      name: upload.name,
      contentType: 'text/csv',
    });
    const [created] = await tx
      .insert(enrichments)
      .values({
        userId,
        fileId: stored.id,
        fileName: upload.name,
        delimiter: preview.delimiter,
        headers: preview.headers,
        sample: preview.sample,
        rowsTotal: preview.rowsTotal,
        mapping,
      })
      .returning();
    if (!created) throw new Error('No enrichment row was created');
    return created;
  });
  return {
    _id: row.id,
    fileName: row.fileName,
    rowsTotal: row.rowsTotal,
    headers: row.headers,
    sample: row.sample,
    mapping,
  };
}

export async function getEnrichment(db: Db, userId: string, id: string): Promise<Enrichment> {
  return toEnrichment(await ownEnrichment(db, userId, id));
}

export async function listEnrichments(
  db: Db,
  userId: string,
  query: EnrichmentListQuery,
): Promise<EnrichmentPage> {
  const mine = eq(enrichments.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enrichments)
      .where(mine)
      .orderBy(desc(enrichments.createdAt), desc(enrichments.id))
      .limit(ENRICHMENT_PAGE_SIZE)
      .offset((query.page - 1) * ENRICHMENT_PAGE_SIZE),
    db.select({ total: count() }).from(enrichments).where(mine),
  ]);
  return {
    items: rows.map(toEnrichment),
    total: total?.total ?? 0,
    page: query.page,
    limit: ENRICHMENT_PAGE_SIZE,
  };
}

/**
 * The free quote: every row of the upload read under the mapping and held against our leads
 * and the caller's unlocks. Only while it is not started (its file is there).
 */
export async function quoteEnrichment(
  db: Db,
  userId: string,
  id: string,
  mapping: EnrichmentMapping | undefined,
): Promise<EnrichmentQuote> {
  const row = await ownEnrichment(db, userId, id);
  if (row.status !== 'uploaded' || !row.fileId) {
    throw conflict('This enrichment has started: its quote was given before.');
  }
  const columns = checkMapping(row.headers, mapping ?? row.mapping);
  const opened = await openStream(db, row.fileId);
  if (!opened) throw conflict('The uploaded file is gone: upload it again.');
  const questions = [];
  let headerSeen = false;
  for await (const { cells } of csvRecords(opened.stream, row.delimiter as Delimiter)) {
    if (isBlankRow(cells)) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    questions.push(questionOf(cells, columns));
  }
  const holdings = await holdingsOf(db, userId, questions);
  const tally = (wanted: string) => holdings.filter((holding) => holding === wanted).length;
  const held = tally('held');
  const unlocked = tally('unlocked');
  const toFind = tally('new');
  return {
    rows: questions.length,
    inOurLeads: held + unlocked,
    alreadyUnlocked: unlocked,
    toFind,
    unanswerable: tally('unanswerable'),
    maxCost: held + toFind,
    balance: await creditBalance(db, userId),
  };
}

/**
 * Starts an uploaded enrichment with its mapping and credit cap: `queued`, its job enqueued in
 * the same transaction. 409 once started.
 */
export async function commitEnrichment(
  db: Db,
  jobs: JobQueue,
  userId: string,
  id: string,
  input: CommitEnrichmentInput,
): Promise<Enrichment> {
  const row = await db.transaction(async (tx) => {
    const current = await ownEnrichment(tx, userId, id);
    const mapping = checkMapping(current.headers, input.mapping ?? current.mapping);
    const [started] = await tx
      .update(enrichments)
      .set({ status: 'queued', mapping, maxCredits: input.maxCredits, updatedAt: sql`now()` })
      .where(and(eq(enrichments.id, current.id), eq(enrichments.status, 'uploaded')))
      .returning();
    if (!started) throw conflict('This enrichment was already started.');
    await jobs.enqueue(
      tx,
      ENRICHMENT_JOB,
      { enrichmentId: started.id },
      { singletonKey: `${ENRICHMENT_JOB}:${started.id}`, maxAttempts: 3 },
    );
    return started;
  });
  return toEnrichment(row);
}

/** The result file's stream and name; 409 until it is written. */
export async function enrichmentResult(db: Db, userId: string, id: string) {
  const row = await ownEnrichment(db, userId, id);
  const opened = row.resultFileId ? await openStream(db, row.resultFileId) : undefined;
  if (!opened) throw conflict('The enriched file is not ready yet.');
  return { name: opened.file.name, stream: opened.stream };
}

/** Uploads nobody started within a day are withdrawn, with their files; answers how many. */
export async function expireUnstartedEnrichments(db: Db): Promise<number> {
  const stale = await db
    .select({ id: enrichments.id, fileId: enrichments.fileId })
    .from(enrichments)
    .where(
      and(
        eq(enrichments.status, 'uploaded'),
        lt(enrichments.createdAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(500);
  for (const row of stale) {
    await db.transaction(async (tx) => {
      await tx
        .delete(enrichments)
        .where(and(eq(enrichments.id, row.id), eq(enrichments.status, 'uploaded')));
      if (row.fileId) await deleteFile(tx, row.fileId);
    });
  }
  return stale.length;
}
