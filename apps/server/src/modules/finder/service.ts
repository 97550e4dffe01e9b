import type { FinderAnswer, FinderInput, FinderMiss } from '@leadvault/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { emailVerifications, leads } from '../../db/schema/index.ts';
import { creditBalance } from '../credits/index.ts';
import { revealLeads } from '../leads/index.ts';
import { domainSuppressed, suppressedAmong } from '../suppressions/index.ts';
import { type ChecksNow, evidenceOf, type Verifier } from '../verification/index.ts';
import { nameVariants } from './names.ts';
import { candidates, inferPattern, type KnownAddress, shareText } from './patterns.ts';

/** How many addresses one question may check at most, and how many per SMTP session. */
export const finderTuning = { maxCandidates: 6, perBatch: 3 };

export type FinderDeps = {
  db: Db;
  verifier: Verifier;
  checksNow: ChecksNow;
  /** The reveal a found lead's charge is filed under (an enrichment run's id); a new one if unset. */
  revealId?: string;
};

const CONFIDENCE_VALID = 99;
const CONFIDENCE_OURS = 100;

/** The company we hold at a domain: what a found address is filed under. */
export type Company = {
  companyName: string;
  industry: string;
  companySize: string | null;
  country: string;
  city: string;
};

/** The domain the question names, or the one our leads hold for the company's name. */
async function domainOf(db: DbOrTx, input: FinderInput): Promise<string | undefined> {
  if (input.domain) return input.domain;
  const name = input.companyName ?? '';
  return (await domainsOfCompanies(db, [name])).get(name.toLowerCase());
}

/**
 * The domain most of our leads hold for each company name (compared lower-cased): what a
 * question naming only the company is asked at. Keys are the lower-cased names.
 */
export async function domainsOfCompanies(
  db: DbOrTx,
  names: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()).filter(Boolean))];
  const best = new Map<string, { domain: string; count: number }>();
  const lowerName = sql<string>`lower(${leads.companyName})`;
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({ name: lowerName, domain: leads.companyDomain, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          inArray(lowerName, wanted.slice(start, start + 1000)),
          sql`${leads.companyDomain} <> ''`,
        ),
      )
      .groupBy(lowerName, leads.companyDomain);
    for (const row of rows) {
      const held = best.get(row.name);
      if (!held || row.count > held.count) best.set(row.name, row);
    }
  }
  return new Map([...best].map(([name, { domain }]) => [name, domain]));
}

/** Our leads at a domain (the company's facts, the names and addresses we know there). */
export async function leadsAt(db: DbOrTx, domain: string) {
  return db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      emailStatus: leads.emailStatus,
      companyName: leads.companyName,
      industry: leads.industry,
      companySize: leads.companySize,
      country: leads.country,
      city: leads.city,
      verifiedByUs: sql<boolean>`${leads.verificationReason} is not null`,
    })
    .from(leads)
    .where(and(eq(leads.companyDomain, domain), isNull(leads.suppressedAt)))
    .limit(5000);
}
export type DomainLead = Awaited<ReturnType<typeof leadsAt>>[number];

/** The company most of the domain's leads name. */
export function companyOf(rows: DomainLead[]): Company | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const most = <K extends keyof Company>(key: K): Company[K] => {
    const counts = new Map<Company[K], number>();
    for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first[key];
  };
  return {
    companyName: most('companyName'),
    industry: most('industry'),
    companySize: most('companySize'),
    country: most('country'),
    city: most('city'),
  };
}

export const sameName = (a: string, b: string) => nameVariants(a)[0] === nameVariants(b)[0];

/** The addresses we hold there that were found valid: what the domain's pattern is read from. */
export const knownAddresses = (rows: DomainLead[]): KnownAddress[] =>
  rows.filter((row) => row.emailStatus === 'valid' && row.firstName && row.lastName);

export const miss = (reason: FinderMiss, domain: string | null, balance: number): FinderAnswer => ({
  email: null,
  emailStatus: null,
  confidence: 0,
  pattern: null,
  patternShare: null,
  verificationReason: null,
  domain,
  leadId: null,
  charged: 0,
  balance,
  reason,
});

/**
 * LEADS.md's finder. Our own lead of that name at the domain first (charged as a reveal: free
 * when the caller unlocked it already, checked again first when our check is stale); otherwise
 * the domain's pattern from the valid addresses we hold there, candidates in that order checked
 * by our checker until one is `valid`, or the best guess as `accept_all` on a catch-all domain.
 * A found address becomes a lead (source `finder`) unlocked by the caller for 1 credit; nothing
 * found is free. A suppressed domain or address is never answered, never stored.
 */
