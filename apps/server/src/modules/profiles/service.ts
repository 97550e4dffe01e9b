import {
  DEFAULT_PROFILE_IMAGE,
  isStaff,
  type Profile,
  type UpdateProfileInput,
} from '@leadvault/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Viewer } from '../auth/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): Profile {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff reach every profile; anyone else only their own (checked in the query). */
function reachableBy(viewer: Viewer, id: string): SQL | undefined {
  return and(
    eq(profiles.id, id),
    isStaff(viewer.role) ? undefined : eq(profiles.userId, viewer.user.id),
  );
}

/** The profile if this person may see it (owner or staff), else null: a 404, not a 403. */
export async function findProfileFor(db: Db, viewer: Viewer, id: string): Promise<Profile | null> {
  if (!UUID.test(id)) return null;
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
  if (!UUID.test(id)) return null;
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
