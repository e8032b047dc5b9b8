import { describe, expect, it } from 'vitest';
import { blankLegalPerson, type TLegalPerson } from '@shared/legal/legal-answers';
import { BLANK, personLine } from './legal-wording';

function person(extra: Partial<TLegalPerson>): TLegalPerson {
  return { ...blankLegalPerson(), ...extra };
}

// Issue 37: the walk found "Ana Lopez (sister of alex)" for a relationship entered "Sister of Alex".

describe('personLine', () => {
  it('prints the name and relationship exactly as entered, only trimmed', () => {
    expect(personLine(person({ name: 'Ana Lopez', relationship: 'Sister of Alex' }))).toBe(
      'Ana Lopez (Sister of Alex)',
    );
    expect(personLine(person({ name: '  Leo McAdams ', relationship: ' brother-in-law ' }))).toBe(
      'Leo McAdams (brother-in-law)',
    );
    expect(personLine(person({ name: 'Dana Whitfield', relationship: 'CPA' }))).toBe(
      'Dana Whitfield (CPA)',
    );
  });

  it('adds the contact details that are given, as written', () => {
    expect(
      personLine(
        person({
          name: 'Ana Lopez',
          relationship: 'Sister',
          address: '40 Oak Lane, Dallas, TX ',
          phone: ' 512-555-0111',
          email: 'Ana@Example.com',
        }),
      ),
    ).toBe(
      'Ana Lopez (Sister), 40 Oak Lane, Dallas, TX, phone 512-555-0111, email Ana@Example.com',
    );
    expect(personLine(person({ name: 'Ana Lopez', relationship: '  ', phone: ' ' }))).toBe(
      'Ana Lopez',
    );
  });

  it('is a blank line to fill in when no one is named', () => {
    expect(personLine(null)).toBe(BLANK);
    expect(personLine(person({ name: '   ', relationship: 'Sister' }))).toBe(BLANK);
  });
});
