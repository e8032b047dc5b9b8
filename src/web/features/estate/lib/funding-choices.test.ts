import { describe, expect, it } from 'vitest';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { beneficiaryOnlyChoices, fundingGroups } from './funding-choices';

const OWNER = 'owner-1';
const account = (id: string, type: TAsset['type'], accountName: string) =>
  ({ id, ownerId: OWNER, type, institutionName: 'Chase', accountName }) as TAsset;
const investment = (id: string, type: TInvestmentAccount['type'], accountName: string) =>
  ({ id, ownerId: OWNER, type, institutionName: 'Fidelity', accountName }) as TInvestmentAccount;

const lists = {
  assets: [account('a-1', 'checking', 'Checking'), account('a-2', 'hsa', 'Health savings')],
  investments: [
    investment('i-1', 'brokerage', 'Brokerage'),
    investment('i-2', 'retirement_401k', '401(k)'),
    investment('i-3', 'ira', 'Rollover IRA'),
    investment('i-4', 'annuity', 'Annuity'),
  ],
  properties: [],
};

// Issue 38 item 2: a trust's funding checklist lists only what is retitled to a revocable trust.
describe('a trust’s funding choices', () => {
  it('leave out 401(k)s, IRAs, HSAs and annuities', () => {
    const offered = fundingGroups(lists, OWNER).flatMap((group) =>
      group.choices.map((choice) => choice.label),
    );
    expect(offered).toEqual(['Chase · Checking', 'Fidelity · Brokerage']);
  });

  it('list those accounts apart, to name a beneficiary instead', () => {
    expect(beneficiaryOnlyChoices(lists, OWNER).map((choice) => choice.label)).toEqual([
      'Chase · Health savings',
      'Fidelity · 401(k)',
      'Fidelity · Annuity',
      'Fidelity · Rollover IRA',
    ]);
    expect(beneficiaryOnlyChoices(lists, 'someone-else')).toEqual([]);
  });
});
