import { STORED_CONTENT_PREFIX } from '@/lib/public-content-cache';

/**
 * Browser-storage caching the spec asks for on top of HTTP caching: an answer is saved with
 * its timestamp and reused (no request at all) while younger than `maxAgeMs`. Spread the
 * result into `queryOptions`: TanStack Query starts from the stored answer, dated when it
 * was fetched, and treats it as fresh for the same window.
 */

const PREFIX = STORED_CONTENT_PREFIX;

/**
 * The build that wrote an entry. An entry from another build is ignored, so a release whose
 * content shapes changed never reads an older one; within a build the entry is what the server
 * answered (checked against the contract on the way out).
 */
const BUILD = import.meta.env.VITE_BUILD_ID ?? '';

type Stored = { savedAt: number; build: string; data: unknown };

function readStored<T>(key: string, maxAgeMs: number) {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    const age = Date.now() - Number(stored.savedAt);
    // Too old, from the future (clock changed) or malformed: fetch again.
    if (!(age >= 0 && age < maxAgeMs) || stored.build !== BUILD) return undefined;
    return { savedAt: Number(stored.savedAt), data: stored.data as T };
  } catch {
    return undefined;
  }
}

function writeStored(key: string, data: unknown): void {
  try {
    const stored: Stored = { savedAt: Date.now(), build: BUILD, data };
    window.localStorage.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the answer is simply not reused next time.
  }
}

/** Forgets a stored answer (e.g. after staff edit that content). */
export function clearStoredContent(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored or storage blocked.
  }
}

export function storedQuery<T>({
  key,
  maxAgeMs,
  fetch,
}: {
  key: string;
  maxAgeMs: number;
  fetch: () => Promise<T>;
}) {
  return {
    queryFn: async (): Promise<T> => {
      const data = await fetch();
      writeStored(key, data);
      return data;
    },
    initialData: () => readStored<T>(key, maxAgeMs)?.data,
    initialDataUpdatedAt: () => readStored<T>(key, maxAgeMs)?.savedAt,
    staleTime: maxAgeMs,
  };
}
