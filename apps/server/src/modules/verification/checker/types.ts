/** What a check concludes about an address (LEADS.md, "E-mail verification"). */
export type CheckStatus = 'valid' | 'accept_all' | 'invalid' | 'unknown';

/**
 * Why. The first twelve are the contract's; `connection_failed`, `protocol_error` and
 * `smtp_error` name the ways a session can end without a verdict that the contract leaves
 * unnamed, and `http_error` is the http method's own failure.
 */
export type CheckReason =
  | 'syntax'
  | 'disposable'
  | 'null_mx'
  | 'no_mail_host'
  | 'dns_error'
  | 'blocked_host'
  | 'mailbox_exists'
  | 'catch_all'
  | 'mailbox_not_found'
  | 'greylisted'
  | 'blocked'
  | 'timeout'
  | 'connection_failed'
  | 'protocol_error'
  | 'smtp_error'
  | 'http_error';

/** Facts beside the verdict, never verdicts themselves. */
export type CheckFlag = 'role' | 'webmail' | 'full_inbox';

export type CheckMethod = 'smtp' | 'http';

export type CheckResult = {
  status: CheckStatus;
  reason: CheckReason;
  flags: CheckFlag[];
  /** The SMTP reply code that decided, when one did. */
  smtpCode: number | null;
  /** Its enhanced status code (RFC 3463), such as `5.1.1`. */
  enhancedCode: string | null;
  /** The server's reply text, cut to 200 characters. */
  reply: string | null;
  /** The mail host that gave the answer. */
  mailHost: string | null;
  method: CheckMethod;
  durationMs: number;
  /**
   * The server asked us to come back later (greylisting): the caller queues a new try after
   * `VERIFY_GREYLIST_RETRY_S` and records `unknown/greylisted` when it gives up.
   */
  retry?: boolean;
};

/** Every wait of a check, in milliseconds. */
export type CheckTimeouts = {
  /** Opening the TCP connection (and the TLS handshake of STARTTLS). */
  connectMs: number;
  /** Each SMTP reply, the banner included. */
  replyMs: number;
  /** The whole check (or batch of one domain): DNS, waits for a free slot and SMTP. */
  totalMs: number;
  /** Each DNS query. */
  dnsMs: number;
};

export const DEFAULT_TIMEOUTS: CheckTimeouts = {
  connectMs: 10_000,
  replyMs: 20_000,
  totalMs: 45_000,
  dnsMs: 5_000,
};

export const REPLY_TEXT_MAX = 200;
