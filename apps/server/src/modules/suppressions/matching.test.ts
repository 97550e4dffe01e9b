import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { suppressions } from '../../db/schema/index.ts';
import { domainAndParents, suppressedAmong } from './index.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await ctx.database.db.insert(suppressions).values([
    { email: 'gone@people.example', source: 'staff', reason: 'Asked by phone' },
    { domain: 'closed.test', source: 'staff', reason: 'Company asked' },
  ]);
});

describe('suppressedAmong', () => {
  it('finds addresses suppressed by address, domain or parent domain, as given', async () => {
    const found = await suppressedAmong(ctx.database.db, [
      'Gone@People.example',
      'kept@people.example',
      'anyone@closed.test',
      'someone@mail.closed.test',
      'someone@notclosed.test',
      'no-at-sign',
    ]);
    expect([...found].sort()).toEqual([
      'Gone@People.example',
      'anyone@closed.test',
      'someone@mail.closed.test',
    ]);
  });

  it('answers an empty set for no addresses, inside a transaction too', async () => {
    expect((await suppressedAmong(ctx.database.db, [])).size).toBe(0);
    await ctx.database.db.transaction(async (tx) => {
      expect((await suppressedAmong(tx, ['gone@people.example'])).size).toBe(1);
    });
  });

  it('lists a domain and its parents but never a bare top-level label', () => {
    expect(domainAndParents('a.b.example.com')).toEqual([
      'a.b.example.com',
      'b.example.com',
      'example.com',
    ]);
    expect(domainAndParents('com')).toEqual([]);
  });
});
