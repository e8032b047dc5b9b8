import { describe, expect, it } from 'vitest';
import { isChildOf, minorBeneficiary, noBeneficiary, sharesNot100 } from './beneficiary-rules';
import type { EstateFacts } from './estate-facts';
import {
  beneficiary,
  facts,
  household,
  instrument,
  investment,
  lifePolicy,
} from './estate-facts.test-helper';
import { estateAssets } from './passes-by';

function gapsOf(
  rule: (facts: EstateFacts, assets: ReturnType<typeof estateAssets>) => { gap: unknown }[],
  input: EstateFacts,
) {
  return rule(input, estateAssets(input)).flatMap((check) => (check.gap ? [check.gap] : []));
}

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
