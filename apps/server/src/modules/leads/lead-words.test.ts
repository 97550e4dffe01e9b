import type { LeadPage } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import { type Database, openDatabase } from '../../db/index.ts';
import { resolveWords } from './lead-words.ts';
import { insertLeads } from './test-leads.ts';

// The leads' words and the search's prefixes turned into them (decision 059, migration 0040).

const ctx = useTestApp({ people: { customer: 'Customer' } });

/** How many leads have each of `words` (0 for a word not kept). */
async function wordCounts(words: string[]): Promise<Record<string, number>> {
  const rows = await ctx.database.rows<{ word: string; leads: number }>(
    sql`select word, leads from lead_words where word = any(${`{${words.join(',')}}`}::text[])`,
  );
  const kept = Object.fromEntries(rows.map((row) => [row.word, Number(row.leads)]));
  return Object.fromEntries(words.map((word) => [word, kept[word] ?? 0]));
}

/** Every word's count recounted from the leads themselves. */
async function expectCountsTrue(step: string) {
  const drift = await ctx.database.rows(sql`
    select coalesce(k.word, c.word) as word, k.leads as kept, c.leads as counted
    from lead_words as k
    full join (
      select word, count(*)::int as leads
      from leads cross join lateral unnest(tsvector_to_array(search)) as word
      group by word
    ) as c on c.word = k.word
    where k.leads is distinct from c.leads`);
  expect(drift, step).toEqual([]);
}

async function queryOf(prefixes: string[]): Promise<string> {
  const [row] = await ctx.database.rows<{ query: string }>(
    sql`select lead_words_query(${`{${prefixes.join(',')}}`}::text[])::text as query`,
  );
  return row?.query ?? '';
}

