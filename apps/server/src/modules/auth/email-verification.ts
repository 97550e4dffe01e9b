import { randomUUID } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { account, session, user } from '../../db/schema/index.ts';
import { revokeAllApiKeys } from '../api-keys/service.ts';
import { roleForUser } from './roles.ts';

export const SIGN_IN_TO_VERIFY =
  'Sign in with the e-mail address this link was sent to, then open the link again.';
const WRONG_ACCOUNT_FOR_LINK =
  'This link confirms another account. Sign out, then sign in with the e-mail address the link was sent to.';

const UNAUTHORIZED_BODY = { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };

/** The account a verification token was made for (better-auth signs it; it checks that itself). */
function tokenUserId(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload?.userId === 'string' ? payload.userId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's verify-email marks whichever account the token names as verified, whoever
 * opens the link. Opening it must also prove control of that account, or the owner of a
 * mailbox who clicks "confirm" would hand a staff role to an account a stranger made with
 * their address (and whose password the stranger knows). So: only while signed in to it.
 */
export const verifyOnlyOwnAccount = createAuthMiddleware(async (ctx) => {
  // A new link goes only to the signed-in person's own address: signed out, anyone could have
  // the server mail any customer who has not verified yet.
  if (ctx.path === '/send-verification-email') {
    if (!(await getSessionFromCtx(ctx))) throw new APIError('UNAUTHORIZED', UNAUTHORIZED_BODY);
    return;
  }
  if (ctx.path !== '/verify-email') return;
  const current = await getSessionFromCtx(ctx);
  if (!current)
    throw new APIError('UNAUTHORIZED', { code: 'SIGN_IN_TO_VERIFY', message: SIGN_IN_TO_VERIFY });
  const userId = tokenUserId(ctx.query?.token);
  if (!userId)
    throw new APIError('UNAUTHORIZED', { code: 'INVALID_TOKEN', message: 'invalid token' });
  if (userId !== current.user.id) {
    throw new APIError('FORBIDDEN', { code: 'WRONG_ACCOUNT', message: WRONG_ACCOUNT_FOR_LINK });
  }
});

export async function markEmailVerified(db: DbOrTx, userId: string) {
  await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/**
 * A password reset through the e-mailed link: the address is proved, and every API key made
 * before ends with the sessions (whoever held the account before may have made them).
 */
export async function afterPasswordReset(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await markEmailVerified(tx, userId);
    await revokeAllApiKeys(tx, userId, 'password reset');
  });
}

/**
 * After better-auth's own endpoints: a changed password ends every API key of the account
 * (a key is a second password that a password change would otherwise not touch); an address
 * verified while on the staff list gains its role now, so the keys made before end too.
 */
export const afterAccountChange = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password' && ctx.path !== '/verify-email') return;
    const returned = ctx.context.returned;
    if (returned instanceof Error) return;
    if (returned instanceof Response && !returned.ok && returned.status !== 302) return;
    const current = ctx.context.session ?? (await getSessionFromCtx(ctx));
    if (!current) return;
    const userId = current.user.id;
    if (ctx.path === '/change-password') {
      await revokeAllApiKeys(db, userId, 'password changed');
    } else if ((await roleForUser(db, userId)) !== 'Customer') {
      await revokeAllApiKeys(db, userId, 'staff role gained');
    }
  });

/**
 * Makes an account its claimant's: this password (already hashed), every session and API key
 * ended, the address verified — in one transaction. Used when the operator's configuration vouches for
 * the address (ADMIN_EMAIL) but someone else may have signed up with it first.
 */
export async function claimAccount(db: Db, userId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
    }
    await tx.delete(session).where(eq(session.userId, userId));
    await revokeAllApiKeys(tx, userId, 'account claimed');
    await markEmailVerified(tx, userId);
  });
}
