import type {
  BounceOutcome,
  CompanyPatternShare,
  CreditLedgerReason,
  Enrichment,
  EnrichmentQuote,
  EnrichmentStatus,
  FinderMiss,
  Lead,
  RevealResult,
  SelectionJob,
} from '@leadvault/contract';
import {
  COMPANY_SIZE_LABELS,
  countryName,
  LEAD_SELECTION_MAX,
  LEAD_TOTAL_CAP,
  REVEALABLE_EMAIL_STATUSES,
} from '@leadvault/contract';
import { timeAgo } from '@/lib/time-ago';

export const LEDGER_REASON_LABELS: Record<CreditLedgerReason, string> = {
  signup: 'Welcome credits',
  purchase: 'Credit pack purchase',
  staff: 'Changed by our team',
  reveal: 'E-mail revealed',
  refund: 'Refund',
  bounce_refund: 'Bounce refund',
};

export { formatDate, formatDateTime } from '@/lib/format-date';

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** '1 credit', '25 credits' */
export const credits = (value: number) =>
  `${formatCount(value)} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;

/** '1 lead', '3 leads' */
export const leads = (value: number) => `${formatCount(value)} ${value === 1 ? 'lead' : 'leads'}`;

/** `••••@acme.example`: the shape of an e-mail that is not revealed yet. */
export const maskedEmail = (domain: string) => `••••@${domain}`;

/** 'Berlin, Germany': where a lead works (customers' and visitors' tables alike). */
export const leadPlace = (lead: Pick<Lead, 'city' | 'country'>) =>
  [lead.city, countryName(lead.country)].filter(Boolean).join(', ');

/** 'Software · 51–200 employees': a lead's company in a line. */
export const companyFactsText = (lead: Pick<Lead, 'industry' | 'companySize'>) =>
  [lead.industry, lead.companySize ? COMPANY_SIZE_LABELS[lead.companySize] : null]
    .filter(Boolean)
    .join(' · ');

/** Whether a domain's mail server accepts every address, as the domain search and a company say it. */
export const catchAllText = (catchAll: boolean | null) =>
  catchAll === null ? 'Unknown yet' : catchAll ? 'Yes: it accepts every address' : 'No';

/** "14 of 15 verified addresses": how many of the valid addresses we hold follow the pattern. */
export const patternShareText = ({ matching, verified }: CompanyPatternShare) =>
  `${formatCount(matching)} of ${formatCount(verified)} verified ${verified === 1 ? 'address' : 'addresses'}`;

/** The count line when there are more matches than the server counts. */
export const LEAD_COUNT_CAPPED = `More than ${formatCount(LEAD_TOTAL_CAP)} leads found`;

/** The count line of a search past the exact count: the server's estimate, said to be one. */
export const estimatedLeadCount = (total: number) => `About ${formatCount(total)} leads found`;

// -- our own e-mail checks (LEADS.md, "E-mail verification") ---------------------------------

/** A lead our checker has not concluded on yet: it keeps the supplier's status. */
export const NOT_CHECKED_TEXT = 'Not checked yet — checked free when you reveal';

/**
 * When our check concluded the lead's status ("checked 3 days ago"), or that it has not yet
 * (the reveal checks it first, free; an e-mail already revealed just says so).
 */
export function checkedText(
  lead: Pick<Lead, 'verifiedAt' | 'verificationReason' | 'unlocked' | 'emailStatus'>,
  now: number = Date.now(),
): string {
  if (!lead.verifiedAt || !lead.verificationReason) {
    // Only a lead offered for sale is checked at the reveal.
    // An unchecked `unknown` is no verdict: it waits for our check like the others.
    const offered =
      !lead.unlocked &&
      ((REVEALABLE_EMAIL_STATUSES as readonly string[]).includes(lead.emailStatus) ||
        lead.emailStatus === 'unknown');
    return offered ? NOT_CHECKED_TEXT : 'Not checked by us yet';
  }
  // A check stamped a little ahead of this device's clock is "just now", not "in 1 minute".
  const ago = timeAgo(lead.verifiedAt, Math.max(now, new Date(lead.verifiedAt).getTime()));
  return ago ? `checked ${ago}` : NOT_CHECKED_TEXT;
}

/** The quote's leads that the reveal checks before charging (RevealQuote.unchecked). */
export const uncheckedText = (count: number) =>
  `${formatCount(count)} of these ${count === 1 ? 'is' : 'are'} checked first, free: you pay only for addresses our check confirms`;

/** Why a reveal answered `not_available` for a lead, when our check was the reason. */
export const REVEAL_REASON_TEXT: Record<NonNullable<RevealResult['reason']>, string> = {
  checking: 'still being checked — try again in a minute, nothing was charged',
  not_deliverable: 'our check could not confirm this address — not charged',
};

/** What a bounce report did (`POST /api/leads/:id/bounce`). */
export const BOUNCE_OUTCOME_TEXT: Record<BounceOutcome, string> = {
  refunded: 'Refunded — 1 credit is back',
  still_deliverable: 'Our check still reaches this address — no refund',
  checking: 'Checking — we refund automatically if it does not confirm',
};

// -- the e-mail finder (LEADS.md, "E-mail finder and bulk enrichment") -----------------------

export const FINDER_CHARGE_NOTE =
  '1 credit only when we answer an address; the same question again is free.';

export const ACCEPT_ALL_TEXT = 'This domain accepts every address: this is our best guess';

/** Why the finder answered no address, in one sentence ("this domain" when none is known). */
export function finderMissText(reason: FinderMiss, domain: string | null): string {
  const at = domain ?? 'this domain';
  const sentences: Record<FinderMiss, string> = {
    unknown_company: 'We hold no company of that name: try its domain (acme.com) instead.',
    unknown_domain: `We hold no leads at ${at} yet, so we cannot work out its addresses.`,
    not_found: `No address at ${at} accepted this name.`,
    unverifiable: `The mail server of ${at} gave no clear answer in time: try again later.`,
    checks_off:
      'We could not check new addresses just now: only addresses we hold can be answered.',
    not_available: 'This person or company asked not to be contacted, so we do not answer it.',
  };
  return `${sentences[reason]} Nothing was charged.`;
}

/** 'Charged 1 credit · balance 4', or that the address was already the person's. */
export const finderChargeText = ({ charged, balance }: { charged: number; balance: number }) =>
  charged > 0
    ? `Charged ${credits(charged)} · balance ${formatCount(balance)}`
    : 'Free: you had this address already';

// -- bulk enrichment (LEADS.md, "E-mail finder and bulk enrichment") -------------------------

export const ENRICHMENT_CHARGE_NOTE =
  '1 credit only per address we answer. Addresses you unlocked before, and a file run again, are free. Nothing is charged before you start.';

export const ENRICHMENT_STATUS_LABELS: Record<EnrichmentStatus, string> = {
  uploaded: 'Not started',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** What "Spend at most" starts at: every credit the file may cost, as far as the balance goes. */
export const defaultSpend = (quote: Pick<EnrichmentQuote, 'maxCost' | 'balance'>) =>
  Math.max(0, Math.min(quote.maxCost, quote.balance));

/** The cap typed in "Spend at most": a whole number of credits, or an error sentence. */
export function parseSpend(text: string): { credits: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'Enter a whole number of credits (0 or more).' };
  const value = Number(trimmed);
  if (value > 1_000_000) return { error: 'Enter at most 1,000,000 credits.' };
  return { credits: value };
}

/** Why a finished enrichment left rows without an answer, or null when it answered them all. */
export function enrichmentStopText(
  enrichment: Pick<Enrichment, 'stoppedBy' | 'maxCredits'>,
): string | null {
  if (enrichment.stoppedBy === 'max_credits') {
    return `Stopped at your cap of ${credits(enrichment.maxCredits ?? 0)}: the rows left say “max_credits” in the file. Run it again with a higher cap to answer them; the addresses found already stay free.`;
  }
  if (enrichment.stoppedBy === 'no_credits') {
    return 'Your balance ran out: the rows left say “no_credits” in the file. Buy credits and run it again; the addresses found already stay free.';
  }
  return null;
}

/** "120 of 500 rows (24%)" */
export const enrichmentRowsText = (
  enrichment: Pick<Enrichment, 'rowsDone' | 'rowsTotal' | 'progress'>,
) =>
  `${formatCount(enrichment.rowsDone)} of ${formatCount(enrichment.rowsTotal)} rows (${enrichment.progress}%)`;

// -- whole-search selection ------------------------------------------------------------------

/**
 * The Gmail-style offer beside a fully ticked page: every match, or 10,000 of them (the most one
 * action takes, read in the selection's own order, not the page's: decision 056).
 * `capped`: `total` is the search's estimate past its exact count (decision 054).
 */
export const selectAllResultsText = (total: number, capped: boolean) =>
  total >= LEAD_SELECTION_MAX && (capped || total > LEAD_SELECTION_MAX)
    ? `Select ${formatCount(LEAD_SELECTION_MAX)} of the results (the most at once)`
    : capped
      ? `Select all results (about ${formatCount(total)})`
      : `Select all ${formatCount(total)} results`;

/** What a whole-search job did, in one paragraph (its outcome, shown once). */
export function selectionJobSummary(job: SelectionJob): string {
  if (job.status === 'failed') return job.error ?? 'The job stopped before it finished.';
  if (job.action === 'list') {
    return job.added === 0
      ? 'Every lead of the selection was already in the list.'
      : `Added ${leads(job.added)} to the list.`;
  }
  if (job.action === 'export') {
    return job.added === 0
      ? 'None of the selected leads is yours yet: reveal them to export their e-mails.'
      : `Exported ${leads(job.added)} you own. Leads not revealed are left out.`;
  }
  const stillChecking = job.checking;
  const parts = [
    job.revealed > 0
      ? `Revealed ${leads(job.revealed)} for ${credits(job.charged)}.`
      : 'No new e-mails revealed; no credits charged.',
    job.owned > 0 ? `${formatCount(job.owned)} already yours.` : '',
    job.unavailable - stillChecking > 0
      ? `${formatCount(job.unavailable - stillChecking)} unavailable, not charged.`
      : '',
    stillChecking > 0 ? `${formatCount(stillChecking)} ${REVEAL_REASON_TEXT.checking}.` : '',
    job.stopReason === 'out_of_credits'
      ? 'Stopped: out of credits. The rest stay locked and cost nothing.'
      : job.stopReason === 'max_credits'
        ? `Stopped at your limit of ${credits(job.maxCredits ?? 0)}. The rest stay locked and cost nothing.`
        : '',
  ];
  return parts.filter(Boolean).join(' ');
}
