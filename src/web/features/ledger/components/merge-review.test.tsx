import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMergeProposal, TMergeSide } from '@shared/ledger/account-merge-schemas';
import { familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { makeInvestmentAccount } from '@web/features/investments/testing/investment-fixtures';
import { MergeReviewBanner } from './merge-review-banner';
import { expectToast } from '@test/web/expect-toast';

const KEEP_ID = '11111111-1111-4111-8111-111111111111';
const MERGE_ID = '22222222-2222-4222-8222-222222222222';

function side(overrides: Partial<TMergeSide> = {}): TMergeSide {
  return {
    id: KEEP_ID,
    type: 'retirement_401k',
    institutionName: 'Fidelity',
    accountName: 'Acme 401(k)',
    accountNumberLast4: '4321',
    ownerName: null,
    valueCents: 12_345_67,
    holdingCount: 3,
    designated: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const FIDELITY: TMergeProposal = {
  ownerId: 'user-1',
  keep: side(),
  merge: side({
    id: MERGE_ID,
    accountName: 'Work retirement',
    accountNumberLast4: null,
    valueCents: 10_000_00,
    holdingCount: 1,
    designated: false,
  }),
  reason: 'number_missing',
};

const VANGUARD: TMergeProposal = {
  ownerId: 'user-1',
  keep: side({ id: 'v-keep', institutionName: 'Vanguard', type: 'ira', accountName: 'IRA' }),
  merge: side({ id: 'v-merge', institutionName: 'Vanguard', type: 'ira', accountName: 'My IRA' }),
  reason: 'same_number',
};

/** The merge routes over an in-memory list: an answer takes its pair off the proposals. */
function mergesApi(initial: TMergeProposal[], overrides: Record<string, Handler> = {}) {
  let proposals = [...initial];
  const answer = (body: unknown) => {
    const { keepId } = body as { keepId: string };
    proposals = proposals.filter((proposal) => proposal.keep.id !== keepId);
  };
  return fakeApi({
    'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
    'GET /api/account-merges': () => ({ proposals }),
    'POST /api/account-merges': (body) => {
      answer(body);
      return { account: makeInvestmentAccount({ id: (body as { keepId: string }).keepId }) };
    },
    'POST /api/account-merges/keep-both': (body) => {
      answer(body);
      return { ok: true };
    },
    ...overrides,
  });
}

function renderBanner(user = sessionUser()) {
  return renderRoute(
    <>
      <h1 tabIndex={-1}>Financial Accounts</h1>
      <MergeReviewBanner />
    </>,
    '/accounts',
    { signedInAs: user },
  );
}

async function openReview() {
  await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
  return screen.getByRole('dialog', { name: 'Accounts that may be recorded twice' });
}

describe('MergeReviewBanner', () => {
  it('says how many accounts may be recorded twice and shows both records of each', async () => {
    const server = mergesApi([FIDELITY, VANGUARD]);
    renderBanner();
    expect(await screen.findByText('2 accounts may be recorded twice')).toBeVisible();
    expect(server.callsTo('GET /api/account-merges')[0]?.search).toBe('?owners=user-1');

    const dialog = await openReview();
    expect(
      within(dialog).getByText(
        "The second record's holdings, documents and links move to the first; anything that differs is kept in its notes.",
      ),
    ).toBeVisible();
    const row = within(dialog).getByRole('listitem', { name: 'Fidelity 401(k)' });
    expect(
      within(row).getByText(
        'Same institution and kind of account; one has no account number to compare',
      ),
    ).toBeVisible();
    const first = within(row).getByRole('group', { name: 'First record' });
    const second = within(row).getByRole('group', { name: 'Second record' });
    expect(first).toHaveTextContent('Acme 401(k)');
    expect(first).toHaveTextContent('****4321');
    expect(first).toHaveTextContent('$12,345.67');
    expect(first).toHaveTextContent('3 holdings');
    expect(first).toHaveTextContent('Beneficiaries named');
    expect(second).toHaveTextContent('Work retirement');
    expect(second).toHaveTextContent('No number');
    expect(second).toHaveTextContent('401(k)');
    expect(second).toHaveTextContent('$10,000.00');
    expect(second).toHaveTextContent('1 holding');
    expect(second).toHaveTextContent('No beneficiaries named');
    expect(within(dialog).getByRole('listitem', { name: 'Vanguard IRA' })).toBeVisible();
  });

  it('merges the second record into the first and closes when nothing is left', async () => {
    const server = mergesApi([FIDELITY]);
    renderBanner();
    expect(await screen.findByText('1 account may be recorded twice')).toBeVisible();
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge into one' }));

    await expectToast('Accounts merged');
    expect(server.bodiesOf('POST /api/account-merges')).toEqual([
      { keepId: KEEP_ID, mergeId: MERGE_ID },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/may be recorded twice/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Financial Accounts' })).toHaveFocus(),
    );
  });

  it('keeps both records of one pair and leaves the others to answer', async () => {
    const server = mergesApi([FIDELITY, VANGUARD]);
    renderBanner();
    const dialog = await openReview();
    const row = within(dialog).getByRole('listitem', { name: 'Vanguard IRA' });
    await userEvent.click(within(row).getByRole('button', { name: 'Keep both' }));

    await expectToast('Kept as two accounts');
    expect(server.bodiesOf('POST /api/account-merges/keep-both')).toEqual([
      { keepId: 'v-keep', mergeId: 'v-merge' },
    ]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Vanguard IRA' })).toBeNull(),
    );
    expect(within(dialog).getByRole('listitem', { name: 'Fidelity 401(k)' })).toBeVisible();
    expect(screen.getByText('1 account may be recorded twice')).toBeInTheDocument();
    expect(server.callsTo('POST /api/account-merges')).toHaveLength(0);
  });

  it('shows the busy state while merging and the error when it fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    mergesApi([FIDELITY], {
      'POST /api/account-merges': () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
    });
    renderBanner();
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge into one' }));

    expect(within(dialog).getByRole('button', { name: 'Merging…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep both' })).toBeDisabled();
    fail(apiError(404, 'NOT_FOUND', 'This investment account does not exist.'));
    expect(
      await screen.findByText('Failed to merge accounts: This investment account does not exist.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Merge into one' })).toBeEnabled();
  });

  it('shows nothing when no record looks recorded twice', async () => {
    const server = mergesApi([]);
    renderBanner();
    await waitFor(() => expect(server.callsTo('GET /api/account-merges')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/may be recorded twice/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('is hidden from a member who may only view the household', async () => {
    const server = mergesApi([{ ...FIDELITY, ownerId: 'owner-2' }], {
      'GET /api/family/sources': () => ({
        sources: [guestOwn('user-1'), familySource('owner-2', 'Olivia Owner', 'viewer')],
      }),
    });
    renderBanner(sessionUser({ accountType: 'guest', invitedBy: 'owner-2' }));
    await waitFor(() => expect(server.callsTo('GET /api/account-merges')).toHaveLength(1));
    expect(server.callsTo('GET /api/account-merges')[0]?.search).toBe('?owners=owner-2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/may be recorded twice/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });
});
