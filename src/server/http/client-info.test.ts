import { describe, expect, it } from 'vitest';
import { trustedForwardedValue } from './client-info';

describe('trustedForwardedValue', () => {
  it('believes nothing without a trusted proxy', () => {
    expect(trustedForwardedValue('203.0.113.9', 0)).toBeNull();
  });

  it('takes the address the one trusted proxy appended, not what the client wrote before it', () => {
    expect(trustedForwardedValue('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(trustedForwardedValue('1.2.3.4, 5.6.7.8, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('counts proxies from the right', () => {
    // client-forged, real client (appended by the CDN), CDN's address (appended by the balancer)
    expect(trustedForwardedValue('6.6.6.6, 198.51.100.4, 10.0.0.2', 2)).toBe('198.51.100.4');
  });

  it('falls back to the leftmost entry when fewer proxies wrote than are trusted', () => {
    expect(trustedForwardedValue('198.51.100.4', 2)).toBe('198.51.100.4');
  });

  it('ignores empty headers and entries', () => {
    expect(trustedForwardedValue('', 1)).toBeNull();
    expect(trustedForwardedValue(' , ', 1)).toBeNull();
    expect(trustedForwardedValue(undefined, 1)).toBeNull();
  });
});
