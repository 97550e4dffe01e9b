import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { hourlyChore } from './hourly-chore.ts';
import { conflict, HttpError, httpErrorBody } from './http-error.ts';

export type StoredAnswer = { status: number; body: unknown };
export type IdempotentAnswer = StoredAnswer & { replayed: boolean };

/** A first request that died half-way leaves its key pending; after this it may be retried. */
const STALE_AFTER_MS = 5 * 60 * 1000;
/** How long a key answers its first result; older keys are purged and never replayed. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const expired = sql`now() - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_MS / 1000})`;
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * How a call keeps its answer: `store` makes what is saved from the first answer (the reveal
 * keeps no e-mail: an address saved here would outlive its person's opt-out), `replay` makes
 * the answer a retry gets from what was saved (the reveal fills in the e-mails as they are now).
 * `keepsRefusal` names the errors the work throws that are its answer too, saved and replayed
 * like a success (the reveal's 402 when it could charge nothing); any other error frees the key.
 */
export type AnswerKeeping = {
  store(answer: StoredAnswer): StoredAnswer;
  replay(saved: StoredAnswer): Promise<StoredAnswer>;
  keepsRefusal?(error: HttpError): boolean;
};

const keepAsIs: AnswerKeeping = {
  store: (answer) => answer,
  replay: async (saved) => saved,
};

/** Deletes keys past their 24 hours (hourly, and for each person when they use a key). */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const purged = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expired))
    .returning({ key: idempotencyKeys.key });
  return purged.length;
}

/**
 * Keys live 24 hours: purged hourly by every process (a person's own expired keys also go
 * whenever they use a key). Registered from app.ts.
 */
export function purgeIdempotencyKeysHourly(app: FastifyInstance): void {
  hourlyChore(app, 'expired idempotency keys purged', () =>
    purgeExpiredIdempotencyKeys(app.database.db),
  );
}

/**
 * Runs `work` once per person, call and `Idempotency-Key`, keeping its answer for 24 hours: a
 * retry with the same key answers the first result, without doing anything again. The answer is
 * what `work` returns (a 200), or a refusal it throws that `keeping.keepsRefusal` names (the
 * first request gets it thrown, for the error plugin to answer; a retry gets it replayed with
 * the same status and body).
 * The key is claimed by inserting its row before the work, so two requests racing with one key
 * never both run. A key reused with another body, or while the first request still runs, is a
 * 409. A key older than 24 hours is forgotten: its retry is a new request.
 */
export async function idempotent(
  db: Db,
  claim: { userId: string; scope: string; key: string | undefined; body: unknown },
  work: () => Promise<unknown>,
  keeping: AnswerKeeping = keepAsIs,
): Promise<IdempotentAnswer> {
  if (claim.key === undefined) return { status: 200, body: await work(), replayed: false };
  const key = claim.key.trim();
  if (!KEY_FORMAT.test(key)) {
    throw new HttpError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'The Idempotency-Key header must be 1 to 200 visible characters.',
    );
  }
  const hash = requestHash(claim.body);
  const where = and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, key),
  );
  // This person's expired keys go first: one of them may be the key of this very request.
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), lt(idempotencyKeys.createdAt, expired)));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, scope: claim.scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!existing)
      throw conflict('This request is being repeated too fast. Try again in a moment.');
    if (existing.requestHash !== hash) {
      throw conflict('This Idempotency-Key was already used for a different request.');
    }
    if (existing.status !== null) {
      if (existing.createdAt.getTime() <= Date.now() - IDEMPOTENCY_KEY_TTL_MS) {
        // Expired between the purge above and this read: never answered from.
        throw conflict('This request is being repeated too fast. Try again in a moment.');
      }
      const saved = { status: existing.status, body: existing.response };
      return { ...(await keeping.replay(saved)), replayed: true };
    }
    const [retaken] = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(
        and(
          where,
          isNull(idempotencyKeys.status),
          lt(
            idempotencyKeys.createdAt,
            sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`,
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!retaken) {
      throw conflict(
        'A request with this Idempotency-Key is still running. Try again in a moment.',
      );
    }
  }
  const save = async (answer: StoredAnswer) => {
    const saved = keeping.store(answer);
    await db
      .update(idempotencyKeys)
      .set({ status: saved.status, response: saved.body })
      .where(where);
  };
  let answer: StoredAnswer;
  try {
    answer = { status: 200, body: await work() };
  } catch (error) {
    if (error instanceof HttpError && keeping.keepsRefusal?.(error)) {
      await save({ status: error.statusCode, body: httpErrorBody(error) });
    } else {
      // Nothing to replay: free the key so the retry does the work.
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
  await save(answer);
  return { ...answer, replayed: false };
}
