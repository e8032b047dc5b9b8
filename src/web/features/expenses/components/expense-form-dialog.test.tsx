import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TExpense } from '@shared/finance/expense-schemas';
import { apiError, json } from '@test/web/fake-api';
import { makeAddress, makeAsset, makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

const elm = makeAddress('12 Elm St');

function savedAnswer(expense: Partial<TExpense>, loan: unknown = null) {
  return () => json(201, { expense: makeExpense(expense), loan });
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
  return screen.findByRole('dialog', { name: 'Add New Obligation' });
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(name);

describe('Add New Obligation', () => {
  it('defaults the category to the current filter, but not for All', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: [makeExpense()] });
    let dialog = await openAddDialog(user);
    expect(field(dialog, 'Category')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Kids' }),
    );
    dialog = await openAddDialog(user);
    expect(field(dialog, 'Category')).toHaveValue('kids');
    expect(field(dialog, 'Child')).toBeInTheDocument();
  });

  it('sends nothing without a category and vendor, and says why at the fields', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({ expenses: [makeExpense()] });
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await waitFor(() =>
      expect(field(dialog, 'Category')).toHaveAccessibleDescription('Choose a category'),
    );
    expect(field(dialog, 'Vendor')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Vendor')).toHaveAccessibleDescription('Enter the vendor');
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('sends the obligation, toasts, closes, and opens blank again', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense({ bankAccount: 'Amex ****1005' })],
      assets: [
        makeAsset({
          institutionName: 'Chase',
          accountName: 'Checking',
          accountNumberLast4: '4321',
        }),
      ],
      routes: { 'POST /api/expenses': savedAnswer({ vendor: 'Comcast' }) },
    });
    let dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'other');
    await user.type(field(dialog, 'Vendor'), 'Comcast');
    await user.type(field(dialog, 'Cost'), '89.99');
    await user.selectOptions(field(dialog, 'Frequency'), 'quarterly');
    await user.type(field(dialog, 'Description'), 'Internet');
    await waitFor(() =>
      expect(
        within(field(dialog, 'Debit bank or credit card')).getByRole('option', {
          name: 'Chase - Checking ****4321',
        }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(
      field(dialog, 'Debit bank or credit card'),
      'Chase - Checking ****4321',
    );
    await user.click(field(dialog, 'Auto-pay'));
    await user.selectOptions(field(dialog, 'Auto-pay day'), '12');
    await user.type(field(dialog, 'Website'), 'comcast.com');
    await user.type(field(dialog, 'Account number with the vendor'), '8155 6001 2345');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));

    expect(await screen.findByText('Obligation added')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/expenses')).toEqual([
      {
        category: 'other',
        vendor: 'Comcast',
        costCents: 8_999,
        frequency: 'quarterly',
        description: 'Internet',
        bankAccount: 'Chase - Checking ****4321',
        isAutoPay: true,
        autoPayDate: 12,
        website: 'comcast.com',
        vendorAccount: '8155 6001 2345',
        documentUrl: null,
        entityName: null,
        homeSubcategory: null,
        outstandingLoanBalanceCents: null,
        address: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openAddDialog(user);
    expect(field(dialog, 'Vendor')).toHaveValue('');
    expect(field(dialog, 'Cost')).toHaveValue('0.00');
    expect(field(dialog, 'Auto-pay')).not.toBeChecked();
  });

  it('keeps the dialog busy while saving ("Adding...")', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/expenses': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'other');
    await user.type(field(dialog, 'Vendor'), 'Comcast');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer(json(201, { expense: makeExpense(), loan: null }));
    expect(await screen.findByText('Obligation added')).toBeInTheDocument();
  });

  it('clears the vehicle when the category changes', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: [makeExpense({ category: 'auto', entityName: 'Tesla' })],
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'auto');
    expect(field(dialog, 'Vehicle')).toHaveValue('__new__');
    await user.selectOptions(field(dialog, 'Vehicle'), 'Tesla');
    await user.selectOptions(field(dialog, 'Category'), 'insurance');
    expect(within(dialog).queryByLabelText('Vehicle')).toBeNull();
    await user.selectOptions(field(dialog, 'Category'), 'auto');
    expect(field(dialog, 'Vehicle')).toHaveValue('__new__');
    expect(field(dialog, 'New vehicle name')).toHaveValue('');
  });

  it('asks for the balance of a Mortgage only, and drops it for another type', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense({ category: 'home', address: elm })],
      routes: {
        'POST /api/expenses': savedAnswer(
          { vendor: 'Wells Fargo' },
          { id: 'loan-1', action: 'created' },
        ),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'home');
    expect(within(dialog).queryByLabelText('Outstanding loan balance')).toBeNull();
    await user.selectOptions(field(dialog, 'Type of home expense'), 'Mortgage');
    await user.type(field(dialog, 'Outstanding loan balance'), '250000');
    await user.selectOptions(field(dialog, 'Type of home expense'), 'HOA');
    expect(within(dialog).queryByLabelText('Outstanding loan balance')).toBeNull();
    await user.selectOptions(field(dialog, 'Type of home expense'), 'Mortgage');
    expect(field(dialog, 'Outstanding loan balance')).toHaveValue('0.00');

    await user.type(field(dialog, 'Outstanding loan balance'), '310000');
    await user.type(field(dialog, 'Vendor'), 'Wells Fargo');
    await user.selectOptions(field(dialog, 'Property address'), elm.full);
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));

    expect(await screen.findByText('Obligation added')).toBeInTheDocument();
    expect(screen.getByText('Mortgage loan created in Loans')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      category: 'home',
      homeSubcategory: 'Mortgage',
      outstandingLoanBalanceCents: 31_000_000,
      address: { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    });
  });

  it('requires an address for home, and all four parts of a new one', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense({ category: 'home', address: elm })],
      routes: { 'POST /api/expenses': savedAnswer({ vendor: 'City Water' }) },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'home');
    await user.type(field(dialog, 'Vendor'), 'City Water');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(
      await within(dialog).findByText('Choose or enter the property address'),
    ).toBeInTheDocument();

    await user.selectOptions(field(dialog, 'Property address'), 'New address');
    await user.type(field(dialog, 'Street'), '9 Pine Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(await within(dialog).findByText('Enter the city')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the state')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the ZIP code')).toBeInTheDocument();
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);

    await user.type(field(dialog, 'City'), 'Austin');
    await user.type(field(dialog, 'State'), 'TX');
    await user.type(field(dialog, 'ZIP'), '78702');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await screen.findByText('Obligation added');
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      address: { street: '9 Pine Rd', city: 'Austin', state: 'TX', zip: '78702' },
    });
  });

  it('clears the auto-pay day when auto-pay is turned off', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: [makeExpense()] });
    const dialog = await openAddDialog(user);
    await user.click(field(dialog, 'Auto-pay'));
    await user.selectOptions(field(dialog, 'Auto-pay day'), '31');
    await user.click(field(dialog, 'Auto-pay'));
    expect(within(dialog).queryByLabelText('Auto-pay day')).toBeNull();
    await user.click(field(dialog, 'Auto-pay'));
    expect(field(dialog, 'Auto-pay day')).toHaveValue('');
  });

  it('adds a new bank account by name and at most 4 digits', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense()],
      routes: { 'POST /api/expenses': savedAnswer({ vendor: 'Gym' }) },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'other');
    await user.type(field(dialog, 'Vendor'), 'Gym');
    await user.selectOptions(field(dialog, 'Debit bank or credit card'), 'Add new');
    await user.type(field(dialog, 'Account name'), 'Amex Gold');
    await user.type(field(dialog, 'Last 4 digits'), '10a0567');
    expect(field(dialog, 'Last 4 digits')).toHaveValue('1005');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await screen.findByText('Obligation added');
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      bankAccount: 'Amex Gold ****1005',
    });
  });

  it('shows the server message in a toast and at its field', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/expenses': () =>
          apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
            'address.zip': 'Enter a 5-digit ZIP code',
          }),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(field(dialog, 'Category'), 'home');
    await user.type(field(dialog, 'Vendor'), 'City Water');
    await user.type(field(dialog, 'Street'), '9 Pine Rd');
    await user.type(field(dialog, 'City'), 'Austin');
    await user.type(field(dialog, 'State'), 'TX');
    await user.type(field(dialog, 'ZIP'), '78702');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(await screen.findByText('Failed to add obligation')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(field(dialog, 'ZIP')).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(screen.getByRole('dialog', { name: 'Add New Obligation' })).toBeInTheDocument();
  });
});

