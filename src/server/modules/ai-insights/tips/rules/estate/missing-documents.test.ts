import { describe, expect, it } from 'vitest';
import type { TInstrumentKind } from '@shared/estate/instrument-kinds';
import { completeInstruments, completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import type { TipRule } from '../../tip-rule';
import {
  noFinancialPowerOfAttorney,
  noHealthCarePowerOfAttorney,
  noHipaaAuthorization,
  noLivingWill,
} from './missing-documents';

function without(kind: TInstrumentKind) {
  return withEstate(completeSnapshot(), {
    instruments: completeInstruments().filter((each) => each.kind !== kind),
  });
}

const cases: [string, TipRule, TInstrumentKind, string, string][] = [
  [
    noFinancialPowerOfAttorney.id,
    noFinancialPowerOfAttorney,
    'financial_poa',
    'No durable financial power of attorney recorded',
    'medium',
  ],
  [
    noHealthCarePowerOfAttorney.id,
    noHealthCarePowerOfAttorney,
    'healthcare_poa',
    'No health-care power of attorney recorded',
    'medium',
  ],
  [
    noLivingWill.id,
    noLivingWill,
    'living_will',
    'No living will or advance directive recorded',
    'low',
  ],
  [
    noHipaaAuthorization.id,
    noHipaaAuthorization,
    'hipaa',
    'No HIPAA authorization recorded',
    'low',
  ],
];

describe.each(cases)('%s', (_id, rule, kind, title, severity) => {
  it(`fires when no ${kind} is recorded, saying what it does`, () => {
    const [tip] = tipsOf(rule, without(kind));
    expect(tip).toMatchObject({ rule: rule.id, title, severity, href: `/estate-plan#${kind}` });
    expect(tip?.detail.length).toBeGreaterThan(40);
  });

  it(`does not fire once a ${kind} is recorded, in any status`, () => {
    expect(tipsOf(rule, completeSnapshot())).toEqual([]);
    const drafted = withEstate(completeSnapshot(), {
      instruments: completeInstruments().map((each) =>
        each.kind === kind ? { ...each, status: 'drafted' as const } : each,
      ),
    });
    expect(tipsOf(rule, drafted)).toEqual([]);
  });
});
