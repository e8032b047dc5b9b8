import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PASSES_BY,
  type TEstatePersonColumn,
  type TEstateSummary,
  type TPassesBy,
  type TPersonAsset,
} from '@shared/estate/estate-summary-schemas';
import { familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { estateAsset, estateSummary } from '../../api/summary-fixtures.test-helper';
import { WhoGetsWhatPanel } from './who-gets-what-panel';
import { expectToast } from '@test/web/expect-toast';

const MARIA = 'user-1:maria lopez';
const LUIS = 'user-1:luis lopez';

const SAVINGS = estateAsset({ personKey: LUIS });
const JOINT = estateAsset({
  kind: 'investment',
  id: 'inv-1',
  label: 'Fidelity · Joint brokerage',
  detail: 'Investment account · Brokerage',
  valueCents: 8_000_000,
  passesBy: 'joint_survivorship',
  source: 'titling',
  recipients: 'Luis Lopez (survivor)',
  link: '/investments',
  titling: 'jtwros',
  personKey: MARIA,
  jointPersonKey: LUIS,
});
const IRA = estateAsset({
  kind: 'investment',
  id: 'inv-2',
  label: 'Vanguard · Rollover IRA',
  detail: 'Investment account · IRA',
  valueCents: 10_000_000,
  passesBy: 'beneficiary',
  source: 'designation',
  recipients: 'Luis Lopez (100%)',
  link: '/investments',
  personKey: MARIA,
  titlingForms: ['individual'],
});
const POLICY = estateAsset({
  kind: 'policy',
  id: 'policy-1',
  label: 'Northwestern Mutual life policy on Luis Lopez',
  detail: 'Insurance · Life',
  valueCents: 50_000_000,
  passesBy: 'beneficiary',
  source: 'designation',
  recipients: 'Maria Lopez (100%)',
  link: '/estate-plan?tab=insurance',
  personKey: LUIS,
  titlingForms: [],
});
const CAR = estateAsset({
  kind: 'property',
  id: 'car-1',
  label: '2021 Honda CR-V',
  detail: 'Vehicle',
  valueCents: 2_500_000,
  link: '/properties',
  personKey: MARIA,
  holderKnown: false,
});

function entry(asset: typeof SAVINGS, overrides: Partial<TPersonAsset> = {}): TPersonAsset {
  return {
    kind: asset.kind,
    id: asset.id,
    passesBy: asset.passesBy,
    goesTo: asset.recipients,
    countedCents: asset.valueCents,
    countedInKey: null,
    ...overrides,
  };
}

function column(
  key: string,
  name: string,
  entries: TPersonAsset[],
  isOwner = false,
): TEstatePersonColumn {
  const byRoute = Object.fromEntries(PASSES_BY.map((route) => [route, 0])) as Record<
    TPassesBy,
    number
  >;
  for (const each of entries) byRoute[each.passesBy] += each.countedCents;
  return {
    key,
    ownerId: 'user-1',
    name,
    isOwner,
    probateCents: byRoute.will,
    byRoute,
    lifeInsuranceCents: entries
      .filter((each) => each.kind === 'policy')
      .reduce((sum, each) => sum + each.countedCents, 0),
    assets: entries,
  };
}

/** Maria (the owner) holds a brokerage jointly with Luis, an IRA and a car in no name; Luis has savings and a policy. */
function couple(overrides: Partial<TEstateSummary> = {}): TEstateSummary {
  return estateSummary({
    assets: [SAVINGS, JOINT, IRA, POLICY, CAR],
    people: [
      column(MARIA, 'Maria Lopez', [entry(JOINT), entry(IRA), entry(CAR)], true),
      column(LUIS, 'Luis Lopez', [
        entry(SAVINGS),
        entry(JOINT, { goesTo: 'Maria Lopez (survivor)', countedCents: 0, countedInKey: MARIA }),
        entry(POLICY),
      ]),
    ],
    // The older household figure, still in the answer: it must not be on screen.
    probateCents: 4_500_000,
    ...overrides,
  });
}

function personRegion(name: string) {
  return screen.getByRole('region', { name });
}

describe('WhoGetsWhatPanel', () => {
  it('shows each person’s estate side by side, never one probate figure for the household', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => couple(),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    const maria = within(await screen.findByRole('region', { name: 'Maria Lopez' }));
    const luis = within(personRegion('Luis Lopez'));
    expect(maria.getByText('Account owner')).toBeVisible();
    expect(maria.getByText('Estimated probate estate').nextElementSibling).toHaveTextContent(
      '$25,000.00',
    );
    expect(luis.getByText('Estimated probate estate').nextElementSibling).toHaveTextContent(
      '$20,000.00',
    );
    // The household's sum ($45,000.00) is nowhere.
    expect(screen.queryByText('$45,000.00')).toBeNull();
    expect(screen.getAllByText('Estimated probate estate')).toHaveLength(2);

    // The joint brokerage is in both columns, passing to the other, counted once.
    const marisJoint = maria.getByRole('list', { name: 'Maria Lopez: joint with survivorship' });
    expect(marisJoint).toHaveTextContent('Fidelity · Joint brokerage');
    expect(marisJoint).toHaveTextContent('Goes to: Luis Lopez (survivor)');
    const luisJoint = luis.getByRole('list', { name: 'Luis Lopez: joint with survivorship' });
    expect(luisJoint).toHaveTextContent('Goes to: Maria Lopez (survivor)');
    expect(luisJoint).toHaveTextContent('Counted once, in Maria Lopez’s column');

    // Luis's policy is in his column, paid to its beneficiary outside probate.
    expect(
      luis.getByRole('list', { name: 'Luis Lopez: beneficiary designation' }),
    ).toHaveTextContent('Northwestern Mutual life policy on Luis Lopez');
    expect(
      luis.getByText(/Including life insurance on Luis Lopez’s life: \$500,000\.00/),
    ).toBeVisible();
    expect(maria.queryByText(/Northwestern Mutual/)).toBeNull();
  });

  it('flags a record held in no name, with a link to set who holds it', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => couple(),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    const maria = within(await screen.findByRole('region', { name: 'Maria Lopez' }));
    expect(maria.getByText('Whose is this?')).toBeVisible();
    expect(maria.getByRole('link', { name: 'Set who holds it: 2021 Honda CR-V' })).toHaveAttribute(
      'href',
      '/estate-plan#held-by-property-car-1',
    );
    expect(screen.getByRole('combobox', { name: 'Who holds 2021 Honda CR-V?' })).toHaveDisplayValue(
      'Whose is this? Not recorded',
    );
  });

  it('saves the titling, naming the other spouse for a joint form, and the holder', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => couple(),
      'PUT /api/estate/titling': () => ({
        titling: {
          ownerId: 'user-1',
          assetKind: 'asset',
          assetId: SAVINGS.id,
          passesBy: 'joint_survivorship',
          titling: 'jtwros',
          holderName: 'Luis Lopez',
          jointHolderName: 'Maria Lopez',
        },
      }),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    const titling = await screen.findByRole('combobox', { name: 'How is Chase · Savings titled?' });
    expect(titling).toHaveDisplayValue('Not set: Will (probate)');
    await user.selectOptions(titling, 'Joint with right of survivorship (JTWROS)');
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/estate/titling')).toEqual([
        {
          assetKind: 'asset',
          assetId: 'asset-1',
          titling: 'jtwros',
          jointHolderName: 'Maria Lopez',
        },
      ]),
    );
    await expectToast('Saved how it passes');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Who holds 2021 Honda CR-V?' }),
      'Luis Lopez',
    );
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/estate/titling')[1]).toEqual({
        assetKind: 'property',
        assetId: 'car-1',
        holderName: 'Luis Lopez',
      }),
    );
  });

  it('says a home or vehicle recorded as transfer on death is unverified for the state, with its source', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => {
        const summary = couple();
        return {
          ...summary,
          assets: summary.assets.map((asset) =>
            asset.id === 'car-1' ? { ...asset, titling: 'tod_pod' as const } : asset,
          ),
        };
      },
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    const table = await screen.findByRole('region', { name: 'Holder and titling of each asset' });
    expect(table).toHaveTextContent(
      'Whether this state allows a transfer-on-death deed for a home, or transfer-on-death registration for a vehicle, has not been checked here (unverified).',
    );
    expect(
      within(table).getByRole('link', { name: /Transfer on Death Deeds Survey/ }),
    ).toHaveAttribute('href', 'https://docslib.org/doc/3976932/transfer-on-death-deeds-survey');
  });

  it('offers only the forms the record can carry, and sends a retirement account to its beneficiary designation', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => couple(),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    const joint = await screen.findByRole('combobox', {
      name: 'How is Fidelity · Joint brokerage titled?',
    });
    expect(joint).toHaveDisplayValue('Joint with right of survivorship (JTWROS)');
    expect(within(joint).queryByRole('option', { name: 'Tenancy by the entirety' })).toBeNull();
    expect(
      screen.getByRole('combobox', {
        name: 'Who holds Fidelity · Joint brokerage with Maria Lopez?',
      }),
    ).toHaveDisplayValue('Luis Lopez');
    expect(
      screen.queryByRole('combobox', { name: 'How is Vanguard · Rollover IRA titled?' }),
    ).toBeNull();
    expect(screen.getByText('One name: passes by its beneficiary designation.')).toBeVisible();
  });

  it('shows a viewer whose each asset is and how it is titled, without the choices', async () => {
    const rosa = 'rosa';
    fakeApi({
      'GET /api/family/sources': () => ({
        sources: [guestOwn('viewer-1'), familySource(rosa, 'Rosa Diaz', 'viewer')],
      }),
      'GET /api/estate/summary': () => {
        const summary = couple();
        return {
          ...summary,
          assets: summary.assets.map((asset) => ({ ...asset, ownerId: rosa })),
          people: summary.people.map((person) => ({ ...person, ownerId: rosa })),
        };
      },
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', {
      signedInAs: sessionUser({ id: 'viewer-1', accountType: 'guest', invitedBy: rosa }),
    });
    await screen.findByRole('region', { name: 'Maria Lopez' });
    expect(screen.queryByRole('combobox')).toBeNull();
    const table = screen.getByRole('region', { name: 'Holder and titling of each asset' });
    expect(table).toHaveTextContent('Joint with right of survivorship (JTWROS)');
    expect(table).toHaveTextContent('Not set: Will (probate)');
    // A viewer is told whose is unknown, but offered no link to a choice they cannot make.
    expect(screen.getByText('Whose is this?')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Set who holds it/ })).toBeNull();
  });

  it('says what to record when there is nothing yet', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => estateSummary(),
    });
    renderRoute(<WhoGetsWhatPanel />, '/estate-plan', { signedInAs: sessionUser() });
    expect(await screen.findByText(/No assets recorded yet/)).toBeVisible();
    expectLinkTo(screen, 'investments', '/investments');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('WhoGetsWhatPanel accessibility', () => {
  it('has no axe violations with the people, their records and the titling choices', async () => {
    const { default: axe } = await import('axe-core');
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () => couple(),
    });
    const { container } = renderRoute(<WhoGetsWhatPanel />, '/estate-plan', {
      signedInAs: sessionUser(),
    });
    await screen.findByRole('region', { name: 'Maria Lopez' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((each) => `${each.id}: ${each.help}`)).toEqual([]);
  });
});
