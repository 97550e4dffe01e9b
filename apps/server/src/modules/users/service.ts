import type { Role, StaffRole } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { staffMembers } from '../../db/schema/index.ts';

/** The role of whoever signs in with this e-mail, from the staff allow-list. */
export async function roleForEmail(db: Db, email: string): Promise<Role> {
  const [member] = await db
    .select({ userRole: staffMembers.userRole })
    .from(staffMembers)
    .where(eq(staffMembers.userEmail, email.toLowerCase()))
    .limit(1);
  return member?.userRole === 'Admin' || member?.userRole === 'Manager'
    ? member.userRole
    : 'Customer';
}

/** Adds the e-mail to the staff list with this role, or gives an existing entry this role. */
export async function ensureStaffMember(
  db: Db,
  input: { userName: string; userEmail: string; userRole: StaffRole },
) {
  await db
    .insert(staffMembers)
    .values({ ...input, userEmail: input.userEmail.toLowerCase() })
    .onConflictDoUpdate({
      target: staffMembers.userEmail,
      set: { userRole: input.userRole, updatedAt: new Date() },
    });
}
