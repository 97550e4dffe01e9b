import type { LeadSort } from '@leadvault/contract';
import { and, asc, desc, gt, not, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import {
  leadCheckedKey,
  leadCompanyDocument,
  leadCompanySizeRank,
  leadNameDocument,
  leads,
} from '../../db/schema/index.ts';
import { withoutIndexWalks } from './first-matches.ts';
import { leadWordsQuery } from './lead-words.ts';

// The orders of the search (decision 054). Each is a key read from a btree index that ends in the
// id, so a page is the next `limit` entries after the cursor's (key, id): never OFFSET, never a
// sort of every match.

/** One order: its key as selected (the cursor keeps it as text) and how to page through it. */
export type KeyedOrder = {
  /** The key's values of a row, as SQL selections (their text goes into the cursor). */
  key: Record<string, SQL<string>>;
  /** What the cursor's key values must look like. */
  keyShape: z.ZodType<string[]>;
  orderBy: SQL[];
  /** The rows after the cursor's key and id. */
  after: (key: string[], id: string) => SQL;
};

const nameKey = sql<string>`${leads.lastName}`;
const firstNameKey = sql<string>`${leads.firstName}`;
const companyKey = sql<string>`${leads.companyName}`;
const sizeRank = leadCompanySizeRank(leads.companySize);
const checkedKey = leadCheckedKey(leads.verifiedAt);
const text = z.string().max(1000);

export const KEYED_ORDERS: Record<Exclude<LeadSort, 'relevance'>, KeyedOrder> = {
  name: {
    key: { last: nameKey, first: firstNameKey },
    keyShape: z.tuple([text, text]),
    orderBy: [asc(leads.lastName), asc(leads.firstName), asc(leads.id)],
    after: ([last, first], id) =>
      sql`(${leads.lastName}, ${leads.firstName}, ${leads.id}) > (${last}, ${first}, ${id}::uuid)`,
  },
  company: {
    key: { company: companyKey },
    keyShape: z.tuple([text]),
    orderBy: [asc(leads.companyName), asc(leads.id)],
    after: ([company], id) => sql`(${leads.companyName}, ${leads.id}) > (${company}, ${id}::uuid)`,
  },
  companySize: {
    key: { size: sql<string>`${sizeRank}::text` },
    keyShape: z.tuple([z.string().regex(/^[1-9]$/)]),
    orderBy: [asc(sizeRank), asc(leads.id)],
    after: ([rank], id) => sql`(${sizeRank}, ${leads.id}) > (${Number(rank)}, ${id}::uuid)`,
  },
  country: {
    key: { country: sql<string>`${leads.country}` },
    keyShape: z.tuple([z.string().regex(/^[A-Z]{2}$/)]),
    orderBy: [asc(leads.country), asc(leads.id)],
    after: ([country], id) => sql`(${leads.country}, ${leads.id}) > (${country}, ${id}::uuid)`,
  },
  // Newest check first: the (key, id) index read backwards, ties newest id first.
  checked: {
    key: { checked: sql<string>`${checkedKey}::text` },
    keyShape: z.tuple([z.string().min(1).max(40)]),
    orderBy: [desc(checkedKey), desc(leads.id)],
    after: ([checked], id) =>
      sql`(${checkedKey}, ${leads.id}) < (${checked}::timestamptz, ${id}::uuid)`,
  },
};

const nameMatches = (query: SQL) =>
  sql`${leadNameDocument(leads.firstName, leads.lastName)} @@ ${query}`;
const titleMatches = (query: SQL) => sql`${leads.titleSearch} @@ ${query}`;
const companyMatches = (query: SQL) =>
  sql`${leadCompanyDocument(leads.companyName, leads.companyDomain)} @@ ${query}`;

/** Fewer leads than this in a rank, in the whole table: it is read from its word index alone. */
export const FEW_IN_RANK = 1000;

/**
 * Whether any lead at all has the keywords in its name, and in its company; and which ranks
 * hold fewer than FEW_IN_RANK leads in the whole table (`sparse`, by rank).
 */
export type RankPresence = { name: boolean; company: boolean; sparse: boolean[] };
const NOTHING_KNOWN: RankPresence = { name: true, company: true, sparse: [] };

/**
 * Asks the word indexes alone how many leads each rank's words have, up to FEW_IN_RANK (a
 * bitmap of the index and at most that many rows): a word that is nobody's name then costs the
 * ranks nothing and later ranks need not exclude it row by row, and a rank of few leads skips
 * the window of first-matches.ts. The job title is asked only for several words (one broad
 * word is most often a title, and the window serves it best).
 */
export async function rankPresence(db: DbOrTx, q: string | undefined): Promise<RankPresence> {
  const keywords = leadWordsQuery(q);
  if (!keywords) return { name: false, company: false, sparse: [] };
  const sized = (condition: SQL) =>
    withoutIndexWalks(db, async (tx) => {
      const few = tx
        .select({ one: sql`1` })
        .from(leads)
        .where(condition)
        .limit(FEW_IN_RANK)
        .as('few');
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(few);
      return row?.n ?? 0;
    });
  const several = keywords.words.length > 1;
  // Side by side: each on its own connection on PostgreSQL.
  const [name, title, company, spread] = await Promise.all([
    sized(nameMatches(keywords.query)),
    several ? sized(titleMatches(keywords.query)) : FEW_IN_RANK,
    sized(companyMatches(keywords.query)),
    several ? sized(sql`${leads.search} @@ ${keywords.query}`) : 0,
  ]);
  return {
    name: name > 0,
    company: company > 0,
    sparse: [name, title, company, spread].map((count) => count < FEW_IN_RANK),
  };
}

/**
 * Relevance of a keyword search as ranks, best first: the keywords all in the person's name,
 * else all in the job title, else all in the company's name or domain, else spread over several
 * of them. Each rank is read in id order from its own word index, so the first page costs what
 * a filtered page does however many leads match (ts_rank would score every match first).
 * A rank no lead can be in (`presence`) is left out (undefined). Without keywords there is one
 * rank: every lead, in id order.
 */
export function relevanceRanks(
  q: string | undefined,
  presence: RankPresence = NOTHING_KNOWN,
): Array<SQL | undefined> {
  const keywords = leadWordsQuery(q);
  if (!keywords) return [sql`true`];
  const name = presence.name ? nameMatches(keywords.query) : undefined;
  const title = titleMatches(keywords.query);
  const company = presence.company ? companyMatches(keywords.query) : undefined;
  const unless = (condition: SQL | undefined) => (condition ? not(condition) : undefined);
  const ranks = [
    name,
    and(title, unless(name)),
    company ? and(company, unless(name), not(title)) : undefined,
  ];
  // One word is in one of the three or nowhere; several may be spread over them.
  if (keywords.words.length > 1) {
    ranks.push(
      and(sql`${leads.search} @@ ${keywords.query}`, unless(name), not(title), unless(company)),
    );
  }
  return ranks;
}

/** The rows of a rank after the cursor's id (on the cursor's own rank) or all of it (later ones). */
export const afterInRank = (id: string | undefined): SQL | undefined =>
  id ? gt(leads.id, id) : undefined;
