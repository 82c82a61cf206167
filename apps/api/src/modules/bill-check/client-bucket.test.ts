import { describe, expect, it } from 'vitest';
import { clientBucket } from './client-bucket.ts';

describe('clientBucket', () => {
  it('keeps IPv4 addresses (also IPv4-mapped IPv6) as they are', () => {
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const bucket = '2001:db8:1:2::/64';
    expect(clientBucket('2001:db8:1:2::1')).toBe(bucket);
    expect(clientBucket('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(bucket);
    expect(clientBucket('2001:DB8:1:2:ffff::9')).toBe(bucket);
    expect(clientBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('has a bucket for a missing address', () => {
    expect(clientBucket(null)).toBe('unknown');
  });
});
