import { createHash } from 'node:crypto';
import { type DomainCache, MemoryDomainCache } from './cache.ts';
import { classifyFailure, classifyRcpt, classifySessionReply, type Verdict } from './classify.ts';
import {
  DEFAULT_DNS_CACHE_TTL_MS,
  lookupMailHosts,
  type MailHostLookup,
  mailTargets,
} from './dns.ts';
import { type CheckLimits, createCheckLimits } from './limits.ts';
import { isDisposableDomain, listFlags } from './lists.ts';
import { replyText, type SmtpReply } from './reply-parser.ts';
import { SmtpFailure } from './smtp-connection.ts';
import { probeMailboxes, type RcptAnswer } from './smtp-probe.ts';
import { type ParsedAddress, parseAddress } from './syntax.ts';
import { type CheckResult, type CheckTimeouts, DEFAULT_TIMEOUTS, REPLY_TEXT_MAX } from './types.ts';

export type CheckCaches = {
  /** A domain's mail hosts (or its null MX / no mail host), for `dnsCacheTtlMs`. */
  mailHosts: DomainCache<MailHostLookup>;
  /** Whether a domain accepts any address, for `catchAllTtlMs` (a day). */
  catchAll: DomainCache<boolean>;
};

export type CheckOptions = {
  /** `ip` or `ip:port` of the DNS servers to ask (`VERIFY_DNS_SERVERS`); the system's when absent. */
  dnsServers?: string[];
  /** `VERIFY_SMTP_PORT`, 25 by default. */
  smtpPort?: number;
  /** The name we give in EHLO (`VERIFY_HELO_NAME`). */
  heloName: string;
  /** The MAIL FROM address (`VERIFY_MAIL_FROM`). */
  mailFrom: string;
  /** Probe mail hosts on loopback and private addresses too (`VERIFY_ALLOW_PRIVATE_MX=1`). */
  allowPrivateMx?: boolean;
  timeouts?: Partial<CheckTimeouts>;
  /** Shared per-domain caches; the process's own in-memory ones when absent. */
  caches?: Partial<CheckCaches>;
  /** Concurrency throttles; the process's own (20 checks, 2 sessions per mail host) when absent. */
  limits?: CheckLimits;
  dnsCacheTtlMs?: number;
  catchAllTtlMs?: number;
  /** The local part of the catch-all test address for a domain (tests pin it). */
  catchAllLocalPart?: (domain: string) => string;
};

const DAY_MS = 24 * 60 * 60_000;

let processCaches: CheckCaches | undefined;
let processLimits: CheckLimits | undefined;

/** The in-memory caches and limits of this process, made on first use. */
function defaults(): { caches: CheckCaches; limits: CheckLimits } {
  processCaches ??= { mailHosts: new MemoryDomainCache(), catchAll: new MemoryDomainCache() };
  processLimits ??= createCheckLimits();
  return { caches: processCaches, limits: processLimits };
}

/**
 * An address no one has, the same for a domain all day: a greylisting server remembers the
 * (client, sender, recipient) triple, so the retry must ask for the same address to get past it.
 */
export function catchAllLocalPart(domain: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const digest = createHash('sha256').update(`${domain}\n${day}`).digest('hex');
  return `lv-probe-${digest.slice(0, 16)}`;
}

function result(verdict: Verdict, flags: CheckResult['flags'], evidence: Evidence): CheckResult {
  const merged = [...new Set([...flags, ...verdict.flags])];
  return {
    status: verdict.status,
    reason: verdict.reason,
    flags: merged,
    smtpCode: evidence.reply?.code ?? null,
    enhancedCode: evidence.reply?.enhancedCode ?? null,
    reply: evidence.reply
      ? replyText(evidence.reply).slice(0, REPLY_TEXT_MAX)
      : (evidence.note?.slice(0, REPLY_TEXT_MAX) ?? null),
    mailHost: evidence.mailHost,
    method: 'smtp',
    durationMs: evidence.durationMs,
    ...(verdict.retry ? { retry: true } : {}),
  };
}

