import { describe, expect, it } from 'vitest';
import { FIDELITY_HEADERS, FIDELITY_SIGNATURE } from './fidelity-headers';
import { hasHeaderNames, mapColumns } from './header-names';

const CURRENT =
  "Account Number,Account Name,Symbol,Description,Quantity,Last Price,Last Price Change,Current Value,Today's Gain/Loss Dollar,Today's Gain/Loss Percent,Total Gain/Loss Dollar,Total Gain/Loss Percent,Percent Of Account,Cost Basis Total,Average Cost Basis,Type".split(
    ',',
  );

describe('Fidelity headers', () => {
  it('maps the current layout and ignores Type (the account type)', () => {
    expect(hasHeaderNames(CURRENT, FIDELITY_SIGNATURE)).toBe(true);
    expect(mapColumns(CURRENT, FIDELITY_HEADERS)).toEqual({
      accountNumber: 0,
      accountName: 1,
      symbol: 2,
      description: 3,
      quantity: 4,
      price: 5,
      marketValue: 7,
      costBasisTotal: 13,
      costBasisPerShare: 14,
    });
  });

  it('maps the 2021 cost columns, sentence case and Investment Type', () => {
    const older = CURRENT.map((cell) =>
      cell === 'Cost Basis Total'
        ? 'Cost Basis'
        : cell === 'Average Cost Basis'
          ? 'Cost Basis Per Share'
          : cell,
    );
    expect(mapColumns(older, FIDELITY_HEADERS)).toMatchObject({
      costBasisTotal: 13,
      costBasisPerShare: 14,
    });
    const lower = ['Account number', 'Account name', 'Investment type', ...CURRENT.slice(2)].map(
      (cell) => cell.toLowerCase(),
    );
    expect(hasHeaderNames(lower, FIDELITY_SIGNATURE)).toBe(true);
    expect(mapColumns(lower, FIDELITY_HEADERS)).toMatchObject({ assetLabel: 2, symbol: 3 });
  });
});
