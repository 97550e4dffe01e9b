import type { Signals } from '../../lib/notify.ts';
import { onResponseCacheDrop } from '../../lib/response-cache.ts';

/**
 * Server-rendered pages kept in memory by key. A page is built from the public content and
 * packages, so any edit to them (here or in another process, see `onResponseCacheDrop`) drops
 * every page; the next request renders again. While the signals are not live, nothing is kept.
 */
export class PageCache<Page> {
  readonly #pages = new Map<string, Page>();
  /** Bumped on every drop, so a render that started before an edit is not kept. */
  #generation = 0;
  readonly #signals: Signals;

  constructor(signals: Signals) {
    this.#signals = signals;
    onResponseCacheDrop(signals, () => this.clear());
    signals.onResync(() => this.clear());
  }

  async get(key: string, load: () => Promise<Page | undefined>): Promise<Page | undefined> {
    if (this.#signals.live) {
      const cached = this.#pages.get(key);
      if (cached) return cached;
    }
    const generation = this.#generation;
    const page = await load();
    if (page && this.#signals.live && generation === this.#generation) this.#pages.set(key, page);
    return page;
  }

  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
  }

  /** How many pages are kept (for tests). */
  get size(): number {
    return this.#pages.size;
  }
}
