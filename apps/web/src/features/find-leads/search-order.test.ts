import { describe, expect, it } from 'vitest';
import { searchOrderFromParams, withSearchOrder } from './search-order';

const params = (text: string) => new URLSearchParams(text);

describe('searchOrderFromParams', () => {
  it('reads the order and the page size the URL asks for', () => {
    expect(searchOrderFromParams(params('sort=name&limit=50'))).toEqual({
      sort: 'name',
      limit: 50,
    });
    expect(searchOrderFromParams(params('q=cto&sort=companySize&limit=100'))).toEqual({
      sort: 'companySize',
      limit: 100,
    });
    expect(searchOrderFromParams(params('sort=checked'))).toEqual({ sort: 'checked' });
  });

  it('leaves out what is the default or makes no sense, so the default applies', () => {
    expect(searchOrderFromParams(params(''))).toEqual({});
    expect(searchOrderFromParams(params('sort=relevance&q=cto'))).toEqual({});
    expect(searchOrderFromParams(params('sort=newest&limit=30'))).toEqual({});
    expect(searchOrderFromParams(params('limit=25'))).toEqual({});
    expect(searchOrderFromParams(params('limit=1000'))).toEqual({});
  });
});

describe('withSearchOrder', () => {
  it('sets the order and size beside the filters, and starts from the first page', () => {
    const next = withSearchOrder(params('country=DE&q=cto&cursor=abc'), {
      sort: 'company',
      limit: 100,
    });
    expect(next.toString()).toBe('country=DE&q=cto&sort=company&limit=100');
  });

  it('keeps defaults out of the address', () => {
    const next = withSearchOrder(params('country=DE&sort=name&limit=50&cursor=abc'), {
      limit: 25,
    });
    expect(next.toString()).toBe('country=DE');
  });

  it('reads back what it wrote', () => {
    const order = { sort: 'country', limit: 50 } as const;
    expect(searchOrderFromParams(withSearchOrder(params('q=sales'), order))).toEqual(order);
  });

  it('does not change the params it was given', () => {
    const given = params('cursor=abc');
    withSearchOrder(given, { sort: 'name' });
    expect(given.toString()).toBe('cursor=abc');
  });
});
