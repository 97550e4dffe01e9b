/**
 * Durable background jobs (issue 15, decision 015): a `jobs` table that every server process
 * works from, on PGlite and PostgreSQL alike.
 *
 * Using it (the app's queue is `app.jobs`):
 *
 *   // once, at start (an area plugin or app.ts): what runs a kind, and how many at once here
 *   app.jobs.registerHandler('leads.import', async (payload, { job, signal, setProgress, log }) => {
 *     ...                       // throw to retry later; throw PermanentJobError to give up now
 *   }, {
 *     concurrency: 2, schema: ImportJobPayload,
 *     // optional: in the transaction that ends a job as failed for good (whatever the reason)
 *     onFailed: async (tx, job) => { ... },
 *   });
 *
 *   // wherever the work arises, in the transaction of the change that causes it
 *   await db.transaction(async (tx) => {
 *     const row = await tx.insert(imports).values(...).returning();
 *     await app.jobs.enqueue(tx, 'leads.import', { importId: row.id }, {
 *       singletonKey: `leads.import:${row.id}`,   // optional: one waiting job per key
 *       runAt: new Date(Date.now() + 60_000),     // optional: not before
 *       maxAttempts: 3,                           // optional (5)
 *     });
 *   });
 *
 * Guarantees: a job is run at least once and never by two processes at the same time — a
 * process claims it (`FOR UPDATE SKIP LOCKED`) under a lease it renews while the handler runs;
 * when the process dies the lease runs out and another process claims it again. Handlers must
 * therefore tolerate a repeat of an attempt that died half-way (make writes idempotent, e.g.
 * check what is already done, and watch `signal`). A failed attempt is retried after an
 * exponential back-off with jitter; after `maxAttempts` (or a PermanentJobError) the job stays
 * as `failed` with `last_error`, and is logged. Jobs survive restarts: they live in the database.
 *
 * Progress: `setProgress(anyJson)` saves it on the job row; `app.jobs.get(id)` reads it back
 * (status, attempts, progress, last_error), `app.jobs.waitFor(id)` waits for the end.
 *
 * Layout (graphile-worker's seams): queue.ts is the API above; worker.ts claims, runs and renews;
 * housekeeping.ts ends jobs whose last attempt died and deletes old ones; statements.ts is the
 * SQL all of them run; types.ts the shapes.
 *
 * Tests: `await app.jobs.drain()` runs everything due now (test apps drain after every
 * `app.inject`, see test/helpers.ts).
 */
export { type Backoff, backoffDelayMs } from './backoff.ts';
export { JobQueue } from './queue.ts';
export {
  type EnqueuedJob,
  type EnqueueOptions,
  type JobContext,
  type JobFailedHook,
  type JobQueueOptions,
  type JobRow,
  PermanentJobError,
} from './types.ts';
