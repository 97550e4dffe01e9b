import type { SmtpReply } from './reply-parser.ts';
import { replyText } from './reply-parser.ts';
import type { SmtpFailure } from './smtp-connection.ts';
import type { CheckFlag, CheckReason, CheckStatus } from './types.ts';

export type Verdict = {
  status: CheckStatus;
  reason: CheckReason;
  flags: CheckFlag[];
  /** Greylisted: ask again later. */
  retry?: boolean;
};

const QUOTA =
  /quota|mailbox (is )?full|inbox (is )?full|over ?limit|storage (limit|exceeded)|insufficient (system )?storage|exceeded storage/i;
const GREYLIST = /gr[ae]y ?list|try (again )?later|temporar(il)?y (deferred|rejected|unavailable)/i;
const BLOCKED =
  /block ?list|black ?list|blocked|spamhaus|spamcop|barracuda|sorbs|\brbl\b|dnsbl|reputation|banned|\bspam\b|poor sending|not allowed to send|access denied|client host rejected|policy/i;
const NO_MAILBOX =
  /user ?unknown|unknown (user|recipient|mailbox|address)|no such (user|mailbox|recipient|address|account)|(user|recipient|mailbox|address|account) (not found|does ?n[o']t exist|unavailable|invalid|disabled)|does ?n[o']t exist|not (a valid|an existing) (mailbox|recipient|user)|invalid (mailbox|recipient)|recipient (address )?rejected|undeliverable|mailbox (is )?(inactive|disabled)|no mailbox/i;

const verdict = (
  status: CheckStatus,
  reason: CheckReason,
  extra: Partial<Verdict> = {},
): Verdict => ({
  status,
  reason,
  flags: [],
  ...extra,
});

function isQuotaFull(reply: SmtpReply, text: string): boolean {
  const enhanced = reply.enhancedCode;
  if (enhanced === '4.2.2' || enhanced === '5.2.2') return true;
  return (reply.code === 452 || reply.code === 552) && QUOTA.test(text);
}

function isBlocked(reply: SmtpReply, text: string): boolean {
  return reply.enhancedCode?.startsWith('5.7.') === true || BLOCKED.test(text);
}

/**
 * The answer to RCPT TO for one address. `catchAll` says whether the domain also accepted an
 * address nobody has: a 250 then proves nothing about this mailbox (`accept_all/catch_all`).
 */
export function classifyRcpt(reply: SmtpReply, catchAll: boolean): Verdict {
  const text = replyText(reply);
  if (isQuotaFull(reply, text))
    return verdict('valid', 'mailbox_exists', { flags: ['full_inbox'] });
  if (reply.code >= 200 && reply.code < 300) {
    return catchAll ? verdict('accept_all', 'catch_all') : verdict('valid', 'mailbox_exists');
  }
  if (reply.code >= 400 && reply.code < 500) {
    // 450/451/452 and other transient refusals: greylisting above all; the caller tries again.
    return verdict('unknown', 'greylisted', { retry: true });
  }
  if (reply.code >= 500 && reply.code < 600) {
    if (isBlocked(reply, text)) return verdict('unknown', 'blocked');
    const enhanced = reply.enhancedCode ?? '';
    // 5.1.7 and 5.1.8 are about our sender address, not the recipient.
    const aboutRecipient = /^5\.1\.(?!7$|8$)\d+$/.test(enhanced) || enhanced === '5.2.1';
    if (aboutRecipient || ([550, 551, 553].includes(reply.code) && NO_MAILBOX.test(text))) {
      return verdict('invalid', 'mailbox_not_found');
    }
    // A bare "550 Requested action not taken: mailbox unavailable" is RFC 5321's own wording.
    if (reply.code === 550 && enhanced === '' && /mailbox unavailable/i.test(text)) {
      return verdict('invalid', 'mailbox_not_found');
    }
  }
  return verdict('unknown', 'smtp_error');
}

/**
 * A refusal before any RCPT (banner, EHLO, MAIL FROM): never a verdict about the mailbox.
 * Greylisting wording asks for a later try; block-list wording or 5.7.x is `blocked`.
 */
export function classifySessionReply(reply: SmtpReply): Verdict {
  const text = replyText(reply);
  if (reply.code >= 400 && reply.code < 500 && GREYLIST.test(text)) {
    return verdict('unknown', 'greylisted', { retry: true });
  }
  if (reply.code >= 500 && isBlocked(reply, text)) return verdict('unknown', 'blocked');
  return verdict('unknown', 'smtp_error');
}

export function classifyFailure(failure: SmtpFailure): Verdict {
  switch (failure.kind) {
    case 'timeout':
      return verdict('unknown', 'timeout');
    case 'protocol':
      return verdict('unknown', 'protocol_error');
    case 'tls':
      return verdict('unknown', 'smtp_error');
    default:
      return verdict('unknown', 'connection_failed');
  }
}
