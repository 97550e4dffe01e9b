import type { ActivityEntry, ActivityListQuery } from '@leadvault/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { activityLog } from '../../db/schema/index.ts';

export type Actor = { user: { id: string; email: string } };

/** The actor of what the shop does by itself: returning a payment it cannot keep, a short cut. */
export const SHOP_ACTOR: Actor = { user: { id: 'leadvault', email: 'LeadVault (automatic)' } };

export type ActivityInput = {
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  details?: Record<string, unknown>;
};

/** Records a change; pass the transaction of the change so both land or neither does. */
export async function recordActivity(db: DbOrTx, actor: Actor, input: ActivityInput) {
  await db.insert(activityLog).values({
    actorUserId: actor.user.id,
    actorEmail: actor.user.email,
    ...input,
    details: input.details ?? {},
  });
}

export async function listActivity(db: DbOrTx, query: ActivityListQuery): Promise<ActivityEntry[]> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(activityLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(activityLog.entityId, query.entityId));
  const rows = await db
    .select()
    .from(activityLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.seq))
    .limit(query.limit);
  return rows.map((row) => ({
    _id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}