export async function findEmail(
  deps: FinderDeps,
  userId: string,
  input: FinderInput,
): Promise<FinderAnswer> {
  const { db } = deps;
  const balance = () => creditBalance(db, userId);
  const domain = await domainOf(db, input);
  if (!domain) return miss('unknown_company', null, await balance());
  if (await domainSuppressed(db, domain)) return miss('not_available', domain, await balance());
  const rows = await leadsAt(db, domain);
  const company = companyOf(rows);
  if (!company) return miss('unknown_domain', domain, await balance());
  const inferred = inferPattern(knownAddresses(rows));
  const share = shareText(inferred, domain);

  // Our lead of that name, unless our check found its address bad: then the candidates decide.
  const ours = rows.find(
    (row) =>
      sameName(row.firstName, input.firstName) &&
      sameName(row.lastName, input.lastName) &&
      (row.emailStatus === 'valid' || row.emailStatus === 'accept_all'),
  );
  if (ours)
    return answerWithLead(deps, userId, ours.id, { domain, pattern: null, share, ours: true });
  if (!deps.checksNow.enabled) return miss('checks_off', domain, await balance());

  const tries = candidates(
    input.firstName,
    input.lastName,
    domain,
    inferred.order,
    finderTuning.maxCandidates,
  );
  const suppressed = await suppressedAmong(
    db,
    tries.map((candidate) => candidate.email),
  );
  const open = tries.filter((candidate) => !suppressed.has(candidate.email));
  let unverifiable = false;
  for (let start = 0; start < open.length; start += finderTuning.perBatch) {
    const batch = open.slice(start, start + finderTuning.perBatch);
    const checkedAt = new Date();
    const results = await deps.verifier.check(batch.map((candidate) => candidate.email));
    for (const [index, result] of results.entries()) {
      const candidate = batch[index];
      if (!candidate) continue;
      if (result.status === 'valid' || result.status === 'accept_all') {
        // On a catch-all domain every candidate "exists": the first, in pattern order, is the
        // best guess, answered as accept_all with the pattern's share as its confidence.
        const best = result.status === 'accept_all' ? (open[0] ?? candidate) : candidate;
        const leadId = await fileFoundLead(
          db,
          input,
          company,
          domain,
          best.email,
          result,
          checkedAt,
        );
        return answerWithLead(deps, userId, leadId, {
          domain,
          pattern: best.pattern,
          share,
          inferred,
        });
      }
      if (result.status === 'unknown') unverifiable = true;
    }
  }
  return miss(unverifiable ? 'unverifiable' : 'not_found', domain, await balance());
}

/**
 * The found address as our lead (checked now, with the check's evidence), under the company the
 * domain's other leads describe; the lead we already hold when the address is ours already.
 */
export async function fileFoundLead(
  db: Db,
  input: FinderInput,
  company: Company,
  domain: string,
  email: string,
  result: Awaited<ReturnType<Verifier['check']>>[number],
  checkedAt: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        // No title is known: the import's defaults for a lead without one.
        seniority: 'entry',
        department: 'other',
        ...company,
        companyDomain: domain,
        email,
        emailStatus: result.status,
        verifiedAt: checkedAt,
        verificationReason: result.reason,
        source: 'finder',
      })
      // An address we held already (its earlier check said otherwise) takes this check's verdict.
      .onConflictDoUpdate({
        target: leads.email,
        set: {
          emailStatus: result.status,
          verifiedAt: checkedAt,
          verificationReason: result.reason,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: leads.id });
    const lead = inserted;
    if (!lead) throw new Error(`the found address ${email} was not filed`);
    await tx
      .insert(emailVerifications)
      .values(evidenceOf({ id: lead.id, email }, result, checkedAt));
    return lead.id;
  });
}

/** Reveals the lead to the caller (reveal rules charge it) and answers it with its evidence. */
export async function answerWithLead(
  deps: FinderDeps,
  userId: string,
  leadId: string,
  how: {
    domain: string;
    pattern: string | null;
    share: string | null;
    ours?: boolean;
    inferred?: { explained: number; known: number };
  },
): Promise<FinderAnswer> {
  const revealed = await revealLeads(deps.db, deps.checksNow, userId, [leadId], deps.revealId);
  const result = revealed.results[0];
  const [lead] = await deps.db
    .select({ emailStatus: leads.emailStatus, verificationReason: leads.verificationReason })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!result?.email || !lead) return miss('not_available', how.domain, revealed.balance);
  const status = lead.emailStatus === 'accept_all' ? 'accept_all' : 'valid';
  const share =
    how.inferred && how.inferred.known > 0 ? how.inferred.explained / how.inferred.known : 0;
  return {
    email: result.email,
    emailStatus: status,
    confidence: how.ours
      ? CONFIDENCE_OURS
      : status === 'valid'
        ? CONFIDENCE_VALID
        : Math.max(10, Math.round(90 * share)),
    pattern: how.pattern,
    patternShare: how.share,
    verificationReason: lead.verificationReason,
    domain: how.domain,
    leadId,
    charged: revealed.charged,
    balance: revealed.balance,
  };
}
