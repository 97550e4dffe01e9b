import { createHash } from 'node:crypto';
import { demoLeadDomains, demoLeads, isDemoColleagueMailbox } from '../../leads/demo-leads.ts';

/**
 * What the mail sandbox says for each domain and address, decided from the address alone (no
 * clock, no randomness), so the same lead always gets the same answer on every machine.
 *
 * Domains: the companies of the Find Leads demo (`demoLeads()` with its defaults, the leads
 * `seedFindLeadsDemo` loads: 120 companies on reserved .example / .test / example.com names).
 * No other domain is answered.
 *
 * Mailboxes: every generated demo lead's address exists, and so does every `first.last` of the
 * demo's name lists at a demo domain (colleagues who are not leads yet: what the e-mail finder
 * finds in the demo), except the ~8 % whose SHA-256 picks them as "gone" (left the company):
 * `sha256("gone\n" + address)`, its first four bytes as an unsigned number, modulo 100, below 8.
 * Any other address of a demo domain does not exist.
 */

export type SandboxProfile =
  /** Accepts the mailboxes that exist, refuses others with 550 5.1.1. */
  | 'mailboxes'
  /** Accepts any address (the checker sees accept_all). */
  | 'catch_all'
  /** 450 4.2.0 on a sender/recipient pair's first try; the mailbox rule once the delay is over. */
  | 'greylist'
  /** The first RCPT of a session answers late (a slow directory), then the mailbox rule. */
  | 'slow'
  /** A null MX (RFC 7505): the domain takes no mail; no SMTP at all. */
  | 'null_mx'
  /** 550 5.7.1: our checker's host is on the domain's block list. */
  | 'blocked';

/** The demo domains that are not plain `mailboxes` domains. */
export const SANDBOX_PROFILES: Readonly<Record<string, Exclude<SandboxProfile, 'mailboxes'>>> = {
  // Agencies and hotels take everything: ~10 % of the demo leads are accept_all.
  'oakoak-agency.example': 'catch_all',
  'clearcrest-agency.test': 'catch_all',
  'ironclear-creative.example.com': 'catch_all',
  'summitvertex-media.example': 'catch_all',
  'zenithfern-agency.test': 'catch_all',
  'tidalzenith-media.example.com': 'catch_all',
  'meridianharbor-creative.example': 'catch_all',
  'northorbit-hotels.test': 'catch_all',
  'lumenclear-resorts.example.com': 'catch_all',
  'oakfern-hospitality.test': 'catch_all',
  'willowquartz-resorts.example.com': 'catch_all',
  'mapleorbit-hotels.example': 'catch_all',
  // One of each of the rest, among the first companies (the first leads cycle through them).
  'lumencopper-payments.test': 'greylist',
  'ironorbit-medical.example.com': 'slow',
  'oakbright-industries.example': 'null_mx',
  'silvernorth-retail.test': 'blocked',
};

/** Share of the demo addresses that are gone, in percent. */
export const GONE_PERCENT = 8;

let domains: ReadonlySet<string> | undefined;
let addresses: ReadonlySet<string> | undefined;

/** Every domain the sandbox answers for, lower case. */
export function sandboxDomains(): ReadonlySet<string> {
  domains ??= new Set(demoLeadDomains().map((domain) => domain.toLowerCase()));
  return domains;
}

function demoAddresses(): ReadonlySet<string> {
  addresses ??= new Set(Array.from(demoLeads(), (lead) => lead.email.toLowerCase()));
  return addresses;
}

/** The sandbox domain `name` is, or lies under (`mx.acme.example` → `acme.example`). */
export function sandboxDomainOf(name: string): string | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const all = sandboxDomains();
  for (let at = lower; at !== ''; at = at.slice(at.indexOf('.') + 1 || at.length)) {
    if (all.has(at)) return at;
  }
  return null;
}

export function profileOf(domain: string): SandboxProfile | null {
  const lower = domain.toLowerCase();
  if (!sandboxDomains().has(lower)) return null;
  return SANDBOX_PROFILES[lower] ?? 'mailboxes';
}

/** The stable "left the company" pick of the module header. */
export function isGone(address: string): boolean {
  const digest = createHash('sha256').update(`gone\n${address.toLowerCase()}`).digest();
  return digest.readUInt32BE(0) % 100 < GONE_PERCENT;
}

/**
 * Whether the mailbox exists, by the rule of the module header: `exists` (a demo lead's or a
 * colleague's address), `gone` (one of them picked as gone) or `none` (nobody has it).
 */
export function sandboxMailbox(address: string): 'exists' | 'gone' | 'none' {
  const lower = address.toLowerCase();
  const [local = '', domain = ''] = lower.split('@');
  const colleague = sandboxDomains().has(domain) && isDemoColleagueMailbox(local);
  if (!demoAddresses().has(lower) && !colleague) return 'none';
  return isGone(lower) ? 'gone' : 'exists';
}
