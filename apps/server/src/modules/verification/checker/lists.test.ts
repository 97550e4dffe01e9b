import { describe, expect, it } from 'vitest';
import { isDisposableDomain, isRoleLocalPart, isWebmailDomain, listFlags } from './lists.ts';

describe('lists', () => {
  it('knows disposable domains and their subdomains, not business ones', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('eu.mailinator.com')).toBe(true);
    expect(isDisposableDomain('example.com')).toBe(false);
    expect(isDisposableDomain('gmail.com')).toBe(false);
  });

  it('flags role local parts (sub-addresses included) and free webmail domains', () => {
    expect(isRoleLocalPart('info')).toBe(true);
    expect(isRoleLocalPart('Sales+eu')).toBe(true);
    expect(isRoleLocalPart('jane.doe')).toBe(false);
    expect(isWebmailDomain('gmail.com')).toBe(true);
    expect(isWebmailDomain('leadvault-customer.test')).toBe(false);
    expect(listFlags('support', 'gmail.com')).toEqual(['role', 'webmail']);
    expect(listFlags('jane', 'acme.test')).toEqual([]);
  });
});
