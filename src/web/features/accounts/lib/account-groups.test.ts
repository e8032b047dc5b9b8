import { describe, expect, it } from 'vitest';
import { accountTotals, groupAccountsByType } from './account-groups';
import { asset } from '../account-fixtures.test-helper';

describe('groupAccountsByType', () => {
  it('groups in the shared type order and leaves out empty types', () => {
    const groups = groupAccountsByType([
      asset({ id: 'a', type: 'credit_card', balanceCents: 5000 }),
      asset({ id: 'b', type: 'checking', balanceCents: 1000 }),
      asset({ id: 'c', type: 'checking', balanceCents: 2500 }),
    ]);
    expect(groups.map((group) => [group.label, group.accounts.length, group.balanceCents])).toEqual(
      [
        ['Checking', 2, 3500],
        ['Credit card', 1, 5000],
      ],
    );
  });
});

describe('accountTotals', () => {
  it('counts credit card balances as owed, not as money held', () => {
    expect(
      accountTotals([
        asset({ type: 'savings', balanceCents: 1_000_00 }),
        asset({ type: 'retirement_401k', balanceCents: 50_000_00 }),
        asset({ type: 'credit_card', balanceCents: 750_25 }),
      ]),
    ).toEqual({ balanceCents: 51_000_00, owedCents: 750_25 });
  });
});
