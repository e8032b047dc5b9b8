import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TIncomeStream } from '@shared/statements/income-api';
import { json } from '@test/web/fake-api';
import {
  openImport,
  readStatements,
  renderStatementImport,
} from '../testing/render-statement-import';
import { detectRoute, detectedSeries, readFile } from '../testing/statement-fixtures';

const pay = detectedSeries({
  key: 'pay',
  vendor: 'Acme Corp Payroll',
  kind: 'income',
  frequency: 'biweekly',
  amountCents: 260000,
  lastSeen: '2026-11-18',
  charges: [
    { on: '2026-10-21', amountCents: 245000 },
    { on: '2026-11-04', amountCents: 245000 },
    { on: '2026-11-18', amountCents: 260000 },
  ],
  payingAccount: null,
});
const spotify = detectedSeries({ key: 'spotify', vendor: 'Spotify', amountCents: 1199 });

const kept: TIncomeStream = {
  id: 'income-1',
  ownerId: 'user-1',
  label: 'ACME CORP PAYROLL',
  cadence: 'biweekly',
  typicalAmountCents: 245000,
  lastPaidOn: '2026-11-18',
};

function renderWith(series = [pay, spotify], income: TIncomeStream[] = []) {
  let stored = income;
  return renderStatementImport({
    routes: {
      'POST /api/statements/detect': detectRoute({ files: [readFile('checking.ofx')], series }),
      'POST /api/expenses': () => json(201, { expense: {}, loan: null }),
      'GET /api/statements/income': () => ({ income: stored }),
      'PUT /api/statements/income': () => ({ income: (stored = [kept]) }),
      'DELETE /api/statements/income/income-1': () => {
        stored = [];
        return { ok: true };
      },
    },
  });
}

describe('keeping the pay found as income', () => {
  it('keeps the ticked pay with the bills, at the middle of its amounts', async () => {
    const user = userEvent.setup();
    const { api } = renderWith();
    const dialog = await readStatements(user);
    const keep = within(dialog).getByRole('checkbox', { name: /Keep Acme Corp Payroll as income/ });
    expect(keep).toBeChecked();
    expect(
      within(dialog).getByText(
        '$2,600.00 every two weeks · last paid Nov 18, 2026 · Chase ****8842',
      ),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Save 1 obligation(s) and 1 income' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /api/statements/income')).toHaveLength(1));
    expect(api.bodiesOf('PUT /api/statements/income')).toEqual([
      {
        streams: [
          {
            label: 'Acme Corp Payroll',
            cadence: 'biweekly',
            typicalAmountCents: 245000,
            lastPaidOn: '2026-11-18',
          },
        ],
      },
    ]);
    expect(api.callsTo('POST /api/expenses')).toHaveLength(1);
  });

  it('keeps nothing when the pay is unticked, and saves pay alone without bills', async () => {
    const user = userEvent.setup();
    const { api } = renderWith([pay]);
    const dialog = await readStatements(user);
    const save = within(dialog).getByRole('button', { name: 'Save 0 obligation(s) and 1 income' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep Acme Corp Payroll/ }));
    expect(within(dialog).getByRole('button', { name: 'Save 0 obligation(s)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep Acme Corp Payroll/ }));
    await user.click(save);
    await waitFor(() => expect(api.callsTo('PUT /api/statements/income')).toHaveLength(1));
    expect(api.callsTo('POST /api/expenses')).toHaveLength(0);
  });

  it('shows the income kept before, and removes one kept by mistake', async () => {
    const user = userEvent.setup();
    const { api } = renderWith([pay], [kept]);
    const dialog = await openImport(user);
    const note = await within(dialog).findByRole('region', { name: 'Income' });
    expect(
      within(note).getByText(
        'ACME CORP PAYROLL: usually $2,450.00 every two weeks, last paid Nov 18, 2026',
      ),
    ).toBeVisible();
    await user.click(within(note).getByRole('button', { name: 'Remove ACME CORP PAYROLL' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/statements/income/income-1')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Income' })).toBeNull());
  });
});
