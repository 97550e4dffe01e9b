/**
 * Our own e-mail verification (issue 26, LEADS.md "E-mail verification", decision 038): the
 * checker (`checker/`), the verifier the configuration chooses (`verifier.ts`: smtp with the
 * database-backed domain cache and per-mail-host slots shared by every process, http, off), the
 * store and its status rule (`service.ts`: `verifyLeads`, `queueVerifications`, the
 * `verification.check` job), checks after imports (`import-checks.ts`), the recurring re-check
 * (`recheck.ts`), staff reports (`reports.ts`) and the staff API (`routes.ts`); bounce reports and
 * their refunds (decision 040: `bounces.ts`, claims and the abuse bound in `bounce-claims.ts`,
 * settlement in `bounce-settlement.ts`, the routes in `bounce-routes.ts`).
 */
export { BOUNCE_LIMITED_INTERVAL_MS, BOUNCE_STREAK_LIMIT } from './bounce-claims.ts';
export { bounceRoutes } from './bounce-routes.ts';
export { outcomeOfCheck, settlePendingBounces } from './bounce-settlement.ts';
export { reportBounce, reportBounces } from './bounces.ts';
export { ChecksNow } from './checks-now.ts';
export { latestCheckEvidence, maskAddress } from './evidence.ts';
export { type CheckedLead, isFreshlyChecked, sellsAsChecked } from './freshness.ts';
export { type ImportChecks, importChecks, queueImportChecks } from './import-checks.ts';
export { RECHECK_TASK, recheckStaleLeads, registerRecheck } from './recheck.ts';
export { verificationRoutes } from './routes.ts';
export {
  checksWaiting,
  evidenceOf,
  queueVerifications,
  registerVerificationJob,
  VERIFICATION_JOB,
  type VerifyOptions,
  type VerifyOutcome,
  verifyLeads,
} from './service.ts';
export { createVerifier, type Verifier, verificationTuning } from './verifier.ts';
