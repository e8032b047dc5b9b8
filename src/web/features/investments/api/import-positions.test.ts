import { describe, expect, it } from 'vitest';
import { importedMessage } from './import-positions';

const ID_A = '11111111-1111-4111-8111-111111111111';
const newAccount = { type: 'brokerage' as const, institutionName: 'Schwab', accountName: 'Joint' };
const result = (overrides = {}) => ({
  accountsCreated: 0,
  holdingsAdded: 0,
  holdingsUpdated: 0,
  rowsSkipped: 0,
  ...overrides,
});

describe('importedMessage', () => {
  it('counts added and updated holdings, and each destination account once', () => {
    const message = importedMessage(
      result({ accountsCreated: 1, holdingsAdded: 9, holdingsUpdated: 3, rowsSkipped: 2 }),
      [
        { accountKey: 'a', accountId: ID_A },
        { accountKey: 'b', accountId: ID_A },
        { accountKey: 'c', accountId: null, newAccount },
      ],
    );
    expect(message).toEqual({
      title: 'Imported 12 holdings into 2 accounts',
      description: '3 updated · 1 new account · 2 rows skipped',
    });
  });

  it('speaks of one holding and one account in the singular, with nothing more to say', () => {
    expect(
      importedMessage(result({ holdingsAdded: 1 }), [{ accountKey: 'a', accountId: ID_A }]),
    ).toEqual({ title: 'Imported 1 holding into 1 account', description: undefined });
  });
});
