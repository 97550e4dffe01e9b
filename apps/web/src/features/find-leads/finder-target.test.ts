import { describe, expect, it } from 'vitest';
import { domainOf, finderInput } from './finder-target';

const person = { firstName: 'Ada', lastName: 'Lovelace' };

describe('the finder’s company field', () => {
  it('sends a domain or a web address as the bare domain', () => {
    expect(finderInput({ ...person, company: 'acme.com' })).toEqual({
      ...person,
      domain: 'acme.com',
    });
    expect(finderInput({ ...person, company: ' https://www.Acme.co.uk/about?x=1 ' })).toEqual({
      ...person,
      domain: 'acme.co.uk',
    });
    expect(domainOf('http://sub.acme-group.io#team')).toBe('sub.acme-group.io');
  });

  it('sends anything else as the company name', () => {
    expect(finderInput({ ...person, company: 'Acme Inc.' })).toEqual({
      ...person,
      companyName: 'Acme Inc.',
    });
    expect(finderInput({ ...person, company: 'Acme' })).toEqual({ ...person, companyName: 'Acme' });
    expect(domainOf('Acme .com')).toBeNull();
    expect(domainOf('acme.c')).toBeNull();
  });
});