describe('Edit Obligation', () => {
  const saved = makeExpense({
    id: 'mortgage',
    category: 'home',
    vendor: 'Wells Fargo',
    costCents: 250_000,
    homeSubcategory: 'Mortgage',
    outstandingLoanBalanceCents: 31_000_000,
    vendorAccountLast4: '7788',
    documentUrl: '/api/documents/statement/open',
    address: elm,
  });

  it('keeps the stored vendor account unless it is changed', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [saved],
      routes: {
        'PUT /api/expenses/mortgage': () =>
          json(200, { expense: saved, loan: { id: 'loan-1', action: 'updated' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Obligation' });
    expect(field(dialog, 'Account number with the vendor')).toHaveValue('****7788');
    expect(field(dialog, 'Property address')).toHaveValue(elm.full);
    expect(field(dialog, 'Outstanding loan balance')).toHaveValue('310,000.00');
    await user.clear(field(dialog, 'Description'));
    await user.type(field(dialog, 'Description'), 'Primary home');
    await user.click(within(dialog).getByRole('button', { name: 'Update Obligation' }));

    expect(await screen.findByText('Obligation updated')).toBeInTheDocument();
    expect(screen.getByText('Mortgage loan updated in Loans')).toBeInTheDocument();
    const [body] = api.bodiesOf('PUT /api/expenses/mortgage');
    expect(body).not.toHaveProperty('vendorAccount');
    expect(body).toMatchObject({
      description: 'Primary home',
      documentUrl: '/api/documents/statement/open',
      outstandingLoanBalanceCents: 31_000_000,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Wells Fargo' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Obligation' });
    await user.clear(field(again, 'Account number with the vendor'));
    await user.type(field(again, 'Account number with the vendor'), '99001122');
    await user.click(within(again).getByRole('button', { name: 'Update Obligation' }));
    await waitFor(() => expect(api.bodiesOf('PUT /api/expenses/mortgage')).toHaveLength(2));
    expect(api.bodiesOf('PUT /api/expenses/mortgage')[1]).toMatchObject({
      vendorAccount: '99001122',
    });
  });

  it('says why an update failed', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: [saved],
      routes: {
        'PUT /api/expenses/mortgage': () =>
          apiError(404, 'NOT_FOUND', 'This obligation does not exist.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Obligation' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Obligation' }));
    expect(await screen.findByText('Failed to update obligation')).toBeInTheDocument();
    expect(screen.getByText('This obligation does not exist.')).toBeInTheDocument();
  });
});
