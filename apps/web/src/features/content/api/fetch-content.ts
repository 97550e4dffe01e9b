import { z } from 'zod';
import { api } from '@/lib/api-client';

/** A public content list, checked against its contract schema. */
export function fetchContentList<T>(path: string, record: z.ZodType<T>): Promise<T[]> {
  return api.get(path, { schema: z.array(record) });
}

/** A single-record content entity: the spec reads "the first item" of its list. */
export async function fetchFirstContent<T>(path: string, record: z.ZodType<T>): Promise<T | null> {
  const list = await fetchContentList(path, record);
  return list[0] ?? null;
}
