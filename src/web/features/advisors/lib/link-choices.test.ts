import { describe, expect, it } from 'vitest';
import { IDS, asset, expense, investment } from '../advisor-fixtures.test-helper';
import { linkChoiceGroups } from './link-choices';

describe('what an advisor can be linked to', () => {
  const lists = {
    assets: [asset(), asset({ id: 'other-household', ownerId: 'user-2', accountName: 'Theirs' })],
    investments: [investment()],
    expenses: [expense(), expense({ id: IDS.waterBill, category: 'home', vendor: 'City Water' })],
  };

  it("offers the household's own items by kind, and only insurance among obligations", () => {
    expect(linkChoiceGroups(lists, 'user-1')).toEqual([
      {
        kind: 'asset',
        label: 'Financial accounts',
        choices: [{ kind: 'asset', id: IDS.checking, label: 'Chase · Everyday Checking' }],
      },
      {
        kind: 'investment',
        label: 'Investment accounts',
        choices: [{ kind: 'investment', id: IDS.brokerage, label: 'Fidelity · Joint brokerage' }],
      },
      {
        kind: 'expense',
        label: 'Insurance policies',
        choices: [
          { kind: 'expense', id: IDS.lifePolicy, label: 'Northwestern Mutual · Term life' },
        ],
      },
    ]);
  });

  it('keeps offering a current link whose item is not listed, so saving does not drop it', () => {
    const current = [{ kind: 'loan' as const, id: 'loan-9', label: 'Old lender · Mortgage' }];
    expect(linkChoiceGroups({}, 'user-1', current)).toEqual([
      { kind: 'loan', label: 'Loans', choices: current },
    ]);
  });
});
