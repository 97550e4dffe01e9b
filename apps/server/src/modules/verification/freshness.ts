import { REVEALABLE_EMAIL_STATUSES } from '@leadvault/contract';

const DAY_MS = 24 * 60 * 60_000;

/** What a lead carries about its e-mail's check. */
export type CheckedLead = {
  emailStatus: string;
  verifiedAt: Date | null;
  verificationReason: string | null;
};

/**
 * Whether our own check concluded this lead's status within `maxAgeDays` (LEADS.md rule 3): a
 * supplier's status (no reason) or an older conclusion is checked again before it is sold. An
 * `unknown` of ours is fresh too: it is a conclusion that the address cannot be sold, asked again
 * by the recurring re-check, not by every reveal.
 */
export function isFreshlyChecked(lead: CheckedLead, maxAgeDays: number, now = Date.now()): boolean {
  if (lead.verificationReason === null || lead.verifiedAt === null) return false;
  return now - lead.verifiedAt.getTime() < maxAgeDays * DAY_MS;
}

/** Whether a lead may be sold as it is: our fresh check found it valid or accept-all. */
export function sellsAsChecked(lead: CheckedLead, maxAgeDays: number, now = Date.now()): boolean {
  const revealable = (REVEALABLE_EMAIL_STATUSES as readonly string[]).includes(lead.emailStatus);
  return revealable && isFreshlyChecked(lead, maxAgeDays, now);
}
