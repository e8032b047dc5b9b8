import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import { apiError, json, type Handler } from '@test/web/fake-api';
import { expenseFixture, homeFixture } from '@web/testing/record-fixtures.test-helper';
import { readStatements, renderStatementImport } from '../testing/render-statement-import';
import { detectRoute, detectedSeries, matchOf, readFile } from '../testing/statement-fixtures';

const netflix = expenseFixture({
  id: 'expense-9',
  vendor: 'Netflix',
  costCents: 1549,
  bankAccount: 'Amex ****1004',
  isAutoPay: true,
  autoPayDate: 7,
  website: 'https://netflix.com',
});

const saved = () => json(201, { expense: netflix, loan: null });

function renderReview(series: TDetectedSeries[], routes: Record<string, Handler> = {}) {
  return renderStatementImport({
    expenses: [netflix],
    routes: {
      'POST /api/statements/detect': detectRoute({ files: [readFile('checking.ofx')], series }),
      'POST /api/expenses': saved,
      'PUT /api/expenses/expense-9': saved,
      ...routes,
    },
  });
}

const card = (scope: HTMLElement, vendor: string) =>
  within(scope).getByRole('article', { name: vendor });

const matched = detectedSeries({
  key: 'netflix',
  vendor: 'Netflix',
  amountCents: 1799,
  match: matchOf(netflix),
  proposal: 'update',
  payingAccount: null,
});
const spotify = detectedSeries({ key: 'spotify', vendor: 'Spotify', amountCents: 1199 });
const gym = detectedSeries({
  key: 'gym',
  vendor: 'Planet Fitness',
  amountCents: 2499,
  active: false,
  lastSeen: '2025-10-03',
});

