import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { dayAgo, makeInvestmentAccount } from '../testing/investment-fixtures';
import { InvestmentAccountCard, type AccountActions } from './investment-account-card';

const actions: AccountActions = {
  onEdit: vi.fn(),
  onDelete: vi.fn(),
  onAddHolding: vi.fn(),
  onEditHolding: vi.fn(),
  onDeleteHolding: vi.fn(),
  onPrice: vi.fn(),
};

function renderCard(account: TInvestmentAccount) {
  fakeApi({});
  renderRoute(
    <InvestmentAccountCard account={account} today={dayAgo(0)} actions={actions} />,
    '/investments',
    { signedInAs: sessionUser() },
  );
  return screen.getByRole('article', { name: account.accountName });
}

describe('InvestmentAccountCard', () => {
  it('is worth the balance entered for it while it has no holdings', () => {
    const card = renderCard(makeInvestmentAccount({ holdings: [], balanceCents: 1_250_000 }));
    expect(within(card).getByText('$12,500.00')).toBeVisible();
    expect(within(card).getByText('Balance entered')).toBeVisible();
    expect(within(card).getByText('No holdings recorded in this account yet.')).toBeVisible();
  });

  it('is worth its holdings once it has some, whatever balance was entered', () => {
    const card = renderCard(makeInvestmentAccount({ balanceCents: 1_250_000 }));
    // 10 VTI at $250.
    expect(within(card).getAllByText('$2,500.00')[0]).toBeVisible();
    expect(within(card).queryByText('$12,500.00')).not.toBeInTheDocument();
    expect(within(card).queryByText('Balance entered')).not.toBeInTheDocument();
  });

  it('says nothing was entered when there is neither holding nor balance', () => {
    const card = renderCard(makeInvestmentAccount({ holdings: [], balanceCents: null }));
    expect(within(card).getByText('$0.00')).toBeVisible();
    expect(within(card).queryByText('Balance entered')).not.toBeInTheDocument();
  });

  it('shows the beneficiary typed on Financial Accounts while none is designated', () => {
    const card = renderCard(
      makeInvestmentAccount({
        designation: 'none',
        beneficiaries: [],
        beneficiary: 'Lucas Rivera',
      }),
    );
    expect(within(card).getByText('Beneficiary (as typed)')).toBeVisible();
    expect(within(card).getByText('Lucas Rivera')).toBeVisible();
  });

  it('leaves the typed line out once beneficiaries are designated, or when there is none', () => {
    const designated = renderCard(makeInvestmentAccount({ beneficiary: 'Someone typed' }));
    expect(within(designated).queryByText('Beneficiary (as typed)')).not.toBeInTheDocument();
    expect(within(designated).queryByText('Someone typed')).not.toBeInTheDocument();
  });

  it('leaves the typed line out when nothing was typed', () => {
    const card = renderCard(makeInvestmentAccount({ designation: 'none', beneficiaries: [] }));
    expect(within(card).queryByText('Beneficiary (as typed)')).not.toBeInTheDocument();
  });
});
