import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@test/web/fake-api';
import { makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

const GOOD_CSV = 'category,vendor,cost\nother,Netflix,15.99\nauto,GEICO,120\n';
const BAD_CSV = 'category,vendor,cost\nother,Netflix,15.99\nother,Gym,lots\n';

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'CSV export and import' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Import CSV' }));
  return screen.findByRole('dialog', { name: 'Import obligations' });
}

const csvFile = (text: string) => new File([text], 'bills.csv', { type: 'text/csv' });

describe('CSV import', () => {
  it('shows each bad row with its problems, and imports nothing while any row has one', async () => {
    const user = userEvent.setup();
    const { api } = renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/expenses/import/preview': () => ({
          rows: [
            { line: 2, vendor: 'Netflix', errors: {} },
            { line: 3, vendor: 'Gym', errors: { cost: 'must be an amount like 45.99' } },
          ],
          validCount: 1,
          errorCount: 1,
        }),
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(BAD_CSV));

    expect(
      await within(dialog).findByText('1 ready to import · 1 with problems'),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Gym');
    expect(row).toHaveTextContent('cost: must be an amount like 45.99');
    expect(within(table).queryByText('Netflix')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import 2 obligations' })).toBeDisabled();
    expect(api.bodiesOf('POST /api/expenses/import/preview')).toEqual([{ csv: BAD_CSV }]);
  });

  it('imports a clean file, toasts the count and refreshes the list', async () => {
    const user = userEvent.setup();
    let imported = false;
    const { api } = renderExpensesPage({
      routes: {
        'GET /api/expenses': () => ({
          expenses: imported
            ? [makeExpense({ vendor: 'Netflix' }), makeExpense({ vendor: 'GEICO' })]
            : [],
        }),
        'POST /api/expenses/import/preview': () => ({
          rows: [
            { line: 2, vendor: 'Netflix', errors: {} },
            { line: 3, vendor: 'GEICO', errors: {} },
          ],
          validCount: 2,
          errorCount: 0,
        }),
        'POST /api/expenses/import': () => {
          imported = true;
          return json(201, { created: 2 });
        },
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(GOOD_CSV));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 obligations' }));

    expect(await screen.findByText('2 obligations imported')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/expenses/import')).toEqual([{ csv: GOOD_CSV }]);
    expect(await screen.findByRole('table', {})).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what is wrong with a file the server cannot read', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: [makeExpense()],
      routes: {
        'POST /api/expenses/import/preview': () =>
          apiError(400, 'VALIDATION_FAILED', 'The file has no header row.', {
            csv: 'The first line must name the columns, including category and vendor.',
          }),
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile('just,text\n'));
    expect(
      await within(dialog).findByText(/The first line must name the columns/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Import obligations' })).toBeDisabled();
  });

  it('exports the selected households as a CSV download', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: [makeExpense()] });
    await user.click(await screen.findByRole('button', { name: 'CSV export and import' }));
    const exportLink = await screen.findByRole('menuitem', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/expenses/export?owners=user-1');
    expect(exportLink).toHaveAttribute('download');
  });
});
