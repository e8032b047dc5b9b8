import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullAddress, type TAddress } from '@shared/finance/address';
import type { TAsset } from '@shared/finance/asset-schemas';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { asset } from '../account-fixtures.test-helper';
import { AccountsPage } from './accounts-page';
import { expectToast } from '@test/web/expect-toast';

const CHECKING = asset();
const CARD = asset({
  id: 'asset-2',
  type: 'credit_card',
  institutionName: 'Amex',
  accountName: 'Blue Cash',
  accountNumberLast4: '9876',
  balanceCents: 75_025,
  beneficiary: null,
});

/** An account as the server answers a save: the address gains its full form. */
function saved(body: unknown, id: string): TAsset {
  const input = body as Omit<TAsset, 'address'> & { address: TAddress | null };
  const address = input.address && { ...input.address, full: fullAddress(input.address) };
  return asset({ ...input, address, id });
}

/** The accounts API over an in-memory list, so a save is followed by the refreshed list. */
function accountsApi(initial: TAsset[], overrides: Record<string, Handler> = {}) {
  let list = [...initial];
  return fakeApi({
    'GET /api/assets': () => ({ assets: list }),
    'POST /api/assets': (body) => {
      const created = saved(body, 'asset-new');
      list = [created, ...list];
      return new Response(JSON.stringify({ asset: created }), { status: 201 });
    },
    'PUT /api/assets/asset-1': (body) => {
      const updated = saved(body, 'asset-1');
      list = list.map((item) => (item.id === updated.id ? updated : item));
      return { asset: updated };
    },
    'DELETE /api/assets/asset-1': () => {
      list = list.filter((item) => item.id !== 'asset-1');
      return { ok: true };
    },
    ...overrides,
  });
}

function renderAccounts(at = '/accounts') {
  return renderRoute(<AccountsPage />, at, { signedInAs: sessionUser() });
}

