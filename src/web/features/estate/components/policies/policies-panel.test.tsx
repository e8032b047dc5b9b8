import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPolicy } from '@shared/estate/policy-schemas';
import type { TListedExpense } from '@shared/finance/expense-schemas';
import { familySource, guestOwn } from '@test/web/data-sources';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { PoliciesPanel } from './policies-panel';
import { expectToast } from '@test/web/expect-toast';

const CREATED = '2026-11-01T10:00:00.000Z';
// The view's ids are UUIDs (the shared schema checks them), and so are obligation ids.
const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ROSA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LIFE_PREMIUM = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const CAR_PREMIUM = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

function makePolicy(overrides: Partial<TPolicy> = {}): TPolicy {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    ownerId: ME,
    createdAt: CREATED,
    updatedAt: CREATED,
    kind: 'life',
    carrier: 'Northwestern Mutual',
    policyNumberLast4: '9988',
    insuredName: 'Maria Rivera',
    faceAmountCents: 50_000_000,
    premiumExpenseId: LIFE_PREMIUM,
    premium: { vendor: 'Northwestern Mutual', costCents: 12_000, frequency: 'monthly' },
    beneficiaries: [
      { name: 'Lucas Rivera', relationship: 'Son', tier: 'primary', shareBasisPoints: 6_000 },
      {
        name: 'Ana Rivera',
        relationship: 'Daughter',
        tier: 'primary',
        shareBasisPoints: 4_000,
        minor: true,
      },
      { name: 'Rosa Diaz', relationship: null, tier: 'contingent', shareBasisPoints: 10_000 },
    ],
    notes: null,
    ...overrides,
  };
}

const TERM_LIFE = makePolicy();
const GROUP_LIFE = makePolicy({
  id: '22222222-2222-4222-8222-222222222222',
  carrier: 'MetLife',
  policyNumberLast4: null,
  faceAmountCents: 10_000_000,
  premiumExpenseId: null,
  premium: null,
  beneficiaries: [],
});
const HOME = makePolicy({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'home',
  carrier: 'State Farm',
  insuredName: '12 Oak Street',
  faceAmountCents: null,
  premiumExpenseId: null,
  premium: null,
  beneficiaries: [],
});

function expense(overrides: Partial<TListedExpense>): TListedExpense {
  return {
    id: 'exp',
    ownerId: ME,
    createdAt: CREATED,
    category: 'insurance',
    vendor: 'Vendor',
    costCents: 1_000,
    frequency: 'monthly',
    ...overrides,
  };
}

const EXPENSES = [
  expense({
    id: LIFE_PREMIUM,
    vendor: 'Northwestern Mutual',
    costCents: 12_000,
    entityName: 'Maria',
  }),
  expense({ id: CAR_PREMIUM, vendor: 'GEICO', costCents: 60_000, frequency: 'bi-annual' }),
  expense({ id: 'exp-netflix', category: 'other', vendor: 'Netflix' }),
  expense({ id: 'exp-theirs', ownerId: ROSA, vendor: 'Rosa Life Co' }),
];

/** The policies API over an in-memory list, so a save is followed by the refreshed list. */
function policiesApi(initial: TPolicy[], overrides: Record<string, Handler> = {}) {
  let list = [...initial];
  return fakeApi({
    'GET /api/policies': () => ({ policies: list }),
    'GET /api/expenses': () => ({ expenses: EXPENSES }),
    'POST /api/policies': (body) => {
      const input = body as Partial<TPolicy>;
      const policy = makePolicy({
        ...input,
        id: '44444444-4444-4444-8444-444444444444',
        policyNumberLast4: '4321',
        premium: null,
      });
      list = [...list, policy];
      return json(201, { policy });
    },
    [`DELETE /api/policies/${TERM_LIFE.id}`]: () => {
      list = list.filter((policy) => policy.id !== TERM_LIFE.id);
      return { ok: true };
    },
    ...overrides,
  });
}

function renderPanel(options: Parameters<typeof sessionUser>[0] = {}) {
  return renderRoute(<PoliciesPanel />, '/estate-plan', {
    signedInAs: sessionUser({ id: ME, ...options }),
  });
}

