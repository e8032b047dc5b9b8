import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { investmentFixture } from '@web/testing/record-fixtures.test-helper';
import { InvestmentAccountFormDialog } from './investment-account-form-dialog';

const ACCOUNT = investmentFixture({ balanceCents: 1_250_000, beneficiary: 'Lucas Rivera' });
const PUT = `PUT /api/investments/${ACCOUNT.id}`;

function renderDialog(account: TInvestmentAccount) {
  const api = fakeApi({ [PUT]: () => ({ investment: account }) });
  renderRoute(<InvestmentAccountFormDialog account={account} onClose={vi.fn()} />, '/investments', {
    signedInAs: sessionUser(),
  });
  return { api, dialog: screen.getByRole('dialog', { name: 'Edit investment account' }) };
}

describe('InvestmentAccountFormDialog', () => {
  it('edits the balance used while there are no holdings, and keeps the typed beneficiary', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog(ACCOUNT);
    const balance = within(dialog).getByLabelText('Balance');
    expect(balance).toHaveValue('12500');
    expect(balance).toHaveAccessibleDescription(
      'Optional. Used while the account has no holdings; with holdings, their value counts.',
    );
    await user.clear(balance);
    await user.type(balance, '13,000.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf(PUT)).toHaveLength(1));
    const [body] = api.bodiesOf(PUT) as Record<string, unknown>[];
    expect(body).toMatchObject({ balanceCents: 1_300_025 });
    // Left out, the typed line stays as it is on the server.
    expect(body).not.toHaveProperty('beneficiary');
  });

  it('sends no balance (null) when it is emptied', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog(ACCOUNT);
    await user.clear(within(dialog).getByLabelText('Balance'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf(PUT)).toHaveLength(1));
    expect(api.bodiesOf(PUT)[0]).toMatchObject({ balanceCents: null });
  });
});
