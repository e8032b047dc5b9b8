import { describe, expect, it } from 'vitest';
import type { TPositionsPreview } from '@shared/investments/positions-import-schemas';
import { accountsToAssign, fileAccountLabel, guessAccountType } from './import-assignment-form';

describe('guessAccountType', () => {
  it.each([
    ['ROTH IRA', 'roth_ira'],
    ['Rollover IRA', 'ira'],
    ['Traditional IRA', 'ira'],
    ['Company 401(k)', 'retirement_401k'],
    ['Health Savings Account', 'hsa'],
    ['Individual', 'brokerage'],
    [null, 'brokerage'],
  ] as const)('%s is %s', (name, type) => {
    expect(guessAccountType(name)).toBe(type);
  });
});

describe('fileAccountLabel', () => {
  it('names an account by its last 4 and the file’s name for it', () => {
    const account = { key: 'Z1', accountNumberLast4: '1234', accountName: 'Joint' };
    expect(fileAccountLabel(account)).toBe('Account …1234 (Joint)');
    expect(fileAccountLabel({ ...account, accountName: null })).toBe('Account …1234');
    expect(fileAccountLabel({ ...account, accountNumberLast4: null })).toBe('Joint');
  });
});

describe('accountsToAssign', () => {
  const holding = {
    symbol: 'VTI',
    name: 'Total market',
    assetClass: 'etf' as const,
    quantity: 1,
    costBasisCents: null,
    priceMicros: null,
  };
  const preview: TPositionsPreview = {
    format: 'generic',
    asOf: null,
    institution: null,
    skippedLines: 0,
    matches: {},
    accounts: [
      { key: 'bad-only', accountNumberLast4: null, accountName: 'Bad' },
      { key: 'good', accountNumberLast4: null, accountName: 'Good' },
    ],
    rows: [
      { line: 2, accountKey: 'bad-only', holding: null, errors: ['No quantity'], cells: [] },
      { line: 3, accountKey: 'good', holding, errors: [], cells: [] },
      { line: 4, accountKey: 'unlisted', holding, errors: [], cells: [] },
    ],
  };

  it('keeps the accounts with holdings to import, and one the file’s list lacks', () => {
    expect(accountsToAssign(preview).map((account) => account.key)).toEqual(['good', 'unlisted']);
  });
});
