import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { session, staffMembers, user } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { Auth } from './auth.ts';
import { HOLDS_STAFF_ROLE, roleFrom } from './roles.ts';
import type { Viewer } from './viewer.ts';

/**
 * The signed-in person of a request in one query: session, account and staff role together
 * (decision 044). better-auth still issues, refreshes and ends sessions: a session that is
 * expired or due for its refresh is left to `auth.api.getSession`, which does both, so the
 * answer is what better-auth's own read would give.
 */
export function createSessionReader(db: Db, auth: Auth) {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  return async function readSession(
    cookieHeader: string,
    slowRead: () => Promise<Viewer | null>,
  ): Promise<Viewer | null> {
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const signed = parseCookies(cookieHeader).get(cookieName);
    const token = signed === undefined ? undefined : verifiedToken(signed, secret);
    if (!token) return null;
    const [found] = await sessionByToken(db).execute({ token });
    if (!found) return null;
    const dueForRefresh = found.expiresAt.getTime() - expiresInMs + updateAgeMs <= Date.now();
    if (dueForRefresh) return slowRead();
    const { sessionId, staffRole, expiresAt: _expiresAt, ...account } = found;
    return { user: account, sessionId, role: roleFrom(staffRole) };
  };
}

/** A session by its token, with its account and the staff role the rule gives it. */
const sessionByToken = (db: Db) =>
  preparedOnce(db, 'session_by_token', () =>
    db
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.image,
        emailVerified: user.emailVerified,
        staffRole: staffMembers.userRole,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(staffMembers, HOLDS_STAFF_ROLE)
      .where(eq(session.token, sql.placeholder('token')))
      .limit(1)
      .prepare('session_by_token'),
  );

/**
 * The token of a signed cookie value (`token.signature`, the signature an HMAC-SHA256 of the
 * token in base64, as better-call signs it) when the signature is ours.
 */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
