import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../server/auth/rate-limits';

describe('clientNetworkOf', () => {
  it('IPv4 as it is, also IPv6-mapped', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('IPv6 by its /64, however it is written', () => {
    expect(clientNetworkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
  it('anything else passes through', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
