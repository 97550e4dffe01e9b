import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type CreatedApiKey,
  EMAIL_NOT_VERIFIED,
} from '@leadvault/contract';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { apiKeys, user } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity } from '../activity/index.ts';

const API_KEY_NOT_FOUND = 'API key not found.';
/** Characters of the key shown in the list after `lv_`: enough to tell keys apart, no more. */
const SHOWN_CHARACTERS = 6;
/** Live keys one account may hold: enough for every integration, not a way to multiply limits. */
export const MAX_ACTIVE_API_KEYS = 10;
/** `last_used_at` is written at most this often per key: a busy key costs no write per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `lv_` and 32 random bytes in base64url (43 characters, 256 bits). */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Only strings shaped like our keys are looked up (anything else is simply unknown). */
const looksLikeApiKey = (value: string) =>
  value.startsWith(API_KEY_PREFIX) && /^lv_[A-Za-z0-9_-]{43}$/.test(value);

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's keys, newest first, revoked ones included (marked). */
export async function listApiKeys(db: DbOrTx, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export const KEY_NEEDS_VERIFIED_EMAIL =
  'Verify your e-mail address before you make an API key: open the link we e-mailed you, or send a new one from your dashboard.';

/**
 * Makes a key; the answer is the only place the whole key ever appears. Only an account whose
 * owner proved the address may make one (403 `EMAIL_NOT_VERIFIED`): a key outlives sessions, so
 * a stranger who signed up first with someone's address must not be able to leave one behind.
 */
export async function createApiKey(
  db: DbOrTx,
  actor: Actor & { user: { emailVerified: boolean } },
  name: string,
): Promise<CreatedApiKey> {
  if (!actor.user.emailVerified) {
    throw new HttpError(403, EMAIL_NOT_VERIFIED, KEY_NEEDS_VERIFIED_EMAIL);
  }
  const key = newApiKey();
  return db.transaction(async (tx) => {
    // The account's row is the queue: two creations at once cannot both take the tenth place.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.user.id)).for('update');
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.user.id), isNull(apiKeys.revokedAt)));
    if ((active?.count ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new HttpError(
        409,
        'TOO_MANY_API_KEYS',
        `You already have ${MAX_ACTIVE_API_KEYS} active API keys, the most an account may hold. Revoke one you no longer use, then make a new one.`,
      );
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.user.id,
        name,
        prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
        keyHash: hashApiKey(key),
      })
      .returning();
    if (!row) throw new Error('No API key was created');
    await recordActivity(tx, actor, {
      action: 'create',
      entity: 'api-key',
      entityId: row.id,
      summary: `Created API key "${name}" (${row.prefix}…)`,
    });
    return { ...toApiKey(row), key };
  });
}

/** Revokes one of the person's keys (soft: the row stays, marked); others' keys are 404. */
export async function revokeApiKey(db: DbOrTx, actor: Actor, id: string): Promise<ApiKey> {
  if (!isUuid(id)) throw notFound(API_KEY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const mine = and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.user.id));
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(mine, isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked) {
      await recordActivity(tx, actor, {
        action: 'revoke',
        entity: 'api-key',
        entityId: revoked.id,
        summary: `Revoked API key "${revoked.name}" (${revoked.prefix}…)`,
      });
      return toApiKey(revoked);
    }
    // Revoking twice answers the key as it is.
    const [existing] = await tx.select().from(apiKeys).where(mine).limit(1);
    if (!existing) throw notFound(API_KEY_NOT_FOUND);
    return toApiKey(existing);
  });
}

/** Why every key of an account was revoked at once (written to the activity log). */
export type RevokeAllReason =
  | 'password reset'
  | 'password changed'
  | 'account claimed'
  | 'staff role gained'
  | 'demo account locked';

/**
 * Revokes every live key of an account, in the caller's transaction, and says so in the
 * activity log. Called whenever control of the account may have changed hands (a password
 * reset or change, the account claimed at start) or its power changed (a staff role gained):
 * a key made before must not carry over. Answers how many keys were revoked.
 */
export async function revokeAllApiKeys(
  tx: DbOrTx,
  userId: string,
  reason: RevokeAllReason,
): Promise<number> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, prefix: apiKeys.prefix });
  if (revoked.length === 0) return 0;
  const [owner] = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (owner) {
    await recordActivity(
      tx,
      { user: owner },
      {
        action: 'revoke',
        entity: 'api-key',
        entityId: userId,
        summary: `Revoked all ${revoked.length} API key${revoked.length === 1 ? '' : 's'} of ${owner.email}: ${reason}`,
        details: { reason, keys: revoked.map((key) => key.prefix) },
      },
    );
  }
  return revoked.length;
}

/** `revokeAllApiKeys` for the account of this e-mail, if there is one. */
export async function revokeAllApiKeysOfEmail(
  tx: DbOrTx,
  email: string,
  reason: RevokeAllReason,
): Promise<number> {
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return account ? revokeAllApiKeys(tx, account.id, reason) : 0;
}

export type ApiKeyOwner = {
  keyId: string;
  user: { id: string; name: string; email: string; image: string | null; emailVerified: boolean };
};

/**
 * The owner of a live key, or null for an unknown or revoked one. The key is found by its hash
 * (unique index); its last use is written only when the stored one is over a minute old.
 */
export async function authenticateApiKey(
  db: DbOrTx,
  key: string,
  now = new Date(),
): Promise<ApiKeyOwner | null> {
  if (!looksLikeApiKey(key)) return null;
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.image,
        emailVerified: user.emailVerified,
      },
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    // Conditional, so concurrent calls of one key write it once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
        ),
      );
  }
  return { keyId: row.keyId, user: row.user };
}