describe('AccountsPage', () => {
  it('lists the accounts by type with a summary that shows card balances as owed', async () => {
    accountsApi([CHECKING, CARD]);
    renderAccounts('/bank-accounts');
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Accounts' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Checking' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Credit card' })).toBeVisible();
    expect(screen.getByText('Total balance').nextElementSibling).toHaveTextContent('$2,500.00');
    expect(screen.getByText('Credit card balances').nextElementSibling).toHaveTextContent(
      '$750.25',
    );
    const card = screen.getByRole('article', { name: 'Blue Cash' });
    expect(within(card).getByText('owed')).toBeVisible();
    expect(screen.getByText('****1234')).toBeVisible();
    expect(screen.getByText('Lucas Rivera')).toBeVisible();
    expect(screen.getByText('Not designated')).toBeVisible();
    expectLinkTo(screen, 'Export CSV', '/api/assets/export?owners=user-1');
  });

  it('filters the list to one type', async () => {
    const user = userEvent.setup();
    accountsApi([CHECKING, CARD]);
    renderAccounts();
    await user.selectOptions(await screen.findByLabelText('Show'), 'Credit card (1)');
    expect(screen.queryByRole('heading', { level: 2, name: 'Checking' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Credit card' })).toBeVisible();
  });

  it('reveals the full account number on Show and hides it again', async () => {
    const user = userEvent.setup();
    const server = accountsApi([CHECKING], {
      'GET /api/assets/asset-1/account-number': () => ({ accountNumber: '000123451234' }),
    });
    renderAccounts();
    await user.click(
      await screen.findByRole('button', {
        name: 'Show account number of Chase Everyday Checking',
      }),
    );
    expect(await screen.findByText('000123451234')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Hide account number of Chase Everyday Checking' }),
    );
    expect(screen.queryByText('000123451234')).toBeNull();
    expect(screen.getByText('****1234')).toBeVisible();
    expect(server.callsTo('GET /api/assets/asset-1/account-number')).toHaveLength(1);
  });

  it('invites adding the first account and adds it', async () => {
    const user = userEvent.setup();
    const server = accountsApi([]);
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Add your first account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add account' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Savings');
    await user.type(within(dialog).getByLabelText('Institution'), 'Ally');
    await user.type(within(dialog).getByLabelText('Account name'), 'Rainy day');
    await user.type(within(dialog).getByLabelText('Account number'), '5555-4444');
    await user.type(within(dialog).getByLabelText('Balance'), '12345.67');
    await user.type(within(dialog).getByLabelText('Beneficiary'), 'Lucas Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));

    await expectToast('Account added successfully!');
    expect(server.bodiesOf('POST /api/assets')).toEqual([
      {
        type: 'savings',
        institutionName: 'Ally',
        accountName: 'Rainy day',
        accountNumber: '5555-4444',
        balanceCents: 1_234_567,
        ownerName: null,
        beneficiary: 'Lucas Rivera',
        address: null,
        notes: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Savings' })).toBeVisible();
  });

  it('asks a Home for its address and checks it before sending', async () => {
    const user = userEvent.setup();
    const server = accountsApi([]);
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add account' });
    expect(within(dialog).queryByLabelText('Street')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Home');
    await user.type(within(dialog).getByLabelText('Institution'), 'Wells Fargo');
    await user.type(within(dialog).getByLabelText('Account name'), 'House');
    await user.type(within(dialog).getByLabelText('Street'), '12 Oak St');
    await user.type(within(dialog).getByLabelText('City'), 'Austin');
    await user.type(within(dialog).getByLabelText('State'), 'TX');
    await user.type(within(dialog).getByLabelText('ZIP'), '787');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Enter a 5-digit ZIP code')).toBeVisible();
    expect(server.callsTo('POST /api/assets')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('ZIP'), '01');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await screen.findByText('Account added successfully!');
    expect(server.bodiesOf('POST /api/assets')[0]).toMatchObject({
      type: 'home',
      address: { street: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(await screen.findByText('12 Oak St, Austin, TX, 78701')).toBeVisible();
  });

  it('keeps the stored account number unless a new one is typed', async () => {
    const user = userEvent.setup();
    const server = accountsApi([CHECKING]);
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Everyday Checking' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit account' });
    const number = within(dialog).getByLabelText('Account number');
    expect(number).toHaveValue('');
    expect(number).toHaveAttribute('placeholder', 'Unchanged (****1234)');
    const balance = within(dialog).getByLabelText('Balance');
    expect(balance).toHaveValue('2,500.00');
    await user.clear(balance);
    await user.type(balance, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Account updated successfully!');
    const [kept] = server.bodiesOf('PUT /api/assets/asset-1') as Record<string, unknown>[];
    expect(kept).not.toHaveProperty('accountNumber');
    expect(kept).toMatchObject({ balanceCents: 300_000, accountName: 'Everyday Checking' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit Chase Everyday Checking' }));
    dialog = screen.getByRole('dialog', { name: 'Edit account' });
    await user.type(within(dialog).getByLabelText('Account number'), '99990000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PUT /api/assets/asset-1')).toHaveLength(2));
    expect(server.bodiesOf('PUT /api/assets/asset-1')[1]).toMatchObject({
      accountNumber: '99990000',
    });
  });

  it('returns focus to the Edit button when the form is closed with Escape', async () => {
    const user = userEvent.setup();
    accountsApi([CHECKING]);
    renderAccounts();
    const edit = await screen.findByRole('button', { name: 'Edit Chase Everyday Checking' });
    await user.click(edit);
    expect(screen.getByRole('dialog', { name: 'Edit account' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('removes the stored number when asked to', async () => {
    const user = userEvent.setup();
    const server = accountsApi([CHECKING]);
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Everyday Checking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit account' });
    await user.click(within(dialog).getByLabelText('Remove the stored number'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Account updated successfully!');
    expect(server.bodiesOf('PUT /api/assets/asset-1')[0]).toMatchObject({ accountNumber: null });
  });

  it("shows the spec's failure toast and the server's field message", async () => {
    const user = userEvent.setup();
    accountsApi([CHECKING], {
      'PUT /api/assets/asset-1': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
          accountName: 'Keep this under 200 characters',
        }),
    });
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Everyday Checking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit account' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Failed to update account: Please correct the highlighted fields.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Keep this under 200 characters')).toBeVisible();
    expect(within(dialog).getByLabelText('Account name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an account after confirmation', async () => {
    const user = userEvent.setup();
    const server = accountsApi([CHECKING, CARD]);
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Delete Chase Everyday Checking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expectToast('Account deleted successfully!');
    expect(server.callsTo('DELETE /api/assets/asset-1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Checking' })).toBeNull(),
    );
    // The button that opened the dialog is gone with its account: focus goes to the heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Financial Accounts' })).toHaveFocus(),
    );
  });

  it('says when a delete fails and keeps the account', async () => {
    const user = userEvent.setup();
    accountsApi([CHECKING], {
      'DELETE /api/assets/asset-1': () =>
        apiError(404, 'NOT_FOUND', 'This account does not exist.'),
    });
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Delete Chase Everyday Checking' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('Failed to delete account: This account does not exist.'),
    ).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('offers to try again when the accounts cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/assets': () =>
        fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { assets: [CHECKING] },
    });
    renderAccounts();
    expect(await screen.findByText("We couldn't load your accounts")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Checking' })).toBeVisible();
  });
});
