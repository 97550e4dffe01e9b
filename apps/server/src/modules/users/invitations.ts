import type { ResendInvitationResult, StaffInvitation, StaffUser } from '@leadvault/contract';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/index.ts';
import { user } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import {
  type Auth,
  mailStaffVerification,
  type StaffMailDeps,
  VERIFICATION_LINK_TTL_SECONDS,
  type Viewer,
} from '../auth/index.ts';
import { staffInvitationEmail } from '../mail/index.ts';
import { findStaff } from './service.ts';

export type InvitationDeps = StaffMailDeps & { auth: Auth; db: Db };

/**
 * Mails a staff address what it needs for its role to apply: the verification link when an
 * account with the address exists but has not proved it, an invitation to sign up when there
 * is no account (signing up then sends the verification link), nothing when it is verified.
 */
async function sendStaffInvitation(
  deps: InvitationDeps,
  member: { userName: string; userEmail: string; userRole: 'Admin' | 'Manager' },
): Promise<Exclude<StaffInvitation, 'failed'>> {
  const [account] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, member.userEmail.toLowerCase()))
    .limit(1);
  if (account?.emailVerified) return 'none';
  if (!account) {
    await deps.mailer.send(
      deps.db,
      staffInvitationEmail({
        to: member.userEmail,
        name: member.userName,
        role: member.userRole,
        url: `${deps.publicUrl}/register`,
      }),
    );
    return 'invitation';
  }
  const { secret } = await deps.auth.$context;
  // The same token better-auth makes for its own verification mails (bound to this account).
  const token = await createEmailVerificationToken(
    secret,
    account.email,
    undefined,
    VERIFICATION_LINK_TTL_SECONDS,
    { userId: account.id },
  );
  await mailStaffVerification(deps, account, token);
  return 'verification';
}

/**
 * After an Admin adds a staff member or changes their e-mail: mails the address. A failed
 * mail does not undo the change (the row is saved); it is reported as `failed` so the Admin
 * knows to resend.
 */
export async function inviteAfterSave(
  deps: InvitationDeps,
  log: FastifyBaseLogger,
  member: StaffUser,
): Promise<StaffInvitation> {
  try {
    return await sendStaffInvitation(deps, member);
  } catch (error) {
    log.error({ err: error, staffId: member._id }, 'staff invitation e-mail not sent');
    return 'failed';
  }
}

export const ALREADY_VERIFIED = 'This address is already verified: its role applies.';
const RESEND_TOO_SOON =
  'An e-mail went to this address less than a minute ago. Please wait a minute before sending another.';
const RESEND_TOO_MANY = 'You have sent many invitations in the last hour. Please try again later.';
const INVITATION_NOT_SENT = 'The e-mail could not be sent. Please try again later.';

const PER_ADDRESS = { max: 1, windowMs: 60_000 };
const PER_ADMIN = { max: 30, windowMs: 60 * 60_000 };

/** Manage Users' "Resend invitation": Admins only (the route's hook), rate-limited. */
export async function resendStaffInvitation(
  deps: InvitationDeps & { database: Database },
  viewer: Viewer,
  id: string,
): Promise<ResendInvitationResult> {
  const member = await findStaff(deps.db, id);
  if (member.emailVerified) throw conflict(ALREADY_VERIFIED);
  const byAddress = await hitRateLimit(
    deps.database,
    `staff-invitation:${member.userEmail}`,
    PER_ADDRESS,
  );
  if (!byAddress.allowed) throw new HttpError(429, 'RATE_LIMITED', RESEND_TOO_SOON);
  const byAdmin = await hitRateLimit(
    deps.database,
    `staff-invitation-by:${viewer.user.id}`,
    PER_ADMIN,
  );
  if (!byAdmin.allowed) throw new HttpError(429, 'RATE_LIMITED', RESEND_TOO_MANY);

  let invitation: StaffInvitation;
  try {
    invitation = await sendStaffInvitation(deps, member);
  } catch {
    throw new HttpError(502, 'MAIL_FAILED', INVITATION_NOT_SENT);
  }
  if (invitation === 'none') throw conflict(ALREADY_VERIFIED);
  await recordActivity(deps.db, viewer, {
    action: 'user.invite',
    entity: 'user',
    entityId: member._id,
    summary: `${invitation === 'invitation' ? 'Invitation' : 'Verification link'} sent again to ${member.userEmail}`,
    details: { userEmail: member.userEmail, invitation },
  });
  return { invitation };
}
