import { describe, expect, it } from 'vitest';
import { isChildOf, minorBeneficiary, noBeneficiary, sharesNot100 } from './beneficiary-rules';
import {
  OWNER,
  account,
  beneficiary,
  facts,
  gapsOf,
  household,
  instrument,
  investment,
  lifePolicy,
} from './estate-facts.test-helper';
import { estateAssets } from './passes-by';

describe('no_beneficiary', () => {
  it('fires for an undesignated investment account and a life policy naming no one, with a fix link', () => {
    const input = facts({ investments: [investment()], policies: [lifePolicy()] });
    const checks = noBeneficiary(input, estateAssets(input));
    expect(checks).toHaveLength(2);
    expect(checks.map((check) => check.gap)).toEqual([
      expect.objectContaining({
        rule: 'no_beneficiary',
        title: 'Fidelity · Brokerage has no beneficiary',
        fix: { label: 'Name a beneficiary', to: '/investments' },
      }),
      expect.objectContaining({
        title: 'Northwestern Mutual life policy on Maria Lopez has no beneficiary',
        explanation: expect.stringContaining('pays the policy to your estate') as unknown,
        fix: { label: 'Name a beneficiary', to: '/estate-plan?tab=insurance' },
      }),
    ]);
  });

  it('does not fire for designated accounts, named policies, or an account funded into a trust', () => {
    const input = facts({
      investments: [
        investment({
          id: 'a',
          designation: 'transfer_on_death',
          beneficiaries: [beneficiary('Ana')],
        }),
        investment({ id: 'b' }),
      ],
      policies: [lifePolicy({ beneficiaries: [beneficiary('Ana')] })],
      instruments: [
        instrument({
          kind: 'trust',
          variant: 'revocable_living',
          funding: [{ assetKind: 'investment', assetId: 'b', funded: true }],
        }),
      ],
    });
    const checks = noBeneficiary(input, estateAssets(input));
    expect(checks).toHaveLength(3);
    expect(checks.every((check) => check.gap === null)).toBe(true);
  });
});

describe('no_beneficiary on financial accounts', () => {
  it('fires for a retirement account or HSA with no beneficiary recorded, high, with a link to Accounts', () => {
    const input = facts({
      assets: [
        account({
          id: 'k',
          type: 'retirement_401k',
          institutionName: 'Vanguard',
          accountName: '401(k)',
        }),
        account({ id: 'roth', type: 'roth_ira', beneficiary: '  ' }),
        account({ id: 'hsa', type: 'hsa' }),
      ],
    });
    const gaps = gapsOf(noBeneficiary, input);
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toEqual(
      expect.objectContaining({
        key: 'no_beneficiary:asset:k',
        rule: 'no_beneficiary',
        severity: 'high',
        title: 'Vanguard · 401(k) has no beneficiary',
        explanation: expect.stringContaining('pass by the beneficiary designation') as unknown,
        fix: { label: 'Name a beneficiary', to: '/accounts' },
      }),
    );
    expect(gaps[0]).toEqual(
      expect.objectContaining({
        explanation: expect.stringContaining('through probate') as unknown,
      }),
    );
  });

  it('fires, low, for a bank or brokerage account without a POD or TOD beneficiary', () => {
    const gaps = gapsOf(
      noBeneficiary,
      facts({
        assets: [
          account({ id: 'chk', type: 'checking' }),
          account({ id: 'br', type: 'brokerage' }),
        ],
      }),
    );
    expect(gaps).toEqual([
      expect.objectContaining({
        key: 'no_beneficiary:asset:chk',
        severity: 'low',
        explanation: expect.stringContaining('payable-on-death (POD)') as unknown,
        fix: { label: 'Name a beneficiary', to: '/accounts' },
      }),
      expect.objectContaining({ key: 'no_beneficiary:asset:br', severity: 'low' }),
    ]);
  });

  it('does not fire for an account with a beneficiary, held jointly or funded into a trust', () => {
    const input = facts({
      assets: [
        account({ id: 'ira', type: 'ira', beneficiary: 'Ana Lopez' }),
        account({ id: 'pod', type: 'savings', beneficiary: 'Ana Lopez' }),
        account({ id: 'joint', type: 'checking' }),
        account({ id: 'in-trust', type: 'retirement_401k' }),
      ],
      titling: [
        { ownerId: OWNER, assetKind: 'asset', assetId: 'joint', passesBy: 'joint_survivorship' },
      ],
      instruments: [
        instrument({
          kind: 'trust',
          variant: 'revocable_living',
          funding: [{ assetKind: 'asset', assetId: 'in-trust', funded: true }],
        }),
      ],
    });
    const checks = noBeneficiary(input, estateAssets(input));
    expect(checks.map((check) => check.key)).toEqual([
      'no_beneficiary:asset:ira',
      'no_beneficiary:asset:pod',
      'no_beneficiary:asset:joint',
      'no_beneficiary:asset:in-trust',
    ]);
    expect(checks.every((check) => check.gap === null)).toBe(true);
  });

  it('does not check debts, homes, 529 plans or other accounts', () => {
    const input = facts({
      assets: [
        account({ id: 'card', type: 'credit_card' }),
        account({ id: 'home', type: 'home' }),
        account({ id: '529', type: 'college_529' }),
        account({ id: 'other', type: 'other' }),
      ],
    });
    expect(noBeneficiary(input, estateAssets(input))).toEqual([]);
  });
});

