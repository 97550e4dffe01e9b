import { z } from 'zod';

// Query parameters of the lists that page (the paging rule: ARCHITECTURE.md, "HTTP contract").

export const pageNumber = z.coerce.number().int().min(1).optional();
export const pageLimit = (max: number) => z.coerce.number().int().min(1).max(max).optional();

/** One page of a list: `{ items, total, page, limit }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
