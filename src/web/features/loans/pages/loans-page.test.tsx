import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { apiError, fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { expense, home, loan } from '../loan-fixtures.test-helper';
import { LoansPage } from './loans-page';
import { expectToast } from '@test/web/expect-toast';

const MORTGAGE_BILL = expense();
const OTHER_HOUSEHOLD_BILL = expense({
  id: '33333333-3333-4333-8333-333333333333',
  ownerId: 'user-2',
  vendor: 'Someone Else Bank',
});
const HOUSE = home();
const LINKED = loan({
  relatedExpenseId: MORTGAGE_BILL.id,
  propertyId: HOUSE.id,
  notes: 'Auto-created from mortgage expense: Wells Fargo Home Mortgage',
});

function loansApi(
  initial: TLoan[],
  {
    expenses = [MORTGAGE_BILL],
    properties = [HOUSE],
    routes = {},
  }: { expenses?: TExpense[]; properties?: TProperty[]; routes?: Record<string, Handler> } = {},
) {
  let list = [...initial];
  return fakeApi({
    'GET /api/loans': () => ({ loans: list }),
    'GET /api/expenses': () => ({ expenses }),
    'GET /api/properties': () => ({ properties }),
    'POST /api/loans': (body) => {
      const created = loan({ ...(body as Partial<TLoan>), id: 'loan-new' });
      list = [created, ...list];
      return json(201, { loan: created });
    },
    'PUT /api/loans/loan-1': (body) => {
      const updated = loan({ ...LINKED, ...(body as Partial<TLoan>) });
      list = list.map((item) => (item.id === updated.id ? updated : item));
      return { loan: updated };
    },
    'DELETE /api/loans/loan-1': () => {
      list = list.filter((item) => item.id !== 'loan-1');
      return { ok: true };
    },
    ...routes,
  });
}

function renderLoans() {
  return renderRoute(<LoansPage />, '/loans', { signedInAs: sessionUser() });
}

describe('LoansPage', () => {
  it('shows the totals and each loan with its links and stored note', async () => {
    loansApi([
      LINKED,
      loan({
        id: 'loan-2',
        loanType: 'auto',
        lender: 'Toyota Financial',
        outstandingBalanceCents: 20_000_00,
        monthlyPaymentCents: 450_00,
        relatedExpenseId: null,
        propertyId: null,
      }),
    ]);
    renderLoans();
    expect(screen.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    expect(await screen.findByText('Total outstanding')).toBeVisible();
    expect(screen.getByText('Total outstanding').nextElementSibling).toHaveTextContent(
      '$320,000.00',
    );
    expect(screen.getByText('Total monthly payments').nextElementSibling).toHaveTextContent(
      '$2,248.65',
    );
    const card = screen.getByRole('article', { name: 'Wells Fargo' });
    expect(within(card).getByText('Wells Fargo Home Mortgage')).toBeVisible();
    expect(within(card).getByText('12 Oak St, Austin, TX, 78701')).toBeVisible();
    expect(
      within(card).getByText('Auto-created from mortgage expense: Wells Fargo Home Mortgage'),
    ).toBeVisible();
    expect(within(card).getByText('6%')).toBeVisible();
    expect(within(card).getByText('30 years')).toBeVisible();
    expect(within(card).getByText('Mar 1, 2024')).toBeVisible();
    expectLinkTo(screen, 'Export CSV', '/api/loans/export?owners=user-1');
  });

  it('reveals the account number and hides it again', async () => {
    const user = userEvent.setup();
    loansApi([LINKED], {
      routes: { 'GET /api/loans/loan-1/account-number': () => ({ accountNumber: '7770004321' }) },
    });
    renderLoans();
    const show = await screen.findByRole('button', {
      name: 'Show account number of Wells Fargo Mortgage',
    });
    await user.click(show);
    expect(await screen.findByText('7770004321')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Hide account number of Wells Fargo Mortgage' }),
    );
    expect(screen.getByText('****4321')).toBeVisible();
  });

  it('invites adding the first loan, linked to an obligation of the household', async () => {
    const user = userEvent.setup();
    const server = loansApi([]);
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Add your first loan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add loan' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Auto');
    await user.type(within(dialog).getByLabelText('Lender'), 'Toyota Financial');
    await user.type(within(dialog).getByLabelText('Original amount'), '25000');
    await user.type(within(dialog).getByLabelText('Outstanding balance'), '18250.50');
    await user.type(within(dialog).getByLabelText('Interest rate'), '6.125');
    await user.type(within(dialog).getByLabelText('Monthly payment'), '495.03');
    await user.type(within(dialog).getByLabelText('Term'), '60');
    await user.type(within(dialog).getByLabelText('Start date'), '2025-01-15');
    const obligation = within(dialog).getByLabelText('Linked obligation');
    await waitFor(() => expect(obligation).toBeEnabled());
    await user.selectOptions(obligation, 'Wells Fargo Home Mortgage (Home · Mortgage)');
    await user.click(within(dialog).getByRole('button', { name: 'Add loan' }));

    await expectToast('Loan added');
    expect(server.bodiesOf('POST /api/loans')).toEqual([
      {
        loanType: 'auto',
        lender: 'Toyota Financial',
        originalAmountCents: 25_000_00,
        outstandingBalanceCents: 18_250_50,
        interestRatePercent: 6.125,
        monthlyPaymentCents: 495_03,
        termMonths: 60,
        startDate: '2025-01-15',
        notes: null,
        relatedExpenseId: MORTGAGE_BILL.id,
        propertyId: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only the loan household’s obligations and properties when editing', async () => {
    const user = userEvent.setup();
    loansApi([LINKED], { expenses: [MORTGAGE_BILL, OTHER_HOUSEHOLD_BILL] });
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo Mortgage' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit loan' });
    const select = within(dialog).getByLabelText('Linked obligation');
    expect(select).toHaveValue(MORTGAGE_BILL.id);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No linked obligation', 'Wells Fargo Home Mortgage (Home · Mortgage)']);
    expect(within(dialog).getByLabelText('Linked property')).toHaveValue(HOUSE.id);
  });

  it('keeps the stored account number unless a new one is typed', async () => {
    const user = userEvent.setup();
    const server = loansApi([LINKED]);
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo Mortgage' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit loan' });
    expect(within(dialog).getByLabelText('Account number')).toHaveAttribute(
      'placeholder',
      'Unchanged (****4321)',
    );
    expect(within(dialog).getByLabelText('Interest rate')).toHaveValue('6');
    await user.clear(within(dialog).getByLabelText('Outstanding balance'));
    await user.type(within(dialog).getByLabelText('Outstanding balance'), '299000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Loan updated');
    const [body] = server.bodiesOf('PUT /api/loans/loan-1') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('accountNumber');
    expect(body).toMatchObject({
      outstandingBalanceCents: 299_000_00,
      relatedExpenseId: MORTGAGE_BILL.id,
      notes: 'Auto-created from mortgage expense: Wells Fargo Home Mortgage',
    });
  });

  it('shows the failure toast with the server message and the field message', async () => {
    const user = userEvent.setup();
    loansApi([LINKED], {
      routes: {
        'PUT /api/loans/loan-1': () =>
          apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
            relatedExpenseId: 'Choose one of your obligations',
          }),
      },
    });
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo Mortgage' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit loan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update loan')).toBeVisible();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeVisible();
    expect(within(dialog).getByText('Choose one of your obligations')).toBeVisible();
  });

  it('checks the rate before sending', async () => {
    const user = userEvent.setup();
    const server = loansApi([]);
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Add loan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add loan' });
    await user.type(within(dialog).getByLabelText('Lender'), 'Bank');
    await user.type(within(dialog).getByLabelText('Interest rate'), '650');
    await user.click(within(dialog).getByRole('button', { name: 'Add loan' }));
    expect(
      await within(dialog).findByText('Enter the yearly rate in percent, e.g. 6.5'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/loans')).toHaveLength(0);
  });

  it('says at the field that a lender over the limit is too long, not missing', async () => {
    const user = userEvent.setup();
    const server = loansApi([]);
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Add loan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add loan' });
    const lender = within(dialog).getByLabelText('Lender');
    await user.click(lender);
    await user.paste('L'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Add loan' }));
    await waitFor(() =>
      expect(lender).toHaveAccessibleDescription(
        'The lender is too long: use at most 200 characters',
      ),
    );
    expect(lender).toBeInvalid();
    expect(within(dialog).queryByText('Enter the lender')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/loans')).toHaveLength(0);
  });

  it('deletes a loan after confirmation', async () => {
    const user = userEvent.setup();
    const server = loansApi([LINKED]);
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Delete Wells Fargo Mortgage' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this loan?' })).getByRole('button', {
        name: 'Delete loan',
      }),
    );
    await expectToast('Loan deleted');
    expect(server.callsTo('DELETE /api/loans/loan-1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Add your first loan' })).toBeVisible();
  });

  it('keeps the loan and gives focus back when the delete is cancelled', async () => {
    const user = userEvent.setup();
    const server = loansApi([LINKED]);
    renderLoans();
    const remove = await screen.findByRole('button', { name: 'Delete Wells Fargo Mortgage' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(remove).toHaveFocus());
    expect(server.callsTo('DELETE /api/loans/loan-1')).toHaveLength(0);
  });

  it('says when a delete fails', async () => {
    const user = userEvent.setup();
    loansApi([LINKED], {
      routes: {
        'DELETE /api/loans/loan-1': () => apiError(404, 'NOT_FOUND', 'This loan does not exist.'),
      },
    });
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Delete Wells Fargo Mortgage' }));
    await user.click(screen.getByRole('button', { name: 'Delete loan' }));
    expect(await screen.findByText('Failed to delete loan')).toBeVisible();
    expect(screen.getByText('This loan does not exist.')).toBeVisible();
  });

  it('shows the payoff schedule and what an extra payment saves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15));
    const user = userEvent.setup();
    loansApi([LINKED]);
    renderLoans();
    await user.click(
      await screen.findByRole('button', { name: 'Payoff schedule for Wells Fargo Mortgage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Payoff schedule' });
    expect(within(dialog).getByText('Payoff date').nextElementSibling).toHaveTextContent(
      'March 2056',
    );
    expect(within(dialog).getByText('Payments left').nextElementSibling).toHaveTextContent('360');
    const table = within(dialog).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 29);
    expect(rows[1]).toHaveTextContent('Apr 2026$1,798.65$1,500.00$298.65$299,701.35');
    expect(rows.at(-1)).toHaveTextContent('Year 30');

    await user.type(within(dialog).getByLabelText('Extra monthly payment'), '200');
    // 279 payments instead of 360 (closed-form check in amortization.test.ts).
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Paid off 6 years 9 months sooner, in June 2049. Interest saved: $91,173.87.',
    );
  });

  it('explains a payment that does not cover the interest', async () => {
    const user = userEvent.setup();
    loansApi([loan({ monthlyPaymentCents: 1_000_00 })]);
    renderLoans();
    await user.click(
      await screen.findByRole('button', { name: 'Payoff schedule for Wells Fargo Mortgage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Payoff schedule' });
    expect(
      within(dialog).getByText('This payment does not cover the interest; the balance would grow'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('offers to try again when the loans cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    loansApi([], {
      routes: {
        'GET /api/loans': () =>
          fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { loans: [LINKED] },
      },
    });
    renderLoans();
    expect(await screen.findByText("We couldn't load your loans")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Wells Fargo' })).toBeVisible();
  });
});
