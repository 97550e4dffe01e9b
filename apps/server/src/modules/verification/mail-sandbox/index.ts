/**
 * The mail sandbox of the demo (issue 26; LEADS.md, "Mail sandbox"; decision 039): a DNS and an
 * SMTP server inside the process, on 127.0.0.1 only, that answer the checker for the demo
 * leads' domains, scripted per domain (`profiles.ts`) and deterministic. Not wired yet: the
 * wiring starts it when DEMO is on (never in production) and points the checker at it with
 * `dnsServers`, `smtpPort` and `allowPrivateMx: true` (its mail hosts are 127.0.0.1).
 */
export {
  type MailSandbox,
  type MailSandboxOptions,
  SANDBOX_DEFAULTS,
  SANDBOX_HOST,
  startMailSandbox,
} from './mail-sandbox.ts';
export {
  GONE_PERCENT,
  profileOf,
  SANDBOX_PROFILES,
  type SandboxProfile,
  sandboxDomains,
  sandboxMailbox,
} from './profiles.ts';
