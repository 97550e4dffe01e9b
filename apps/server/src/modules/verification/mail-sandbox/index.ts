/**
 * The mail sandbox of the demo (issue 26; LEADS.md, "Mail sandbox"; decision 039): a DNS and an
 * SMTP server inside the process, on 127.0.0.1 only, that answer the checker for the demo
 * leads' domains, scripted per domain (`profiles.ts`) and deterministic. The app starts it when
 * MAIL_SANDBOX is on (with DEMO, never in production) and checks through it
 * (`checkingThroughSandbox`).
 */
export { checkingThroughSandbox } from './checking-through.ts';
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
