/**
 * Our own e-mail checker (issue 26; LEADS.md, "E-mail verification"), not yet wired into the
 * app. In order, stopping at the first conclusion: syntax (`syntax.ts`), the disposable list
 * (`lists.ts`; role and webmail are flags), DNS (`dns.ts`: MX by preference, null MX, A/AAAA
 * fallback, private hosts refused), one SMTP session per domain (`smtp-probe.ts` over
 * `smtp-connection.ts` and its bounded `reply-parser.ts`), the reply's verdict (`classify.ts`),
 * all under `check.ts`'s deadline and throttles (`limits.ts`). `http-method.ts` maps a
 * reacher-compatible service onto the same result.
 *
 * Left to the wiring step: a database-backed `DomainCache` shared by processes, throttles across
 * processes, greylisting retries through the job queue (results with `retry: true`), and the
 * VERIFY_* configuration.
 */
export { type DomainCache, MemoryDomainCache } from './cache.ts';
export { type CheckCaches, type CheckOptions, checkEmail, checkEmails } from './check.ts';
export { type MailHostLookup, parseDnsServers } from './dns.ts';
export { checkEmailOverHttp, type HttpCheckOptions, mapReachableOutput } from './http-method.ts';
export { type CheckLimits, createCheckLimits } from './limits.ts';
export type {
  CheckFlag,
  CheckMethod,
  CheckReason,
  CheckResult,
  CheckStatus,
  CheckTimeouts,
} from './types.ts';
export { DEFAULT_TIMEOUTS } from './types.ts';