async function search(q: string): Promise<LeadPage> {
  const response = await send(ctx.app, {
    url: `/api/leads?q=${encodeURIComponent(q)}&limit=100`,
    cookie: ctx.customer.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (page: LeadPage) => page.items.map((lead) => `${lead.firstName} ${lead.lastName}`);

describe('the words of the leads', () => {
  it('counts the leads of each word through every kind of write, and forgets a word no lead has', async () => {
    const [priya, patrick] = await insertLeads(ctx.database, [
      { firstName: 'Priya', lastName: 'Patel', jobTitle: 'Head of Growth' },
      { firstName: 'Patrick', lastName: 'Patelson', jobTitle: 'Head of Growth' },
    ]);
    await expectCountsTrue('after an insert');
    expect(await wordCounts(['priya', 'patel', 'patelson', 'growth'])).toEqual({
      priya: 1,
      patel: 1,
      patelson: 1,
      growth: 2,
    });

    // A write that changes no word moves nothing; a new surname moves its words.
    await ctx.database.rows(sql`update leads set email_status = 'invalid' where id = ${priya}`);
    await ctx.database.rows(sql`update leads set last_name = 'Shah' where id = ${priya}`);
    await expectCountsTrue('after a rename');
    expect(await wordCounts(['patel', 'shah'])).toEqual({ patel: 0, shah: 1 });

    // An erased name (what an opt-out does) leaves no word of it behind.
    await ctx.database.rows(
      sql`update leads set first_name = '', last_name = '' where id = ${patrick}`,
    );
    expect(await wordCounts(['patrick', 'patelson', 'growth'])).toEqual({
      patrick: 0,
      patelson: 0,
      growth: 2,
    });
    await ctx.database.rows(sql`delete from leads where id in (${priya}, ${patrick})`);
    await expectCountsTrue('after a delete');
    expect(await wordCounts(['growth', 'shah'])).toEqual({ growth: 0, shah: 0 });
  });

  it('turns each prefix into the words the leads have, and keeps a prefix of many or none', async () => {
    await insertLeads(ctx.database, [
      { firstName: 'Quinta', lastName: 'Quillfeather', companyName: 'Quill-Works' },
      { firstName: 'Quentin', lastName: 'Quillon' },
      ...Array.from({ length: 70 }, (_, n) => ({ firstName: 'Many', lastName: `Xylo${n}` })),
    ]);
    // The hyphenated company gives the word `quill-works` too: quoted, it reads as one word.
    expect(await queryOf(['quill'])).toBe("'quill' | 'quill-works' | 'quillfeather' | 'quillon'");
    expect(await queryOf(['quinta', 'quill'])).toBe(
      "'quinta' & ( 'quill' | 'quill-works' | 'quillfeather' | 'quillon' )",
    );
    expect(await queryOf(['xylo'])).toBe("'xylo':*");
    expect(await queryOf(['nobodyhasthis'])).toBe("'nobodyhasthis':*");

    // The search matches as before: each word a prefix of a word of the lead.
    expect(names(await search('qui quill')).sort()).toEqual([
      'Quentin Quillon',
      'Quinta Quillfeather',
    ]);
    expect(names(await search('Quinta works'))).toEqual(['Quinta Quillfeather']);
    expect((await search('many xylo')).total).toBe(70);
    expect((await search('many xylo7')).total).toBe(1);
    expect((await search('nobodyhasthis')).total).toBe(0);

    // Resolved ahead (for a plan the planner chooses alone): the same queries, once per text.
    const resolved = await resolveWords(ctx.database.db, ['Quinta QUILL', undefined, '%', 'xylo']);
    expect([...resolved]).toEqual([
      ['Quinta QUILL', "'quinta' & ( 'quill' | 'quill-works' | 'quillfeather' | 'quillon' )"],
      ['xylo', "'xylo':*"],
    ]);
  });

  it.runIf(inject('databaseUrl'))(
    'keeps a word that a lead written at the same time adds, in either order, on two connections',
    async () => {
      const other = await openDatabase({
        kind: 'postgres',
        url: inject('databaseUrl') ?? '',
        maxConnections: 2,
      });
      /** Runs `first` in a transaction held open until `second` has been started and waits. */
      async function overlapping(
        first: (db: Database) => Promise<unknown>,
        second: () => Promise<unknown>,
      ) {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started = () => {};
        const ran = new Promise<void>((resolve) => {
          started = resolve;
        });
        const firstDone = ctx.database.db.transaction(async (tx) => {
          await first({ ...ctx.database, db: tx } as Database);
          started();
          await held;
        });
        await ran;
        const secondDone = second();
        // The second write reaches the word the first one holds, and waits for it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        release();
        await Promise.all([firstDone, secondDone]);
      }
      try {
        // The last lead with the word loses it while another lead with it is added.
        const [lone] = await insertLeads(ctx.database, [{ firstName: 'Zephyrine' }]);
        let added: string[] = [];
        await overlapping(
          (db) => db.rows(sql`update leads set first_name = 'Other' where id = ${lone}`),
          async () => {
            added = await insertLeads(other, [{ firstName: 'Zephyrine' }]);
          },
        );
        expect(await wordCounts(['zephyrine'])).toEqual({ zephyrine: 1 });
        // And the other way round: a lead with the word is added while the last one loses it.
        await overlapping(
          (db) => insertLeads(db, [{ firstName: 'Zephyrine' }]),
          () => other.rows(sql`update leads set first_name = 'Other' where id = ${added[0] ?? ''}`),
        );
        expect(await wordCounts(['zephyrine'])).toEqual({ zephyrine: 1 });
        await expectCountsTrue('after both');
      } finally {
        await other.close();
      }
    },
  );

  it('quotes a word of any characters as one word', async () => {
    await ctx.database.rows(sql`insert into lead_words (word, leads) values ('it''s\\ok', 1)`);
    expect(await queryOf(["it's"])).toBe("'it''s\\\\ok'");
    await ctx.database.rows(sql`delete from lead_words where word = 'it''s\\ok'`);
  });
});