describe('Reviewing the bills found', () => {
  it('offers to update a matched obligation, preselected, and to add a new one', async () => {
    const user = userEvent.setup();
    renderReview([matched, spotify]);
    const dialog = await readStatements(user);
    const netflixCard = card(dialog, 'Netflix');
    expect(within(netflixCard).getByRole('checkbox', { name: 'Save Netflix' })).toBeChecked();
    expect(
      within(netflixCard).getByRole('group', {
        name: 'Already in your obligations: Netflix, $15.49',
      }),
    ).toBeVisible();
    expect(within(netflixCard).getByRole('radio', { name: 'Update Netflix' })).toBeChecked();
    expect(within(netflixCard).getByRole('radio', { name: 'Add as new' })).not.toBeChecked();
    // Updating keeps its vendor and category: only the amount is asked.
    expect(within(netflixCard).queryByLabelText('Vendor')).toBeNull();
    expect(within(netflixCard).getByLabelText('Amount')).toHaveValue('17.99');

    const spotifyCard = card(dialog, 'Spotify');
    expect(within(spotifyCard).getByText('New')).toBeVisible();
    expect(within(spotifyCard).queryByRole('radio')).toBeNull();
    expect(within(spotifyCard).getByLabelText('Vendor')).toHaveValue('Spotify');
    expect(within(spotifyCard).getByLabelText('Category')).toHaveValue('other');
    expect(
      within(spotifyCard).getByRole('checkbox', { name: 'Auto-pay from Chase ****8842' }),
    ).toBeChecked();
    expect(within(spotifyCard).getByText('Seen as: NETFLIX.COM 866-579-7172 CA')).toBeVisible();
    expect(within(spotifyCard).getByText(/^Next due Mar 5, 2026/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' })).toBeEnabled();
  });

  it('keeps ended series apart, unticked, with their last charge', async () => {
    const user = userEvent.setup();
    renderReview([spotify, gym]);
    const dialog = await readStatements(user);
    const ended = within(dialog).getByRole('region', { name: 'Ended (1)' });
    const gymCard = card(ended, 'Planet Fitness');
    expect(
      within(gymCard).getByRole('checkbox', { name: 'Save Planet Fitness' }),
    ).not.toBeChecked();
    expect(within(gymCard).getByText(/^Last charged Oct 3, 2025/)).toBeVisible();
    expect(within(gymCard).queryByLabelText('Amount')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Bills found (1)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save 1 obligation(s)' })).toBeEnabled();

    await user.click(within(gymCard).getByRole('checkbox', { name: 'Save Planet Fitness' }));
    expect(within(gymCard).getByLabelText('Amount')).toHaveValue('24.99');
    expect(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' })).toBeEnabled();
  });

  it('lists pay to keep as income and transfers folded away, and counts the bills already saved', async () => {
    const user = userEvent.setup();
    renderReview([
      spotify,
      detectedSeries({
        key: 'nf',
        vendor: 'Netflix',
        proposal: 'unchanged',
        match: matchOf(netflix),
      }),
      detectedSeries({
        key: 'pay',
        vendor: 'Acme Corp',
        kind: 'income',
        amountCents: 250000,
        frequency: 'biweekly',
      }),
      detectedSeries({ key: 'sav', vendor: 'Ally Savings', kind: 'transfer', amountCents: 50000 }),
    ]);
    const dialog = await readStatements(user);
    // Only the new bill is offered as an obligation; the one saved already, the pay and the
    // transfer are not. The pay is offered to keep as income, ticked.
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);
    expect(within(dialog).getByText(/1 already in your obligations\./)).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', { name: /Keep Acme Corp as income/ }),
    ).toBeChecked();
    const summary = within(dialog).getByText(
      'Also found: transfers between your accounts, not saved (1)',
    );
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details!).getByText('Transfer: Ally Savings')).toBeVisible();
    expect(within(details!).getByText('$500.00 every month · Chase ****8842')).toBeVisible();
  });

  it('says when nothing new was found', async () => {
    const user = userEvent.setup();
    renderReview([
      detectedSeries({
        key: 'nf',
        vendor: 'Netflix',
        proposal: 'unchanged',
        match: matchOf(netflix),
      }),
    ]);
    const dialog = await readStatements(user);
    // Focus moves in an effect after the results render; on a busy machine that is a tick later.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'No new bills found' })).toHaveFocus(),
    );
    expect(
      within(dialog).getByText('Nothing new to save: 1 already in your obligations.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('article')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save 0 obligation(s)' })).toBeDisabled();
  });

  it('saves a weekly charge monthly, at its monthly equivalent, and shows a varying amount’s range', async () => {
    const user = userEvent.setup();
    const { api } = renderReview([
      detectedSeries({
        key: 'lawn',
        vendor: 'Green Lawn Care',
        frequency: 'weekly',
        amountCents: 1000,
        payingAccount: null,
      }),
      detectedSeries({
        key: 'power',
        vendor: 'Austin Energy',
        amountCents: 11800,
        amountRange: { minCents: 9200, maxCents: 14100 },
        payingAccount: null,
      }),
    ]);
    const dialog = await readStatements(user);
    const lawn = card(dialog, 'Green Lawn Care');
    expect(
      within(lawn).getByText('Charged every week, $10.00 each: saved as $43.33 a month'),
    ).toBeVisible();
    expect(within(lawn).getByLabelText('Amount')).toHaveValue('43.33');
    const power = card(dialog, 'Austin Energy');
    expect(within(power).getByLabelText('Amount')).toHaveAccessibleDescription(
      'Varies: $92.00–$141.00, latest $118.00',
    );
    expect(within(power).getByText('Due per month')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(2));
    const [lawnBody] = api.bodiesOf('POST /api/expenses');
    expect(lawnBody).toMatchObject({
      vendor: 'Green Lawn Care',
      costCents: 4333,
      frequency: 'monthly',
      isAutoPay: false,
      bankAccount: null,
      statementCharges: [
        { on: '2026-01-05', amountCents: 4333 },
        { on: '2026-02-05', amountCents: 4333 },
      ],
    });
  });
});

