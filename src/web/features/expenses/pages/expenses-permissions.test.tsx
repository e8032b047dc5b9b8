import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advisorSource, familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { json } from '@test/web/fake-api';
import { makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

/**
 * Issue 10 item 16 on Monthly Expenses: what a person may not do is not offered (a viewer's
 * household has no Add, Import, Edit or Delete), per row in a merged view, and Add puts the new
 * obligation in the household on screen that they may add to.
 */
describe('Monthly Expenses for a viewer', () => {
  it('shows the household without Add, Import, Edit or Delete, in the list and the grid', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      user: { id: 'ev-1', accountType: 'guest', invitedBy: 'rosa' },
      expenses: [makeExpense({ vendor: 'City Water', ownerId: 'rosa' })],
      routes: {
        'GET /api/family/sources': () => ({
          sources: [guestOwn('ev-1'), familySource('rosa', 'Rosa Diaz', 'viewer')],
        }),
      },
    });
    expect(await screen.findByRole('cell', { name: /City Water/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Expense' })).toBeNull();
    expect(screen.getByText('View only')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) City Water/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'CSV export' }));
    expect(await screen.findByRole('menuitem', { name: 'Export CSV' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Import CSV' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Grid' }));
    const card = await screen.findByRole('article', { name: 'City Water' });
    expect(within(card).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('offers Edit and Delete only on the rows of a household one may change, in a merged view', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      user: { id: 'ev-2', invitedBy: 'rosa' },
      expenses: [
        makeExpense({ vendor: 'Own Gym', ownerId: 'ev-2' }),
        makeExpense({ vendor: 'City Water', ownerId: 'rosa' }),
      ],
      routes: {
        'GET /api/family/sources': () => ({
          sources: [ownSource('ev-2'), familySource('rosa', 'Rosa Diaz', 'viewer')],
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit Own Gym' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Own Gym' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) City Water/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    // Two households on screen: the dialog says the new one goes to one's own.
    const dialog = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    expect(dialog).toHaveAccessibleDescription(/Adds to: My Account/);
  });
});

describe('Adding an obligation', () => {
  it('goes to the household on screen when the person may add there, not to their own', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      user: { id: 'ev-3', invitedBy: 'jordan' },
      expenses: [makeExpense({ vendor: 'Jordan Rent', ownerId: 'jordan' })],
      routes: {
        'GET /api/family/sources': () => ({
          sources: [ownSource('ev-3'), familySource('jordan', 'Jordan Lee')],
        }),
        'POST /api/expenses': () =>
          json(201, { expense: makeExpense({ vendor: 'Piano', ownerId: 'jordan' }), loan: null }),
      },
    });
    // Spec §4: a primary account with an inviter views both; untick their own.
    await user.click(await screen.findByRole('button', { name: /2 sources selected/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'My Account' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Jordan Lee/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    expect(dialog).toHaveAccessibleDescription(/Adds to: Jordan Lee/);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'other');
    await user.type(within(dialog).getByLabelText('Vendor'), 'Piano');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.callsTo('POST /api/expenses')[0]?.search).toBe('?owner=jordan');
  });
});

describe('Monthly Expenses for an advisor not given documents (issue 35)', () => {
  it('adds by hand only: no bill reading, and no document to attach', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      user: { id: 'cpa-1', accountType: 'guest', invitedBy: 'rosa' },
      expenses: [makeExpense({ vendor: 'City Water', ownerId: 'rosa' })],
      routes: {
        'GET /api/family/sources': () => ({
          sources: [
            guestOwn('cpa-1'),
            advisorSource('rosa', 'Rosa Diaz', { sections: ['expenses'], level: 'read_write' }),
          ],
        }),
      },
    });
    expect(await screen.findByRole('cell', { name: /City Water/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    expect(within(dialog).queryByRole('tab', { name: 'AI Extract' })).toBeNull();
    expect(within(dialog).getByLabelText(/Vendor/)).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Document' })).toBeNull();
  });
});
