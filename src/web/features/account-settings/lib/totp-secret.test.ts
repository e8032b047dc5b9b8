import { describe, expect, it } from 'vitest';
import { groupSecret, secretFromOtpauthUri } from './totp-secret';

describe('secretFromOtpauthUri', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(
      secretFromOtpauthUri(
        'otpauth://totp/Nido:maria%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Nido&digits=6&period=30',
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is null without a secret or a URI', () => {
    expect(secretFromOtpauthUri('otpauth://totp/Nido:maria?issuer=Nido')).toBeNull();
    expect(secretFromOtpauthUri('not a uri')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups by four for reading aloud or typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
