import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_PROPOSALS, type TBillProposals } from '@shared/bills/bill-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { householdKeys } from '@web/lib/household-data';
import type { ExtractedBill } from '../lib/bill-draft';
import { matchedObligation, readBill } from '../testing/bill-fixtures';
import { BillReviewDialog } from './bill-review-dialog';

/**
 * Issue 36 on the review card: a bill uploaded again or for an obligation the household has is
 * offered as "Update existing"; the service address and the paying account propose the
 * household's property and financial account; account numbers show their last four only.
 */
const water: TExpense = {
  id: 'expense-9',
  ownerId: 'user-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: 'home',
  vendor: 'Lakeside Water',
  costCents: 7110,
  frequency: 'monthly',
  description: null,
  bankAccount: null,
  isAutoPay: false,
  autoPayDate: null,
  website: null,
  vendorAccountLast4: '2033',
  documentUrl: '/api/documents/doc-earlier/open',
  entityName: null,
  homeSubcategory: 'Utilities',
  outstandingLoanBalanceCents: null,
  address: {
    street: '42 Birch Lane',
    city: 'Lakeside',
    state: 'MN',
    zip: '55401',
    full: '42 Birch Lane, Lakeside, MN, 55401',
  },
  linkedLoanId: null,
};

const BIRCH = { street: '42 Birch Lane', city: 'Lakeside', state: 'MN', zip: '55401' };
const SERVICE_LINE = '42 Birch Ln, Lakeside, MN 55401';
const CHECKING = { id: 'asset-1', label: 'First Lakeside Bank - Everyday Checking ****8842' };

function homeBill(proposals: Partial<TBillProposals> = {}, overrides = {}): ExtractedBill {
  return readBill(
    'water.pdf',
    { proposals: { ...NO_PROPOSALS, ...proposals }, ...overrides },
    {
      vendor: 'Lakeside Municipal Water',
      cost: 86.4,
      category: 'home',
      home_subcategory: 'Utilities',
      account_number: '118-2045-7 0-03',
      description: null,
      service_address: SERVICE_LINE,
      paid_from_last4: '8842',
    },
  ) as ExtractedBill;
}

const saved = () => json(201, { expense: water, loan: null });

function renderReview(bills: ExtractedBill[], routes: Record<string, Handler> = {}) {
  const onClose = vi.fn();
  const api = fakeApi({
    'POST /api/expenses': saved,
    'PUT /api/expenses/expense-9': saved,
    'POST /api/properties': () => json(201, { property: { id: 'property-2' } }),
    'GET /api/expenses': () => ({ expenses: [water] }),
    'POST /api/bills/review-outcomes': () => new Response(null, { status: 204 }),
    ...routes,
  });
  const view = renderRoute(
    <BillReviewDialog bills={bills} addresses={[]} onClose={onClose} />,
    '/expenses',
    { signedInAs: sessionUser() },
  );
  view.queryClient.setQueryData(householdKeys.expenses(['user-1']), [water]);
  const dialog = screen.getByRole('dialog', { name: 'Review Extracted Expenses' });
  return { api, card: within(dialog).getByRole('article', { name: 'Bill 1' }), dialog, onClose };
}

