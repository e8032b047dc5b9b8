import { describe, expect, it } from 'vitest';
import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { mergeProposals, pairKey } from './merge-proposals';

function account(id: string, overrides: Partial<TInvestmentAccount> = {}): TInvestmentAccount {
  return investmentAccountFixture({
    id,
    ownerId: 'owner-1',
    createdAt: `2026-01-0${id.length}T00:00:00.000Z`,
    type: 'retirement_401k',
    accountName: '401(k)',
    ...overrides,
  });
}

const HOLDING = {
  id: 'h',
  accountId: 'b',
  symbol: null,
  name: 'Fund',
  assetClass: 'cash' as const,
  quantity: 10,
  costBasisCents: null,
  price: null,
  previousPrice: null,
};

describe('mergeProposals', () => {
  it('proposes the same institution and last 4, keeping the record with holdings', () => {
    const [proposal] = mergeProposals(
      [
        account('a', { accountNumberLast4: '1204', institutionName: 'Fidelity ', balanceCents: 5 }),
        account('bb', {
          accountNumberLast4: '1204',
          institutionName: 'fidelity',
          holdings: [HOLDING],
        }),
      ],
      new Set(),
    );
    expect(proposal).toMatchObject({
      reason: 'same_number',
      keep: { id: 'bb' },
      merge: { id: 'a' },
    });
    expect(proposal?.keep.valueCents).toBe(1_000);
  });

  it('proposes the same kind of account when a number is missing, and not otherwise', () => {
    expect(
      mergeProposals([account('a'), account('bb', { accountNumberLast4: '1' })], new Set()),
    ).toMatchObject([{ reason: 'number_missing', keep: { id: 'a' } }]);
    const apart = [
      [account('a'), account('bb', { type: 'ira' })],
      [account('a', { accountNumberLast4: '1111' }), account('bb', { accountNumberLast4: '2222' })],
      [account('a'), account('bb', { institutionName: 'Vanguard' })],
      [account('a', { ownerName: 'Maria' }), account('bb', { ownerName: 'Luis' })],
      [account('a'), account('bb', { ownerId: 'owner-2' })],
    ];
    for (const pair of apart) expect(mergeProposals(pair, new Set())).toEqual([]);
  });

  it('leaves out a pair the owner kept apart, and uses each record once', () => {
    const records = [account('a'), account('bb'), account('ccc')];
    expect(mergeProposals(records, new Set())).toHaveLength(1);
    expect(mergeProposals(records, new Set([pairKey('bb', 'a')]))).toMatchObject([
      { keep: { id: 'a' }, merge: { id: 'ccc' } },
    ]);
  });
});
