import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAsset } from '@shared/finance/asset-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { asset } from '../account-fixtures.test-helper';
import { ROLLOVER_IRA } from './rollover-ira.test-helper';
import { AccountFormDialog } from './account-form-dialog';

/** The dialog over a fake API that saves what it is sent; the PUT bodies are returned. */
function renderDialog(account: TAsset | null) {
  const api = fakeApi({
    'GET /api/assets': () => ({ assets: [] }),
    'POST /api/assets': () => ({ asset: asset({ id: 'asset-new' }) }),
    [`PUT /api/assets/${account?.id ?? 'none'}`]: () => ({ asset: account }),
  });
  renderRoute(<AccountFormDialog account={account} onClose={vi.fn()} />, '/accounts', {
    signedInAs: sessionUser(),
  });
  return { api, dialog: screen.getByRole('dialog') };
}

describe('AccountFormDialog', () => {
  it('offers every type, grouped: bank and cards, investment and retirement, other', () => {
    const { dialog } = renderDialog(null);
    const type = within(dialog).getByLabelText('Type');
    const groups = within(type).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Bank and cards',
      'Investment and retirement',
      'Other',
    ]);
    const options = (group: HTMLElement) =>
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(groups[0]!)).toEqual(['Checking', 'Savings', 'Credit card']);
    expect(options(groups[1]!)).toContain('401(k)');
    expect(options(groups[1]!)).toContain('Roth IRA');
    expect(options(groups[2]!)).toEqual(['Home', 'Other']);
  });

  it('says an investment type is also listed on Investments, and a bank type not', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(null);
    const type = within(dialog).getByLabelText('Type');
    const hint = 'Also listed on Investments, where you can add holdings and beneficiaries.';
    expect(within(dialog).queryByText(hint)).not.toBeInTheDocument();
    await user.selectOptions(type, '401(k)');
    expect(type).toHaveAccessibleDescription(hint);
    await user.selectOptions(type, 'Savings');
    expect(within(dialog).queryByText(hint)).not.toBeInTheDocument();
  });

  it('shows a balance valued by holdings read-only, and the named beneficiaries without sending them', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog(ROLLOVER_IRA);
    const balance = within(dialog).getByLabelText('Balance');
    expect(balance).toHaveAttribute('readonly');
    expect(balance).toHaveValue('42,000.00');
    expect(balance).toHaveAccessibleDescription('Valued from its holdings on Investments');
    expect(within(dialog).queryByLabelText('Beneficiary')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Named on Investments: Lucas Rivera, Ana Rivera'),
    ).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Owner'));
    await user.type(within(dialog).getByLabelText('Owner'), 'Joint');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf('PUT /api/assets/asset-ira')).toHaveLength(1));
    const [body] = api.bodiesOf('PUT /api/assets/asset-ira') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('beneficiary');
    expect(body).toMatchObject({ type: 'ira', ownerName: 'Joint' });
  });

  it('keeps the balance and beneficiary editable without holdings or named beneficiaries', async () => {
    const user = userEvent.setup();
    const account = asset({
      ...ROLLOVER_IRA,
      holdingCount: 0,
      beneficiary: 'Lucas Rivera',
      beneficiaryDesignated: false,
    });
    const { api, dialog } = renderDialog(account);
    const balance = within(dialog).getByLabelText('Balance');
    expect(balance).not.toHaveAttribute('readonly');
    expect(within(dialog).queryByText('Valued from its holdings on Investments')).toBeNull();
    expect(within(dialog).queryByText(/Named on Investments/)).not.toBeInTheDocument();

    await user.clear(balance);
    await user.type(balance, '5000');
    const beneficiary = within(dialog).getByLabelText('Beneficiary');
    await user.clear(beneficiary);
    await user.type(beneficiary, 'Ana Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf('PUT /api/assets/asset-ira')).toHaveLength(1));
    expect(api.bodiesOf('PUT /api/assets/asset-ira')[0]).toMatchObject({
      balanceCents: 500_000,
      beneficiary: 'Ana Rivera',
    });
  });
});
