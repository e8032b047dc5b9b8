import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDocument } from '@shared/documents/document-schemas';
import { apiError, json } from '@test/web/fake-api';
import { makeExpense } from '../../testing/expense-fixtures';
import { renderExpensesPage } from '../../testing/render-expenses-page';

const STATEMENT: TDocument = {
  id: 'doc-7',
  ownerId: 'user-1',
  name: 'March statement',
  fileName: 'March statement.pdf',
  fileType: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 52_000,
  category: 'other',
  tags: [],
  link: null,
  expiresOn: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function pdf(name: string, bytes = 52_000): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
  return screen.findByRole('dialog', { name: 'Add New Obligation' });
}

describe("the obligation's document", () => {
  it('uploads a file to the document hub and saves its link with the obligation', async () => {
    const user = userEvent.setup();
    let details: unknown;
    const { api } = renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/documents': (_body, init) => {
          details = JSON.parse((init.body as FormData).get('details') as string);
          return json(201, { document: STATEMENT });
        },
        'POST /api/expenses': () => json(201, { expense: makeExpense(), loan: null }),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'other');
    await user.type(within(dialog).getByLabelText('Vendor'), 'Comcast');
    const document = within(dialog).getByRole('group', { name: 'Document' });
    await user.upload(
      within(document).getByLabelText('Upload document'),
      pdf('March statement.pdf'),
    );

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(details).toEqual({
      name: 'March statement',
      category: 'other',
      tags: [],
      link: null,
      expiresOn: null,
    });
    expect(within(document).getByText('March statement')).toBeVisible();
    expect(
      within(document).getByRole('link', { name: 'Open March statement (opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/documents/doc-7/open');
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await screen.findByText('Obligation added');
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({
      vendor: 'Comcast',
      documentUrl: '/api/documents/doc-7/open',
    });
  });

  it('ignores a file over 10 MB', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({ expenses: [makeExpense()] });
    const dialog = await openAddDialog(user);
    await user.upload(within(dialog).getByLabelText('Upload document'), pdf('huge.pdf', 11e6));
    expect(api.callsTo('POST /api/documents')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Upload document' })).toBeVisible();
  });

  it('says why an upload failed, and attaches nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/documents': () =>
          apiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.'),
        'POST /api/expenses': () => json(201, { expense: makeExpense(), loan: null }),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'other');
    await user.type(within(dialog).getByLabelText('Vendor'), 'Gym');
    await user.upload(within(dialog).getByLabelText('Upload document'), pdf('bill.pdf'));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
    expect(screen.getAllByText('The file is larger than 10 MB.')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Upload document' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await screen.findByText('Obligation added');
    expect(api.bodiesOf('POST /api/expenses')[0]).toMatchObject({ documentUrl: null });
  });

  it('shows the attached document by name, and Remove detaches it on save', async () => {
    const user = userEvent.setup();
    const saved = makeExpense({
      id: 'internet',
      vendor: 'Comcast',
      documentUrl: '/api/documents/doc-7/open',
    });
    const { api } = renderExpensesPage({
      expenses: [saved],
      routes: {
        'GET /api/documents': () => ({ documents: [STATEMENT] }),
        'PUT /api/expenses/internet': () => json(200, { expense: saved, loan: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Comcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Obligation' });
    const document = within(dialog).getByRole('group', { name: 'Document' });
    expect(await within(document).findByText('March statement')).toBeVisible();
    await user.click(within(document).getByRole('button', { name: 'Remove March statement' }));
    expect(within(document).queryByRole('link')).toBeNull();
    expect(within(document).getByRole('button', { name: 'Upload document' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Update Obligation' }));
    await screen.findByText('Obligation updated');
    expect(api.bodiesOf('PUT /api/expenses/internet')[0]).toMatchObject({ documentUrl: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
