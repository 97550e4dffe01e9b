import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@leadvault/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { account as accountTable, session, user } from './db/schema/index.ts';
import { revokeAllApiKeys } from './modules/api-keys/index.ts';
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

/**
 * With DEMO off (a production start), a demo account that still signs in with its published
 * password is locked: its password hash becomes the hash of a random secret nobody knows (so
 * sign-in is refused exactly as for a wrong password, and no code path needs to know about
 * locks), and its sessions and API keys end — in one transaction per account. A database first
 * run in demo mode would otherwise keep an Admin whose password is in the README. Its owner
 * can still take it back through a password reset. Answers the e-mails it locked, each also
 * logged as a warning; a demo account whose password was changed is left alone.
 */
export async function lockPublishedDemoAccounts(auth: Auth, db: Db): Promise<string[]> {
  const { password, logger } = await auth.$context;
  const locked: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const [found] = await db
      .select({ userId: user.id, hash: accountTable.password })
      .from(user)
      .innerJoin(
        accountTable,
        and(eq(accountTable.userId, user.id), eq(accountTable.providerId, 'credential')),
      )
      .where(eq(user.email, demo.email))
      .limit(1);
    if (!found?.hash) continue;
    if (!(await password.verify({ hash: found.hash, password: demo.password }))) continue;
    const unusable = await password.hash(randomBytes(32).toString('base64url'));
    await db.transaction(async (tx) => {
      await tx
        .update(accountTable)
        .set({ password: unusable, updatedAt: new Date() })
        .where(
          and(eq(accountTable.userId, found.userId), eq(accountTable.providerId, 'credential')),
        );
      await tx.delete(session).where(eq(session.userId, found.userId));
      await revokeAllApiKeys(tx, found.userId, 'demo account locked');
    });
    logger.warn(
      `DEMO is off: the demo account ${demo.email} still had its published password, so it is locked (password replaced, sessions and API keys ended). Reset its password by e-mail to use it again.`,
    );
    locked.push(demo.email);
  }
  return locked;
}
