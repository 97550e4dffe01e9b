import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './ip-ranges.ts';

describe('isRefusedAddress', () => {
  it('refuses loopback, private, link-local, multicast and unspecified addresses', () => {
    for (const ip of [
      '127.0.0.2',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fd00::25',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isRefusedAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.4.4']) {
      expect(isRefusedAddress(ip), ip).toBe(false);
    }
  });
});
