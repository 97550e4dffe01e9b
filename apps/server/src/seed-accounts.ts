import type { StaffRole } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { user } from './db/schema/index.ts';
import type { Auth } from './modules/auth/index.ts';
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

/**
 * Makes the account (with its profile, by the database trigger) unless the e-mail already has
 * one, and puts staff on the allow-list. Safe to run on every start.
 */
export async function ensureAccount(
  auth: Auth,
  db: Db,
  account: SeedAccount,
): Promise<'created' | 'existing'> {
  const email = account.email.toLowerCase();
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (!existing) {
    await auth.api.signUpEmail({ body: { name: account.name, email, password: account.password } });
  }
  if (account.role !== 'Customer') {
    await ensureStaffMember(db, {
      userName: account.name,
      userEmail: email,
      userRole: account.role,
    });
  }
  return existing ? 'existing' : 'created';
}
