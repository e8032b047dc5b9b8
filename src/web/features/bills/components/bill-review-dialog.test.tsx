import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TExpense } from '@shared/finance/expense-schemas';
import { apiError, fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { householdKeys } from '@web/lib/household-data';
import type { ExtractedBill } from '../lib/bill-draft';
import { matchedObligation, readBill } from '../testing/bill-fixtures';
import { BillReviewDialog } from './bill-review-dialog';

const existing: TExpense = {
  id: 'expense-9',
  ownerId: 'user-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: 'other',
  vendor: 'Verizon',
  costCents: 7000,
  frequency: 'monthly',
  description: null,
  bankAccount: 'Chase ****4321',
  isAutoPay: true,
  autoPayDate: 3,
  website: 'https://verizon.com',
  vendorAccountLast4: '5555',
  documentUrl: null,
  entityName: null,
  homeSubcategory: null,
  outstandingLoanBalanceCents: null,
  address: null,
  linkedLoanId: null,
};

const comcast = readBill(
  'comcast.png',
  { evidence: { cost: { confidence: 0.3, source: 'AMOUNT DUE $89.99' } } },
  { vendor: 'Comcast', cost: 89.99 },
) as ExtractedBill;
const verizon = readBill(
  'verizon.png',
  { match: matchedObligation() },
  { vendor: 'Verizon', cost: 75.5, description: 'Phone', account_number: '99995555' },
) as ExtractedBill;

const saved = () => json(201, { expense: existing, loan: null });

function renderReview(bills: ExtractedBill[], routes: Record<string, Handler> = {}) {
  const onClose = vi.fn();
  const api = fakeApi({
    'POST /api/expenses': saved,
    'PUT /api/expenses/expense-9': saved,
    'GET /api/expenses': () => ({ expenses: [] }),
    ...routes,
  });
  const view = renderRoute(
    <BillReviewDialog bills={bills} addresses={[]} onClose={onClose} />,
    '/expenses',
    { signedInAs: sessionUser() },
  );
  view.queryClient.setQueryData(householdKeys.expenses(['user-1']), [existing]);
  const dialog = screen.getByRole('dialog', { name: 'Review Extracted Expenses' });
  return { api, dialog, onClose };
}

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('article', { name });

describe('Review Extracted Expenses', () => {
  it('shows a card per bill, marks what was hard to read, and masks the account number', () => {
    const { dialog } = renderReview([comcast, verizon]);
    const first = card(dialog, 'Bill 1');
    expect(within(first).getByText('Comcast')).toBeInTheDocument();
    expect(within(first).getByText('$89.99')).toBeInTheDocument();
    expect(within(first).getByText('****5678')).toBeInTheDocument();
    expect(within(first).getByText('comcast.png')).toBeInTheDocument();
    expect(
      within(first).getByText('Please check: read from “AMOUNT DUE $89.99” on the bill'),
    ).toBeInTheDocument();
    const second = card(dialog, 'Bill 2');
    expect(within(second).getByRole('radio', { name: 'Update existing' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save 2 Obligation(s)' })).toBeEnabled();
  });

  it('edits a bill with Done, and Cancel puts it back', async () => {
    const user = userEvent.setup();
    const { dialog } = renderReview([comcast]);
    await user.click(within(dialog).getByRole('button', { name: 'Edit Bill 1' }));
    const vendor = within(dialog).getByLabelText('Vendor');
    await user.clear(vendor);
    await user.type(vendor, 'Xfinity');
    await user.click(within(card(dialog, 'Bill 1')).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('Comcast')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit Bill 1' }));
    await user.clear(within(dialog).getByLabelText('Vendor'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByLabelText('Vendor')).toHaveAccessibleDescription('Enter the vendor');
    await user.type(within(dialog).getByLabelText('Vendor'), 'Xfinity');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('Xfinity')).toBeInTheDocument();
  });

  it('removes a bill, and saves the rest as new or as an update of the match', async () => {
    const user = userEvent.setup();
    const extra = readBill('extra.png') as ExtractedBill;
    const { api, dialog, onClose } = renderReview([comcast, extra, verizon]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bill 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Obligation(s)' }));

    expect(await screen.findByText('Obligations created!')).toBeInTheDocument();
    expect(screen.getByText('2 obligation(s) added successfully')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/expenses')).toEqual([
      {
        category: 'other',
        vendor: 'Comcast',
        costCents: 8999,
        frequency: 'monthly',
        description: 'Internet',
        bankAccount: null,
        isAutoPay: false,
        autoPayDate: null,
        vendorAccount: '8772 1234 5678',
        documentUrl: '/api/documents/doc-comcast-png/open',
        homeSubcategory: null,
        address: null,
        amountSource: 'bill_scan',
        billDate: '2026-02-28',
      },
    ]);
    expect(api.bodiesOf('PUT /api/expenses/expense-9')).toEqual([
      {
        category: 'other',
        vendor: 'Verizon',
        costCents: 7550,
        frequency: 'monthly',
        description: 'Phone',
        bankAccount: 'Chase ****4321',
        isAutoPay: true,
        autoPayDate: 3,
        website: 'https://verizon.com',
        documentUrl: '/api/documents/doc-verizon-png/open',
        entityName: null,
        homeSubcategory: null,
        outstandingLoanBalanceCents: null,
        address: null,
        amountSource: 'bill_scan',
        billDate: '2026-02-28',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a matched bill as new when asked', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderReview([verizon]);
    await user.click(within(dialog).getByRole('radio', { name: 'Add as new' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(0);
  });

  it('keeps the bills that failed to save, with the reason', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderReview([comcast, verizon], {
      'POST /api/expenses': () => apiError(400, 'BAD_REQUEST', 'That amount is too large'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Obligation(s)' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save some expenses')).toBeInTheDocument();
    const left = card(dialog, 'Bill 1');
    expect(within(left).getByText('Comcast')).toBeInTheDocument();
    expect(within(left).getByRole('alert')).toHaveTextContent('That amount is too large');
    expect(within(dialog).queryByRole('article', { name: 'Bill 2' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the address of a home bill before saving it', async () => {
    const user = userEvent.setup();
    const home = readBill('power.png', {}, { category: 'home', vendor: 'City Power' });
    const { api, dialog } = renderReview([home as ExtractedBill]);
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    expect(within(card(dialog, 'Bill 1')).getByRole('alert')).toHaveTextContent(
      'Choose or enter the property address',
    );
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Edit Bill 1' }));
    await user.type(within(dialog).getByLabelText('Street'), '12 Elm St');
    await user.type(within(dialog).getByLabelText('City'), 'Springfield');
    await user.type(within(dialog).getByLabelText('State'), 'IL');
    await user.type(within(dialog).getByLabelText('ZIP'), '62701');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      category: 'home',
      address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
  });
  it('reports how each saved bill was reviewed, only the fields and outcomes', async () => {
    const user = userEvent.setup();
    const { api, dialog, onClose } = renderReview([comcast, verizon], {
      'POST /api/bills/review-outcomes': () => new Response(null, { status: 204 }),
      // Verizon's update fails: only the saved Comcast bill is reported.
      'PUT /api/expenses/expense-9': () => apiError(409, 'CONFLICT', 'Changed meanwhile'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit Bill 1' }));
    const vendor = within(dialog).getByLabelText('Vendor');
    await user.clear(vendor);
    await user.type(vendor, 'Xfinity');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Obligation(s)' }));

    await waitFor(() => expect(api.callsTo('POST /api/bills/review-outcomes')).toHaveLength(1));
    const [sent] = api.bodiesOf('POST /api/bills/review-outcomes') as {
      outcomes: { field: string; outcome: string }[];
    }[];
    expect(sent?.outcomes).toContainEqual({ field: 'vendor', outcome: 'corrected' });
    expect(sent?.outcomes).toContainEqual({ field: 'cost', outcome: 'kept' });
    expect(JSON.stringify(sent)).not.toMatch(/Xfinity|Comcast|8772|89\.99/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves and closes as usual when the review report cannot be sent', async () => {
    const user = userEvent.setup();
    const { api, dialog, onClose } = renderReview([comcast], {
      'POST /api/bills/review-outcomes': () => apiError(500, 'INTERNAL', 'Down'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    expect(await screen.findByText('Obligations created!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /api/bills/review-outcomes')).toHaveLength(1);
    expect(screen.queryByText('Down')).toBeNull();
  });
});
