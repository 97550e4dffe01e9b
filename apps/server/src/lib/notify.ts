import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import type { Database, DbOrTx } from '../db/index.ts';

/** The one PostgreSQL channel every server process of this store listens on. */
const SIGNAL_CHANNEL = 'leadvault_signals';
/** How the listening connections show in pg_stat_activity. */
export const SIGNAL_APPLICATION_NAME = 'leadvault-signals';
/** How often the listening connection is checked, and how long a check may take. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const RETRY_MS = 1_000;

export type Signal = { topic: string; key: string };

/**
 * Tells the other server processes that something they may hold in memory changed (a cache
 * group), and hears what they tell. On PostgreSQL: `NOTIFY` on a shared channel, `LISTEN` on a
 * dedicated connection. On PGlite there is one process, so nothing travels.
 *
 * Memory may be trusted only while `live`: between a lost connection and the next `LISTEN`,
 * notifications go unheard, so listeners are told to forget everything (`onResync`) when the
 * connection is lost and again once it is back.
 */
export type Signals = {
  readonly live: boolean;
  /** Tells the other processes (not this one: the caller has already acted here). */
  publish(topic: string, key: string): void;
  /**
   * The same, sent through `db`: inside a transaction it is delivered when that transaction
   * commits, and never if it rolls back (PostgreSQL's NOTIFY), so the others see the change.
   */
  publishIn(db: DbOrTx, topic: string, key: string): Promise<void>;
  /** Hears what other processes publish. Answers a function that stops listening. */
  subscribe(listener: (signal: Signal) => void): () => void;
  /** Called when notifications may have been missed: drop everything held. */
  onResync(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
};

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export function createSignals(database: Database, log: Log): Signals {
  if (database.kind === 'postgres' && database.url) {
    return new PostgresSignals(database, database.url, log);
  }
  return new LocalSignals();
}

class Listeners {
  readonly signals = new Set<(signal: Signal) => void>();
  readonly resyncs = new Set<() => void>();

  subscribe(listener: (signal: Signal) => void) {
    this.signals.add(listener);
    return () => {
      this.signals.delete(listener);
    };
  }

  onResync(listener: () => void) {
    this.resyncs.add(listener);
    return () => {
      this.resyncs.delete(listener);
    };
  }

  deliver(signal: Signal) {
    for (const listener of this.signals) listener(signal);
  }

  resync() {
    for (const listener of this.resyncs) listener();
  }
}

/** One process (PGlite, or tests without a server): memory is always current. */
class LocalSignals implements Signals {
  readonly live = true;
  readonly #listeners = new Listeners();
  publish(): void {}
  async publishIn(): Promise<void> {}
  subscribe(listener: (signal: Signal) => void) {
    return this.#listeners.subscribe(listener);
  }
  onResync(listener: () => void) {
    return this.#listeners.onResync(listener);
  }
  async start(): Promise<void> {}
  async close(): Promise<void> {}
}

class PostgresSignals implements Signals {
  /** Marks our own notifications, which come back to us on the shared channel. */
  readonly #origin = randomUUID();
  readonly #listeners = new Listeners();
  readonly #database: Database;
  readonly #url: string;
  readonly #log: Log;
  /** The dedicated connection that listens. */
  #listener: postgres.Sql | undefined;
  #live = false;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(database: Database, url: string, log: Log) {
    this.#database = database;
    this.#url = url;
    this.#log = log;
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: (signal: Signal) => void) {
    return this.#listeners.subscribe(listener);
  }

  onResync(listener: () => void) {
    return this.#listeners.onResync(listener);
  }

  publish(topic: string, key: string): void {
    if (this.#closed) return;
    const payload = JSON.stringify({ origin: this.#origin, topic, key });
    // A lost notification leaves another process stale: worth a warning, never a failed request.
    this.#database
      .rows(sql`select pg_notify(${SIGNAL_CHANNEL}, ${payload})`)
      .catch((error: unknown) => {
        this.#log.warn({ err: error, topic, key }, 'signal could not be sent to other processes');
      });
  }

  async publishIn(db: DbOrTx, topic: string, key: string): Promise<void> {
    if (this.#closed) return;
    const payload = JSON.stringify({ origin: this.#origin, topic, key });
    await db.execute(sql`select pg_notify(${SIGNAL_CHANNEL}, ${payload})`);
  }

  async start(): Promise<void> {
    await this.#connect();
    this.#heartbeat = setInterval(() => void this.#checkConnection(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
    await this.#listener?.end({ timeout: 1 }).catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    // `onnotify` is postgres.js's own hook (what its `listen()` uses) but not in its types;
    // `listen()` itself gives up for good when a reconnect fails, so reconnecting is ours.
    const options: postgres.Options<Record<string, never>> & {
      onnotify: (channel: string, payload: string) => void;
    } = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      connect_timeout: 5,
      fetch_types: false,
      connection: { application_name: SIGNAL_APPLICATION_NAME },
      onnotice: () => {},
      onnotify: (_channel, payload) => this.#heard(payload),
      onclose: () => {
        if (this.#listener === listener) this.#lost(listener, 'the listening connection closed');
      },
    };
    const listener = postgres(this.#url, options);
    this.#listener = listener;
    try {
      await listener.unsafe(`listen ${SIGNAL_CHANNEL}`);
    } catch (error) {
      this.#lost(listener, 'could not listen', error);
      return;
    }
    if (this.#closed || this.#listener !== listener) return;
    this.#live = true;
    // Whatever changed while nobody listened is unknown: start from the database again.
    this.#listeners.resync();
  }

  #heard(payload: string) {
    let signal: { origin?: unknown; topic?: unknown; key?: unknown };
    try {
      signal = JSON.parse(payload);
    } catch {
      return;
    }
    if (signal.origin === this.#origin) return;
    if (typeof signal.topic !== 'string' || typeof signal.key !== 'string') return;
    this.#listeners.deliver({ topic: signal.topic, key: signal.key });
  }

  /** Stops trusting memory, drops the connection and tries again shortly. */
  #lost(listener: postgres.Sql, reason: string, error?: unknown) {
    if (this.#listener !== listener) return;
    this.#listener = undefined;
    const wasLive = this.#live;
    this.#live = false;
    this.#listeners.resync();
    if (this.#closed) return;
    if (wasLive) this.#log.warn({ err: error }, `signals: ${reason}; reconnecting`);
    void listener.end({ timeout: 0 }).catch(() => {});
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#connect(), RETRY_MS);
    this.#retry.unref();
  }

  /** A connection can die without closing (a cut network): a query that does not answer tells. */
  async #checkConnection() {
    const listener = this.#listener;
    if (!listener || !this.#live) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        listener`select 1`,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), HEARTBEAT_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      this.#lost(listener, 'the listening connection stopped answering', error);
    } finally {
      clearTimeout(timer);
    }
  }
}
