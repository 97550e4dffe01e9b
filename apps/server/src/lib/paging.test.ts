import { describe, expect, it } from 'vitest';
import { listOrPage, wantsPage } from './paging.ts';

describe('the paging rule', () => {
  it('asks for a page with a page, a limit, a search or a status filter', () => {
    expect(wantsPage({})).toBe(false);
    expect(wantsPage({ page: undefined, status: undefined })).toBe(false);
    expect(wantsPage({ page: 2 })).toBe(true);
    expect(wantsPage({ limit: 5 })).toBe(true);
    expect(wantsPage({ q: 'ada' })).toBe(true);
    expect(wantsPage({ status: 'unread' })).toBe(true);
    expect(wantsPage({ paymentStatus: 'Pending' })).toBe(true);
    expect(wantsPage({ orderStatus: 'Received' })).toBe(true);
  });

  it("keeps the spec's plain array for other filters", () => {
    expect(wantsPage({ name: 'grace', email: 'navy' })).toBe(false);
  });

  it('answers every row, or the page with its total', async () => {
    const all = Array.from({ length: 12 }, (_, index) => index);
    const load = {
      rows: async (window?: { limit: number; offset: number }) =>
        window ? all.slice(window.offset, window.offset + window.limit) : all,
      count: async () => all.length,
    };
    expect(await listOrPage({}, 10, load)).toEqual(all);
    expect(await listOrPage({ page: 2 }, 10, load)).toEqual({
      items: [10, 11],
      total: 12,
      page: 2,
      limit: 10,
    });
    expect(await listOrPage({ status: 'read', limit: 3 }, 10, load)).toEqual({
      items: [0, 1, 2],
      total: 12,
      page: 1,
      limit: 3,
    });
  });
});
