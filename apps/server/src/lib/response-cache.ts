import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Signals } from './notify.ts';

/** A serialized JSON answer and its strong entity tag. */
export type CachedAnswer = { body: string; etag: string };

export function toCachedAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"` };
}

/** The signal topic of cache groups: a group's name travels as the key. */
const CACHE_TOPIC = 'response-cache';

type DropListener = (group: string) => void;
/** Listeners of one app's drops in this process, filed by that app's signals. */
const localDropListeners = new WeakMap<Signals, Set<DropListener>>();

/**
 * Hears every cache group an edit drops, in this process (any ResponseCache sharing `signals`)
 * and in the others (through the signals). For what is built from cached answers, such as the
 * server-rendered pages. Answers a function that stops listening.
 */
export function onResponseCacheDrop(signals: Signals, listener: DropListener): () => void {
  let listeners = localDropListeners.get(signals);
  if (!listeners) {
    listeners = new Set();
    localDropListeners.set(signals, listeners);
  }
  listeners.add(listener);
  const stopHearing = signals.subscribe(({ topic, key }) => {
    if (topic === CACHE_TOPIC) listener(key);
  });
  return () => {
    listeners.delete(listener);
    stopHearing();
  };
}

/**
 * Serialized public answers kept in memory, filed by group (one group per entity) and path.
 * Content changes rarely and PGlite reads are slow next to a memory lookup; any write to an
 * entity drops its whole group, so the next read sees the write.
 *
 * With several server processes (PostgreSQL), a write also tells the others through `signals`
 * (LISTEN/NOTIFY), which drop the same group. While the signals are not live (the listening
 * connection is down), nothing is kept or served from memory: every read goes to the database.
 */
export class ResponseCache {
  readonly #groups = new Map<string, Map<string, CachedAnswer>>();
  readonly #generations = new Map<string, number>();
  /** Bumped when everything is dropped, so loads under way are not kept either. */
  #epoch = 0;
  readonly #signals: Signals | undefined;

  constructor(signals?: Signals) {
    this.#signals = signals;
    signals?.subscribe(({ topic, key }) => {
      if (topic === CACHE_TOPIC) this.#drop(key);
    });
    signals?.onResync(() => this.clear());
  }

  /** Whether drops from other processes reach this one (always, without signals). */
  get #live(): boolean {
    return this.#signals?.live ?? true;
  }

  /** The answer kept in memory, if any: what a hit needs, without a promise. */
  cached(group: string, key: string): CachedAnswer | undefined {
    return this.#live ? this.#groups.get(group)?.get(key) : undefined;
  }

  async answer(group: string, key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const live = this.#live;
    const cached = this.cached(group, key);
    if (cached) return cached;
    // A write that lands while this read is loading must not be hidden by a stale answer.
    const generation = this.#generations.get(group) ?? 0;
    const epoch = this.#epoch;
    const answer = toCachedAnswer(await load());
    const unchanged = (this.#generations.get(group) ?? 0) === generation && this.#epoch === epoch;
    if (unchanged && live && this.#live) {
      let entries = this.#groups.get(group);
      if (!entries) {
        entries = new Map();
        this.#groups.set(group, entries);
      }
      entries.set(key, answer);
    }
    return answer;
  }

  /** Drops a group here and in every other server process. */
  invalidate(group: string): void {
    this.#drop(group);
    this.#signals?.publish(CACHE_TOPIC, group);
    if (this.#signals) {
      for (const listener of localDropListeners.get(this.#signals) ?? []) listener(group);
    }
  }

  /** Drops every group (here only): notifications may have been missed. */
  clear(): void {
    this.#epoch += 1;
    this.#groups.clear();
  }

  #drop(group: string): void {
    this.#generations.set(group, (this.#generations.get(group) ?? 0) + 1);
    this.#groups.delete(group);
  }

  /** How many answers a group holds (for tests). */
  size(group: string): number {
    return this.#groups.get(group)?.size ?? 0;
  }
}

/** True when the request's If-None-Match names this entity tag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers a public GET from `cache`: at once when the answer is in memory, else once `load` has
 * read it. A hit is the storefront's hot path, so it runs without a promise; the route's handler
 * must not be `async` for that.
 */
export function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    cache,
    group,
    key,
    load,
  }: { cache: ResponseCache; group: string; key: string; load: () => Promise<unknown> },
): undefined | Promise<void> {
  const hit = cache.cached(group, key);
  if (hit) {
    sendCachedAnswer(request, reply, hit);
    return undefined;
  }
  return cache.answer(group, key, load).then((answer) => {
    sendCachedAnswer(request, reply, answer);
  });
}

/**
 * Sends a cached answer with its ETag, or 304 when the browser already holds it. `no-cache`
 * makes browsers revalidate every time, so an edit shows on the next page load.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
