import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/index.ts';
import { createSignals, SIGNAL_APPLICATION_NAME, type Signal, type Signals } from './notify.ts';
import { ResponseCache } from './response-cache.ts';

const quiet = { warn() {}, info() {} };
/** Signals travel only between processes on PostgreSQL; PGlite is one process. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

async function until(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

describe('signals between server processes', () => {
  let first: Signals;
  let second: Signals;

  beforeAll(async () => {
    first = createSignals(database, quiet);
    second = createSignals(database, quiet);
    await Promise.all([first.start(), second.start()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('are live once started', () => {
    expect(first.live).toBe(true);
    expect(second.live).toBe(true);
  });

  it.skipIf(onPostgres)('keep an invalidation in the process on PGlite', async () => {
    const cache = new ResponseCache(first);
    await cache.answer('faqs', '/faqs', async () => ({}));
    expect(cache.size('faqs')).toBe(1);
    cache.invalidate('faqs');
    expect(cache.size('faqs')).toBe(0);
  });

  it.runIf(onPostgres)('carry a message to the other process, not back to the sender', async () => {
    const heardBySecond: Signal[] = [];
    const heardByFirst: Signal[] = [];
    const stopSecond = second.subscribe((signal) => heardBySecond.push(signal));
    const stopFirst = first.subscribe((signal) => heardByFirst.push(signal));
    first.publish('test', 'one');
    await until(() => heardBySecond.length > 0);
    expect(heardBySecond).toEqual([{ topic: 'test', key: 'one' }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByFirst).toEqual([]);
    stopFirst();
    stopSecond();
  });

  it.runIf(onPostgres)("drop another process's cached group when one process writes", async () => {
    const here = new ResponseCache(first);
    const there = new ResponseCache(second);
    let version = 1;
    const load = async () => ({ version });
    expect(JSON.parse((await there.answer('faqs', '/faqs', load)).body)).toEqual({
      version: 1,
    });
    version = 2;
    expect(JSON.parse((await there.answer('faqs', '/faqs', load)).body).version).toBe(1);
    here.invalidate('faqs');
    const sent = Date.now();
    await until(() => there.size('faqs') === 0, 1_000);
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(JSON.parse((await there.answer('faqs', '/faqs', load)).body).version).toBe(2);
  });

  it.runIf(onPostgres)(
    'serve nothing from memory while the listening connection is lost, and forget all on reconnect',
    async () => {
      const cache = new ResponseCache(second);
      let loads = 0;
      const load = async () => ({ loads: ++loads });
      await cache.answer('about', '/about', load);
      await cache.answer('about', '/about', load);
      expect(loads).toBe(1);

      await database.rows(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${SIGNAL_APPLICATION_NAME} and pid <> pg_backend_pid()
      `);
      await until(() => !second.live);
      expect(cache.size('about')).toBe(0);
      await cache.answer('about', '/about', load);
      await cache.answer('about', '/about', load);
      expect(loads).toBe(3);

      await until(() => second.live && first.live, 5_000);
      await cache.answer('about', '/about', load);
      await cache.answer('about', '/about', load);
      expect(loads).toBe(4);

      // And the reconnected listener hears again.
      const heard: Signal[] = [];
      const stop = second.subscribe((signal) => heard.push(signal));
      first.publish('test', 'after-reconnect');
      await until(() => heard.length > 0);
      stop();
    },
    15_000,
  );
});
