import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import type { TPositionsPreview } from '@shared/investments/positions-import-schemas';
import { ownSource } from '@test/web/data-sources';
import { apiError, fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { ImportPositionsDialog } from './import-positions-dialog';

const BROKERAGE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

function account(overrides: Partial<TInvestmentAccount>): TInvestmentAccount {
  return investmentAccountFixture({
    id: BROKERAGE_ID,
    institutionName: 'Fidelity Investments',
    accountName: 'Joint brokerage',
    accountNumberLast4: '5678',
    ...overrides,
  });
}

const ACCOUNTS = [
  account({}),
  account({
    id: OTHER_ID,
    accountName: 'Old IRA',
    institutionName: 'Vanguard',
    type: 'ira',
    accountNumberLast4: null,
  }),
];

const holding = (symbol: string, quantity: number) => ({
  symbol,
  name: `${symbol} fund`,
  assetClass: 'etf' as const,
  quantity,
  costBasisCents: 100_000,
  priceMicros: 250_500_000,
});

/** A Fidelity export with two accounts: the first matches an account, the Roth IRA is new. */
const PREVIEW: TPositionsPreview = {
  format: 'fidelity',
  asOf: '2026-11-20',
  institution: 'Fidelity Investments',
  accounts: [
    { key: 'Z12345678', accountNumberLast4: '5678', accountName: 'Individual' },
    { key: '231234', accountNumberLast4: '1234', accountName: 'ROTH IRA' },
  ],
  rows: [
    { line: 2, accountKey: 'Z12345678', holding: holding('VTI', 10), errors: [], cells: [] },
    { line: 3, accountKey: 'Z12345678', holding: holding('VXUS', 5.5), errors: [], cells: [] },
    {
      line: 4,
      accountKey: 'Z12345678',
      holding: null,
      errors: ['Quantity is not a number'],
      cells: ['Z12345678', 'Individual', 'FXAIX', 'lots', '$180.10'],
    },
    { line: 5, accountKey: '231234', holding: holding('BND', 20), errors: [], cells: [] },
  ],
  skippedLines: 7,
  matches: { Z12345678: BROKERAGE_ID, '231234': null },
};

const CSV =
  'Account Number,Account Name,Symbol,Quantity,Last Price\nZ12345678,Individual,VTI,10,250.50\n';
const csvFile = (text = CSV, name = 'Portfolio_Positions.csv') =>
  new File([text], name, { type: 'text/csv' });

const RESULT = { accountsCreated: 1, holdingsAdded: 2, holdingsUpdated: 1, rowsSkipped: 1 };

function renderDialog(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
    'GET /api/investments': () => ({ investments: ACCOUNTS }),
    'POST /api/investments/import/preview': () => PREVIEW,
    'POST /api/investments/import': () => json(201, RESULT),
    ...routes,
  });
  const onClose = vi.fn();
  renderRoute(<ImportPositionsDialog onClose={onClose} />, '/investments', {
    signedInAs: sessionUser(),
  });
  return { api, onClose };
}

async function choose(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  const dialog = await screen.findByRole('dialog', { name: 'Import positions' });
  await user.upload(within(dialog).getByLabelText('Select Files'), file);
  return dialog;
}

