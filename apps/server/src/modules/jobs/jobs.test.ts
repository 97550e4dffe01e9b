import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { testDatabase } from '../../../test/helpers.ts';
import { type Database, openDatabase } from '../../db/index.ts';
import { jobs } from '../../db/schema/index.ts';
import { createSignals } from '../../lib/notify.ts';
import {
  backoffDelayMs,
  type JobFailedHook,
  JobQueue,
  type JobQueueOptions,
  PermanentJobError,
} from './index.ts';

const logged: Array<{ level: string; message: string }> = [];
function testLog(): FastifyBaseLogger {
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      const message = args.find((arg) => typeof arg === 'string');
      logged.push({ level, message: String(message ?? '') });
    };
  const log = {
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return log;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
/** On PostgreSQL the second worker gets its own connection pool, as another process would. */
let secondDatabase: Database;
const queues: JobQueue[] = [];

function queue(options: Partial<JobQueueOptions> = {}, db = database): JobQueue {
  const created = new JobQueue({ db: db.db, log: testLog(), pollIntervalMs: 20, ...options });
  queues.push(created);
  return created;
}

type Row = { id: string; status: string; attempts: number; last_error: string | null };
const jobRows = () =>
  database.rows<Row>(sql`select id, status, attempts, last_error from jobs order by created_at`);

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(25);
  }
}

beforeAll(async () => {
  database = await testDatabase();
  const url = inject('databaseUrl');
  secondDatabase = url
    ? await openDatabase({ kind: 'postgres', url, maxConnections: 5 })
    : database;
});

afterAll(async () => {
  if (secondDatabase !== database) await secondDatabase.close();
});

beforeEach(async () => {
  await database.rows(sql`delete from jobs`);
  logged.length = 0;
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((each) => each.stop()));
});

