import type {
  LeadEmailStatus,
  LeadVerification,
  VerificationFlag,
  VerificationMethod,
  VerificationReason,
} from '@leadvault/contract';
import type { emailVerifications } from '../../db/schema/index.ts';

/** One stored check on the wire, with its evidence. */
export function toLeadVerification(row: typeof emailVerifications.$inferSelect): LeadVerification {
  return {
    _id: row.id,
    email: row.email,
    status: row.status as LeadEmailStatus,
    reason: row.reason as VerificationReason,
    flags: row.flags as VerificationFlag[],
    smtpCode: row.smtpCode,
    enhancedCode: row.enhancedCode,
    reply: row.reply,
    mailHost: row.mailHost,
    method: row.method as VerificationMethod,
    durationMs: row.durationMs,
    checkedAt: row.checkedAt.toISOString(),
  };
}
