import { createRequire } from 'node:module';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import type { CheckFlag } from './types.ts';

// Both packages are plain JSON/CommonJS lists without type declarations.
const require = createRequire(import.meta.url);

// disposable-email-domains-js (CC0): the disposable-email-domains community list, a few
// thousand domains, each added by a reviewed pull request, so a business domain is rarely
// caught by mistake (a disposable domain makes an address `invalid`, so false positives cost
// more than misses here).
const disposable: ReadonlySet<string> = disposableEmailBlocklistSet();

// role-based-email-addresses (MIT, Mixmax): about a thousand role local parts (info, sales, ...).
const roles: ReadonlySet<string> = new Set(
  (require('role-based-email-addresses') as string[]).map((role) => role.toLowerCase()),
);

// email-providers (ISC): about 8,000 free and consumer mailbox domains (gmail.com, gmx.de, ...).
const webmail: ReadonlySet<string> = new Set(require('email-providers/all.json') as string[]);

/** The domain and each parent under its top-level label: `a.b.example.com`, `b.example.com`, `example.com`. */
function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const names: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) names.push(labels.slice(i).join('.'));
  return names;
}

/** A disposable (throw-away) mail domain, or a subdomain of one. `domain` is ASCII, lower case. */
export function isDisposableDomain(domain: string): boolean {
  return domainAndParents(domain).some((name) => disposable.has(name));
}

/** `info@`, `sales+eu@`, `no-reply@`: the local part names a role, not a person. */
export function isRoleLocalPart(local: string): boolean {
  const base = local.toLowerCase().split('+')[0] ?? '';
  return roles.has(base);
}

export function isWebmailDomain(domain: string): boolean {
  return webmail.has(domain);
}

/** The flags the lists give an address; they never decide its status. */
export function listFlags(local: string, domain: string): CheckFlag[] {
  const flags: CheckFlag[] = [];
  if (isRoleLocalPart(local)) flags.push('role');
  if (isWebmailDomain(domain)) flags.push('webmail');
  return flags;
}
