import type { StaffRole } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { user } from './db/schema/index.ts';
import { type Auth, claimAccount, markEmailVerified } from './modules/auth/index.ts';
import { ensureStaffMember } from './modules/users/index.ts';

export type SeedAccount = {
  name: string;
  email: string;
  password: string;
  role: StaffRole | 'Customer';
};

export const DEMO_ACCOUNTS: SeedAccount[] = [
  { name: 'Demo Admin', email: 'admin@example.com', password: 'admin-demo-123', role: 'Admin' },
  {
    name: 'Demo Customer',
    email: 'customer@example.com',
    password: 'customer-demo-123',
    role: 'Customer',
  },
];

export type EnsureAccountResult = 'created' | 'existing' | 'reclaimed';

/**
 * Makes the account (with its profile, by the database trigger) unless the e-mail already has
 * one, and puts staff on the allow-list. Seeded accounts are created verified: the operator's
 * configuration vouches for their addresses. Safe to run on every start.
 *
 * A staff address that already has an account nobody verified was possibly registered by
 * someone else first (sign-up does not prove the address), with a password only they know.
 * Promoting it as it is would hand them the role, so the account is reclaimed: its password
 * becomes the configured one, every session ends and the address counts as verified
 * ('reclaimed'). A verified account is its owner's and keeps its password ('existing').
 */
export async function ensureAccount(
  auth: Auth,
  db: Db,
  account: SeedAccount,
): Promise<EnsureAccountResult> {
  const email = account.email.toLowerCase();
  const [existing] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  let result: EnsureAccountResult = 'existing';
  if (!existing) {
    const created = await auth.api.signUpEmail({
      body: { name: account.name, email, password: account.password },
    });
    await markEmailVerified(db, created.user.id);
    result = 'created';
  } else if (account.role !== 'Customer' && !existing.emailVerified) {
    const { password, logger } = await auth.$context;
    await claimAccount(db, existing.id, await password.hash(account.password));
    logger.warn(
      `${email} had an account nobody verified: its password is now the configured one, its sessions ended, and the address counts as verified.`,
    );
    result = 'reclaimed';
  }
  if (account.role !== 'Customer') {
    await ensureStaffMember(db, {
      userName: account.name,
      userEmail: email,
      userRole: account.role,
    });
  }
  return result;
}
