import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads, leadUnlocks } from '../../db/schema/index.ts';
import { domainsOfCompanies, sameName } from '../finder/index.ts';
import type { Question } from './questions.ts';

/**
 * What we hold for a row: `unlocked` (a lead of ours the caller unlocked: free), `held` (a lead
 * of ours: 1 credit unless our check now finds it undeliverable), `new` (to be found or checked:
 * 1 credit only when an address is answered), `unanswerable` (no name and company, or a company
 * we hold nothing of: free).
 */
export type Holding = 'unlocked' | 'held' | 'new' | 'unanswerable';

const CHUNK = 1000;

async function inChunks<T, R>(values: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    out.push(...(await read(values.slice(start, start + CHUNK))));
  }
  return out;
}

const sellable = inArray(leads.emailStatus, ['valid', 'accept_all']);

/**
 * Every row's holding, read with a few queries for the whole batch (the quote's rows and each
 * batch of the job alike): the companies' domains, our leads at those domains and at those
 * addresses, and the caller's unlocks among them.
 */
export async function holdingsOf(
  db: DbOrTx,
  userId: string,
  questions: readonly Question[],
): Promise<Holding[]> {
  const companies = questions.flatMap((question) =>
    question.kind === 'find' && !question.input.domain ? [question.input.companyName ?? ''] : [],
  );
  const companyDomains = await domainsOfCompanies(db, companies);
  const domainOf = (question: Question & { kind: 'find' }) =>
    question.input.domain ?? companyDomains.get((question.input.companyName ?? '').toLowerCase());

  const domains = [
    ...new Set(questions.flatMap((q) => (q.kind === 'find' ? [domainOf(q) ?? ''] : []))),
  ].filter(Boolean);
  const emails = [...new Set(questions.flatMap((q) => (q.kind === 'verify' ? [q.email] : [])))];
  const alive = isNull(leads.suppressedAt);
  const person = {
    id: leads.id,
    firstName: leads.firstName,
    lastName: leads.lastName,
    domain: leads.companyDomain,
    email: leads.email,
  };
  // The domains we hold any lead at (the finder files a found address under their company),
  // and there only the leads we sell: the only ones that answer a name.
  const heldDomains = new Set(
    (
      await inChunks(domains, (chunk) =>
        db
          .selectDistinct({ domain: leads.companyDomain })
          .from(leads)
          .where(and(inArray(leads.companyDomain, chunk), alive)),
      )
    ).map((row) => row.domain),
  );
  const atDomains = await inChunks(domains, (chunk) =>
    db
      .select(person)
      .from(leads)
      .where(and(inArray(leads.companyDomain, chunk), alive, sellable)),
  );
  const atEmails = await inChunks(emails, (chunk) =>
    db
      .select(person)
      .from(leads)
      .where(and(inArray(leads.email, chunk), alive)),
  );
  const byDomain = new Map<string, typeof atDomains>();
  for (const lead of atDomains) {
    const there = byDomain.get(lead.domain);
    if (there) there.push(lead);
    else byDomain.set(lead.domain, [lead]);
  }
  const byEmail = new Map(atEmails.map((lead) => [lead.email, lead]));
  const leadIds = [...new Set([...atDomains, ...atEmails].map((lead) => lead.id))];
  const unlocked = new Set(
    (
      await inChunks(leadIds, (chunk) =>
        db
          .select({ leadId: leadUnlocks.leadId })
          .from(leadUnlocks)
          .where(and(eq(leadUnlocks.userId, userId), inArray(leadUnlocks.leadId, chunk))),
      )
    ).map((row) => row.leadId),
  );

  return questions.map((question): Holding => {
    if (question.kind === 'incomplete') return 'unanswerable';
    if (question.kind === 'verify') {
      const lead = byEmail.get(question.email);
      if (!lead) return 'new';
      return unlocked.has(lead.id) ? 'unlocked' : 'held';
    }
    const domain = domainOf(question);
    // The finder files found addresses under the company our leads describe: none, no answer.
    if (!domain || !heldDomains.has(domain)) return 'unanswerable';
    const lead = byDomain
      .get(domain)
      ?.find(
        (row) =>
          sameName(row.firstName, question.input.firstName) &&
          sameName(row.lastName, question.input.lastName),
      );
    if (!lead) return 'new';
    return unlocked.has(lead.id) ? 'unlocked' : 'held';
  });
}
