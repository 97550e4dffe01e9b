import { api } from '@/lib/api-client';

// Public content is read without a schema in the browser: the server's serializer checks every
// answer against the same contract schema before it leaves (fastify-type-provider-zod), and
// zod would otherwise be part of every public page's first load (decision 026).

/** A public content list, typed by its contract record. */
export function fetchContentList<T>(path: string): Promise<T[]> {
  return api.get<T[]>(path);
}

/** A single-record content entity: the spec reads "the first item" of its list. */
export async function fetchFirstContent<T>(path: string): Promise<T | null> {
  const list = await fetchContentList<T>(path);
  return list[0] ?? null;
}
