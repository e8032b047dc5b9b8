import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAsset } from '@shared/finance/asset-schemas';
import { expectLinkTo } from '@test/web/expect-link';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { asset } from '../account-fixtures.test-helper';
import { ROLLOVER_IRA } from './rollover-ira.test-helper';
import { AccountCard } from './account-card';

function renderCard(account: TAsset) {
  fakeApi({});
  renderRoute(<AccountCard account={account} onEdit={vi.fn()} onDelete={vi.fn()} />, '/accounts', {
    signedInAs: sessionUser(),
  });
  return screen.getByRole('article', { name: account.accountName });
}

describe('AccountCard', () => {
  it('shows an investment account as the Investments record: its holdings’ value and a link there', () => {
    const card = renderCard(ROLLOVER_IRA);
    expect(within(card).getByText('$42,000.00')).toBeVisible();
    expect(within(card).getByText('value of 3 holdings')).toBeVisible();
    expectLinkTo(
      within(card),
      'Holdings and beneficiaries of Vanguard Rollover IRA',
      '/investments',
    );
    expect(within(card).getByText('Lucas Rivera, Ana Rivera')).toBeVisible();
    expect(within(card).getByText('(named on Investments)')).toBeVisible();
  });

  it('says one holding in the singular', () => {
    const one = renderCard(asset({ ...ROLLOVER_IRA, holdingCount: 1 }));
    expect(within(one).getByText('value of 1 holding')).toBeVisible();
  });

  it('has no holdings caption for an investment account without holdings, but still the link', () => {
    const card = renderCard(
      asset({
        ...ROLLOVER_IRA,
        holdingCount: 0,
        beneficiary: 'Lucas Rivera',
        beneficiaryDesignated: false,
      }),
    );
    expect(within(card).queryByText(/value of/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Holdings and beneficiaries/ })).toBeVisible();
    expect(within(card).getByText('Lucas Rivera')).toBeVisible();
    expect(within(card).queryByText('(named on Investments)')).not.toBeInTheDocument();
  });

  it('keeps a bank account as it was: no caption, no link, the typed beneficiary', () => {
    const card = renderCard(asset());
    expect(within(card).getByText('$2,500.00')).toBeVisible();
    expect(within(card).queryByText(/value of/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('Lucas Rivera')).toBeVisible();
    expect(within(card).queryByText('(named on Investments)')).not.toBeInTheDocument();
  });
});
