import type { z } from 'zod';
import { STORED_CONTENT_PREFIX } from '@/lib/public-content-cache';

/**
 * Browser-storage caching the spec asks for on top of HTTP caching: an answer is saved with
 * its timestamp and reused (no request at all) while younger than `maxAgeMs`. Spread the
 * result into `queryOptions`: TanStack Query starts from the stored answer, dated when it
 * was fetched, and treats it as fresh for the same window.
 */

const PREFIX = STORED_CONTENT_PREFIX;

type Stored = { savedAt: number; data: unknown };

function readStored<T>(key: string, maxAgeMs: number, schema: z.ZodType<T>) {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    const age = Date.now() - Number(stored.savedAt);
    // Too old, from the future (clock changed) or malformed: fetch again.
    if (!(age >= 0 && age < maxAgeMs)) return undefined;
    const parsed = schema.safeParse(stored.data);
    return parsed.success ? { savedAt: Number(stored.savedAt), data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(key: string, data: unknown): void {
  try {
    const stored: Stored = { savedAt: Date.now(), data };
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
  schema,
  fetch,
}: {
  key: string;
  maxAgeMs: number;
  /** Checks what is read back, so a stale or tampered entry can never break a page. */
  schema: z.ZodType<T>;
  fetch: () => Promise<T>;
}) {
  return {
    queryFn: async (): Promise<T> => {
      const data = await fetch();
      writeStored(key, data);
      return data;
    },
    initialData: () => readStored(key, maxAgeMs, schema)?.data,
    initialDataUpdatedAt: () => readStored(key, maxAgeMs, schema)?.savedAt,
    staleTime: maxAgeMs,
  };
}
