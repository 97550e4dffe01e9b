import path from 'node:path';
import { getTableColumns, like, lte } from 'drizzle-orm';
import { type PgTable, PgText } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import * as content from '../../db/schema/content.ts';
import { emailTemplates, packages, profiles, uploads, user } from '../../db/schema/index.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { deleteFile } from '../file-store/index.ts';
import { moveUploadFolderIntoDatabase } from './service.ts';

const REFERENCE = /\/uploads\/([0-9a-f]{32}\.webp)/g;

/**
 * An upload younger than this is kept even when nothing refers to it yet: the picture chosen
 * on a form is uploaded first and saved with the form a moment (or a long edit) later.
 */
const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/**
 * Where a picture address can be kept: every text column of the site content, packages,
 * profiles, better-auth's user image and the e-mail template. A new place that stores upload
 * addresses must be added here, or its pictures are removed after the grace period.
 */
const PLACES: PgTable[] = [
  ...(Object.values(content) as PgTable[]),
  packages,
  profiles,
  user,
  emailTemplates,
];

/** The stored names that some record refers to (`/uploads/<name>` anywhere in its text). */
async function referencedUploads(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const table of PLACES) {
    for (const column of Object.values(getTableColumns(table))) {
      if (!(column instanceof PgText)) continue;
      const rows = await db
        .select({ value: column })
        .from(table)
        .where(like(column, '%/uploads/%'));
      for (const { value } of rows) {
        for (const match of String(value ?? '').matchAll(REFERENCE)) {
          if (match[1]) names.add(match[1]);
        }
      }
    }
  }
  return names;
}

/**
 * Removes the stored pictures nothing refers to once they are older than the grace period (an
 * upload never saved, a profile picture replaced). Answers the names removed.
 */
export async function removeUnusedUploads(
  db: Db,
  { graceMs = UNUSED_UPLOAD_GRACE_MS, now = Date.now() } = {},
): Promise<string[]> {
  const old = await db
    .select({ name: uploads.name, fileId: uploads.fileId })
    .from(uploads)
    .where(lte(uploads.createdAt, new Date(now - graceMs)));
  if (old.length === 0) return [];
  // Read after listing: a reference saved meanwhile is seen, so its picture stays.
  const referenced = await referencedUploads(db);
  const unused = old.filter(({ name }) => !referenced.has(name));
  // The stored file goes, and its `uploads` row with it (on delete cascade).
  for (const { fileId } of unused) await deleteFile(db, fileId);
  return unused.map(({ name }) => name);
}

/**
 * The uploads' housekeeping, run by every process from app.ts: pictures earlier versions kept in
 * DATA_DIR/uploads move into the database first; then pictures nothing refers to (never saved,
 * replaced) are removed after an hour.
 */
export function registerUploadChores(app: FastifyInstance): void {
  const db = app.database.db;
  hourlyChore(app, 'unused uploads removed', async () => (await removeUnusedUploads(db)).length, {
    before: async () => {
      const moved = await moveUploadFolderIntoDatabase(
        db,
        path.join(app.config.dataDir, 'uploads'),
      );
      if (moved > 0) {
        app.log.info({ moved }, 'uploads moved from the data folder into the database');
      }
    },
  });
}
