import type {
  LeadCheckEvidence,
  LeadEmailStatus,
  VerificationFlag,
  VerificationMethod,
  VerificationReason,
} from '@leadvault/contract';

/**
 * How people read our own e-mail checks (LEADS.md, "E-mail verification"): the one place that
 * names statuses, reasons, flags and methods, for the customer's badge and evidence and for the
 * back office's check history alike.
 */

/** A status as our check concluded it ("Valid · checked 3 days ago"). */
export const CHECK_STATUS_LABELS: Record<LeadEmailStatus, string> = {
  valid: 'Valid',
  accept_all: 'Accept-all (catch-all)',
  unknown: 'Unknown',
  invalid: 'Invalid',
};

export const VERIFICATION_REASON_LABELS: Record<VerificationReason, string> = {
  mailbox_exists: 'Mailbox exists',
  catch_all: 'Domain accepts any address',
  mailbox_not_found: 'Mailbox not found',
  greylisted: 'Greylisted: the server kept asking us to try later',
  blocked: 'Our check was blocked by the mail server',
  timeout: 'The mail server did not answer in time',
  dns_error: 'The domain’s DNS did not answer',
  null_mx: 'The domain accepts no mail (null MX)',
  no_mail_host: 'The domain has no mail server',
  disposable: 'Disposable address',
  syntax: 'Not a valid address',
  blocked_host: 'Mail server on a private network: not contacted',
  connection_failed: 'Could not connect to the mail server',
  protocol_error: 'The mail server broke the SMTP protocol',
  smtp_error: 'The mail server answered with an error',
  http_error: 'The verification service failed',
};

/** A reason's label; a reason this app does not know yet shows as the server sent it. */
export function reasonLabel(reason: string | null | undefined): string {
  if (!reason) return '';
  return VERIFICATION_REASON_LABELS[reason as VerificationReason] ?? reason.replaceAll('_', ' ');
}

export const VERIFICATION_FLAG_LABELS: Record<VerificationFlag, string> = {
  role: 'Role address (info@, sales@, …)',
  webmail: 'Free webmail domain',
  full_inbox: 'Inbox full',
};

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  smtp: 'Our SMTP check',
  http: 'Verification service (HTTP)',
};

/**
 * Whether the domain accepts any address, as far as the check got: only a check that reached
 * the mailbox question knows it.
 */
export function catchAllText(check: Pick<LeadCheckEvidence, 'reason'>): string {
  if (check.reason === 'catch_all')
    return 'Yes: it accepts any address, so no single mailbox can be confirmed';
  if (check.reason === 'mailbox_exists' || check.reason === 'mailbox_not_found') {
    return 'No: it refuses addresses that do not exist';
  }
  return 'Not known: the check ended before that question';
}

/** "550 5.1.1" — the SMTP code and enhanced code the server answered, '' when none. */
export function smtpCodes(check: Pick<LeadCheckEvidence, 'smtpCode' | 'enhancedCode'>): string {
  return [check.smtpCode, check.enhancedCode]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}
