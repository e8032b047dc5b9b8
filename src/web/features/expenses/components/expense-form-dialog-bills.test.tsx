import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@test/web/fake-api';
import {
  matchedObligation,
  photo,
  readBill,
  uploadsRoute,
} from '@web/features/bills/testing/bill-fixtures';
import { makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

const saved = () => json(201, { expense: makeExpense(), loan: null });

describe('Add New Obligation with bill scanning', () => {
  it('offers Manual Entry and AI Extract when adding, and only the form when editing', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: [makeExpense({ vendor: 'Netflix' })] });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const adding = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    expect(within(adding).getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(adding).getByRole('tab', { name: 'AI Extract' })).toBeInTheDocument();
    await user.click(within(adding).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Edit Netflix' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Obligation' });
    expect(within(editing).queryByRole('tab')).toBeNull();
  });

  it('fills the form in from a photo read in AI Extract, notes what to check, and saves it as scanned', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/bills/uploads': uploadsRoute(),
        'POST /api/bills/process': () => ({
          results: [
            readBill('comcast.png', {
              evidence: { vendor: { confidence: 0.2, source: 'COMCAST CABLE' } },
            }),
          ],
        }),
        'POST /api/expenses': saved,
        'POST /api/bills/review-outcomes': () => null,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    await user.click(within(dialog).getByRole('tab', { name: 'AI Extract' }));
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('comcast.png'));

    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveValue('Comcast'));
    dialog = screen.getByRole('dialog', { name: 'Add New Obligation' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByLabelText('Vendor')).toHaveAccessibleDescription(
      'Please check: read from “COMCAST CABLE” on the bill',
    );
    expect(screen.getByText('1 bill(s) extracted successfully')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await waitFor(() => expect(api.callsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      vendor: 'Comcast',
      costCents: 8999,
      vendorAccount: '8772 1234 5678',
      documentUrl: '/api/documents/doc-comcast-png/open',
      amountSource: 'bill_scan',
      billDate: '2026-02-28',
    });
    // How the review went, for the admins' report: field names and outcomes only.
    await waitFor(() => expect(api.callsTo('POST /api/bills/review-outcomes')).toHaveLength(1));
    const [report] = api.bodiesOf('POST /api/bills/review-outcomes') as [
      { outcomes: { field: string; outcome: string }[] },
    ];
    expect(report.outcomes).toEqual(
      expect.arrayContaining([
        { field: 'vendor', outcome: 'kept' },
        { field: 'cost', outcome: 'kept' },
        { field: 'account_number', outcome: 'kept' },
      ]),
    );
  });

  it('shows bills one at a time in the prefilled form, the next when one closes', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      routes: {
        'POST /api/bills/uploads': uploadsRoute(),
        'POST /api/bills/process': () => ({
          results: [
            readBill('a.png', {}, { vendor: 'Comcast' }),
            readBill('b.png', {}, { vendor: 'Verizon' }),
          ],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'AI-Powered Upload' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload Bills for AI Processing' });
    await user.upload(within(upload).getByLabelText('Select Files'), [
      photo('a.png'),
      photo('b.png'),
    ]);
    await user.click(within(upload).getByRole('button', { name: 'Upload & Process' }));
    await user.click(await within(upload).findByRole('button', { name: 'One at a time' }));

    let form = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    expect(within(form).getByLabelText('Vendor')).toHaveValue('Comcast');
    expect(within(form).queryByRole('tab')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    form = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    await waitFor(() => expect(within(form).getByLabelText('Vendor')).toHaveValue('Verizon'));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a bill for an obligation the household has to the review, as its update, not to the Add form', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense({ id: 'expense-9', vendor: 'Verizon', costCents: 7000 })],
      routes: {
        'POST /api/bills/uploads': uploadsRoute(),
        'POST /api/bills/process': () => ({
          results: [
            readBill(
              'verizon.png',
              {
                match: matchedObligation({ reason: 'same_file' }),
                duplicate: {
                  documentId: 'doc-earlier',
                  fileName: 'verizon.png',
                  scannedAt: '2026-02-28T12:00:00.000Z',
                  obligation: { id: 'expense-9', vendor: 'Verizon' },
                },
              },
              { vendor: 'Verizon', cost: 75.5 },
            ),
          ],
        }),
        'PUT /api/expenses/expense-9': saved,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const adding = await screen.findByRole('dialog', { name: 'Add New Obligation' });
    await user.click(within(adding).getByRole('tab', { name: 'AI Extract' }));
    await user.upload(within(adding).getByLabelText('Select Files'), photo('verizon.png'));

    const review = await screen.findByRole('dialog', { name: 'Review Extracted Expenses' });
    expect(screen.queryByRole('dialog', { name: 'Add New Obligation' })).toBeNull();
    expect(
      within(review).getByText(
        'You already scanned this file on Feb 28, 2026 and saved it to Verizon.',
      ),
    ).toBeInTheDocument();
    expect(within(review).getByRole('radio', { name: 'Update existing' })).toBeChecked();
    await user.click(within(review).getByRole('button', { name: 'Save 1 Obligation(s)' }));
    await waitFor(() => expect(api.callsTo('PUT /api/expenses/expense-9')).toHaveLength(1));
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('takes two or more read bills to Review Extracted Expenses', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      routes: {
        'POST /api/bills/uploads': uploadsRoute(),
        'POST /api/bills/process': () => ({ results: [readBill('a.png'), readBill('b.png')] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'AI-Powered Upload' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload Bills for AI Processing' });
    await user.upload(within(upload).getByLabelText('Select Files'), [
      photo('a.png'),
      photo('b.png'),
    ]);
    await user.click(within(upload).getByRole('button', { name: 'Upload & Process' }));
    await user.click(await within(upload).findByRole('button', { name: 'Review 2 bill(s)' }));
    const review = await screen.findByRole('dialog', { name: 'Review Extracted Expenses' });
    expect(within(review).getByRole('article', { name: 'Bill 2' })).toBeInTheDocument();
  });
});
