import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
import { familySource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { apiError, fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { formatAsOfDay } from '../lib/investment-format';
import {
  dayAgo,
  makeHolding,
  makeInvestmentAccount,
  pricePoint,
} from '../testing/investment-fixtures';
import { InvestmentsPage } from './investments-page';
import { expectToast } from '@test/web/expect-toast';

const STALE_DAY = dayAgo(10);
const BROKERAGE = makeInvestmentAccount({
  holdings: [
    makeHolding(),
    makeHolding({
      id: 'holding-2',
      symbol: 'BND',
      name: 'Vanguard Total Bond Market ETF',
      assetClass: 'bond',
      quantity: 100,
      costBasisCents: null,
      price: pricePoint(72.5, STALE_DAY),
      previousPrice: null,
    }),
    makeHolding({
      id: 'holding-3',
      symbol: null,
      name: 'Private real estate fund',
      assetClass: 'real_estate',
      quantity: 1,
      costBasisCents: 1_000_000,
      price: null,
      previousPrice: null,
    }),
  ],
});
const IRA = makeInvestmentAccount({
  id: 'inv-2',
  type: 'ira',
  institutionName: 'Vanguard',
  accountName: 'Rollover IRA',
  accountNumberLast4: null,
  ownerName: null,
  designation: 'none',
  beneficiaries: [],
  holdings: [
    makeHolding({
      id: 'holding-4',
      accountId: 'inv-2',
      symbol: null,
      name: 'Settlement fund',
      assetClass: 'cash',
      quantity: 500,
      costBasisCents: null,
      price: null,
      previousPrice: null,
    }),
  ],
});

/** The investments API over an in-memory list, so a save is followed by the refreshed list. */
function investmentsApi(initial: TInvestmentAccount[], overrides: Record<string, Handler> = {}) {
  let list = [...initial];
  const replaceHolding = (id: string, change: (holding: THolding) => THolding) => {
    list = list.map((account) => ({
      ...account,
      holdings: account.holdings.map((holding) => (holding.id === id ? change(holding) : holding)),
    }));
  };
  return fakeApi({
    'GET /api/investments': () => ({ investments: list }),
    'POST /api/investments': (body) => {
      const investment = makeInvestmentAccount({
        ...(body as Partial<TInvestmentAccount>),
        id: 'inv-new',
        accountNumberLast4: null,
        holdings: [],
      });
      list = [...list, investment];
      return json(201, { investment });
    },
    'PUT /api/investments/inv-1': (body) => {
      const investment = makeInvestmentAccount({
        ...list.find((account) => account.id === 'inv-1'),
        ...(body as Partial<TInvestmentAccount>),
      });
      list = list.map((account) => (account.id === 'inv-1' ? investment : account));
      return { investment };
    },
    'POST /api/investments/inv-1/holdings': (body) => {
      const input = body as Omit<THolding, 'price'> & {
        priceMicros: number | null;
        priceAsOf?: string;
      };
      const holding = makeHolding({
        ...input,
        id: 'holding-new',
        price:
          input.priceMicros === null
            ? null
            : { priceMicros: input.priceMicros, asOf: input.priceAsOf ?? '', source: 'manual' },
        previousPrice: null,
      });
      list = list.map((account) =>
        account.id === 'inv-1' ? { ...account, holdings: [...account.holdings, holding] } : account,
      );
      return json(201, { holding });
    },
    'POST /api/investments/holdings/holding-2/prices': (body) => {
      const { priceMicros, asOf } = body as { priceMicros: number; asOf: string };
      replaceHolding('holding-2', (holding) => ({
        ...holding,
        previousPrice: holding.price,
        price: { priceMicros, asOf, source: 'manual' },
      }));
      return { holding: list[0]!.holdings[1] };
    },
    ...overrides,
  });
}

function renderInvestments(options: Parameters<typeof sessionUser>[0] = {}) {
  return renderRoute(<InvestmentsPage />, '/investments', { signedInAs: sessionUser(options) });
}

/** Opens the holding's "Actions for …" menu and chooses one of its items. */
async function chooseHoldingAction(
  user: ReturnType<typeof userEvent.setup>,
  holding: string,
  action: 'Update price' | 'Edit' | 'Delete',
) {
  const trigger = await screen.findByRole('button', { name: `Actions for ${holding}` });
  await user.click(trigger);
  const menu = screen.getByRole('menu', { name: `Actions for ${holding}` });
  await user.click(within(menu).getByRole('menuitem', { name: action }));
  return trigger;
}

describe('InvestmentsPage', () => {
  it('shows the totals, a note on missing and old prices, the allocation and each account', async () => {
    const user = userEvent.setup();
    investmentsApi([BROKERAGE, IRA]);
    renderInvestments();
    expect(screen.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Individual' });

    // $2,500 VTI + $7,250 BND + $500 cash; the private fund has no price.
    expect(
      screen.getByText('Total value', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$10,250.00');
    expect(screen.getByText('Gain/loss', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '+$500.00+25.00%',
    );
    expect(screen.getByText('Against a cost basis of $2,000.00')).toBeVisible();
    expect(screen.getByText('Accounts', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2',
    );
    expect(screen.getByText('4 holdings')).toBeVisible();
    expect(
      screen.getByText('1 holding has no price and is not counted in the total value.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        `1 price is more than 3 days old (oldest: price as of ${formatAsOfDay(STALE_DAY)}).`,
      ),
    ).toBeVisible();

    // By asset class first: the VTI ETF is stocks.
    const rowTexts = (region: HTMLElement) =>
      within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(screen.getByRole('button', { name: 'By asset class' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(rowTexts(screen.getByRole('region', { name: 'Allocation by asset class' }))).toEqual([
      'Bonds1 holding$7,250.0070.73%1',
      'Stocks1 holding$2,500.0024.39%1',
      'Cash1 holding$500.004.88%1',
    ]);
    expect(
      screen.getByRole('img', { name: /^Allocation by asset class: Bonds 70.73%/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'By fund type' }));
    expect(rowTexts(screen.getByRole('region', { name: 'Allocation by fund type' }))).toEqual([
      'Bond1 holding$7,250.0070.73%1',
      'ETF1 holding$2,500.0024.39%1',
      'Cash1 holding$500.004.88%1',
    ]);
    expect(
      screen.getByRole('img', { name: /^Allocation by fund type: Bond 70.73%/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'By account' }));
    expect(screen.getByRole('button', { name: 'By account' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const byAccount = screen.getByRole('region', { name: 'Allocation by account' });
    expect(
      within(byAccount)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Fidelity · Individual2 holdings$9,750.0095.12%2',
      'Vanguard · Rollover IRA1 holding$500.004.88%1',
    ]);

    expect(within(card).getByText('Fidelity · Brokerage')).toBeVisible();
    expect(within(card).getByText('****6789')).toBeVisible();
    expect(within(card).getByText('Lucas Rivera (50%), Ana Rivera (50%)')).toBeVisible();
    expect(within(card).getByText('Rosa Diaz (100%)')).toBeVisible();
    const holdings = within(card).getByRole('region', { name: 'Holdings of Fidelity Individual' });
    const vti = within(holdings).getByRole('row', { name: /VTI/ });
    expect(within(vti).getByText('$2,500.00')).toBeVisible();
    expect(within(vti).getByText('+$500.00')).toBeVisible();
    expect(within(vti).getByText('+$10.00 (+4.17%)')).toBeVisible();
    const bnd = within(holdings).getByRole('row', { name: /BND/ });
    expect(within(bnd).getByText(`price as of ${formatAsOfDay(STALE_DAY)}`)).toBeVisible();
    const fund = within(holdings).getByRole('row', { name: /Private real estate fund/ });
    expect(within(fund).getByText('No price')).toBeVisible();
    expect(within(fund).getByText('Unknown')).toBeVisible();

    const ira = screen.getByRole('article', { name: 'Rollover IRA' });
    expect(within(ira).getByText('Not designated')).toBeVisible();
    expect(within(ira).getByText('Not recorded')).toBeVisible();
    expectLinkTo(screen, 'Export CSV', '/api/investments/export?owners=user-1');
    // Quotes are not configured (the route answers 404 here): no Refresh prices.
    expect(screen.queryByRole('button', { name: 'Refresh prices' })).toBeNull();
  });

  it('shows the 10 largest holdings of an account until Show all, and counts every holding', async () => {
    const user = userEvent.setup();
    // 12 holdings by name (as the API sends them), worth $100 to $1,200: S01 the least.
    const holdings = Array.from({ length: 12 }, (_, index) =>
      makeHolding({
        id: `holding-${index + 1}`,
        symbol: `S${String(index + 1).padStart(2, '0')}`,
        name: `Fund ${index + 1}`,
        quantity: index + 1,
        costBasisCents: null,
        price: pricePoint(100),
        previousPrice: null,
      }),
    );
    investmentsApi([{ ...BROKERAGE, holdings }, IRA]);
    renderInvestments();
    const card = await screen.findByRole('article', { name: 'Individual' });
    // The summary and the allocation count all 12: $7,800, and the IRA's $500 of cash.
    expect(screen.getByText('13 holdings')).toBeVisible();
    expect(
      screen.getByText('Total value', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$8,300.00');
    // Funds the app does not know are "Other", never a guess.
    const byClass = screen.getByRole('region', { name: 'Allocation by asset class' });
    expect(within(byClass).getByRole('row', { name: /Other/ })).toHaveTextContent('12 holdings');

    const region = within(card).getByRole('region', { name: 'Holdings of Fidelity Individual' });
    const table = within(region).getByRole('table');
    const symbols = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.font-semibold')?.textContent);
    expect(symbols()).toEqual([
      'S12',
      'S11',
      'S10',
      'S09',
      'S08',
      'S07',
      'S06',
      'S05',
      'S04',
      'S03',
    ]);
    expect(within(card).getByRole('columnheader', { name: 'Value' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const toggle = within(card).getByRole('button', { name: 'Show all 12 holdings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', table.id);
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show fewer');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(symbols()).toHaveLength(12);
    expect(symbols().slice(-2)).toEqual(['S02', 'S01']);
    expect(within(table).getByRole('row', { name: /S01/ })).toBeVisible();
    // The rows shown after Show all have their actions too.
    expect(within(table).getByRole('button', { name: 'Actions for S01 · Fund 1' })).toBeVisible();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Show all 12 holdings');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(symbols()).toHaveLength(10);
    expect(within(table).queryByRole('row', { name: /S01/ })).toBeNull();

    // An account with 10 holdings or fewer shows them all, without the button.
    const ira = screen.getByRole('article', { name: 'Rollover IRA' });
    expect(within(ira).queryByRole('button', { name: /Show all|Show fewer/ })).toBeNull();
  });

  it('offers Refresh prices when a quote provider is configured, and refreshes', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE], {
      'GET /api/investments/quotes': () => ({ enabled: true, provider: 'Finnhub' }),
      'POST /api/investments/quotes/refresh': () => ({ updated: 1, failed: ['BND'] }),
    });
    renderInvestments();
    await user.click(await screen.findByRole('button', { name: 'Refresh prices' }));
    expect(await screen.findByText('Updated 1 price')).toBeVisible();
    expect(screen.getByText('No quote for BND')).toBeVisible();
    expect(server.callsTo('POST /api/investments/quotes/refresh')[0]?.search).toBe(
      '?owners=user-1',
    );
  });

  it('invites adding the first account or importing a file', async () => {
    investmentsApi([]);
    renderInvestments();
    expect(
      await screen.findByRole('heading', { name: 'No investment accounts yet' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add your first account' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('opens the positions importer from Import CSV', async () => {
    const user = userEvent.setup();
    investmentsApi([BROKERAGE]);
    renderInvestments();
    await screen.findByRole('article', { name: 'Individual' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import positions' })).toBeVisible();
  });

  it('shows a viewer the accounts without Add, Import, Edit, Delete or holding actions', async () => {
    investmentsApi([{ ...BROKERAGE, ownerId: 'rosa' }], {
      'GET /api/family/sources': () => ({
        sources: [guestOwn('ev-1'), familySource('rosa', 'Rosa Diaz', 'viewer')],
      }),
    });
    renderInvestments({ id: 'ev-1', accountType: 'guest', invitedBy: 'rosa' });
    const card = await screen.findByRole('article', { name: 'Individual' });
    expect(screen.getByText('View only')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add account|Import CSV/ })).toBeNull();
    expect(
      within(card).queryByRole('button', { name: /Edit|Delete|Add holding|price|Actions/ }),
    ).toBeNull();
    expect(within(card).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('offers to try again when the investments cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/investments': () =>
        fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { investments: [IRA] },
    });
    renderInvestments();
    expect(await screen.findByText("We couldn't load your investments")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Rollover IRA' })).toBeVisible();
  });

  it('deletes an account after confirmation, and says when it cannot', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = investmentsApi([BROKERAGE, IRA], {
      'DELETE /api/investments/inv-2': () =>
        fail ? apiError(404, 'NOT_FOUND', 'This account does not exist.') : { ok: true },
    });
    renderInvestments();
    await user.click(await screen.findByRole('button', { name: 'Delete Vanguard Rollover IRA' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this investment account?' });
    expect(dialog).toHaveTextContent('beneficiaries and 1 holding');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('Failed to delete investment account: This account does not exist.'),
    ).toBeVisible();
    expect(dialog).toBeVisible();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expectToast('Investment account deleted successfully!');
    expect(server.callsTo('DELETE /api/investments/inv-2')).toHaveLength(2);
  });

  it('reveals the full account number on Show', async () => {
    const user = userEvent.setup();
    investmentsApi([BROKERAGE], {
      'GET /api/investments/inv-1/account-number': () => ({ accountNumber: 'Z12345678' }),
    });
    renderInvestments();
    await user.click(
      await screen.findByRole('button', { name: 'Show account number of Fidelity Individual' }),
    );
    expect(await screen.findByText('Z12345678')).toBeVisible();
  });
});

describe('The investment account dialog', () => {
  it('keeps each tier’s shares at 100 % before adding the account', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([]);
    renderInvestments();
    await user.click(await screen.findByRole('button', { name: 'Add your first account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add investment account' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Roth IRA');
    await user.type(within(dialog).getByLabelText('Institution'), 'Schwab');
    await user.type(within(dialog).getByLabelText('Account name'), 'Roth');
    await user.type(within(dialog).getByLabelText('Account number'), '1234-5678');

    await user.click(within(dialog).getByRole('radio', { name: /Named beneficiaries/ }));
    const first = within(dialog).getByRole('group', { name: 'Beneficiary 1' });
    expect(within(first).getByLabelText('Share (%)')).toHaveValue('100');
    await user.type(within(first).getByLabelText('Name'), 'Lucas Rivera');
    await user.clear(within(first).getByLabelText('Share (%)'));
    await user.type(within(first).getByLabelText('Share (%)'), '66.67');

    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    const second = within(dialog).getByRole('group', { name: 'Beneficiary 2' });
    // A primary exists, so a new row starts as a contingent: make it a primary.
    expect(within(second).getByLabelText('Tier')).toHaveValue('contingent');
    await user.selectOptions(within(second).getByLabelText('Tier'), 'Primary');
    await user.type(within(second).getByLabelText('Name'), 'Ana Rivera');
    await user.type(within(second).getByLabelText('Relationship'), 'Daughter');
    await user.type(within(second).getByLabelText('Share (%)'), '33.3');

    const totals = within(dialog).getByRole('list', { name: 'Share totals' });
    expect(totals).toHaveTextContent('Primary: 99.97% of 100%');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    const share = within(first).getByLabelText('Share (%)');
    expect(
      await within(dialog).findByText(
        'Primary beneficiaries’ shares add up to 99.97 %: they must add up to 100 %',
      ),
    ).toBeVisible();
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share).toHaveFocus();
    expect(server.callsTo('POST /api/investments')).toHaveLength(0);

    await user.type(within(second).getByLabelText('Share (%)'), '3');
    expect(totals).toHaveTextContent('Primary: 100% of 100%');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await expectToast('Investment account added successfully!');
    expect(server.bodiesOf('POST /api/investments')).toEqual([
      {
        type: 'roth_ira',
        institutionName: 'Schwab',
        accountName: 'Roth',
        accountNumber: '1234-5678',
        ownerName: null,
        designation: 'beneficiaries',
        beneficiaries: [
          { name: 'Lucas Rivera', relationship: null, tier: 'primary', shareBasisPoints: 6_667 },
          {
            name: 'Ana Rivera',
            relationship: 'Daughter',
            tier: 'primary',
            shareBasisPoints: 3_333,
          },
        ],
        notes: null,
        // Left blank: no balance entered (the holdings' value counts once there are some).
        balanceCents: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Roth' })).toBeVisible();
  });

  it('checks a contingent tier on its own and refuses a share with 3 decimals', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE]);
    renderInvestments();
    await user.click(await screen.findByRole('button', { name: 'Edit Fidelity Individual' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit investment account' });
    const contingent = within(dialog).getByRole('group', { name: 'Beneficiary 3' });
    expect(within(contingent).getByLabelText('Name')).toHaveValue('Rosa Diaz');
    await user.clear(within(contingent).getByLabelText('Share (%)'));
    await user.type(within(contingent).getByLabelText('Share (%)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(contingent).findByText('Use at most 2 decimals')).toBeVisible();

    await user.clear(within(contingent).getByLabelText('Share (%)'));
    await user.type(within(contingent).getByLabelText('Share (%)'), '80');
    expect(within(dialog).getByRole('list', { name: 'Share totals' })).toHaveTextContent(
      'Primary: 100% of 100%Contingent: 80% of 100%',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(contingent).findByText(
        'Contingent beneficiaries’ shares add up to 80 %: they must add up to 100 %',
      ),
    ).toBeVisible();

    await user.click(
      within(contingent).getByRole('button', { name: 'Remove Beneficiary 3 (Rosa Diaz)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Investment account updated successfully!');
    const [body] = server.bodiesOf('PUT /api/investments/inv-1') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('accountNumber');
    expect(body?.beneficiaries).toEqual([
      { name: 'Lucas Rivera', relationship: 'Son', tier: 'primary', shareBasisPoints: 5_000 },
      { name: 'Ana Rivera', relationship: 'Daughter', tier: 'primary', shareBasisPoints: 5_000 },
    ]);
  });
});

describe('Holdings', () => {
  it('adds a holding with its price to an account', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE]);
    renderInvestments();
    await user.click(
      await screen.findByRole('button', { name: 'Add holding to Fidelity Individual' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add holding' });
    await user.type(within(dialog).getByLabelText('Symbol'), 'aapl');
    await user.type(within(dialog).getByLabelText('Name'), 'Apple Inc.');
    await user.type(within(dialog).getByLabelText('Quantity'), '12.5');
    await user.type(within(dialog).getByLabelText('Cost basis'), '1500');
    await user.type(within(dialog).getByLabelText('Price per unit'), '190.1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    expect(await within(dialog).findByText('Use at most 6 decimals')).toBeVisible();
    expect(server.callsTo('POST /api/investments/inv-1/holdings')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Price per unit'));
    await user.type(within(dialog).getByLabelText('Price per unit'), '190.123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    await expectToast('Holding added successfully!');
    expect(server.bodiesOf('POST /api/investments/inv-1/holdings')).toEqual([
      {
        symbol: 'AAPL',
        name: 'Apple Inc.',
        assetClass: 'stock',
        quantity: 12.5,
        costBasisCents: 150_000,
        priceMicros: 190_123_456,
        priceAsOf: dayAgo(0),
      },
    ]);
    const row = await screen.findByRole('row', { name: /AAPL/ });
    // 12.5 × $190.123456 = $2,376.5432
    expect(within(row).getByText('$2,376.54')).toBeVisible();
  });

  it('sends an unknown cost basis as null, not $0', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE]);
    renderInvestments();
    await user.click(
      await screen.findByRole('button', { name: 'Add holding to Fidelity Individual' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add holding' });
    await user.type(within(dialog).getByLabelText('Name'), 'Gold coins');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Other');
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.click(within(dialog).getByLabelText('Cost basis not known'));
    expect(within(dialog).getByLabelText('Cost basis')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    await screen.findByText('Holding added successfully!');
    expect(server.bodiesOf('POST /api/investments/inv-1/holdings')[0]).toMatchObject({
      symbol: null,
      name: 'Gold coins',
      assetClass: 'other',
      costBasisCents: null,
      priceMicros: null,
    });
  });

  it('updates a price, dated today unless changed, and shows the change', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE]);
    renderInvestments();
    const opener = await chooseHoldingAction(
      user,
      'BND · Vanguard Total Bond Market ETF',
      'Update price',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update price' });
    expect(dialog).toHaveAccessibleDescription(/applies to every BND holding in this household/);
    const price = within(dialog).getByLabelText('Price per unit');
    expect(price).toHaveValue('72.5');
    expect(within(dialog).getByLabelText('As of')).toHaveValue(dayAgo(0));
    await user.clear(price);
    await user.type(price, '74.0125');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await expectToast('Price updated successfully!');
    expect(server.bodiesOf('POST /api/investments/holdings/holding-2/prices')).toEqual([
      { priceMicros: 74_012_500, asOf: dayAgo(0) },
    ]);
    const row = await screen.findByRole('row', { name: /BND/ });
    await waitFor(() => expect(within(row).getByText('$7,401.25')).toBeVisible());
    expect(within(row).getByText('+$1.5125 (+2.09%)')).toBeVisible();
    expect(screen.queryByText(/more than 3 days old/)).toBeNull();
    // Focus goes back to the menu's button, not to the page.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the failure toast when a price cannot be saved, and keeps the dialog', async () => {
    const user = userEvent.setup();
    investmentsApi([BROKERAGE], {
      'POST /api/investments/holdings/holding-2/prices': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
          asOf: 'Enter a valid date',
        }),
    });
    renderInvestments();
    await chooseHoldingAction(user, 'BND · Vanguard Total Bond Market ETF', 'Update price');
    const dialog = await screen.findByRole('dialog', { name: 'Update price' });
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(
      await screen.findByText('Failed to update price: Please correct the highlighted fields.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Enter a valid date')).toBeVisible();
  });

  it('edits a holding without sending a price (prices change through Update price)', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE], {
      'PUT /api/investments/holdings/holding-1': () => ({ holding: makeHolding({ quantity: 12 }) }),
    });
    renderInvestments();
    await chooseHoldingAction(user, 'VTI · Vanguard Total Stock Market ETF', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit holding' });
    expect(within(dialog).queryByLabelText('Price per unit')).toBeNull();
    expect(within(dialog).getByLabelText('Cost basis')).toHaveValue('2,000.00');
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveValue('10');
    await user.clear(quantity);
    await user.type(quantity, '1,2x');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter the quantity')).toBeVisible();
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Holding updated successfully!');
    expect(server.bodiesOf('PUT /api/investments/holdings/holding-1')).toEqual([
      {
        symbol: 'VTI',
        name: 'Vanguard Total Stock Market ETF',
        assetClass: 'etf',
        quantity: 12,
        costBasisCents: 200_000,
        priceMicros: null,
        priceAsOf: null,
      },
    ]);
  });

  it('deletes a holding after confirmation', async () => {
    const user = userEvent.setup();
    const server = investmentsApi([BROKERAGE], {
      'DELETE /api/investments/holdings/holding-1': () => ({ ok: true }),
    });
    renderInvestments();
    await chooseHoldingAction(user, 'VTI · Vanguard Total Stock Market ETF', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this holding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete holding' }));
    await expectToast('Holding deleted successfully!');
    expect(server.callsTo('DELETE /api/investments/holdings/holding-1')).toHaveLength(1);
  });
});
