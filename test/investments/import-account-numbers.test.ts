import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TPositionsImportRequest,
  TPositionsPreview,
} from '@shared/investments/positions-import-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import { allocationClassOf } from '@shared/investments/allocation/allocation-class';
import { addAccount, listAccounts } from './investments-api';

/** Fidelity numbers with a hyphen, a letter and leading zeros (issue 40, item 2). */
const FIDELITY_CSV = [
  'Account Number,Account Name,Symbol,Description,Quantity,Last Price,Current Value,Type',
  '238-771204,Individual,BND,VANGUARD BD INDEX FDS TOTAL BND MRKT,10,$72.00,$720.00,Cash,',
  '238-771204,Individual,FXAIX,FIDELITY 500 INDEX FUND,5,$211.76,$1058.80,Cash,',
  'X12345678,Joint WROS,VTI,VANGUARD TOTAL STK MKT ETF,2,$292.10,$584.20,Cash,',
  '00123456,ROTH IRA,SPAXX**,HELD IN MONEY MARKET,,,$88.10,Cash,',
].join('\n');

let t: TestApp;
let owner: TestUser;
let typedId: string;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  // Typed in the form without its hyphen and under another institution name: the same account.
  typedId = (
    await addAccount(owner, {
      institutionName: 'Fido',
      accountName: 'Joint',
      accountNumber: 'X12345678',
    })
  ).id;
});
afterAll(() => t.close());

async function preview(user = owner): Promise<TPositionsPreview> {
  const response = await user.client.post('/api/investments/import/preview', {
    csv: FIDELITY_CSV,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TPositionsPreview;
}

function newAccount(accountKey: string, accountName: string) {
  return {
    accountKey,
    accountId: null,
    newAccount: { type: 'brokerage', institutionName: 'Fidelity Investments', accountName },
  } satisfies TPositionsImportRequest['assignments'][number];
}

describe('account numbers of a positions file', () => {
  it('are kept as printed, shown by their last 4, and matched by a re-import', async () => {
    const first = await preview();
    expect(first.accounts).toEqual([
      { key: '238-771204', accountNumberLast4: '1204', accountName: 'Individual' },
      { key: 'X12345678', accountNumberLast4: '5678', accountName: 'Joint WROS' },
      { key: '00123456', accountNumberLast4: '3456', accountName: 'ROTH IRA' },
    ]);
    expect(first.matches).toEqual({ '238-771204': null, X12345678: typedId, '00123456': null });

    const imported = await owner.client.post('/api/investments/import', {
      csv: FIDELITY_CSV,
      assignments: [
        newAccount('238-771204', 'Individual'),
        { accountKey: 'X12345678', accountId: typedId },
        newAccount('00123456', 'ROTH IRA'),
      ],
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const accounts = await listAccounts(owner);
    const individual = accounts.find((each) => each.accountName === 'Individual')!;
    const roth = accounts.find((each) => each.accountName === 'ROTH IRA')!;
    expect(individual.accountNumberLast4).toBe('1204');
    expect(roth.accountNumberLast4).toBe('3456');
    for (const [account, printed] of [
      [individual, '238-771204'],
      [roth, '00123456'],
    ] as const) {
      const revealed = await owner.client.get(`/api/investments/${account.id}/account-number`);
      expect(await revealed.json()).toEqual({ accountNumber: printed });
    }

    // The same file again: every account is one the household has, so none is proposed anew.
    expect((await preview()).matches).toEqual({
      '238-771204': individual.id,
      X12345678: typedId,
      '00123456': roth.id,
    });
  });
});

describe('an account an earlier import saved as "238" (the part before the hyphen)', () => {
  it("is the match of the file's 238-771204, and the import mends its number", async () => {
    const household = await newUser(t, { fullName: 'Hana Household' });
    const saved = await addAccount(household, {
      institutionName: 'Fidelity Investments',
      accountName: 'Individual',
      accountNumber: '238',
    });
    expect(saved.accountNumberLast4).toBe('238');
    expect((await preview(household)).matches['238-771204']).toBe(saved.id);

    const imported = await household.client.post('/api/investments/import', {
      csv: FIDELITY_CSV,
      assignments: [{ accountKey: '238-771204', accountId: saved.id }],
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const [account] = await listAccounts(household);
    expect(account?.accountNumberLast4).toBe('1204');
    const revealed = await household.client.get(`/api/investments/${saved.id}/account-number`);
    expect(await revealed.json()).toEqual({ accountNumber: '238-771204' });

    // BND, described as briefly as Fidelity does, is an ETF of bonds; FXAIX a fund of stocks.
    const bySymbol = new Map(account?.holdings.map((holding) => [holding.symbol, holding]));
    expect(bySymbol.get('BND')?.assetClass).toBe('etf');
    expect(allocationClassOf(bySymbol.get('BND')!)).toBe('bond');
    expect(bySymbol.get('FXAIX')?.assetClass).toBe('mutual_fund');
    expect(allocationClassOf(bySymbol.get('FXAIX')!)).toBe('stock');
  });
});
