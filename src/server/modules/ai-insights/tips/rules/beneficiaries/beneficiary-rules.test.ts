import { describe, expect, it } from 'vitest';
import {
  account,
  beneficiary,
  household,
  investment,
  lifePolicy,
} from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import {
  accountWithoutBeneficiary,
  beneficiarySharesNot100,
  minorNamedAsBeneficiary,
  policyWithoutBeneficiary,
} from './beneficiary-rules';

describe('accountWithoutBeneficiary', () => {
  it('fires for an investment account designated "none", with its value', () => {
    const snapshot = withEstate(completeSnapshot(), {
      investments: [investment({ designation: 'none', valueCents: 5_000_000 })],
    });
    const [tip] = tipsOf(accountWithoutBeneficiary, snapshot);
    expect(tip).toMatchObject({
      rule: 'account-without-beneficiary',
      severity: 'high',
      title: 'Fidelity · Brokerage has no beneficiary',
      href: '/investments',
      action: 'Name a beneficiary',
    });
    expect(tip?.detail).toMatch(/^\$50,000\.00 would pass through probate under your will\./);
  });

  it('fires at low severity for a savings account with no POD beneficiary', () => {
    const snapshot = withEstate(completeSnapshot(), {
      assets: [account({ type: 'savings', balanceCents: 1_234_500, beneficiary: '  ' })],
    });
    const tips = tipsOf(accountWithoutBeneficiary, snapshot);
    expect(tips).toEqual([
      expect.objectContaining({
        severity: 'low',
        title: 'Chase · Savings has no beneficiary',
        href: '/accounts',
      }),
    ]);
    expect(tips[0]?.detail).toContain('$12,345.00');
  });

  it('does not fire with a TOD registration or a recorded POD beneficiary', () => {
    const snapshot = withEstate(completeSnapshot(), {
      investments: [
        investment({ designation: 'transfer_on_death', beneficiaries: [beneficiary('Ana Lopez')] }),
      ],
      assets: [account({ beneficiary: 'Ana Lopez' })],
    });
    expect(tipsOf(accountWithoutBeneficiary, snapshot)).toEqual([]);
  });
});

describe('policyWithoutBeneficiary', () => {
  it('fires for a life policy naming no one, with its face amount', () => {
    const snapshot = withEstate(completeSnapshot(), { policies: [lifePolicy()] });
    const tips = tipsOf(policyWithoutBeneficiary, snapshot);
    expect(tips).toEqual([
      expect.objectContaining({
        rule: 'policy-without-beneficiary',
        severity: 'high',
        title: 'Northwestern Mutual life policy on Maria Lopez has no beneficiary',
        href: '/estate-plan?tab=insurance',
      }),
    ]);
    expect(tips[0]?.detail).toMatch(/^It pays \$500,000\.00\. Without a beneficiary/);
  });

  it('does not fire once a beneficiary is named, nor for accounts', () => {
    const snapshot = withEstate(completeSnapshot(), {
      policies: [lifePolicy({ beneficiaries: [beneficiary('Ana Lopez')] })],
      investments: [investment()],
    });
    expect(tipsOf(policyWithoutBeneficiary, snapshot)).toEqual([]);
  });
});

describe('beneficiarySharesNot100', () => {
  it('fires when the shares do not add up to 100 %', () => {
    const snapshot = withEstate(completeSnapshot(), {
      investments: [
        investment({
          designation: 'beneficiaries',
          beneficiaries: [beneficiary('Ana Lopez', 6_000), beneficiary('Luis Lopez', 3_000)],
        }),
      ],
    });
    const [tip] = tipsOf(beneficiarySharesNot100, snapshot);
    expect(tip).toMatchObject({
      rule: 'beneficiary-shares',
      severity: 'high',
      title: 'Fidelity · Brokerage: beneficiary shares do not add up to 100 %',
    });
    expect(tip?.detail).toMatch(/90/);
  });

  it('does not fire when they do', () => {
    const snapshot = withEstate(completeSnapshot(), {
      investments: [
        investment({
          designation: 'beneficiaries',
          beneficiaries: [beneficiary('Ana Lopez', 6_000), beneficiary('Luis Lopez', 4_000)],
        }),
      ],
    });
    expect(tipsOf(beneficiarySharesNot100, snapshot)).toEqual([]);
  });
});

describe('minorNamedAsBeneficiary', () => {
  it('fires when a child of the household is named directly', () => {
    const snapshot = withEstate(completeSnapshot(), {
      households: [household({ children: ['Mia'] })],
      policies: [lifePolicy({ beneficiaries: [beneficiary('Mia Rivera')] })],
    });
    expect(tipsOf(minorNamedAsBeneficiary, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'minor-beneficiary',
        severity: 'high',
        title: 'Mia Rivera is named directly on Northwestern Mutual life policy on Maria Lopez',
      }),
    ]);
  });

  it('does not fire for adult beneficiaries', () => {
    const snapshot = withEstate(completeSnapshot(), {
      households: [household({ children: ['Mia'] })],
      policies: [lifePolicy({ beneficiaries: [beneficiary('Ana Lopez')] })],
    });
    expect(tipsOf(minorNamedAsBeneficiary, snapshot)).toEqual([]);
  });
});
