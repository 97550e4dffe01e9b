import { describe, expect, it } from 'vitest';
import { classifyFailure, classifyRcpt, classifySessionReply } from './classify.ts';
import type { SmtpReply } from './reply-parser.ts';
import { SmtpFailure } from './smtp-connection.ts';

const reply = (code: number, text: string, enhancedCode: string | null = null): SmtpReply => ({
  code,
  enhancedCode,
  lines: [text],
});

const rcpt = (r: SmtpReply, catchAll = false) => {
  const verdict = classifyRcpt(r, catchAll);
  return `${verdict.status}/${verdict.reason}${verdict.retry ? '/retry' : ''}${verdict.flags.map((f) => `+${f}`).join('')}`;
};

describe('classifyRcpt', () => {
  it('250 and 251 are valid, or accept_all on a catch-all domain', () => {
    expect(rcpt(reply(250, 'OK'))).toBe('valid/mailbox_exists');
    expect(rcpt(reply(251, 'User not local; will forward'))).toBe('valid/mailbox_exists');
    expect(rcpt(reply(250, 'OK'), true)).toBe('accept_all/catch_all');
  });

  it('550/551/553 with 5.1.x or user-unknown text is invalid', () => {
    expect(rcpt(reply(550, '5.1.1 No such user', '5.1.1'))).toBe('invalid/mailbox_not_found');
    expect(rcpt(reply(553, 'sorry, no mailbox here by that name'))).toBe(
      'invalid/mailbox_not_found',
    );
    expect(rcpt(reply(551, 'User unknown'))).toBe('invalid/mailbox_not_found');
    expect(rcpt(reply(550, 'Requested action not taken: mailbox unavailable'))).toBe(
      'invalid/mailbox_not_found',
    );
    expect(rcpt(reply(554, '5.2.1 mailbox disabled', '5.2.1'))).toBe('invalid/mailbox_not_found');
  });

  it('a refusal of our sender (5.1.8) is not about the mailbox', () => {
    expect(rcpt(reply(550, '5.1.8 Sender address rejected', '5.1.8'))).toBe('unknown/smtp_error');
  });

  it('450/451/452 and greylisting text ask for a retry', () => {
    expect(rcpt(reply(450, '4.7.1 Greylisted', '4.7.1'))).toBe('unknown/greylisted/retry');
    expect(rcpt(reply(451, 'Temporary local problem'))).toBe('unknown/greylisted/retry');
    expect(rcpt(reply(452, 'Too many recipients'))).toBe('unknown/greylisted/retry');
  });

  it('5.7.x and block-list text are unknown/blocked, never invalid', () => {
    expect(rcpt(reply(550, '5.7.1 Relaying denied', '5.7.1'))).toBe('unknown/blocked');
    expect(rcpt(reply(554, 'rejected: listed at zen.spamhaus.org'))).toBe('unknown/blocked');
    expect(rcpt(reply(550, 'User unknown; your IP is on our blacklist'))).toBe('unknown/blocked');
  });

  it('a full mailbox (452/552 with quota text, or x.2.2) is valid with full_inbox', () => {
    expect(rcpt(reply(452, 'Mailbox full'))).toBe('valid/mailbox_exists+full_inbox');
    expect(rcpt(reply(552, 'Quota exceeded'))).toBe('valid/mailbox_exists+full_inbox');
    expect(rcpt(reply(552, '5.2.2 over limit', '5.2.2'))).toBe('valid/mailbox_exists+full_inbox');
  });

  it('anything else is unknown/smtp_error', () => {
    expect(rcpt(reply(500, 'Syntax error'))).toBe('unknown/smtp_error');
    expect(rcpt(reply(554, 'Transaction failed'))).toBe('unknown/smtp_error');
  });
});

describe('classifySessionReply and classifyFailure', () => {
  it('refusals before RCPT say nothing of the mailbox', () => {
    expect(classifySessionReply(reply(421, 'Service not available'))).toMatchObject({
      status: 'unknown',
      reason: 'smtp_error',
    });
    expect(classifySessionReply(reply(451, 'greylisted, try again later'))).toMatchObject({
      reason: 'greylisted',
      retry: true,
    });
    expect(classifySessionReply(reply(554, '5.7.1 Your IP is blocked', '5.7.1'))).toMatchObject({
      reason: 'blocked',
    });
    expect(classifySessionReply(reply(550, '5.1.1 unknown', '5.1.1')).status).toBe('unknown');
  });

  it('time-outs, hostile peers and hang-ups are unknown', () => {
    expect(classifyFailure(new SmtpFailure('timeout', 'x')).reason).toBe('timeout');
    expect(classifyFailure(new SmtpFailure('protocol', 'x')).reason).toBe('protocol_error');
    expect(classifyFailure(new SmtpFailure('closed', 'x')).reason).toBe('connection_failed');
    expect(classifyFailure(new SmtpFailure('connect', 'x')).status).toBe('unknown');
  });
});
