import { describe, expect, it } from 'vitest';
import { parseAddress } from './syntax.ts';

describe('parseAddress', () => {
  it('splits an address, keeps the local part and lowers the domain', () => {
    expect(parseAddress(' Jane.Doe+x@Example.COM ')).toEqual({
      local: 'Jane.Doe+x',
      domain: 'example.com',
      address: 'Jane.Doe+x@example.com',
    });
  });

  it('converts an international domain to ASCII (IDNA)', () => {
    expect(parseAddress('anna@bücher.de')?.domain).toBe('xn--bcher-kva.de');
  });

  it('refuses a local part over 64 octets and an address over 254', () => {
    expect(parseAddress(`${'a'.repeat(64)}@example.com`)).not.toBeNull();
    expect(parseAddress(`${'a'.repeat(65)}@example.com`)).toBeNull();
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    expect(parseAddress(`${'a'.repeat(50)}@${domain}`)).not.toBeNull(); // 246 octets
    expect(parseAddress(`${'a'.repeat(60)}@${domain}`)).toBeNull(); // 256 octets
  });

  it('refuses what is no probe-able address', () => {
    for (const bad of [
      'plain',
      '@example.com',
      'a@',
      'a..b@example.com',
      '.a@example.com',
      'a b@example.com',
      '"quoted"@example.com',
      'a@[192.0.2.1]',
      'a@localhost',
      'a@example.123',
      'a@-bad.com',
      'a@example.com.',
      'a\r\nRCPT TO:<x@y.com>@example.com',
    ]) {
      expect(parseAddress(bad), bad).toBeNull();
    }
  });
});
