import { describe, expect, it } from 'vitest';
import { countryOfIp, isLocalAddress } from './country-of-ip';

describe('countryOfIp', () => {
  it('places public addresses with the offline database', async () => {
    expect(await countryOfIp('8.8.8.8', 'US')).toBe('US');
    expect(await countryOfIp('81.2.69.142', 'US')).toBe('GB');
    expect(await countryOfIp('::ffff:81.2.69.142', 'US')).toBe('GB');
  });

  it('counts local addresses as the configured country', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.5',
      '172.20.0.1',
      '::1',
      'fd00::1',
      'unknown',
    ]) {
      expect(isLocalAddress(ip)).toBe(true);
      expect(await countryOfIp(ip, 'CA')).toBe('CA');
    }
    expect(isLocalAddress('172.32.0.1')).toBe(false);
  });
});
