import type { Role, StaffRole } from '@leadvault/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { staffMembers, user } from '../../db/schema/index.ts';

/**
 * The one rule of who is what: an account is Admin or Manager when the staff list holds its
 * e-mail with that role AND the account's owner proved the address (`email_verified`: the
 * e-mailed verification link opened while signed in to this account, a password reset through
 * the e-mailed link, a provider that vouches for the address, or the seed). Anyone else —
 * including whoever signed up first with an address an Admin put on the list — is a Customer.
 */
export async function roleForUser(db: DbOrTx, userId: string): Promise<Role> {
  const [member] = await db
    .select({ userRole: staffMembers.userRole })
    .from(user)
    .innerJoin(staffMembers, HOLDS_STAFF_ROLE)
    .where(eq(user.id, userId))
    .limit(1);
  return roleFrom(member?.userRole);
}

/** Joins `user` to the staff list's entry that makes it staff under the rule above. */
export const HOLDS_STAFF_ROLE = and(
  eq(staffMembers.userEmail, sql`lower(${user.email})`),
  eq(user.emailVerified, true),
);

/** The role a staff list entry (or none) gives, under the rule above. */
export function roleFrom(userRole: string | null | undefined): Role {
  return userRole === 'Admin' || userRole === 'Manager' ? userRole : 'Customer';
}

/** The staff list's entry for this e-mail, if any. */
export async function staffMemberByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ userName: string; userEmail: string; userRole: StaffRole } | undefined> {
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.userEmail, email.toLowerCase()))
    .limit(1);
  if (!member) return undefined;
  return {
    userName: member.userName,
    userEmail: member.userEmail,
    userRole: member.userRole === 'Admin' ? 'Admin' : 'Manager',
  };
}
