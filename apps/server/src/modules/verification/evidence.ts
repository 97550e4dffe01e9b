import type { LeadCheckEvidenceResponse } from '@leadvault/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { emailVerifications, leads } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { toLeadVerification } from './present-check.ts';

const LEAD_NOT_FOUND = 'Lead not found.';

/**
 * The evidence of our latest check of a lead's current address (`GET /api/leads/:id/verification`),
 * for anyone who may search. A mail server's reply often quotes the address (`<jane@acme.com>:
 * user unknown`): unless `seesAddress`, the address and its local part are masked in it, so the
 * evidence never reveals what a reveal sells. 404 for a missing or suppressed lead.
 */
export async function latestCheckEvidence(
  db: DbOrTx,
  leadId: string,
  seesAddress: (leadId: string) => Promise<boolean>,
): Promise<LeadCheckEvidenceResponse> {
  if (!isUuid(leadId)) throw notFound(LEAD_NOT_FOUND);
  const [lead] = await db
    .select({ email: leads.email })
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.suppressedAt)));
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.leadId, leadId), eq(emailVerifications.email, lead.email)))
    .orderBy(desc(emailVerifications.checkedAt), desc(emailVerifications.seq))
    .limit(1);
  if (!row) return { check: null };
  const { _id, email, durationMs, ...check } = toLeadVerification(row);
  if (check.reply && !(await seesAddress(leadId))) check.reply = maskAddress(check.reply, email);
  return { check };
}

/** The reply with the address, and its local part, replaced by `…` (any letter case). */
export function maskAddress(reply: string, address: string): string {
  const localPart = address.slice(0, address.lastIndexOf('@'));
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const masked = reply.replace(new RegExp(literally(address), 'gi'), '…');
  // A very short local part (a, jo) is too common a string to hunt for in a reply.
  return localPart.length >= 3
    ? masked.replace(new RegExp(literally(localPart), 'gi'), '…')
    : masked;
}
