import { and, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { packages } from '../../db/schema/index.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { PACKAGES } from './catalog.ts';
import { segmentAvailable } from './service.ts';

/** How often each process looks whether a segment package came in or went out of stock. */
const WATCH_MS = 60_000;

/**
 * The catalog is cached until a package changes, but a segment package's availability follows
 * its leads (checks, imports, suppressions): every minute each process reads it again and drops
 * the catalog here and in the other processes when one changed, so a card never offers a
 * package that cannot be cut for long (the order itself is always checked afresh).
 */
export function watchSegmentAvailability(app: FastifyInstance, db: Db, cache: ResponseCache): void {
  let known = new Map<string, boolean>();
  hourlyChore(
    app,
    'segment packages whose availability changed',
    async () => {
      const rows = await db
        .select({ id: packages.id, segment: packages.segment })
        .from(packages)
        .where(and(isNotNull(packages.segment), isNull(packages.archivedAt)));
      const now = new Map<string, boolean>();
      for (const row of rows) {
        if (row.segment) now.set(row.id, await segmentAvailable(db, row.segment));
      }
      const changed = [...now].filter(
        ([id, available]) => known.has(id) && known.get(id) !== available,
      );
      known = now;
      if (changed.length > 0) cache.invalidate(PACKAGES);
      return changed.length;
    },
    { everyMs: WATCH_MS, countAs: 'changed', atReady: true },
  );
}