describe('a bill for an obligation the household has', () => {
  it('offers "Update existing", preselected, with the amount now and on this bill', async () => {
    const user = userEvent.setup();
    const bill = homeBill(
      { paymentAccount: CHECKING },
      {
        match: matchedObligation({
          vendor: 'Lakeside Water',
          costCents: 7110,
          accountLast4: '7003',
        }),
      },
    );
    const { api, card, dialog } = renderReview([bill]);
    const match = within(card).getByRole('group', {
      name: 'Already in your obligations: Lakeside Water ****7003',
    });
    expect(within(match).getByText('Same account number (****7003).')).toBeInTheDocument();
    expect(within(match).getByText('Amount now').nextSibling).toHaveTextContent('$71.10');
    expect(within(match).getByText('This bill').nextSibling).toHaveTextContent('$86.40');
    expect(within(match).getByRole('radio', { name: 'Update existing' })).toBeChecked();
    expect(within(match).getByRole('radio', { name: 'Add as new' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(1));
    expect(api.bodiesOf('PUT /api/expenses/expense-9')[0]).toMatchObject({
      costCents: 8640,
      vendor: 'Lakeside Water',
      // The obligation had no payment account: the one the bill is paid from is filled in.
      bankAccount: CHECKING.label,
      documentUrl: '/api/documents/doc-water-pdf/open',
    });
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('says a file was scanned before and to which obligation, and updates that one', async () => {
    const user = userEvent.setup();
    const bill = homeBill(
      {},
      {
        duplicate: {
          documentId: 'doc-earlier',
          fileName: 'water.pdf',
          scannedAt: '2026-11-20T12:00:00.000Z',
          obligation: { id: 'expense-9', vendor: 'Lakeside Water' },
        },
        match: matchedObligation({
          vendor: 'Lakeside Water',
          reason: 'same_file',
          costCents: 7110,
        }),
      },
    );
    const { api, card, dialog } = renderReview([bill]);
    expect(
      within(card).getByText(
        'You already scanned this file on Nov 20, 2026 and saved it to Lakeside Water.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('This bill was saved to it before.')).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Update existing' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(1));
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('says a file scanned before was not saved, and offers no update without a match', () => {
    const bill = homeBill(
      {},
      {
        duplicate: {
          documentId: 'doc-earlier',
          fileName: 'water.pdf',
          scannedAt: '2026-11-20T12:00:00.000Z',
          obligation: null,
        },
      },
    );
    const { card } = renderReview([bill]);
    expect(
      within(card).getByText(
        'You already scanned this file on Nov 20, 2026; it was not saved to an obligation.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('radio', { name: 'Update existing' })).toBeNull();
  });
});

describe('what the bill read proposes', () => {
  it('takes the household’s property at the service address, and shows masked numbers by their last four digits', async () => {
    const user = userEvent.setup();
    const { api, card, dialog } = renderReview([
      homeBill({
        property: {
          id: 'property-1',
          name: 'Lake house',
          address: { ...BIRCH, full: '42 Birch Lane, Lakeside, MN, 55401' },
        },
      }),
    ]);
    expect(
      within(card).getByText(
        'The service address on the bill is your property Lake house, 42 Birch Lane, Lakeside, MN, 55401.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('42 Birch Lane, Lakeside, MN, 55401')).toBeInTheDocument();
    expect(within(card).getByText('****7003')).toBeInTheDocument();
    expect(within(card).queryByText(/0-03/)).toBeNull();
    expect(within(card).queryByRole('checkbox', { name: 'Add it as a property' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({ address: BIRCH });
    expect(api.callsTo('POST /api/properties')).toHaveLength(0);
  });

  it('offers to add the service address as a property, and adds it with the type chosen', async () => {
    const user = userEvent.setup();
    const { api, card, dialog } = renderReview([homeBill({ canAddProperty: true })]);
    const add = within(card).getByRole('checkbox', { name: 'Add it as a property' });
    expect(add).not.toBeChecked();
    expect(add).toHaveAccessibleDescription(
      '42 Birch Ln, Lakeside, MN, 55401, the service address on the bill, is not one of your properties yet.',
    );
    await user.click(add);
    await user.selectOptions(within(card).getByLabelText('Type of home'), 'Rental');

    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/properties')).toEqual([
      {
        kind: 'home',
        name: null,
        address: { street: '42 Birch Ln', city: 'Lakeside', state: 'MN', zip: '55401' },
        homeType: 'rental',
      },
    ]);
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      address: { street: '42 Birch Ln', city: 'Lakeside', state: 'MN', zip: '55401' },
    });
  });

  it('does not add a property unless asked, nor offer it to someone who may not', async () => {
    const user = userEvent.setup();
    const { api, card, dialog } = renderReview([homeBill({ canAddProperty: false })]);
    expect(within(card).queryByRole('checkbox', { name: 'Add it as a property' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.callsTo('POST /api/properties')).toHaveLength(0);
  });

  it('proposes the account the bill is paid from as the payment account, which can be left out', async () => {
    const user = userEvent.setup();
    const bills = [
      homeBill({ paymentAccount: CHECKING, canAddProperty: false }),
      readBill('second.pdf', {
        proposals: { ...NO_PROPOSALS, paymentAccount: CHECKING },
      }) as ExtractedBill,
    ];
    const { api, dialog } = renderReview(bills);
    const first = within(dialog).getByRole('article', { name: 'Bill 1' });
    const second = within(dialog).getByRole('article', { name: 'Bill 2' });
    expect(within(first).getByText('Paid from').nextSibling).toHaveTextContent(CHECKING.label);
    expect(
      within(first).getByRole('checkbox', { name: `Paid from ${CHECKING.label}` }),
    ).toBeChecked();
    await user.click(within(second).getByRole('checkbox', { name: `Paid from ${CHECKING.label}` }));

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(2));
    expect(
      api.bodiesOf('POST /api/expenses').map((body) => (body as TExpense).bankAccount),
    ).toEqual([CHECKING.label, null]);
  });

  it('shows only the last four of a paying account that is not one of the household’s', () => {
    const { card } = renderReview([homeBill()]);
    expect(within(card).getByText('Paid from').nextSibling).toHaveTextContent('****8842');
    expect(within(card).queryByRole('checkbox', { name: /^Paid from/ })).toBeNull();
  });
});