type Evidence = {
  reply: SmtpReply | null;
  /** What happened when no reply decided (a time-out, a hostile peer). */
  note?: string;
  mailHost: string | null;
  durationMs: number;
};

function answerEvidence(answer: RcptAnswer, mailHost: string, durationMs: number): Evidence {
  return answer instanceof SmtpFailure
    ? { reply: null, note: answer.message, mailHost, durationMs }
    : { reply: answer, mailHost, durationMs };
}

function verdictOf(answer: RcptAnswer, catchAll: boolean): Verdict {
  return answer instanceof SmtpFailure ? classifyFailure(answer) : classifyRcpt(answer, catchAll);
}

/** What the random address's answer says: catch-all or not, or nothing (deferred, failed). */
function catchAllFrom(answer: RcptAnswer): boolean | null {
  if (answer instanceof SmtpFailure) return null;
  if (answer.code >= 200 && answer.code < 300) return true;
  if (answer.code >= 500) return false;
  return null;
}

/** A timer that aborts at the deadline; `clear` when done. */
function deadlineSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SmtpFailure('timeout', `the check took over ${ms} ms`)),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * Checks several addresses of ONE domain in one SMTP session. Only the network part holds a
 * slot of `limits.checks`; the deadline (`timeouts.totalMs`) counts from then.
 */
async function checkDomain(
  domain: string,
  parsed: ParsedAddress[],
  options: CheckOptions,
): Promise<CheckResult[]> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const base = defaults();
  const caches = { ...base.caches, ...options.caches };
  const limits = options.limits ?? base.limits;
  const flagsOf = parsed.map((address) => listFlags(address.local, address.domain));
  const all = (verdict: Verdict, evidence: Evidence) =>
    parsed.map((_, index) => result(verdict, flagsOf[index] ?? [], evidence));

  const releaseCheck = await limits.checks.acquire();
  const started = Date.now();
  const deadline = started + timeouts.totalMs;
  const timer = deadlineSignal(timeouts.totalMs);
  const elapsed = () => Date.now() - started;
  try {
    const dnsTimeout = new Promise<'timeout'>((resolve) =>
      timer.signal.addEventListener('abort', () => resolve('timeout'), { once: true }),
    );
    const lookup = await Promise.race([
      lookupMailHosts(domain, {
        dnsServers: options.dnsServers,
        dnsMs: timeouts.dnsMs,
        cache: caches.mailHosts,
        cacheTtlMs: options.dnsCacheTtlMs ?? DEFAULT_DNS_CACHE_TTL_MS,
      }),
      dnsTimeout,
    ]);
    if (lookup === 'timeout') {
      return all(
        { status: 'unknown', reason: 'dns_error', flags: [] },
        { reply: null, note: 'DNS time-out', mailHost: null, durationMs: elapsed() },
      );
    }
    const targets = mailTargets(lookup, options.allowPrivateMx === true);
    if (!Array.isArray(targets)) {
      return all({ ...targets, flags: [] }, { reply: null, mailHost: null, durationMs: elapsed() });
    }

    const knownCatchAll = await caches.catchAll.get(domain);
    const probeLocal = (options.catchAllLocalPart ?? catchAllLocalPart)(domain);
    const outcome = await probeMailboxes(
      targets,
      knownCatchAll === undefined ? `${probeLocal}@${domain}` : null,
      parsed.map((address) => address.address),
      {
        port: options.smtpPort ?? 25,
        heloName: options.heloName,
        mailFrom: options.mailFrom,
        connectMs: timeouts.connectMs,
        replyMs: timeouts.replyMs,
        deadline,
        acquireHost: async (host) => {
          try {
            return await limits.mailHosts.acquire(host, timer.signal);
          } catch (error) {
            throw error instanceof SmtpFailure ? error : new SmtpFailure('timeout', String(error));
          }
        },
      },
    );
    const durationMs = elapsed();
    if (outcome.kind === 'refused') {
      const verdict = outcome.reply
        ? classifySessionReply(outcome.reply)
        : outcome.failure
          ? classifyFailure(outcome.failure)
          : ({ status: 'unknown', reason: 'connection_failed', flags: [] } as Verdict);
      return all(verdict, {
        reply: outcome.reply,
        note: outcome.failure?.message,
        mailHost: outcome.mailHost,
        durationMs,
      });
    }

    let catchAll = knownCatchAll ?? null;
    if (outcome.catchAllProbe) {
      catchAll = catchAllFrom(outcome.catchAllProbe);
      if (catchAll !== null) {
        await caches.catchAll.set(domain, catchAll, options.catchAllTtlMs ?? DAY_MS);
      }
    }
    return outcome.answers.map((answer, index) => {
      const evidence = answerEvidence(answer, outcome.mailHost, durationMs);
      let verdict = verdictOf(answer, catchAll === true);
      if (
        catchAll === null &&
        verdict.status === 'valid' &&
        !verdict.flags.includes('full_inbox')
      ) {
        // The address was accepted but the random one was deferred: valid and catch-all cannot
        // be told apart yet, so this is a greylisting case, asked again later.
        verdict = { status: 'unknown', reason: 'greylisted', flags: [], retry: true };
        if (outcome.catchAllProbe && !(outcome.catchAllProbe instanceof SmtpFailure)) {
          return result(verdict, flagsOf[index] ?? [], {
            ...evidence,
            reply: outcome.catchAllProbe,
          });
        }
      }
      return result(verdict, flagsOf[index] ?? [], evidence);
    });
  } finally {
    timer.clear();
    releaseCheck();
  }
}

