import type { Profile } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { profiles } from '../../db/schema/index.ts';

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
