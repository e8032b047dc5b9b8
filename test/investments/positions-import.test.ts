import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TPositionsImportRequest,
  TPositionsImportResult,
  TPositionsPreview,
} from '@shared/investments/positions-import-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import { ROOT } from '@test/harness/server-process';
import { UNNAMED_ACCOUNT_KEY } from '@shared/investments/positions-csv/accounts';
import {
  addAccount,
  addHolding,
  expectFieldErrors,
  listAccounts,
  micros,
  snapshotsOf,
} from './investments-api';

/** Fidelity's current export: two accounts, core cash, an option, a bad quantity, a footer date. */
const FIDELITY_CSV = readFileSync(
  path.join(ROOT, 'src/shared/investments/positions-csv/fixtures/fidelity-positions.csv'),
  'utf8',
);

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let individualId: string;
let vanguardId: string;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  viewer = await newConnectedMember(t, owner, 'viewer');
  // Fidelity's Z23456789: same institution and last 4, so the preview matches it.
  individualId = (
    await addAccount(owner, {
      institutionName: 'Fidelity Investments',
      accountName: 'Individual',
      accountNumber: 'Z23456789',
    })
  ).id;
  // Same last 4 as Fidelity's 241234567 but another institution: not a match.
  vanguardId = (
    await addAccount(owner, {
      institutionName: 'Vanguard',
      accountName: 'Vanguard Roth',
      type: 'roth_ira',
      accountNumber: '99994567',
    })
  ).id;
  await addHolding(owner, individualId, {
    symbol: 'AAPL',
    name: 'Apple',
    assetClass: 'stock',
    quantity: 30,
    priceMicros: micros(200),
    priceAsOf: '2025-11-01',
  });
  await addHolding(owner, individualId, {
    symbol: 'KEEP',
    name: 'Not in the file',
    assetClass: 'stock',
    quantity: 3,
  });
});
afterAll(() => t.close());

/** Z23456789 into the matching account, 241234567 into a new Roth IRA. */
function assignments(): TPositionsImportRequest['assignments'] {
  return [
    { accountKey: 'Z23456789', accountId: individualId },
    {
      accountKey: '241234567',
      accountId: null,
      newAccount: {
        type: 'roth_ira',
        institutionName: 'Fidelity Investments',
        accountName: 'ROTH IRA',
      },
    },
  ];
}