describe('Saving the chosen bills', () => {
  it('saves exactly the ticked ones: the match updated, the new one added, then closes', async () => {
    const user = userEvent.setup();
    const { api } = renderReview([
      matched,
      spotify,
      gym,
      detectedSeries({ key: 'hulu', vendor: 'Hulu' }),
    ]);
    const dialog = await readStatements(user);
    await user.click(within(card(dialog, 'Hulu')).getByRole('checkbox', { name: 'Save Hulu' }));
    const spotifyCard = card(dialog, 'Spotify');
    await user.clear(within(spotifyCard).getByLabelText('Vendor'));
    await user.type(within(spotifyCard).getByLabelText('Vendor'), 'Spotify Family');
    await user.selectOptions(within(spotifyCard).getByLabelText('Category'), 'kids');
    const expensesReads = api.callsTo('GET /api/expenses').length;

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/expenses')).toHaveLength(1);
    expect(api.callsTo('POST /api/expenses')[0]?.search).toBe('?owner=user-1');
    expect(api.bodiesOf('POST /api/expenses')[0]).toEqual({
      category: 'kids',
      vendor: 'Spotify Family',
      costCents: 1199,
      frequency: 'monthly',
      description: null,
      bankAccount: 'Chase ****8842',
      isAutoPay: true,
      autoPayDate: 5,
      homeSubcategory: null,
      address: null,
      statementCharges: [
        { on: '2026-01-05', amountCents: 1199 },
        { on: '2026-02-05', amountCents: 1199 },
      ],
    });
    // The match keeps what the household set (its account and auto-pay day); the amount changes.
    expect(api.bodiesOf('PUT /api/expenses/expense-9')).toEqual([
      expect.objectContaining({
        vendor: 'Netflix',
        costCents: 1799,
        frequency: 'monthly',
        bankAccount: 'Amex ****1004',
        isAutoPay: true,
        autoPayDate: 7,
        website: 'https://netflix.com',
      }),
    ]);
    expect(await screen.findByText('2 obligation(s) added successfully')).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('GET /api/expenses').length).toBeGreaterThan(expensesReads),
    );
  });

  it('adds the matched one as new when the person chooses so, without its auto-pay if unticked', async () => {
    const user = userEvent.setup();
    const { api } = renderReview([
      { ...matched, payingAccount: { id: 'a', label: 'Chase ****8842' } },
    ]);
    const dialog = await readStatements(user);
    const netflixCard = card(dialog, 'Netflix');
    await user.click(within(netflixCard).getByRole('radio', { name: 'Add as new' }));
    await user.click(
      within(netflixCard).getByRole('checkbox', { name: 'Auto-pay from Chase ****8842' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      vendor: 'Netflix',
      bankAccount: null,
      isAutoPay: false,
      autoPayDate: null,
    });
    expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(0);
  });

  it('asks for a home bill’s property before saving anything, and for the vendor', async () => {
    const user = userEvent.setup();
    const { api } = renderReview([
      detectedSeries({
        key: 'water',
        vendor: 'Austin Water',
        category: 'home',
        homeSubcategory: 'Utilities',
      }),
      spotify,
    ]);
    const dialog = await readStatements(user);
    const water = card(dialog, 'Austin Water');
    expect(within(water).getByLabelText('Home expense type')).toHaveValue('Utilities');
    expect(
      within(water).getByText('Add the home under Properties first, or choose another category.'),
    ).toBeVisible();
    await user.clear(within(card(dialog, 'Spotify')).getByLabelText('Vendor'));

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Complete 2 bill(s) before saving, or untick them.',
    );
    expect(within(water).getByLabelText('Property address')).toHaveAccessibleDescription(
      'Choose or enter the property address',
    );
    await waitFor(() => expect(within(water).getByLabelText('Property address')).toHaveFocus());
    expect(within(card(dialog, 'Spotify')).getByLabelText('Vendor')).toHaveAccessibleDescription(
      'Enter the vendor',
    );
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('puts a home bill at the household’s one home', async () => {
    const user = userEvent.setup();
    const { api } = renderStatementImport({
      properties: [homeFixture()],
      routes: {
        'POST /api/statements/detect': detectRoute({
          files: [readFile('checking.ofx')],
          series: [
            detectedSeries({
              key: 'water',
              vendor: 'Austin Water',
              category: 'home',
              homeSubcategory: 'Utilities',
            }),
          ],
        }),
        'POST /api/expenses': saved,
      },
    });
    const dialog = await readStatements(user);
    await waitFor(() =>
      expect(within(card(dialog, 'Austin Water')).getByLabelText('Property address')).toHaveValue(
        '12 Oak St, Austin, TX, 78701',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      category: 'home',
      homeSubcategory: 'Utilities',
      address: { street: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
    });
  });

  it('keeps what could not be saved on screen with the reason, and closes only when all are', async () => {
    const user = userEvent.setup();
    const { api } = renderReview([spotify, matched], {
      'POST /api/expenses': () => apiError(400, 'BAD_REQUEST', 'That vendor name is not allowed.'),
    });
    const dialog = await readStatements(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 obligation(s)' }));
    const spotifyCard = await waitFor(() => card(dialog, 'Spotify'));
    expect(await within(spotifyCard).findByRole('alert')).toHaveTextContent(
      'Not saved yetThat vendor name is not allowed.',
    );
    expect(within(dialog).queryByRole('article', { name: 'Netflix' })).toBeNull();
    expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(1);
    expect(await screen.findByText('Failed to save some expenses')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Import statements' })).toBeVisible();
  });
});