describe('the job queue', () => {
  it('runs each job once, never two at a time, with two workers taking many jobs', async () => {
    const runs = new Map<number, number>();
    const active = new Map<number, number>();
    let overlaps = 0;
    const ranBy = { a: 0, b: 0 };
    const handler = (worker: 'a' | 'b') => async (payload: { n: number }) => {
      const now = (active.get(payload.n) ?? 0) + 1;
      active.set(payload.n, now);
      if (now > 1) overlaps += 1;
      runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
      ranBy[worker] += 1;
      await sleep(2 + (payload.n % 7));
      active.set(payload.n, (active.get(payload.n) ?? 1) - 1);
    };
    const a = queue({ leaseMs: 2_000 });
    const b = queue({ leaseMs: 2_000 }, secondDatabase);
    a.registerHandler('test.count', handler('a'), { concurrency: 3 });
    b.registerHandler('test.count', handler('b'), { concurrency: 3 });
    for (let n = 0; n < 60; n += 1) await a.enqueue(database.db, 'test.count', { n });
    a.start();
    b.start();
    await until(async () => (await jobRows()).every((row) => row.status === 'done'), 20_000);

    expect(overlaps).toBe(0);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(ranBy.a + ranBy.b).toBe(60);
    expect((await jobRows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it('keeps a job queued across a restart: a new worker runs what the stopped one never did', async () => {
    const first = queue();
    const ran: string[] = [];
    first.registerHandler('test.restart', async () => {
      ran.push('first');
    });
    // Enqueued while the first worker is not running (a process about to stop), then stopped.
    const { id } = await first.enqueue(database.db, 'test.restart', { hello: 'world' });
    await first.stop();
    expect((await first.get(id))?.status).toBe('queued');

    const second = queue();
    second.registerHandler('test.restart', async (payload) => {
      expect(payload).toEqual({ hello: 'world' });
      ran.push('second');
    });
    second.start();
    const job = await second.waitFor(id, { timeoutMs: 5_000 });
    expect(job?.status).toBe('done');
    expect(ran).toEqual(['second']);
  });

  it("runs a killed worker's job again once its lease has run out, and not before", async () => {
    const worker = queue();
    const started: number[] = [];
    worker.registerHandler('test.lease', async () => {
      started.push(Date.now());
    });
    const { id } = await worker.enqueue(database.db, 'test.lease', {});
    // What a process killed during its first attempt leaves behind: a lease nobody renews.
    await database.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_by = 'dead-process',
        locked_until = now() + interval '600 milliseconds'
      where id = ${id}`);
    const leaseEnds = Date.now() + 600;
    worker.start();
    await sleep(300);
    expect(started).toEqual([]);
    const job = await worker.waitFor(id, { timeoutMs: 5_000 });
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(started).toHaveLength(1);
    expect(started[0]).toBeGreaterThanOrEqual(leaseEnds - 50);
  });

  it('fails a job whose process died during its last attempt', async () => {
    const worker = queue();
    let ran = 0;
    worker.registerHandler('test.lease', async () => {
      ran += 1;
    });
    const { id } = await worker.enqueue(database.db, 'test.lease', {}, { maxAttempts: 1 });
    await database.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_by = 'dead-process',
        locked_until = now() - interval '1 second'
      where id = ${id}`);
    worker.start();
    await worker.drain();
    const job = await worker.get(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toContain('lease expired');
    expect(ran).toBe(0);
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
  });

  it('keeps the lease of a job that runs longer than the lease, so nobody else takes it', async () => {
    let runs = 0;
    const a = queue({ leaseMs: 300 });
    const b = queue({ leaseMs: 300 }, secondDatabase);
    for (const worker of [a, b]) {
      worker.registerHandler('test.long', async () => {
        runs += 1;
        await sleep(1_000);
      });
    }
    const { id } = await a.enqueue(database.db, 'test.long', {});
    a.start();
    b.start();
    const job = await a.waitFor(id, { timeoutMs: 5_000 });
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('retries a failing job later and later, and stops after its last attempt', async () => {
    const backoff = { baseMs: 400, maxMs: 60_000 };
    const worker = queue({ pollIntervalMs: false });
    let ran = 0;
    worker.registerHandler(
      'test.fail',
      async () => {
        ran += 1;
        throw new Error(`attempt ${ran} broke`);
      },
      { backoff },
    );
    worker.start();
    const { id } = await worker.enqueue(database.db, 'test.fail', {}, { maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await worker.drain();
      const [row] = await database.rows<{
        status: string;
        attempts: number;
        last_error: string;
        wait_ms: number;
      }>(sql`
        select status, attempts, last_error,
          extract(epoch from (run_at - updated_at)) * 1000 as wait_ms
        from jobs where id = ${id}`);
      expect(row?.attempts).toBe(attempt);
      expect(row?.last_error).toBe(`Error: attempt ${attempt} broke`);
      if (attempt < 3) {
        expect(row?.status).toBe('queued');
        delays.push(Number(row?.wait_ms));
        // Not due yet: draining now runs nothing.
        await worker.drain();
        expect(ran).toBe(attempt);
        await database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    // Attempt 1 waits 200-400 ms, attempt 2 waits 400-800 ms.
    expect(delays[0]).toBeGreaterThanOrEqual(200 - 5);
    expect(delays[0]).toBeLessThanOrEqual(400 + 5);
    expect(delays[1]).toBeGreaterThanOrEqual(400 - 5);
    expect(delays[1]).toBeLessThanOrEqual(800 + 5);
    const job = await worker.get(id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    await database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    await worker.drain();
    expect(ran).toBe(3);
    expect(logged.filter((entry) => entry.message === 'job failed for good')).toHaveLength(1);
  });

  it('gives up at once on a PermanentJobError or a payload its schema refuses', async () => {
    const worker = queue({ pollIntervalMs: false });
    worker.registerHandler('test.permanent', async () => {
      throw new PermanentJobError('550 mailbox unavailable');
    });
    const { z } = await import('zod');
    worker.registerHandler('test.schema', async () => {}, {
      schema: z.object({ to: z.string() }),
    });
    worker.start();
    const permanent = await worker.enqueue(database.db, 'test.permanent', {});
    const malformed = await worker.enqueue(database.db, 'test.schema', { to: 42 });
    await worker.drain();
    expect(await worker.get(permanent.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: 550 mailbox unavailable',
    });
    expect(await worker.get(malformed.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('calls the on-failed hook once a job fails for good, in the transaction that ends it', async () => {
    const worker = queue({ pollIntervalMs: false });
    const ended: Array<{ id: string; kind: string; lastError: string | null }> = [];
    let refuse = true;
    const onFailed = async (
      tx: Parameters<JobFailedHook>[0],
      job: Parameters<JobFailedHook>[1],
    ) => {
      // Its write commits with the job's end, or neither does.
      await tx.execute(sql`select 1`);
      if (refuse) {
        refuse = false;
        throw new Error('the hook failed once');
      }
      ended.push({ id: job.id, kind: job.kind, lastError: job.lastError });
    };
    worker.registerHandler(
      'test.hooked',
      async () => {
        throw new PermanentJobError('no use trying again');
      },
      { onFailed },
    );
    worker.registerHandler('test.died', async () => {}, { onFailed });
    worker.registerHandler('test.fine', async () => {}, { onFailed });
    worker.start();
    const died = await worker.enqueue(database.db, 'test.died', {}, { maxAttempts: 1 });
    await database.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_by = 'dead-process',
        locked_until = now() - interval '1 second'
      where id = ${died.id}`);
    // The first end of the dead job fails with its hook: it is still running, ended next time.
    await worker.drain();
    expect(await worker.get(died.id)).toMatchObject({ status: 'running' });
    await worker.drain();
    expect(await worker.get(died.id)).toMatchObject({ status: 'failed' });
    const hooked = await worker.enqueue(database.db, 'test.hooked', {});
    const fine = await worker.enqueue(database.db, 'test.fine', {});
    await worker.drain();
    expect(await worker.get(hooked.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await worker.get(fine.id)).toMatchObject({ status: 'done' });
    expect(ended).toEqual([
      { id: died.id, kind: 'test.died', lastError: expect.stringContaining('lease expired') },
      {
        id: hooked.id,
        kind: 'test.hooked',
        lastError: 'PermanentJobError: no use trying again',
      },
    ]);
    expect(await worker.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it("issue 25: stores the logs' sanitised text as last_error, never a query's parameters", async () => {
    const worker = queue({ pollIntervalMs: false });
    const id = `issue25-${Date.now().toString(36)}`;
    worker.registerHandler('test.query', async () => {
      // The second insert breaks the unique key: Drizzle's message lists the parameters and
      // PostgreSQL's detail quotes them.
      for (let turn = 0; turn < 2; turn += 1) {
        await database.db.execute(
          sql`insert into rate_limit (id, key, count, last_request) values (${id}, ${`ada.secret@example.test:${turn}`}, 1, 0)`,
        );
      }
    });
    worker.start();
    const job = await worker.enqueue(database.db, 'test.query', {}, { maxAttempts: 1 });
    await worker.drain();
    const row = await worker.get(job.id);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toMatch(/duplicate key value violates unique constraint/);
    expect(row?.lastError).toContain('23505');
    expect(row?.lastError).not.toMatch(/ada\.secret|params|issue25-/);
    await database.rows(sql`delete from rate_limit where id = ${id}`);
  });

  it('waits with its back-off: the delays grow and are capped', () => {
    const backoff = { baseMs: 1_000, maxMs: 10_000 };
    for (const random of [0, 0.5, 1]) {
      const delays = [1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, backoff, () => random));
      for (let i = 1; i < delays.length; i += 1) {
        expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
      }
      expect(Math.max(...delays)).toBeLessThanOrEqual(10_000);
    }
    expect(backoffDelayMs(1, backoff, () => 0)).toBe(500);
    expect(backoffDelayMs(1, backoff, () => 1)).toBe(1_000);
    expect(backoffDelayMs(3, backoff, () => 0)).toBe(2_000);
  });

  it('answers the waiting job for a singleton key, and adds a new one once it has run', async () => {
    const worker = queue({ pollIntervalMs: false });
    worker.registerHandler('test.once', async () => {});
    const first = await worker.enqueue(database.db, 'test.once', {}, { singletonKey: 'k1' });
    const again = await worker.enqueue(database.db, 'test.once', {}, { singletonKey: 'k1' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    worker.start();
    await worker.drain();
    const later = await worker.enqueue(database.db, 'test.once', {}, { singletonKey: 'k1' });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it('enqueues with the transaction: a rolled-back change leaves no job', async () => {
    const worker = queue({ pollIntervalMs: false });
    await database.db
      .transaction(async (tx) => {
        await worker.enqueue(tx, 'test.tx', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await database.db.select().from(jobs)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await worker.enqueue(tx, 'test.tx', { n: 2 });
    });
    expect(await jobRows()).toHaveLength(1);
  });

  it('releases a job still running when it stops, so another worker runs it at once', async () => {
    const worker = queue({ stopGraceMs: 100 });
    let aborted = false;
    worker.registerHandler('test.slow', async (_payload, { signal }) => {
      await new Promise<void>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
      });
      throw new Error('stopped');
    });
    const { id } = await worker.enqueue(database.db, 'test.slow', {});
    worker.start();
    await until(async () => (await worker.get(id))?.status === 'running');
    await worker.stop();
    expect(aborted).toBe(true);
    expect(await worker.get(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const next = queue();
    next.registerHandler('test.slow', async (_payload, { setProgress }) => {
      await setProgress({ rows: 10 });
    });
    next.start();
    expect(await next.waitFor(id, { timeoutMs: 5_000 })).toMatchObject({
      status: 'done',
      attempts: 1,
      progress: { rows: 10 },
    });
  });

  it.runIf(inject('databaseUrl'))(
    'starts a job enqueued on another process at once, once its transaction commits (NOTIFY)',
    async () => {
      const quiet = { warn() {}, info() {} };
      const signalsA = createSignals(database, quiet);
      const signalsB = createSignals(secondDatabase, quiet);
      await Promise.all([signalsA.start(), signalsB.start()]);
      try {
        // Neither polls within the test: only the announcement can wake b.
        const a = queue({
          pollIntervalMs: 60_000,
          announce: (db, kind) => signalsA.publishIn(db, 'jobs', kind),
        });
        const b = queue({ pollIntervalMs: 60_000 }, secondDatabase);
        signalsB.subscribe((signal) => {
          if (signal.topic === 'jobs') b.wake();
        });
        const ran: number[] = [];
        b.registerHandler<{ n: number }>('wake.test', async ({ n }) => {
          ran.push(n);
        });
        a.start();
        b.start();
        await sleep(150); // the start's own look for due jobs is over

        // Rolled back: announced nowhere, nothing runs.
        await database.db
          .transaction(async (tx) => {
            await a.enqueue(tx, 'wake.test', { n: 0 });
            throw new Error('roll back');
          })
          .catch(() => {});
        const committed = Date.now();
        await database.db.transaction(async (tx) => {
          await a.enqueue(tx, 'wake.test', { n: 1 });
          await sleep(200); // b hears nothing while the transaction is open
          expect(ran).toEqual([]);
        });
        await until(async () => ran.length > 0, 2_000);
        expect(ran).toEqual([1]);
        expect(Date.now() - committed).toBeLessThan(1_500);
      } finally {
        await Promise.all([signalsA.close(), signalsB.close()]);
      }
    },
  );
});