/** The checks that need no network: syntax, then the disposable list. */
function offlineVerdict(parsed: ParsedAddress | null): Verdict | null {
  if (!parsed) return { status: 'invalid', reason: 'syntax', flags: [] };
  if (isDisposableDomain(parsed.domain))
    return { status: 'invalid', reason: 'disposable', flags: [] };
  return null;
}

/**
 * Checks addresses, those of one domain together in one SMTP session (the domains one after
 * another's slot, in parallel up to the limits). Answers in the order asked; never rejects for
 * a network cause.
 */
export async function checkEmails(
  addresses: string[],
  options: CheckOptions,
): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(addresses.length);
  const byDomain = new Map<string, Array<{ index: number; parsed: ParsedAddress }>>();
  addresses.forEach((address, index) => {
    const parsed = parseAddress(address);
    const offline = offlineVerdict(parsed);
    if (offline || !parsed) {
      const flags = parsed ? listFlags(parsed.local, parsed.domain) : [];
      results[index] = result(
        offline ?? { status: 'invalid', reason: 'syntax', flags: [] },
        flags,
        {
          reply: null,
          mailHost: null,
          durationMs: 0,
        },
      );
      return;
    }
    const group = byDomain.get(parsed.domain) ?? [];
    group.push({ index, parsed });
    byDomain.set(parsed.domain, group);
  });
  await Promise.all(
    [...byDomain].map(async ([domain, group]) => {
      // The same address twice is asked once.
      const unique = [
        ...new Map(group.map((entry) => [entry.parsed.address, entry.parsed])).values(),
      ];
      const answers = await checkDomain(domain, unique, options);
      const byAddress = new Map(unique.map((parsed, i) => [parsed.address, answers[i]]));
      for (const entry of group) {
        const answer = byAddress.get(entry.parsed.address);
        if (answer) results[entry.index] = answer;
      }
    }),
  );
  return results;
}

/** Checks one address: syntax, lists, DNS, SMTP (LEADS.md, "The check, in order"). */
export async function checkEmail(address: string, options: CheckOptions): Promise<CheckResult> {
  const [first] = await checkEmails([address], options);
  if (!first) throw new Error('no result for the address');
  return first;
}
