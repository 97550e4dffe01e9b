import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { DomainCache } from './cache.ts';
import { isRefusedAddress } from './ip-ranges.ts';
import type { CheckReason, CheckStatus } from './types.ts';

export type MailHost = { name: string; preference: number; addresses: string[] };

/** What DNS says about a domain's mail; the cacheable outcomes only (a DNS failure is not). */
export type MailHostLookup =
  | { kind: 'hosts'; hosts: MailHost[] }
  | { kind: 'null_mx' }
  | { kind: 'no_mail_host' };

/** One address to open an SMTP connection to, with the host name it came from. */
export type MailTarget = { host: string; address: string };

export type DnsVerdict = {
  status: Extract<CheckStatus, 'invalid' | 'unknown'>;
  reason: Extract<CheckReason, 'null_mx' | 'no_mail_host' | 'dns_error' | 'blocked_host'>;
};

export type DnsOptions = {
  /** `ip` or `ip:port` (`[v6]:port`), as `VERIFY_DNS_SERVERS` lists them; the system's when empty. */
  dnsServers?: string[];
  /** Each query's time-out. */
  dnsMs: number;
  cache?: DomainCache<MailHostLookup>;
  cacheTtlMs?: number;
};

/** At most this many mail hosts (and so connections) are tried for one domain. */
export const MAX_MAIL_TARGETS = 5;
export const DEFAULT_DNS_CACHE_TTL_MS = 60 * 60_000;

/** The answer does not exist (NXDOMAIN, or no record of that type): a fact, unlike a failure. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

class DnsFailure extends Error {}

function isAbsent(error: unknown): boolean {
  return ABSENT.has((error as { code?: string }).code ?? '');
}

/**
 * Splits `VERIFY_DNS_SERVERS`-style text (`1.1.1.1, 127.0.0.1:5353, [::1]:53`) into the list
 * a `Resolver` takes.
 */
export function parseDnsServers(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');
}

export function createResolver(servers: string[] | undefined, timeoutMs: number): Resolver {
  // One try per server: the caller's own deadline is what bounds the lookup.
  const resolver = new Resolver({ timeout: Math.max(1, Math.round(timeoutMs)), tries: 1 });
  if (servers && servers.length > 0) resolver.setServers(servers);
  return resolver;
}

async function addressesOf(resolver: Resolver, name: string): Promise<string[] | 'absent'> {
  if (isIP(name)) return [name];
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
  const found = [
    ...(v4.status === 'fulfilled' ? v4.value : []),
    ...(v6.status === 'fulfilled' ? v6.value : []),
  ];
  if (found.length > 0) return found;
  const failures = [v4, v6].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.every((failure) => isAbsent(failure.reason))) return 'absent';
  throw new DnsFailure(String((failures.find((f) => !isAbsent(f.reason)) ?? failures[0])?.reason));
}

async function queryMailHosts(resolver: Resolver, domain: string): Promise<MailHostLookup> {
  let records: Array<{ exchange: string; priority: number }>;
  try {
    records = await resolver.resolveMx(domain);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENODATA') records = [];
    else if (isAbsent(error)) return { kind: 'no_mail_host' };
    else throw new DnsFailure(String(error));
  }
  // RFC 7505: a single MX of "." (read back as an empty name) says the domain takes no mail.
  if (records.some((record) => record.exchange === '' || record.exchange === '.')) {
    return { kind: 'null_mx' };
  }
  if (records.length === 0) {
    // RFC 5321 §5.1: without MX records the domain itself is the mail host.
    const addresses = await addressesOf(resolver, domain);
    if (addresses === 'absent') return { kind: 'no_mail_host' };
    return { kind: 'hosts', hosts: [{ name: domain, preference: 0, addresses }] };
  }
  const chosen = [...records]
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_MAIL_TARGETS)
    .map((record) => ({ name: record.exchange.toLowerCase(), preference: record.priority }));
  const resolved = await Promise.allSettled(chosen.map((host) => addressesOf(resolver, host.name)));
  const hosts: MailHost[] = [];
  let failed = false;
  resolved.forEach((outcome, index) => {
    const host = chosen[index];
    if (!host) return;
    if (outcome.status === 'rejected') failed = true;
    else if (outcome.value !== 'absent') hosts.push({ ...host, addresses: outcome.value });
  });
  if (hosts.length > 0) return { kind: 'hosts', hosts };
  if (failed) throw new DnsFailure(`no address for the mail hosts of ${domain}`);
  return { kind: 'no_mail_host' };
}

/**
 * The domain's mail hosts, from the cache or DNS (MX by preference, null MX, A/AAAA fallback).
 * Throws nothing: a DNS failure or time-out is the `unknown/dns_error` verdict, never cached.
 */
export async function lookupMailHosts(
  domain: string,
  options: DnsOptions,
): Promise<MailHostLookup | DnsVerdict> {
  const cached = await options.cache?.get(domain);
  if (cached) return cached;
  const resolver = createResolver(options.dnsServers, options.dnsMs);
  let timer: NodeJS.Timeout | undefined;
  // c-ares keeps its own time-out per query; this bounds the lookup as a whole (MX, then the
  // hosts' addresses) should a server trickle answers.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DnsFailure('DNS time-out')), options.dnsMs * 3);
  });
  try {
    const lookup = await Promise.race([queryMailHosts(resolver, domain), deadline]);
    await options.cache?.set(domain, lookup, options.cacheTtlMs ?? DEFAULT_DNS_CACHE_TTL_MS);
    return lookup;
  } catch (error) {
    if (error instanceof DnsFailure) return { status: 'unknown', reason: 'dns_error' };
    throw error;
  } finally {
    clearTimeout(timer);
    resolver.cancel();
  }
}

/**
 * The addresses to try, in order (IPv4 before IPv6 within a host), at most five; or the verdict
 * DNS already gives. Loopback, private, link-local and multicast addresses are dropped unless
 * `allowPrivateMx`; when nothing else is left the answer is `unknown/blocked_host`.
 */
export function mailTargets(
  lookup: MailHostLookup | DnsVerdict,
  allowPrivateMx: boolean,
): MailTarget[] | DnsVerdict {
  if ('status' in lookup) return lookup;
  if (lookup.kind === 'null_mx') return { status: 'invalid', reason: 'null_mx' };
  if (lookup.kind === 'no_mail_host') return { status: 'invalid', reason: 'no_mail_host' };
  const targets: MailTarget[] = [];
  let refused = 0;
  const perHost = lookup.hosts.map((host) => {
    const ordered = [...host.addresses].sort((a, b) => isIP(a) - isIP(b));
    const allowed = ordered.filter((address) => allowPrivateMx || !isRefusedAddress(address));
    refused += ordered.length - allowed.length;
    return allowed.map((address) => ({ host: host.name, address }));
  });
  // Each host's first address in preference order, then their second ones: a failing host
  // with many addresses does not use up the five tries before the next host is reached.
  for (let round = 0; perHost.some((list) => list.length > round); round += 1) {
    for (const list of perHost) {
      const target = list[round];
      if (target) targets.push(target);
    }
  }
  if (targets.length === 0) {
    return refused > 0
      ? { status: 'unknown', reason: 'blocked_host' }
      : { status: 'invalid', reason: 'no_mail_host' };
  }
  return targets.slice(0, MAX_MAIL_TARGETS);
}