describe('shares_not_100', () => {
  it('fires when a tier’s shares do not add up to 100 %, saying by how much', () => {
    const gaps = gapsOf(
      sharesNot100,
      facts({
        policies: [
          lifePolicy({ beneficiaries: [beneficiary('Ana', 5000), beneficiary('Luis', 4000)] }),
        ],
      }),
    );
    expect(gaps).toEqual([
      expect.objectContaining({
        rule: 'shares_not_100',
        explanation: expect.stringContaining('add up to 90 %') as unknown,
      }),
    ]);
  });

  it('does not fire when every tier adds up to 100 %, and does not count undesignated accounts', () => {
    const input = facts({
      investments: [
        investment({
          designation: 'beneficiaries',
          beneficiaries: [
            beneficiary('Ana', 3333),
            beneficiary('Luis', 6667),
            beneficiary('Rosa', 10_000, { tier: 'contingent' }),
          ],
        }),
        investment({ id: 'none' }),
      ],
    });
    const checks = sharesNot100(input);
    expect(checks).toEqual([{ key: 'shares_not_100:investment:inv-1', gap: null }]);
  });
});

describe('minor_beneficiary', () => {
  it('fires for a beneficiary marked as a minor and for one named like a child of the household', () => {
    const input = facts({
      households: [household({ children: ['Mia'] })],
      investments: [
        investment({
          designation: 'beneficiaries',
          beneficiaries: [
            beneficiary('Leo Lopez', 5000, { minor: true }),
            beneficiary('Mia Lopez', 5000),
          ],
        }),
      ],
    });
    expect(gapsOf(minorBeneficiary, input)).toEqual([
      expect.objectContaining({
        rule: 'minor_beneficiary',
        title: 'Leo Lopez and Mia Lopez are named directly on Fidelity · Brokerage',
        explanation: expect.stringContaining('Uniform Transfers to Minors Act (UTMA)') as unknown,
      }),
    ]);
  });

  it('does not fire for adult beneficiaries, nor for a child of another household', () => {
    const input = facts({
      households: [
        household({ children: ['Mia'] }),
        household({ ownerId: 'other', children: ['Ana'] }),
      ],
      policies: [lifePolicy({ beneficiaries: [beneficiary('Ana Lopez')] })],
    });
    const checks = minorBeneficiary(input);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.gap).toBeNull();
  });

  it('matches a child by full name, or a one-word child name by first name', () => {
    expect(isChildOf(['Mia Lopez'], ' mia  lopez')).toBe(true);
    expect(isChildOf(['Mia'], 'Mia Lopez')).toBe(true);
    expect(isChildOf(['Mia Lopez'], 'Mia Diaz')).toBe(false);
    expect(isChildOf(['Mia'], 'Amelia')).toBe(false);
  });
});
