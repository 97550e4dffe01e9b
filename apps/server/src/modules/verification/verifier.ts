import type { VerificationConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/index.ts';
import {
  type CheckOptions,
  type CheckResult,
  type CheckTimeouts,
  checkEmailOverHttp,
  checkEmails,
  DEFAULT_TIMEOUTS,
  type MailHostLookup,
} from './checker/index.ts';
import { Semaphore } from './checker/limits.ts';
import { DbDomainCache } from './domain-cache.ts';
import { DbHostLimiter } from './host-limiter.ts';

/** Sessions with one mail host at once, across processes (LEADS.md, step 5). */
export const SESSIONS_PER_MAIL_HOST = 2;

/**
 * Not configuration: changed by tests (short waits, a pinned catch-all address) and the bench
 * only, before the app that uses them is built.
 */
export const verificationTuning: {
  timeouts?: Partial<CheckTimeouts>;
  hostLeasePollMs: number;
  catchAllLocalPart?: (domain: string) => string;
  /** How long a caller waits for its checks (a reveal's bound; LEADS.md: 10 s). */
  checkBoundMs: number;
} = { hostLeasePollMs: 100, checkBoundMs: 10_000 };

/** What checks addresses for the product: the method VERIFY_METHOD names. */
export type Verifier = {
  method: VerificationConfig['method'];
  /** One result per address, in order; never rejects for a network cause. */
  check(addresses: string[]): Promise<CheckResult[]>;
};

/**
 * The verifier of the configuration: `smtp` (our checker, with the database-backed domain
 * caches and per-host slots shared by every process, and this process's check limit), `http`
 * (a reacher-compatible service, as many calls at once as the check limit), or `off`.
 */
export function createVerifier(config: VerificationConfig, db: DbOrTx): Verifier {
  const checks = new Semaphore(config.concurrency);
  if (config.method === 'off') {
    return {
      method: 'off',
      check: async () => {
        throw new Error('E-mail checks are off (VERIFY_METHOD=off)');
      },
    };
  }
  if (config.method === 'http') {
    const baseUrl = config.httpUrl;
    if (!baseUrl) throw new Error('VERIFY_HTTP_URL is required when VERIFY_METHOD=http');
    return {
      method: 'http',
      check: (addresses) =>
        Promise.all(
          addresses.map(async (address) => {
            const release = await checks.acquire();
            try {
              return await checkEmailOverHttp(address, {
                baseUrl,
                timeoutMs: verificationTuning.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs,
              });
            } finally {
              release();
            }
          }),
        ),
    };
  }
  const timeouts = { ...DEFAULT_TIMEOUTS, ...verificationTuning.timeouts };
  const options: CheckOptions = {
    dnsServers: config.dnsServers.length > 0 ? config.dnsServers : undefined,
    smtpPort: config.smtpPort,
    heloName: config.heloName,
    mailFrom: config.mailFrom,
    allowPrivateMx: config.allowPrivateMx,
    timeouts,
    caches: {
      mailHosts: new DbDomainCache<MailHostLookup>(db, 'mail_hosts'),
      catchAll: new DbDomainCache<boolean>(db, 'catch_all'),
    },
    limits: {
      checks,
      mailHosts: new DbHostLimiter(db, {
        perHost: SESSIONS_PER_MAIL_HOST,
        // A session ends by the check's deadline; the margin covers the QUIT after it.
        leaseMs: timeouts.totalMs + 15_000,
        pollMs: verificationTuning.hostLeasePollMs,
      }),
    },
    catchAllLocalPart: verificationTuning.catchAllLocalPart,
  };
  return { method: 'smtp', check: (addresses) => checkEmails(addresses, options) };
}
