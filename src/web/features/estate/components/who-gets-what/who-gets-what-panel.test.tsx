import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEstateSummary } from '@shared/estate/estate-summary-schemas';
import { familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { estateAsset, estateSummary } from '../../api/summary-fixtures.test-helper';
import { WhoGetsWhatPanel } from './who-gets-what-panel';

const SAVINGS = estateAsset();
const HOME = estateAsset({
  kind: 'property',
  id: 'home-1',
  label: '12 Maple Street, Sacramento, CA, 95814',
  detail: 'Home · Primary residence',
  valueCents: 50_000_000,
  link: '/properties',
});
const IRA = estateAsset({
  kind: 'investment',
  id: 'inv-1',
  label: 'Fidelity · Rollover IRA',
  detail: 'Investment account · IRA',
  valueCents: 10_000_000,
  passesBy: 'beneficiary',
  source: 'designation',
  recipients: 'Ana Lopez (60%), Luis Lopez (40%)',
  link: '/investments',
});
const POLICY = estateAsset({
  kind: 'policy',
  id: 'policy-1',
  label: 'Northwestern Mutual life policy on Maria Lopez',
  detail: 'Insurance · Life',
  valueCents: 50_000_000,
  passesBy: 'beneficiary',
  source: 'designation',
  recipients: 'Luis Lopez (100%)',
  link: '/estate-plan?tab=insurance',
});

function summaryOf(assets: TEstateSummary['assets']): TEstateSummary {
  const sum = (probate: boolean) =>
    assets
      .filter((asset) => (asset.passesBy === 'will') === probate)
      .reduce((total, asset) => total + asset.valueCents, 0);
  return estateSummary({
    assets,
    probateCents: sum(true),
    nonProbateCents: sum(false),
    lifeInsuranceCents: assets
      .filter((asset) => asset.kind === 'policy')
      .reduce((total, asset) => total + asset.valueCents, 0),
  });
}

function group(name: string) {
  return screen.getByRole('region', { name: `Assets passing by ${name}` });
}

describe('WhoGetsWhatPanel', () => {
  it('groups the assets by how they pass, with the probate and non-probate totals', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => summaryOf([SAVINGS, HOME, IRA, POLICY]),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });

    const probate = await screen.findByText('Estimated probate estate');
    expect(probate.nextElementSibling).toHaveTextContent('$520,000.00');
    const outside = screen.getByText('Passes outside probate');
    expect(outside.nextElementSibling).toHaveTextContent('$600,000.00');
    expect(screen.getByText(/Life insurance face amounts: \$500,000\.00/)).toBeVisible();
    expect(screen.getByText(/Values are gross/)).toBeVisible();

    const headings = screen.getAllByRole('heading', { level: 3 }).map((each) => each.textContent);
    expect(headings).toEqual(['Beneficiary designation', 'Will (probate)']);

    const byBeneficiary = within(group('beneficiary designation')).getAllByRole('row');
    expect(byBeneficiary).toHaveLength(3);
    expect(byBeneficiary[1]).toHaveTextContent('Fidelity · Rollover IRA');
    expect(byBeneficiary[1]).toHaveTextContent('Ana Lopez (60%), Luis Lopez (40%)');
    // A designation is changed on the record's own screen.
    expect(
      within(byBeneficiary[1]!).getByRole('link', {
        name: 'Change on Investments: Fidelity · Rollover IRA',
      }),
    ).toHaveAttribute('href', '/investments');

    const byWill = within(group('will (probate)'));
    expect(byWill.getByText('$500,000.00')).toBeVisible();
    expect(byWill.getAllByText('Whoever the will names')).toHaveLength(2);
    expect(
      byWill.getByRole('combobox', { name: 'How does Chase · Savings pass?' }),
    ).toHaveDisplayValue('Not set: Will (probate)');
  });

  it('saves the owner’s answer to “How does this pass?” and shows the map read again', async () => {
    const user = userEvent.setup();
    let assets = [SAVINGS, HOME];
    const api = fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => summaryOf(assets),
      'PUT /api/estate/titling': () => {
        assets = [{ ...SAVINGS, passesBy: 'joint_survivorship', source: 'titling' }, HOME];
        return {
          titling: { assetKind: 'asset', assetId: SAVINGS.id, passesBy: 'joint_survivorship' },
        };
      },
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'How does Chase · Savings pass?' }),
      'Joint with survivorship',
    );
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/estate/titling')).toEqual([
        { assetKind: 'asset', assetId: 'asset-1', passesBy: 'joint_survivorship' },
      ]),
    );
    const joint = await screen.findByRole('region', {
      name: 'Assets passing by joint with survivorship',
    });
    expect(
      within(joint).getByRole('combobox', { name: 'How does Chase · Savings pass?' }),
    ).toHaveDisplayValue('Joint with survivorship');
    expect(screen.getByText('Estimated probate estate').nextElementSibling).toHaveTextContent(
      '$500,000.00',
    );
    expect(await screen.findByText('Saved how it passes')).toBeVisible();

    // "Not set" forgets the answer.
    await user.selectOptions(
      within(joint).getByRole('combobox', { name: 'How does Chase · Savings pass?' }),
      'Not set',
    );
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/estate/titling')[1]).toEqual({
        assetKind: 'asset',
        assetId: 'asset-1',
        passesBy: null,
      }),
    );
  });

  it('shows a viewer how each asset passes, without the choice', async () => {
    const rosa = 'rosa';
    fakeApi({
      'GET /api/family/sources': () => ({
        sources: [guestOwn('viewer-1'), familySource(rosa, 'Rosa Diaz', 'viewer')],
      }),
      'GET /api/estate/summary': () =>
        summaryOf([
          { ...SAVINGS, ownerId: rosa },
          { ...IRA, ownerId: rosa },
        ]),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', {
      signedInAs: sessionUser({ id: 'viewer-1', accountType: 'guest', invitedBy: rosa }),
    });

    const byWill = await screen.findByRole('region', { name: 'Assets passing by will (probate)' });
    expect(within(byWill).getByText('Nothing names anyone')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Change on/ })).toBeNull();
    expect(screen.getByText('Named on the record')).toBeVisible();
  });

  it('says what to record when there is nothing yet', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => estateSummary(),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    expect(await screen.findByText(/No assets recorded yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'investments' })).toHaveAttribute(
      'href',
      '/investments',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('WhoGetsWhatPanel accessibility', () => {
  it('has no axe violations with groups, totals and the choice', async () => {
    const { default: axe } = await import('axe-core');
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => summaryOf([SAVINGS, HOME, IRA, POLICY]),
    });
    const { container } = renderRoute(<WhoGetsWhatPanel />, '/estate-plan', {
      signedInAs: sessionUser(),
    });
    await screen.findByText('Estimated probate estate');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((each) => `${each.id}: ${each.help}`)).toEqual([]);
  });
});
