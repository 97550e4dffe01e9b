import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { getTableColumns, like } from 'drizzle-orm';
import { type PgTable, PgText } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import * as content from '../../db/schema/content.ts';
import { emailTemplates, packages, profiles, user } from '../../db/schema/index.ts';

/** Our stored names (service.ts): anything else in the folder is not ours to remove. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
const REFERENCE = /\/uploads\/([0-9a-f]{32}\.webp)/g;

/**
 * An upload younger than this is kept even when nothing refers to it yet: the picture chosen
 * on a form is uploaded first and saved with the form a moment (or a long edit) later.
 */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

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
export async function referencedUploads(db: Db): Promise<Set<string>> {
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
  uploadsDir: string,
  { graceMs = UNUSED_UPLOAD_GRACE_MS, now = Date.now() } = {},
): Promise<string[]> {
  const stored = (await readdir(uploadsDir)).filter((name) => STORED_NAME.test(name));
  const old: string[] = [];
  for (const name of stored) {
    const { mtimeMs } = await stat(path.join(uploadsDir, name));
    if (now - mtimeMs >= graceMs) old.push(name);
  }
  if (old.length === 0) return [];
  // Read after listing: a reference saved meanwhile is seen, so its file stays.
  const referenced = await referencedUploads(db);
  const unused = old.filter((name) => !referenced.has(name));
  for (const name of unused) await unlink(path.join(uploadsDir, name)).catch(() => {});
  return unused;
}

/** Runs the cleanup now and then every hour until the app closes; a failure is only logged. */
export function scheduleUploadCleanup(
  db: Db,
  uploadsDir: string,
  log: FastifyBaseLogger,
): { stop(): void } {
  const run = async () => {
    try {
      const removed = await removeUnusedUploads(db, uploadsDir);
      if (removed.length > 0) log.info({ removed: removed.length }, 'unused uploads removed');
    } catch (error) {
      log.warn({ err: error }, 'unused uploads could not be removed');
    }
  };
  void run();
  const timer = setInterval(run, UPLOAD_CLEANUP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
