import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what and when: order status changes, credit changes, content saves. One table
 * so the back office can show one history (per record, or the latest across the store).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    /** What happened, e.g. `order.status`, `profile.credits`, `content.update`. */
    action: text('action').notNull(),
    /** The kind of record, e.g. `order`, `profile`, `banner`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** One readable line, e.g. "Payment Pending → Received". */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order. Entries written in one transaction share `created_at` (and PGlite's clock
     * can repeat within a millisecond), so "newest first" breaks ties on this, never on the
     * random id.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('activity_log_entity_idx').on(
      table.entity,
      table.entityId,
      table.createdAt.desc(),
      table.seq.desc(),
    ),
    index('activity_log_created_idx').on(table.createdAt.desc(), table.seq.desc()),
  ],
);
