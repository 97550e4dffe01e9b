import type { StaffRole, StaffUser, StaffUserInput } from '@leadvault/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { staffMembers, user } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordActivity } from '../activity/index.ts';
import { revokeAllApiKeysOfEmail } from '../api-keys/service.ts';
import type { Viewer } from '../auth/index.ts';

/**
 * Adds the e-mail to the staff list with this role, or gives an existing entry this role. When
 * that is a new role for the address, the API keys of its account end (they were made with
 * less power, possibly by whoever held the account before); the same entry again changes
 * nothing, so a restart keeps the keys.
 */
export async function ensureStaffMember(
  db: Db,
  input: { userName: string; userEmail: string; userRole: StaffRole },
) {
  const userEmail = input.userEmail.toLowerCase();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ userRole: staffMembers.userRole })
      .from(staffMembers)
      .where(eq(staffMembers.userEmail, userEmail))
      .for('update');
    if (current?.userRole === input.userRole) return;
    await tx
      .insert(staffMembers)
      .values({ ...input, userEmail })
      .onConflictDoUpdate({
        target: staffMembers.userEmail,
        set: { userRole: input.userRole, updatedAt: new Date() },
      });
    await revokeAllApiKeysOfEmail(tx, userEmail, 'staff role gained');
  });
}

// -- the back office's Manage Users --------------------------------------------------------

type StaffRow = typeof staffMembers.$inferSelect;

export const USER_NOT_FOUND = 'User not found.';
const STAFF_EMAIL_TAKEN = 'This e-mail is already on the staff list.';
const CANNOT_DELETE_SELF = 'You cannot delete yourself. Ask another Admin to do it.';
const CANNOT_DEMOTE_SELF =
  'You cannot change your own role or e-mail: you would lose access. Ask another Admin to do it.';
const LAST_ADMIN_DELETE = 'The last Admin cannot be deleted. Make someone else Admin first.';
const LAST_ADMIN_DEMOTE = 'The last Admin cannot become a Manager. Make someone else Admin first.';

const staffColumns = {
  member: staffMembers,
  hasAccount: sql<boolean>`exists (select 1 from ${user} where lower(${user.email}) = ${staffMembers.userEmail})`,
  emailVerified: sql<boolean>`exists (select 1 from ${user} where lower(${user.email}) = ${staffMembers.userEmail} and ${user.emailVerified})`,
};

type StaffRowWithAccount = { member: StaffRow; hasAccount: boolean; emailVerified: boolean };

function toStaffUser({ member, hasAccount, emailVerified }: StaffRowWithAccount): StaffUser {
  return {
    _id: member.id,
    userName: member.userName,
    userEmail: member.userEmail,
    userRole: member.userRole === 'Admin' ? 'Admin' : 'Manager',
    hasAccount: Boolean(hasAccount),
    emailVerified: Boolean(emailVerified),
  };
}

/** The staff list, newest first (the spec reversed it). */
export async function listStaff(db: DbOrTx): Promise<StaffUser[]> {
  const rows = await db
    .select(staffColumns)
    .from(staffMembers)
    .orderBy(desc(staffMembers.createdAt), desc(staffMembers.id));
  return rows.map(toStaffUser);
}

export async function countStaff(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffMembers);
  return row?.count ?? 0;
}

export async function findStaff(db: DbOrTx, id: string): Promise<StaffUser> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const [row] = await db.select(staffColumns).from(staffMembers).where(eq(staffMembers.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toStaffUser(row);
}

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(STAFF_EMAIL_TAKEN);
  throw error;
}

export async function createStaff(
  db: Db,
  viewer: Viewer,
  input: StaffUserInput,
): Promise<StaffUser> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(staffMembers).values(input).returning();
      if (!row) throw new Error('The staff member was not added');
      // The address gains a staff role: keys its account made before end (keys never carry a
      // role, but one made by whoever signed up first with the address must not outlive this).
      await revokeAllApiKeysOfEmail(tx, row.userEmail, 'staff role gained');
      await recordActivity(tx, viewer, {
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        summary: `${row.userEmail} added as ${row.userRole}`,
        details: { userName: row.userName, userEmail: row.userEmail, userRole: row.userRole },
      });
      return findStaff(tx, row.id);
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/**
 * Locks every Admin row (in id order, so two Admins acting at once queue instead of both
 * passing the check) and answers how many there are.
 */
async function lockAdmins(tx: Tx): Promise<number> {
  const admins = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.userRole, 'Admin'))
    .orderBy(staffMembers.id)
    .for('update');
  return admins.length;
}

const isSelf = (viewer: Viewer, member: StaffRow) =>
  member.userEmail === viewer.user.email.toLowerCase();

/**
 * Changes a staff member. An Admin cannot change their own role or e-mail (they would lock
 * themselves out), and the last Admin cannot become a Manager: 409 with the reason.
 */
export async function updateStaff(
  db: Db,
  viewer: Viewer,
  id: string,
  input: StaffUserInput,
): Promise<{ saved: StaffUser; emailChanged: boolean }> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const adminCount = await lockAdmins(tx);
      const [current] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, id))
        .for('update');
      if (!current) throw notFound(USER_NOT_FOUND);
      const demoted = current.userRole === 'Admin' && input.userRole !== 'Admin';
      if (isSelf(viewer, current) && (demoted || input.userEmail !== current.userEmail)) {
        throw conflict(CANNOT_DEMOTE_SELF);
      }
      if (demoted && adminCount <= 1) throw conflict(LAST_ADMIN_DEMOTE);
      const [row] = await tx
        .update(staffMembers)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(staffMembers.id, id))
        .returning();
      if (!row) throw notFound(USER_NOT_FOUND);
      const changes = (['userName', 'userEmail', 'userRole'] as const).filter(
        (field) => current[field] !== row[field],
      );
      if (changes.includes('userEmail') || changes.includes('userRole')) {
        await revokeAllApiKeysOfEmail(tx, row.userEmail, 'staff role gained');
      }
      if (changes.length > 0) {
        await recordActivity(tx, viewer, {
          action: 'user.update',
          entity: 'user',
          entityId: id,
          summary: `${current.userEmail} updated: ${changes
            .map((field) => `${field} ${current[field]} → ${row[field]}`)
            .join(', ')}`,
          details: Object.fromEntries(
            changes.map((field) => [field, { from: current[field], to: row[field] }]),
          ),
        });
      }
      return { saved: await findStaff(tx, id), emailChanged: changes.includes('userEmail') };
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/** Removes a staff member: never yourself, never the last Admin (409). */
export async function deleteStaff(db: Db, viewer: Viewer, id: string): Promise<StaffUser> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const adminCount = await lockAdmins(tx);
    const [current] = await tx
      .select(staffColumns)
      .from(staffMembers)
      .where(eq(staffMembers.id, id))
      .for('update', { of: staffMembers });
    if (!current) throw notFound(USER_NOT_FOUND);
    if (isSelf(viewer, current.member)) throw conflict(CANNOT_DELETE_SELF);
    if (current.member.userRole === 'Admin' && adminCount <= 1) throw conflict(LAST_ADMIN_DELETE);
    await tx.delete(staffMembers).where(eq(staffMembers.id, id));
    await recordActivity(tx, viewer, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      summary: `${current.member.userEmail} (${current.member.userRole}) removed from the staff list`,
      details: { userEmail: current.member.userEmail, userRole: current.member.userRole },
    });
    return toStaffUser(current);
  });
}
