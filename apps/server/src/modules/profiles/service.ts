import {
  DEFAULT_PROFILE_IMAGE,
  PROFILE_PAGE_SIZE,
  type Profile,
  type ProfileListQuery,
  type ProfilePage,
  type UpdateCreditInput,
  type UpdateProfileInput,
} from '@leadvault/contract';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { profiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listOrPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import { changeCredits } from '../credits/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    profileStatus: row.profileStatus,
    userPoint: row.userPoint,
    profileImg: row.profileImg,
  };
}

export async function findProfileByUserId(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/**
 * The profile of this account, created with the starting values when it is somehow missing.
 * Calling it again never makes a second profile and never touches the credit balance.
 */
export async function ensureProfile(
  db: Db,
  account: { id: string; name: string; email: string },
): Promise<Profile> {
  const existing = await findProfileByUserId(db, account.id);
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ userId: account.id, userName: account.name, userEmail: account.email.toLowerCase() })
    .onConflictDoNothing();
  const created = await findProfileByUserId(db, account.id);
  if (!created) throw new Error(`No profile could be made for account ${account.id}`);
  return created;
}

/**
 * Admins reach every profile; anyone else, Managers included, only their own (checked in the
 * query).
 */
function reachableBy(viewer: Viewer, id: string): SQL | undefined {
  return and(
    eq(profiles.id, id),
    viewer.role === 'Admin' ? undefined : eq(profiles.userId, viewer.user.id),
  );
}

/** The profile if this person may see it (owner or Admin), else null: a 404, not a 403. */
export async function findProfileFor(db: Db, viewer: Viewer, id: string): Promise<Profile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(profiles).where(reachableBy(viewer, id)).limit(1);
  return row ? toProfile(row) : null;
}

/** Changes the name and the picture (empty: the default picture), nothing else. */
export async function updateProfileFor(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateProfileInput,
): Promise<Profile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(profiles)
    .set({
      userName: input.userName,
      ...(input.profileImg !== undefined
        ? { profileImg: input.profileImg || DEFAULT_PROFILE_IMAGE }
        : {}),
      updatedAt: new Date(),
    })
    .where(reachableBy(viewer, id))
    .returning();
  return row ? toProfile(row) : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * Manage Profiles: newest first, searched by name and by e-mail (each a case-insensitive
 * "contains", both applying when both are given). With `page` or `limit` one page and the total
 * (lib/paging.ts); without, the plain array of the old app, as its `?name=&email=` call reads it.
 */
export async function listProfiles(
  db: Db,
  query: ProfileListQuery,
): Promise<Profile[] | ProfilePage> {
  const where = and(
    query.name ? ilike(profiles.userName, contains(query.name)) : undefined,
    query.email ? ilike(profiles.userEmail, contains(query.email)) : undefined,
  );
  const order = [desc(profiles.createdAt), asc(profiles.id)];
  return listOrPage(query, PROFILE_PAGE_SIZE, {
    rows: async (window) => {
      const rows = db
        .select()
        .from(profiles)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      return (await (window ? rows.limit(window.limit).offset(window.offset) : rows)).map(
        toProfile,
      );
    },
    count: async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(profiles)
        .where(where);
      return counted?.total ?? 0;
    },
  });
}

export const PROFILE_NOT_FOUND = 'Profile not found';

/**
 * Sets a customer's credit balance (Admin). The change is recorded with who made it, from what
 * to what and why (activity log and credit ledger), in the same transaction; nothing is
 * recorded when the balance stays.
 */
export async function updateCredits(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateCreditInput,
): Promise<Profile> {
  if (!isUuid(id)) throw notFound(PROFILE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update')
      .limit(1);
    if (!current) throw notFound(PROFILE_NOT_FOUND);
    if (current.userPoint === input.userPoint) return toProfile(current);
    // Through the ledger, like every balance change: a `staff` row with the difference.
    await changeCredits(tx, {
      userId: current.userId,
      delta: input.userPoint - current.userPoint,
      reason: 'staff',
      actor: viewer,
      note: input.reason,
    });
    const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1);
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    await recordActivity(tx, viewer, {
      action: 'profile.credits',
      entity: 'profile',
      entityId: id,
      summary: `Credits ${current.userPoint} → ${row.userPoint}${input.reason ? `: ${input.reason}` : ''}`,
      details: {
        userPoint: { from: current.userPoint, to: row.userPoint },
        reason: input.reason,
        userEmail: row.userEmail,
      },
    });
    return toProfile(row);
  });
}