describe('Import positions', () => {
  it('previews the file: the bad row first and counted, the matched account preselected', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    const dialog = await choose(user);

    expect(
      await within(dialog).findByText('3 holdings ready, 1 row with problems (it will be skipped)'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Fidelity Investments positions as of Nov 20, 2026'),
    ).toBeInTheDocument();
    // Read out by the live region that was in the dialog before the preview arrived.
    expect(
      within(dialog).getByText(
        'Portfolio_Positions.csv read. 3 holdings ready, 1 row with problems (it will be skipped).',
      ),
    ).toHaveAttribute('aria-live', 'polite');
    // Focus moves to the preview, since the file step it was on is gone.
    expect(within(dialog).getByRole('heading', { name: /Check the positions/ })).toHaveFocus();

    const table = within(dialog).getByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('4');
    expect(first).toHaveTextContent('FXAIX, lots, $180.10');
    expect(first).toHaveTextContent('Quantity is not a number');
    expect(second).toHaveTextContent('VTI');

    expect(within(dialog).getByLabelText('Import Account …5678 (Individual) into')).toHaveValue(
      BROKERAGE_ID,
    );
    // The unmatched Roth IRA starts as a new account, typed and named from the file.
    expect(within(dialog).getByLabelText('Import Account …1234 (ROTH IRA) into')).toHaveValue(
      'new',
    );
    const roth = within(dialog).getByRole('group', { name: /Account …1234/ });
    expect(within(roth).getByLabelText('Account type')).toHaveValue('roth_ira');
    expect(within(roth).getByLabelText('Institution')).toHaveValue('Fidelity Investments');
    expect(within(roth).getByLabelText('Account name')).toHaveValue('ROTH IRA');

    expect(api.bodiesOf('POST /api/investments/import/preview')).toEqual([{ csv: CSV }]);
    expect(api.callsTo('POST /api/investments/import/preview')[0]?.search).toBe('?owner=user-1');
    expect(api.callsTo('POST /api/investments/import')).toHaveLength(0);
  });

  it('imports into the chosen accounts, toasts the count, refreshes the list and closes', async () => {
    const user = userEvent.setup();
    const { api, onClose } = renderDialog();
    const dialog = await choose(user);
    const roth = await within(dialog).findByRole('group', { name: /Account …1234/ });
    const name = within(roth).getByLabelText('Account name');
    await user.clear(name);
    await user.type(name, 'Maria Roth');
    const listReads = api.callsTo('GET /api/investments').length;
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 holdings' }));

    expect(await screen.findByText('Imported 3 holdings into 2 accounts')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/investments/import')).toEqual([
      {
        csv: CSV,
        assignments: [
          { accountKey: 'Z12345678', accountId: BROKERAGE_ID },
          {
            accountKey: '231234',
            accountId: null,
            newAccount: {
              type: 'roth_ira',
              institutionName: 'Fidelity Investments',
              accountName: 'Maria Roth',
            },
          },
        ],
      },
    ]);
    expect(api.callsTo('POST /api/investments/import')[0]?.search).toBe('?owner=user-1');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/investments').length).toBeGreaterThan(listReads);
  });

  it('sends a new account for a matched one when the person chooses "New account"', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    const dialog = await choose(user);
    const select = await within(dialog).findByLabelText('Import Account …5678 (Individual) into');
    expect(within(select).getByRole('option', { name: 'Old IRA · Vanguard' })).toBeInTheDocument();
    await user.selectOptions(select, 'New account');
    const individual = within(dialog).getByRole('group', { name: /Account …5678/ });
    expect(within(individual).getByLabelText('Account type')).toHaveValue('brokerage');
    const name = within(individual).getByLabelText('Account name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 holdings' }));

    // The contract's own message, beside the field; nothing is sent.
    expect(await within(individual).findByText('Enter a name for the account')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(api.callsTo('POST /api/investments/import')).toHaveLength(0);

    await user.type(name, 'Individual');
    await user.selectOptions(within(individual).getByLabelText('Account type'), 'Crypto');
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 holdings' }));
    await screen.findByText('Imported 3 holdings into 2 accounts');
    const [body] = api.bodiesOf('POST /api/investments/import') as [{ assignments: unknown[] }];
    expect(body.assignments[0]).toEqual({
      accountKey: 'Z12345678',
      accountId: null,
      newAccount: {
        type: 'crypto',
        institutionName: 'Fidelity Investments',
        accountName: 'Individual',
      },
    });
  });

  it('toasts a failed import and keeps the preview', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({
      'POST /api/investments/import': () => apiError(500, 'INTERNAL', 'The database is busy.'),
    });
    const dialog = await choose(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 holdings' }));
    expect(
      await screen.findByText('Failed to import positions: The database is busy.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Import 3 holdings' })).toBeEnabled();
  });

  it('refuses a file over 900 kB before sending it', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    const dialog = await choose(user, csvFile('x'.repeat(1_200_000), 'everything.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'everything.csv is 1.2 MB, larger than the 900 kB Nido can read. Export fewer accounts at a time.',
    );
    expect(api.callsTo('POST /api/investments/import/preview')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Select Files' })).toHaveFocus();
  });

  it('shows why the server could not read the file, and takes another', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderDialog({
      'POST /api/investments/import/preview': () =>
        ++attempts === 1
          ? apiError(400, 'VALIDATION_FAILED', 'The file cannot be read.', {
              csv: 'No Symbol or Quantity column was found.',
            })
          : PREVIEW,
    });
    const dialog = await choose(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No Symbol or Quantity column was found.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();

    await user.upload(within(dialog).getByLabelText('Select Files'), csvFile());
    expect(
      await within(dialog).findByText('3 holdings ready, 1 row with problems (it will be skipped)'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says so when no row can be imported, and goes back to choose another file', async () => {
    const user = userEvent.setup();
    renderDialog({
      'POST /api/investments/import/preview': () => ({
        ...PREVIEW,
        rows: PREVIEW.rows.filter((row) => row.holding === null),
      }),
    });
    const dialog = await choose(user);
    expect(
      await within(dialog).findByText('No holdings in this file can be imported'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    expect(within(dialog).getByRole('button', { name: 'Select Files' })).toHaveFocus();
  });
});
