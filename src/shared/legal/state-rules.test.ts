import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_STATES } from '../onboarding/onboarding-schemas';
import { GENERAL_RULES_NOTICE, isVerified, STATE_RULES, stateRules } from './state-rules';
import type { TRuleSection, TStateRules } from './state-rule-types';

/** The ten most populous states and Louisiana's notarial testament, verified row by row. */
const VERIFIED_WILLS = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'LA'];
/** The next states by population whose will rules were read as well. */
const MORE_VERIFIED_WILLS =
  'NJ VA WA AZ TN MA IN MO WI CO MN SC AL CT UT IA AR NM NE ID MT AK ND SD MD OR OK'.split(' ');

/** Issue 37: every section of these rows was checked (the next ten in `next-ten-states.test.ts`). */
const TWENTY_MOST_POPULOUS = [
  ...VERIFIED_WILLS.filter((code) => code !== 'LA'),
  ...'NJ VA WA AZ TN MA IN MD MO WI'.split(' '),
];

const sections = (rules: TStateRules): Array<[string, TRuleSection]> => [
  ['will', rules.will],
  ['poa', rules.poa],
  ['directive', rules.directive],
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('STATE_RULES', () => {
  it('has 51 rows, one per state and DC, in the order of the states list', () => {
    expect(STATE_RULES).toHaveLength(51);
    expect(STATE_RULES.map((rules) => rules.code)).toEqual([...US_STATE_CODES]);
    expect(new Set(STATE_RULES.map((rules) => rules.code)).size).toBe(51);
    expect(STATE_RULES.map((rules) => rules.name)).toEqual(US_STATES.map(([, name]) => name));
  });

  it('lists the rows in alphabetical order of name', () => {
    const names = STATE_RULES.map((rules) => rules.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('names a citation in every section of every row', () => {
    for (const rules of STATE_RULES) {
      for (const [name, section] of sections(rules)) {
        expect(section.citation.trim(), `${rules.code} ${name}`).not.toBe('');
      }
    }
  });

  it('gives every verified section a source address and the ISO day it was checked', () => {
    for (const rules of STATE_RULES) {
      for (const [name, section] of sections(rules).filter(([, s]) => isVerified(s))) {
        expect(section.verifiedOn, `${rules.code} ${name}`).toMatch(ISO_DAY);
        expect(section.sources.length, `${rules.code} ${name}`).toBeGreaterThan(0);
        for (const source of section.sources) {
          expect(source.title.trim()).not.toBe('');
          expect(() => new URL(source.url)).not.toThrow();
        }
      }
    }
  });

  it('verifies the will rules of the ten most populous states and Louisiana, with no field left unverified', () => {
    for (const code of [...VERIFIED_WILLS, ...MORE_VERIFIED_WILLS]) {
      const will = stateRules(code).will;
      expect(isVerified(will), code).toBe(true);
      expect(will.witnesses, code).toBeGreaterThanOrEqual(2);
      expect(will.interestedWitness, code).not.toBe('unverified');
      expect(will.holographic, code).not.toBe('unverified');
      expect(will.notes.length, code).toBeGreaterThan(0);
      if (will.selfProvingAffidavit.available) {
        expect(will.selfProvingAffidavit.citation, code).toBeTruthy();
        expect(will.selfProvingAffidavit.form, code).not.toBe('none');
      }
      if (will.electronicWills.allowed !== null) {
        expect(will.electronicWills.citation, code).toBeTruthy();
      }
    }
  });

  it('verifies powers of attorney and health-care directives in the twenty most populous states', () => {
    const verified = (pick: (rules: TStateRules) => TRuleSection) =>
      STATE_RULES.filter((rules) => isVerified(pick(rules)))
        .map((rules) => rules.code)
        .sort();
    expect(verified((rules) => rules.poa)).toEqual([...TWENTY_MOST_POPULOUS].sort());
    expect(verified((rules) => rules.directive)).toEqual([...TWENTY_MOST_POPULOUS].sort());
    for (const code of TWENTY_MOST_POPULOUS) {
      const { directive } = stateRules(code);
      if (isVerified(directive)) {
        expect(directive.witnesses, code).toBeGreaterThan(0);
        expect(directive.witnessDisqualifications.length, code).toBeGreaterThan(0);
      }
    }
  });

  it('uses Louisiana’s notarial testament there and the standard form everywhere else', () => {
    expect(stateRules('LA').will.form).toBe('louisiana_notarial');
    const others = STATE_RULES.filter((rules) => rules.code !== 'LA');
    expect(others.every((rules) => rules.will.form === 'standard')).toBe(true);
  });

  it('starts unverified rows from two disinterested adult witnesses and a notarised self-proving affidavit', () => {
    const general = STATE_RULES.filter((rules) => !isVerified(rules.will));
    expect(general.length).toBe(51 - VERIFIED_WILLS.length - MORE_VERIFIED_WILLS.length);
    for (const rules of general) {
      expect(rules.will).toMatchObject({
        witnesses: 2,
        witnessMinAge: 18,
        selfProvingAffidavit: { available: true, form: 'combined' },
        form: 'standard',
      });
      expect(rules.will.citation).toContain('Uniform Probate Code §2-502 and §2-504');
    }
  });

  it('names the secondary source wherever an unverified row lists an electronic-wills statute', () => {
    for (const rules of STATE_RULES.filter((r) => !isVerified(r.will))) {
      if (rules.will.electronicWills.allowed) {
        expect(rules.will.electronicWills.citation).toContain('willgridus');
        expect(rules.will.sources.map((source) => source.url)).toContain(
          'https://willgridus.com/states',
        );
      }
    }
  });
});

describe('stateRules', () => {
  it('returns the row of a code', () => {
    expect(stateRules('TX').name).toBe('Texas');
    expect(stateRules('DC').name).toBe('District of Columbia');
  });

  it('throws on an unknown code', () => {
    expect(() => stateRules('XX')).toThrow();
  });
});

describe('isVerified', () => {
  it('is true only for a section that carries the day it was checked', () => {
    expect(isVerified(stateRules('CA').will)).toBe(true);
    expect(isVerified(stateRules('WY').will)).toBe(false);
  });

  it('pairs with the notice shown for general rules', () => {
    expect(GENERAL_RULES_NOTICE).toBe('General rules, confirm with an attorney');
  });
});
