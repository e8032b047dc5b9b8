import { describe, expect, it } from 'vitest';
import { looksLikeCompanyName, nameKey, toDisplayName } from './company-name';

describe('toDisplayName', () => {
  it('title-cases a name printed in capitals, keeping minor words lower case', () => {
    expect(toDisplayName('ATMOS ENERGY')).toBe('Atmos Energy');
    expect(toDisplayName('CITY OF KELLER')).toBe('City of Keller');
    expect(toDisplayName('THE WATER CO.')).toBe('The Water Co');
  });

  it('keeps names already in mixed case and initials with an ampersand', () => {
    expect(toDisplayName('Pacific Power')).toBe('Pacific Power');
    expect(toDisplayName('PG&E')).toBe('PG&E');
  });
});

describe('looksLikeCompanyName', () => {
  it('accepts short name lines and rejects sentences, care-of lines and addresses', () => {
    expect(looksLikeCompanyName('ATMOS ENERGY')).toBe(true);
    expect(looksLikeCompanyName('City of Keller')).toBe(true);
    expect(looksLikeCompanyName('Check here & provide information on back.')).toBe(false);
    expect(looksLikeCompanyName('C/O CASS INFORMATION SYSTEMS')).toBe(false);
    expect(looksLikeCompanyName('350 KELLER PKWY')).toBe(false);
  });
});

describe('nameKey', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(nameKey('Atmos Energy')).toBe(nameKey('ATMOS  ENERGY.'));
  });
});
