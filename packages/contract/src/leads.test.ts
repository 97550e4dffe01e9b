import { describe, expect, it } from 'vitest';
import { LeadFilters } from './leads.ts';

describe('the domain filter', () => {
  it('reads a domain typed as a web address as the domain', () => {
    const domains = (domain: string) => LeadFilters.parse({ domain }).domain;
    expect(domains('https://www.Acme.example/about?x=1')).toEqual(['acme.example']);
    expect(domains('http://shop.acme.example:8080/, acme.example.')).toEqual([
      'shop.acme.example',
      'acme.example',
    ]);
    // `www` alone before a top-level domain is the company's name, not a prefix.
    expect(domains('www.com')).toEqual(['www.com']);
  });
});
