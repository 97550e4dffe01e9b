/**
 * A per-domain store with a time to live. Every method may answer a promise, so the wiring step
 * can put a database table shared by every process behind the same interface; callers always
 * `await` it. Keys are ASCII domains in lower case.
 */
export interface DomainCache<T> {
  get(domain: string): Promise<T | undefined> | T | undefined;
  set(domain: string, value: T, ttlMs: number): Promise<void> | void;
}

/**
 * In-process cache: entries expire after their TTL and the oldest are dropped past
 * `maxEntries`, so a long import of many domains cannot grow it without bound.
 */
export class MemoryDomainCache<T> implements DomainCache<T> {
  readonly #entries = new Map<string, { value: T; expiresAt: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  get(domain: string): T | undefined {
    const entry = this.#entries.get(domain);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(domain);
      return undefined;
    }
    return entry.value;
  }

  set(domain: string, value: T, ttlMs: number): void {
    this.#entries.delete(domain);
    this.#entries.set(domain, { value, expiresAt: this.#now() + ttlMs });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
