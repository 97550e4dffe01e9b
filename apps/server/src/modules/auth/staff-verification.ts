import type { DbOrTx } from '../../db/index.ts';
import { customerVerificationEmail, type Mailer, staffVerificationEmail } from '../mail/index.ts';
import { staffMemberByEmail } from './roles.ts';

/** How long an e-mailed verification link works (better-auth's `emailVerification.expiresIn`). */
export const VERIFICATION_LINK_TTL_SECONDS = 48 * 60 * 60;

/** The web page that confirms an address; it asks the person to sign in first. */
const verificationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

export type StaffMailDeps = { db: DbOrTx; mailer: Mailer; publicUrl: string };

/**
 * Mails the staff verification link, but only to an address on the staff list (the Admin's
 * invitations use it directly; `mailVerification` falls back to the customer's mail). Answers
 * whether a mail went out.
 */
export async function mailStaffVerification(
  { db, mailer, publicUrl }: StaffMailDeps,
  account: { email: string; name: string },
  token: string,
): Promise<boolean> {
  const member = await staffMemberByEmail(db, account.email);
  if (!member) return false;
  await mailer.send(
    db,
    staffVerificationEmail({
      to: account.email,
      name: account.name || member.userName,
      role: member.userRole,
      url: verificationUrl(publicUrl, token),
      resetUrl: `${publicUrl}/reset`,
    }),
  );
  return true;
}

/**
 * better-auth's `sendVerificationEmail`: staff addresses get the staff mail (their role waits
 * for it), everyone else the customer's "Verify your e-mail" (their free credits wait for it).
 */
export async function mailVerification(
  deps: StaffMailDeps,
  account: { email: string; name: string },
  token: string,
): Promise<void> {
  if (await mailStaffVerification(deps, account, token)) return;
  await deps.mailer.send(
    deps.db,
    customerVerificationEmail({
      to: account.email,
      name: account.name,
      url: verificationUrl(deps.publicUrl, token),
    }),
  );
}
