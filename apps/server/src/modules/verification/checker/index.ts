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
