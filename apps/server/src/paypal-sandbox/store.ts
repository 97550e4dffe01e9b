import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import {
  paypalSandboxCaptures,
  paypalSandboxEvents,
  paypalSandboxOrders,
  paypalSandboxReplays,
} from '../db/schema/index.ts';
import { issue } from './errors.ts';
import { type SandboxAnswer, type SandboxOrder, toOrder } from './shapes.ts';

/** Orders, replays and events older than this are removed (PayPal forgets unpaid orders too). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Thrown inside a transaction to undo it when a replay turns out to exist already. */
export class ReplayExists extends Error {}

export type SandboxLog = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

/**
 * What the sandbox keeps in the database besides writing its orders: reading orders, the first
 * answer of each request id (PayPal's idempotent replays), and pruning what is old.
 */
export class SandboxStore {
  #prunedAt = 0;

  constructor(
    readonly db: Db,
    private readonly now: () => Date,
    private readonly log: SandboxLog | undefined,
  ) {}

  async findOrder(
    db: Db | Tx,
    id: string,
    { lock = false } = {},
  ): Promise<SandboxOrder | undefined> {
    const query = db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const [capture] = await db
      .select()
      .from(paypalSandboxCaptures)
      .where(eq(paypalSandboxCaptures.orderId, id));
    return toOrder(row, capture);
  }

  /** The order, or PayPal's 404 INVALID_RESOURCE_ID. */
  async order(db: Db | Tx, id: string, options: { lock?: boolean } = {}) {
    const order = await this.findOrder(db, id, options);
    if (!order) throw issue(404, 'INVALID_RESOURCE_ID');
    return order;
  }

  async replay(key: string | undefined, db: Db | Tx = this.db): Promise<SandboxAnswer | undefined> {
    if (!key) return undefined;
    const [row] = await db
      .select({ body: paypalSandboxReplays.body })
      .from(paypalSandboxReplays)
      .where(eq(paypalSandboxReplays.key, key));
    return row ? { status: 200, body: row.body } : undefined;
  }

  /** Keeps the first answer of a request id; a second at the same moment undoes its work. */
  async keepReplay(tx: Tx, key: string | undefined, answer: SandboxAnswer) {
    if (!key) return;
    const kept = await tx
      .insert(paypalSandboxReplays)
      .values({ key, body: answer.body })
      .onConflictDoNothing()
      .returning({ key: paypalSandboxReplays.key });
    if (kept.length === 0) throw new ReplayExists();
  }

  /** Removes what is older than KEEP_MS, at most hourly per process; never fails a request. */
  async prune() {
    const now = this.now().getTime();
    if (now - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now;
    const before = new Date(now - KEEP_MS);
    try {
      await this.db.delete(paypalSandboxOrders).where(lt(paypalSandboxOrders.createdAt, before));
      await this.db.delete(paypalSandboxReplays).where(lt(paypalSandboxReplays.createdAt, before));
      await this.db.delete(paypalSandboxEvents).where(lt(paypalSandboxEvents.createdAt, before));
    } catch (error) {
      this.log?.warn({ err: error }, 'sandbox: old orders could not be removed');
    }
  }
}
