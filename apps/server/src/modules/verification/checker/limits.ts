/** Waits for a free slot; the answer releases it (once, however often it is called). */
export class Semaphore {
  #active = 0;
  readonly #queue: Array<() => void> = [];

  constructor(readonly max: number) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** A slot, or a rejection when `signal` aborts first (the waiter leaves the queue). */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#active < this.max) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.#active += 1;
        resolve(this.#releaser());
      };
      const onAbort = () => {
        const index = this.#queue.indexOf(grant);
        if (index !== -1) this.#queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(grant);
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      this.#queue.shift()?.();
    };
  }
}

/** One `Semaphore` per key (a mail host), forgotten when idle. */
export class KeyedLimiter {
  readonly #semaphores = new Map<string, Semaphore>();

  constructor(readonly perKey: number) {}

  async acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    let semaphore = this.#semaphores.get(key);
    if (!semaphore) {
      semaphore = new Semaphore(this.perKey);
      this.#semaphores.set(key, semaphore);
    }
    const owner = semaphore;
    const forget = () => {
      if (owner.active === 0 && owner.waiting === 0 && this.#semaphores.get(key) === owner) {
        this.#semaphores.delete(key);
      }
    };
    try {
      const release = await owner.acquire(signal);
      return () => {
        release();
        forget();
      };
    } catch (error) {
      forget();
      throw error;
    }
  }

  /** Sessions open with `key` now. */
  active(key: string): number {
    return this.#semaphores.get(key)?.active ?? 0;
  }
}

/** The throttles of LEADS.md, "E-mail verification" step 5, within one process. */
export type CheckLimits = { checks: Semaphore; mailHosts: KeyedLimiter };

export function createCheckLimits(
  options: { concurrency?: number; perMailHost?: number } = {},
): CheckLimits {
  return {
    checks: new Semaphore(options.concurrency ?? 20),
    mailHosts: new KeyedLimiter(options.perMailHost ?? 2),
  };
}