describe('PoliciesPanel', () => {
  it('lists the policies by kind with their premium, beneficiaries and the missing-beneficiary flag', async () => {
    const user = userEvent.setup();
    policiesApi([HOME, GROUP_LIFE, TERM_LIFE], {
      [`GET /api/policies/${TERM_LIFE.id}/policy-number`]: () => ({ policyNumber: 'NWM44719988' }),
    });
    renderPanel();
    const term = await screen.findByRole('article', { name: 'Northwestern Mutual' });
    const groups = screen.getAllByRole('region', { name: /^\w[\w -]* \(\d+\)$/ });
    expect(groups.map((each) => each.getAttribute('aria-labelledby'))).toEqual([
      'policies-life',
      'policies-home',
    ]);
    expect(screen.getByRole('region', { name: 'Life (2)' })).toContainElement(term);

    expect(term).toHaveTextContent('$500,000.00');
    expect(term).toHaveTextContent('****9988');
    expect(term).toHaveTextContent(
      '$120.00 per month · paid by the Northwestern Mutual obligation',
    );
    expect(term).toHaveTextContent(
      'Primary: Lucas Rivera (60%), Ana Rivera (40%, under 18)Contingent: Rosa Diaz (100%)',
    );
    expect(within(term).queryByText('No beneficiary named')).toBeNull();

    const group = screen.getByRole('article', { name: 'MetLife' });
    expect(within(group).getByText('No beneficiary named')).toBeVisible();
    expect(group).toHaveTextContent('Not linked to an obligation');
    const home = screen.getByRole('article', { name: 'State Farm' });
    expect(within(home).queryByText('No beneficiary named')).toBeNull();
    expect(within(home).queryByText('Beneficiaries')).toBeNull();

    await user.click(
      within(term).getByRole('button', {
        name: 'Show policy number of Northwestern Mutual Life policy',
      }),
    );
    expect(await within(term).findByText('NWM44719988')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('article', { name: 'Northwestern Mutual' })).toBeNull();
    expect(screen.getByRole('article', { name: 'State Farm' })).toBeVisible();
  });

  it('brings a linked policy into focus', async () => {
    policiesApi([TERM_LIFE, GROUP_LIFE]);
    renderRoute(<PoliciesPanel />, '/estate-plan', {
      at: `/estate-plan?tab=insurance#policy-${GROUP_LIFE.id}`,
      signedInAs: sessionUser({ id: ME }),
    });
    const card = await screen.findByRole('article', { name: 'MetLife' });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('explains why policies matter when there are none', async () => {
    const user = userEvent.setup();
    policiesApi([]);
    renderPanel();
    expect(await screen.findByText('No insurance policies yet')).toBeVisible();
    expect(screen.getByText(/pays your family directly, outside the will/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add your first policy' }));
    expect(screen.getByRole('dialog', { name: 'Add insurance policy' })).toBeVisible();
  });

  it('adds a life policy only once its beneficiaries’ shares add up to 100 %', async () => {
    const user = userEvent.setup();
    const server = policiesApi([]);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add insurance policy' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('life');
    await user.type(within(dialog).getByLabelText('Insurance company'), 'Prudential');
    await user.type(within(dialog).getByLabelText('Policy number'), 'PR-0043-21');
    await user.type(within(dialog).getByLabelText('Insured'), 'Maria Rivera');
    await user.type(within(dialog).getByLabelText('Face amount'), '250000');

    // Only this household's insurance obligations can pay the premium.
    const premium = within(dialog).getByLabelText('Premium paid by');
    await waitFor(() =>
      expect(
        within(premium)
          .getAllByRole('option')
          .map((each) => each.textContent),
      ).toEqual(['Not linked', 'GEICO · $600.00/6mo', 'Northwestern Mutual · $120.00/mo (Maria)']),
    );
    await user.selectOptions(premium, 'GEICO · $600.00/6mo');

    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    const first = within(dialog).getByRole('group', { name: 'Beneficiary 1' });
    expect(within(first).getByLabelText('Share (%)')).toHaveValue('100');
    await user.type(within(first).getByLabelText('Name'), 'Lucas Rivera');
    await user.clear(within(first).getByLabelText('Share (%)'));
    await user.type(within(first).getByLabelText('Share (%)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    const second = within(dialog).getByRole('group', { name: 'Beneficiary 2' });
    await user.selectOptions(within(second).getByLabelText('Tier'), 'Primary');
    await user.type(within(second).getByLabelText('Name'), 'Ana Rivera');
    await user.type(within(second).getByLabelText('Share (%)'), '30');
    await user.click(within(second).getByRole('checkbox', { name: 'Under 18' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    expect(
      await within(dialog).findByText(
        'Primary beneficiaries’ shares add up to 90 %: they must add up to 100 %',
      ),
    ).toBeVisible();
    expect(server.callsTo('POST /api/policies')).toHaveLength(0);

    await user.clear(within(second).getByLabelText('Share (%)'));
    await user.type(within(second).getByLabelText('Share (%)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    await expectToast('Insurance policy added successfully!');
    expect(server.bodiesOf('POST /api/policies')).toEqual([
      {
        kind: 'life',
        carrier: 'Prudential',
        policyNumber: 'PR-0043-21',
        insuredName: 'Maria Rivera',
        faceAmountCents: 25_000_000,
        premiumExpenseId: CAR_PREMIUM,
        beneficiaries: [
          { name: 'Lucas Rivera', relationship: null, tier: 'primary', shareBasisPoints: 6_000 },
          {
            name: 'Ana Rivera',
            relationship: null,
            tier: 'primary',
            shareBasisPoints: 4_000,
            minor: true,
          },
        ],
        notes: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Prudential' })).toBeVisible();
  });

  it('sends no beneficiaries for a policy that does not pay at death', async () => {
    const user = userEvent.setup();
    const server = policiesApi([]);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add insurance policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Auto');
    expect(within(dialog).queryByRole('group', { name: 'Beneficiary 1' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Insurance company'), 'GEICO');
    await user.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    await expectToast('Insurance policy added successfully!');
    expect(server.bodiesOf('POST /api/policies')).toEqual([
      expect.objectContaining({ kind: 'auto', carrier: 'GEICO', beneficiaries: [] }),
    ]);
  });

  it('edits a policy, keeping its number and premium link unless changed', async () => {
    const user = userEvent.setup();
    const server = policiesApi([TERM_LIFE], {
      [`PUT /api/policies/${TERM_LIFE.id}`]: (body) => ({
        policy: makePolicy({ ...(body as Partial<TPolicy>) }),
      }),
    });
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Northwestern Mutual Life policy' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit insurance policy' });
    expect(within(dialog).getByLabelText('Insurance company')).toHaveValue('Northwestern Mutual');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Premium paid by')).toHaveValue(LIFE_PREMIUM),
    );
    const minor = within(dialog).getByRole('group', { name: 'Beneficiary 2' });
    expect(within(minor).getByRole('checkbox', { name: 'Under 18' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Face amount'));
    await user.type(within(dialog).getByLabelText('Face amount'), '750000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Insurance policy updated successfully!');
    const [body] = server.bodiesOf(`PUT /api/policies/${TERM_LIFE.id}`) as Record<
      string,
      unknown
    >[];
    expect(body).not.toHaveProperty('policyNumber');
    expect(body).toMatchObject({
      faceAmountCents: 75_000_000,
      premiumExpenseId: LIFE_PREMIUM,
      beneficiaries: TERM_LIFE.beneficiaries,
    });
  });

  it('deletes a policy after confirmation', async () => {
    const user = userEvent.setup();
    const server = policiesApi([TERM_LIFE, HOME]);
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Northwestern Mutual Life policy' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this insurance policy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete policy' }));
    await expectToast('Insurance policy deleted successfully!');
    expect(server.callsTo(`DELETE /api/policies/${TERM_LIFE.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Northwestern Mutual' })).toBeNull(),
    );
  });

  it('shows a viewer the policies without Add, Edit or Delete', async () => {
    policiesApi([{ ...TERM_LIFE, ownerId: ROSA }], {
      'GET /api/family/sources': () => ({
        sources: [guestOwn('ev-1'), familySource(ROSA, 'Rosa Diaz', 'viewer')],
      }),
    });
    renderPanel({ id: 'ev-1', accountType: 'guest', invitedBy: ROSA });
    const card = await screen.findByRole('article', { name: 'Northwestern Mutual' });
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(
      within(card).getByRole('button', {
        name: 'Show policy number of Northwestern Mutual Life policy',
      }),
    ).toBeVisible();
  });
});