describe('POST /api/investments/import/preview', () => {
  it("reads a Fidelity file: rows, the bad row, the file's accounts and the matching account", async () => {
    const before = await listAccounts(owner);
    const response = await owner.client.post('/api/investments/import/preview', {
      csv: FIDELITY_CSV,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const preview = (await response.json()) as TPositionsPreview;
    expect(preview).toMatchObject({
      format: 'fidelity',
      institution: 'Fidelity Investments',
      asOf: '2025-12-05',
      accounts: [
        { key: 'Z23456789', accountNumberLast4: '6789', accountName: 'Individual - TOD' },
        { key: '241234567', accountNumberLast4: '4567', accountName: 'ROTH IRA' },
      ],
      matches: { Z23456789: individualId, '241234567': null },
    });
    expect(preview.matches['241234567']).not.toBe(vanguardId);
    expect(preview.rows.map((row) => row.holding?.symbol ?? null)).toEqual([
      'SPAXX',
      'AAPL',
      'VTI',
      '-AAPL260116C250',
      null,
      'FZFXX',
      'FXAIX',
    ]);
    expect(preview.rows.find((row) => row.line === 6)).toMatchObject({
      accountKey: 'Z23456789',
      holding: null,
      errors: ['Quantity "twelve" is not a number'],
    });
    expect(preview.rows.find((row) => row.line === 6)?.cells).toContain('MSFT');
    // A preview saves nothing.
    expect(await listAccounts(owner)).toEqual(before);
  });

  it('refuses an empty file with a field message', async () => {
    await expectFieldErrors(
      await owner.client.post('/api/investments/import/preview', { csv: '' }),
      {
        csv: 'The file is empty',
      },
    );
  });
});

describe('POST /api/investments/import', () => {
  it('refuses a request without assignments and saves nothing', async () => {
    const before = await listAccounts(owner);
    await expectFieldErrors(
      await owner.client.post('/api/investments/import', { csv: FIDELITY_CSV, assignments: [] }),
      { assignments: 'Choose where the positions go' },
    );
    expect(await listAccounts(owner)).toEqual(before);
  });

  it("cannot import into the owner's household as a viewer or another household, and changes nothing", async () => {
    const ownersBefore = await listAccounts(owner);
    const ownersSnapshots = await snapshotsOf(t, owner.id);
    for (const [who, user] of [
      ['viewer', viewer],
      ['stranger', stranger],
    ] as const) {
      const preview = await user.client.post(`/api/investments/import/preview?owner=${owner.id}`, {
        csv: FIDELITY_CSV,
      });
      expect(preview.status, who).toBe(404);
      const intoOwners = await user.client.post(`/api/investments/import?owner=${owner.id}`, {
        csv: FIDELITY_CSV,
        assignments: assignments(),
      });
      expect(intoOwners.status, who).toBe(404);
      // Into their own household, but naming the owner's account.
      const ownAccountOfOwner = await user.client.post('/api/investments/import', {
        csv: FIDELITY_CSV,
        assignments: assignments(),
      });
      expect(ownAccountOfOwner.status, who).toBe(404);
      expect(await listAccounts(user, `?owners=${user.id}`), who).toEqual([]);
      expect(await snapshotsOf(t, user.id), who).toEqual([]);
    }
    expect(await listAccounts(owner)).toEqual(ownersBefore);
    expect(await snapshotsOf(t, owner.id)).toEqual(ownersSnapshots);
  });

  it('adds and updates holdings by symbol, records import prices dated from the file, skips bad rows', async () => {
    const response = await owner.client.post('/api/investments/import', {
      csv: FIDELITY_CSV,
      assignments: assignments(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()) as TPositionsImportResult).toEqual({
      accountsCreated: 1,
      holdingsAdded: 5,
      holdingsUpdated: 1,
      rowsSkipped: 1,
    });

    const accounts = await listAccounts(owner);
    expect(accounts).toHaveLength(3);
    const individual = accounts.find((each) => each.id === individualId)!;
    const bySymbol = new Map(individual.holdings.map((holding) => [holding.symbol, holding]));
    expect([...bySymbol.keys()].sort()).toEqual(
      ['-AAPL260116C250', 'AAPL', 'KEEP', 'SPAXX', 'VTI'].sort(),
    );
    // Updated in place: the file's quantity and basis, its price as of the file's date, and the
    // hand-entered price before it as the previous one.
    expect(bySymbol.get('AAPL')).toMatchObject({
      name: 'APPLE INC',
      quantity: 40,
      costBasisCents: 680_000,
      price: { priceMicros: micros(228.52), asOf: '2025-12-05', source: 'import' },
      previousPrice: { priceMicros: micros(200), asOf: '2025-11-01', source: 'manual' },
    });
    expect(bySymbol.get('VTI')).toMatchObject({
      assetClass: 'etf',
      quantity: 55.123,
      price: { priceMicros: micros(292.1), asOf: '2025-12-05', source: 'import' },
      previousPrice: null,
    });
    expect(bySymbol.get('-AAPL260116C250')).toMatchObject({ quantity: -1 });
    expect(bySymbol.get('SPAXX')).toMatchObject({ assetClass: 'cash', quantity: 1520.33 });
    expect(bySymbol.get('KEEP')).toMatchObject({ quantity: 3, price: null });
    expect(individual.holdings.some((holding) => holding.symbol === 'MSFT')).toBe(false);

    const created = accounts.find((each) => each.id !== individualId && each.id !== vanguardId)!;
    expect(created).toMatchObject({
      type: 'roth_ira',
      institutionName: 'Fidelity Investments',
      accountName: 'ROTH IRA',
      designation: 'none',
    });
    expect(created.holdings.map((holding) => holding.symbol).sort()).toEqual(['FXAIX', 'FZFXX']);
    expect(accounts.find((each) => each.id === vanguardId)?.holdings).toEqual([]);

    const snapshots = await snapshotsOf(t, owner.id);
    expect(snapshots.filter((each) => each.source === 'import')).toEqual(
      expect.arrayContaining([
        {
          priceKey: 'AAPL',
          asOf: '2025-12-05',
          priceMicros: micros(228.52),
          source: 'import',
        },
        { priceKey: 'FXAIX', asOf: '2025-12-05', priceMicros: micros(211.76), source: 'import' },
      ]),
    );
    expect(snapshots.filter((each) => each.source === 'import')).toHaveLength(6);
  });

  it('updates rather than duplicates when the same file is imported again', async () => {
    const accounts = await listAccounts(owner);
    const created = accounts.find((each) => each.id !== individualId && each.id !== vanguardId)!;
    const response = await owner.client.post('/api/investments/import', {
      csv: FIDELITY_CSV,
      assignments: [
        { accountKey: 'Z23456789', accountId: individualId },
        { accountKey: '241234567', accountId: created.id },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      accountsCreated: 0,
      holdingsAdded: 0,
      holdingsUpdated: 6,
      rowsSkipped: 1,
    });
    const after = await listAccounts(owner);
    expect(after.flatMap((each) => each.holdings)).toHaveLength(
      accounts.flatMap((each) => each.holdings).length,
    );
  });
});

describe('an imported holding without a price in the file', () => {
  it("shows the household's price of its symbol, as a holding added by hand does", async () => {
    const priced = await addAccount(owner, { institutionName: 'E*TRADE', accountName: 'Trading' });
    await addHolding(owner, priced.id, {
      symbol: 'MSFT',
      name: 'Microsoft',
      assetClass: 'stock',
      quantity: 1,
      priceMicros: micros(415.1),
      priceAsOf: '2025-12-01',
    });
    const response = await owner.client.post('/api/investments/import', {
      csv: 'Symbol,Name,Quantity\nMSFT,Microsoft,2\n',
      assignments: [
        {
          accountKey: UNNAMED_ACCOUNT_KEY,
          accountId: null,
          newAccount: { type: 'brokerage', institutionName: 'Ally', accountName: 'Invest' },
        },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ accountsCreated: 1, holdingsAdded: 1 });
    const imported = (await listAccounts(owner))
      .find((each) => each.institutionName === 'Ally')
      ?.holdings.find((holding) => holding.symbol === 'MSFT');
    expect(imported).toMatchObject({
      quantity: 2,
      price: { priceMicros: micros(415.1), asOf: '2025-12-01', source: 'manual' },
    });
  });
});

describe('a file that lists a position twice, or leaves out what the household recorded', () => {
  it('adds the repeats up, keeps the recorded cost basis and type, and refuses odd assignments', async () => {
    const account = await addAccount(owner, { institutionName: 'Merrill', accountName: 'CMA' });
    await addHolding(owner, account.id, {
      symbol: 'BRK.B',
      name: 'Berkshire Hathaway B',
      assetClass: 'stock',
      quantity: 1,
      costBasisCents: 30_000,
    });
    const into = [{ accountKey: UNNAMED_ACCOUNT_KEY, accountId: account.id }];
    const csv =
      'Symbol,Name,Quantity,Price\nBRK.B,Berkshire,3,450\nVTI,Total Market,2,250\nVTI,Total Market,1.5,250\n';

    const twice = await owner.client.post('/api/investments/import', {
      csv,
      assignments: [...into, ...into],
    });
    await expectFieldErrors(twice, { assignments: 'Each account of the file goes to one account' });
    const unknown = await owner.client.post('/api/investments/import', {
      csv,
      assignments: [{ accountKey: 'Not in the file', accountId: account.id }],
    });
    await expectFieldErrors(unknown, { assignments: 'The file has no such account' });

    const response = await owner.client.post('/api/investments/import', { csv, assignments: into });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      accountsCreated: 0,
      holdingsAdded: 1,
      holdingsUpdated: 1,
      rowsSkipped: 0,
    });
    const listed = (await listAccounts(owner)).find((each) => each.id === account.id)?.holdings;
    expect(listed?.find((holding) => holding.symbol === 'VTI')?.quantity).toBe(3.5);
    expect(listed?.find((holding) => holding.symbol === 'BRK.B')).toMatchObject({
      quantity: 3,
      costBasisCents: 30_000,
      assetClass: 'stock',
    });
  });
});
