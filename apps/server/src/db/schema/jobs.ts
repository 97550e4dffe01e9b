import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Background work (mail, lead imports, webhook follow-ups) that any server process may run:
 * claimed with `FOR UPDATE SKIP LOCKED` under a lease the running process keeps renewing, retried
 * with back-off, kept as `failed` once out of attempts (see modules/jobs, decision 015).
 *
 * `status`: `queued` (waiting for `run_at`), `running` (leased to `locked_by` until
 * `locked_until`; a lease that ran out means its process died, and the job is claimed again),
 * `done`, `failed`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. `mail.send`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What a long job reports while it runs (an import's rows done), for screens to show. */
    progress: jsonb('progress').$type<unknown>(),
    /** At most one queued or running job per key: enqueueing it again answers the same job. */
    singletonKey: text('singleton_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.kind, table.runAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex('jobs_singleton_key_idx')
      .on(table.singletonKey)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('jobs_finished_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('done', 'failed')`),
  ],
);
