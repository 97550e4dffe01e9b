import { CREDIT_LEDGER_REASONS } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leads } from './leads.ts';
import { orders } from './orders.ts';

/**
 * Every change of a credit balance (LEADS.md rule 2). A profile's `user_point` always equals the
 * sum of its person's `delta`s: the credits module writes both in one transaction, and the
 * opening grant of a new profile is written by a trigger (migration 0007).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The reveal (one call, or one whole-search job) a `reveal` row belongs to: a call writes a
     * row per lead, a job one row per batch, all under one id, so spending reads as actions.
     */
    revealId: uuid('reveal_id'),
    /** How many leads a `reveal` row paid for: 1 per lead, n for a batch of a whole-search job. */
    leadCount: integer('lead_count'),
    /** The lead import it belongs to (staff half of Find Leads). */
    importId: uuid('import_id'),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /**
     * The ledger's order. A person's changes take their profile row's lock before this is drawn,
     * so it follows their balance; a clock does not (PGlite's repeats within a millisecond, and
     * racing transactions stamp before they queue).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('credit_ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
    check(
      'credit_ledger_reason',
      sql`${table.reason} in (${sql.raw(CREDIT_LEDGER_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    // An order's grants and take-backs follow its moves in and out of Received, each once: the
    // move's idempotency key (credits/purchase.ts) makes it so; this finds an order's rows.
    index('credit_ledger_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
    uniqueIndex('credit_ledger_idempotency_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('credit_ledger_user_seq_idx').on(table.userId, table.seq.desc()),
    index('credit_ledger_reveal_idx')
      .on(table.userId, table.revealId)
      .where(sql`${table.revealId} is not null`),
  ],
);
